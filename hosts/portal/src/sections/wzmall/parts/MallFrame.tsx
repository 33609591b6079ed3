import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Breadcrumb, SearchBar, toast } from '@wz/ui';
import { MALL_HOME } from '../params';
import '../wzmall.css';

/** Every mall page: breadcrumb, the mall's goods search and the links a buyer keeps needing. */
export function MallFrame({ breadcrumb = [], keyword, children }: { breadcrumb?: { label: string; to?: string }[]; keyword?: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className="container mall">
      <div className="mall__top">
        <Breadcrumb items={[{ label: '首页', to: '/' }, { label: '商城', to: MALL_HOME }, ...breadcrumb]} />
        <SearchBar
          key={keyword ?? ''}
          defaultValue={keyword ?? ''}
          placeholder="搜索商品、品牌、店铺"
          label="商城搜索"
          onSearch={(k) => navigate(`${MALL_HOME}?keyword=${encodeURIComponent(k)}`)}
          onEmpty={(message) => toast.warning(message)}
        />
        <nav className="mall__links" aria-label="商城导航">
          <Link to="/wzmall/snapUp">限时抢购</Link>
          <Link to={`${MALL_HOME}?tab=need`}>需求信息</Link>
          <Link to="/wzmall/businsserSettleIn">商家入驻</Link>
          <Link to="/usercenter/wzmall/order">我的订单</Link>
          <Link to="/wzmall/shoppingCart" className="mall__cart">购物车</Link>
        </nav>
      </div>
      {children}
    </div>
  );
}
