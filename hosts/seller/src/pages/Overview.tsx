import { Link } from 'react-router-dom';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { Skeleton } from '@wz/ui';
import { PageHeader, ShopGate } from '../shop';

/** /seller/wzmall: today's orders, to ship, returns waiting, sales of the week (a small bar chart), low stock. */
function Figures() {
  const { data, error } = useRead(reads.sellerOverview());
  if (error) return <p role="alert">{error.message}</p>;
  if (!data) return <Skeleton lines={6} label="店铺数据加载中" />;
  const max = Math.max(1, ...data.week_sales.map((d) => Number(d.amount)));
  const week = data.week_sales.reduce((s, d) => s + Math.round(Number(d.amount) * 100), 0);
  return (
    <>
      <ul className="sc-stats" aria-label="今日概况">
        <li>
          <Link to="/orderList">
            <span className="sc-stats__n" data-testid="today-orders">{data.today_orders}</span>今日订单
          </Link>
        </li>
        <li>
          <Link to="/orderList?tab=ship">
            <span className="sc-stats__n" data-testid="to-ship">{data.to_ship}</span>待发货
          </Link>
        </li>
        <li>
          <Link to="/returnApplicatList">
            <span className="sc-stats__n">{data.returns_waiting}</span>待处理退货
          </Link>
        </li>
        <li>
          <Link to="/goodList">
            <span className="sc-stats__n">{data.on_sale}</span>出售中商品
          </Link>
        </li>
      </ul>
      <section className="sc-card" aria-labelledby="week-title">
        <h2 id="week-title" className="sc-card__title">
          近 7 天销售额 <span className="sc-muted">合计 ¥{(week / 100).toFixed(2)}</span>
        </h2>
        <ol className="sc-chart">
          {data.week_sales.map((d) => (
            <li key={d.date} aria-label={`${d.date} 销售额 ${d.amount} 元`}>
              <span className="sc-chart__bar" style={{ height: `${Math.max(2, (Number(d.amount) / max) * 100)}%` }} />
              <span className="sc-chart__label">{d.date}</span>
            </li>
          ))}
        </ol>
      </section>
      <section className="sc-card" aria-labelledby="low-title">
        <h2 id="low-title" className="sc-card__title">库存预警（≤ 5 件）</h2>
        {data.low_stock.length === 0 ? (
          <p className="sc-muted">暂无库存紧张的商品</p>
        ) : (
          <ul className="sc-low">
            {data.low_stock.map((l) => (
              <li key={`${l.goods_id}-${l.spec}`}>
                <Link to={`/editPublishGoods?id=${l.goods_id}&step=3`}>{l.title}</Link>
                <span className="sc-muted">{l.spec}</span>
                <strong className={l.stock === 0 ? 'sc-danger' : ''}>{l.stock === 0 ? '已售罄' : `剩 ${l.stock} 件`}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export default function Overview() {
  return (
    <ShopGate title="店铺概况">
      <PageHeader
        title="店铺概况"
        extra={
          <Link className="sc-btn sc-btn--primary" to="/publishGoods">
            发布商品
          </Link>
        }
      />
      <Figures />
    </ShopGate>
  );
}
