import { Link } from 'react-router-dom';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import '../wzmall.css';

const TILES = [
  { tab: 'pay', label: '待付款' },
  { tab: 'ship', label: '待发货' },
  { tab: 'receive', label: '待收货' },
  { tab: 'review', label: '待评价' },
  { tab: 'return', label: '退货/售后' },
] as const;
const LINKS = [
  ['order', '我的订单'],
  ['configAddress', '收货地址'],
  ['focusGoods', '关注商品'],
  ['message', '我的消息'],
  ['need', '我的需求'],
  ['returnOrder', '退货订单'],
] as const;

/** /user/wzmall: the member's mall centre at a glance (orders by state, links to every page). */
export default function MallCentre() {
  const counts = useRead(reads.mallMyOrders({ tab: 'all', page: 1 })).data?.counts;
  return (
    <section className="card" aria-labelledby="mall-centre-title">
      <h1 id="mall-centre-title">商城个人中心</h1>
      <ul className="mall-tiles">
        {TILES.map((t) => (
          <li key={t.tab}>
            <Link to={`/usercenter/wzmall/order?tab=${t.tab}`}>
              <strong>{counts ? counts[t.tab] : '…'}</strong>
              <span>{t.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <nav className="mall__links" aria-label="商城个人中心">
        {LINKS.map(([path, label]) => (
          <Link key={path} to={`/usercenter/wzmall/${path}`}>{label}</Link>
        ))}
        <Link to="/wzmall/shoppingCart">购物车</Link>
      </nav>
    </section>
  );
}
