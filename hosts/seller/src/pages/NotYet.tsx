import { Link, useLocation } from 'react-router-dom';
import { pageOf } from '../routes';
import { PageHeader, ShopGate } from '../shop';

/** A seller page that is not built yet: it says so plainly and points at what works today. */
export default function NotYet() {
  const { pathname } = useLocation();
  const title = pageOf(pathname)?.title ?? '商家中心';
  return (
    <ShopGate title={title}>
      <PageHeader title={title} />
      <section className="sc-card" role="status" data-testid="not-yet">
        <p>「{title}」功能正在建设中，暂未开放。</p>
        <p>
          现在可以：<Link to="/publishGoods">发布商品</Link> · <Link to="/goodList">管理商品</Link> · <Link to="/orderList">处理订单</Link>
        </p>
      </section>
    </ShopGate>
  );
}
