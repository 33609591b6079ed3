// 礼物列表 (love's gift catalogue), 礼物订单 (my orders and their payment states) and 我的礼物 (gifts received).
import { Link } from 'react-router-dom';
import { reads, type OperationData } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { useStatusQuery } from '@wz/app-kit';
import { LazyImage, tradeStateText } from '@wz/ui';
import { lovePath } from '../params';
import { LoveList } from './LoveList';
import '../love.css';

type Order = OperationData<'loveGiftOrders'>['lists'][number];
type Received = OperationData<'loveMyGifts'>['lists'][number];

export function GiftList() {
  const read = useRead(reads.loveGifts({}));
  return (
    <section className="card love-user" aria-labelledby="love-gifts-title">
      <h1 id="love-gifts-title">礼物列表</h1>
      <p className="muted">在会员的资料页点「送礼物」即可赠送，支付成功后礼物送达对方的「我的礼物」。</p>
      {read.error ? <p role="alert">获取礼物列表失败，请稍后重试</p> : null}
      <ul className="love-gifts" aria-busy={!read.data}>
        {(read.data?.row ?? []).map((g) => (
          <li key={g.id}>
            <LazyImage src={g.flowerpic} alt="" ratio={1} />
            <strong>{g.flowername}</strong>
            <span className="love-gifts__price">¥{g.price}</span>
          </li>
        ))}
      </ul>
      <Link to="/Love">去找对象送礼物</Link>
    </section>
  );
}

const ORDER_TABS = [{ key: 'all', label: '全部订单' }];

export function GiftOrder() {
  const query = useStatusQuery(ORDER_TABS);
  const read = useRead(reads.loveGiftOrders({ page: query.page }));
  return (
    <LoveList<Order>
      title="礼物订单"
      tabs={ORDER_TABS}
      query={query}
      read={read}
      rowKey={(o) => o.order_number}
      rowLabel={(o) => o.title}
      empty={<>还没有订单，去<Link to="/Love">找对象</Link>送一份心意吧</>}
      columns={[
        { key: 'title', title: '内容', value: (o) => o.title },
        { key: 'amount', title: '金额', value: (o) => `¥${o.amount}` },
        { key: 'state', title: '支付状态', render: (o) => <span data-state={o.trade_state}>{tradeStateText(o.trade_state)}</span> },
        { key: 'number', title: '订单号', value: (o) => o.order_number },
        { key: 'time', title: '下单时间', value: (o) => o.time.slice(0, 16) },
        { key: 'ops', title: '操作', render: (o) => (o.trade_state === 'NOTPAY' || o.trade_state === 'PAYERROR' ? <Link to={`/pay/paytwo?order_number=${encodeURIComponent(o.order_number)}`}>去支付</Link> : null) },
      ]}
    />
  );
}

const RECEIVED_TABS = [{ key: 'all', label: '收到的礼物' }];

export function MyGifts() {
  const query = useStatusQuery(RECEIVED_TABS);
  const read = useRead(reads.loveMyGifts({ page: query.page }));
  return (
    <LoveList<Received>
      title="我的礼物"
      tabs={RECEIVED_TABS}
      query={query}
      read={read}
      rowKey={(g) => `${g.from.id}-${g.time}-${g.gift.id}`}
      rowLabel={(g) => `${g.from.nickname}送的${g.gift.flowername}`}
      empty="还没有收到礼物，完善资料能让更多人看到你"
      columns={[
        { key: 'gift', title: '礼物', value: (g) => `${g.gift.flowername} × ${g.number}` },
        { key: 'from', title: '来自', render: (g) => <Link to={lovePath(g.from.id)}>{g.from.nickname}</Link> },
        { key: 'time', title: '时间', value: (g) => g.time.slice(0, 16) },
      ]}
    />
  );
}
