import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, fetchRead, reads, type OperationData } from '@wz/sdk';
import { usePortalClient, useRead, useWrite } from '@wz/sdk/react';
import { Button, PagedList, StatusTabs, toast } from '@wz/ui';
import { PaymentStep, paymentOf, type PaymentOrder } from '../../../app/lib/PaymentStep';
import { goodsPath, orderPath } from '../params';
import '../wzmall.css';

export type Order = OperationData<'mallMyOrders'>['lists'][number];
export const STATUS_TEXT: Record<number, string> = { 0: '已关闭', 1: '待付款', 2: '待发货', 3: '待收货', 4: '待评价', 5: '已完成', 6: '退货/退款中' };
const TABS = [
  { key: 'all', label: '全部订单' },
  { key: 'pay', label: '待付款' },
  { key: 'ship', label: '待发货' },
  { key: 'receive', label: '待收货' },
  { key: 'review', label: '待评价' },
  { key: 'return', label: '退货/售后' },
] as const;
type Tab = (typeof TABS)[number]['key'];

/** What the member can do with an order in its state: pay, confirm receipt, review, return, see details. */
export function OrderActions({ order, onPay }: { order: Order; onPay: (p: PaymentOrder) => void }) {
  const client = usePortalClient();
  const confirm = useWrite('mallConfirmReceipt');
  return (
    <div className="mall-actions">
      {order.status === 1 ? (
        <Button
          size="sm"
          variant="primary"
          onClick={async () => {
            try {
              const r = await fetchRead(client, reads.mallOrderQrcode({ order_number: order.order_number }));
              onPay(paymentOf(r, r.amount));
            } catch (err) {
              toast.error(errorMessage(err, '获取支付二维码失败'));
            }
          }}
        >
          去付款
        </Button>
      ) : null}
      {order.status === 3 ? (
        <Button size="sm" variant="primary" loading={confirm.isMutating} onClick={() => void confirm.trigger({ order_number: order.order_number }).then(() => toast.success('已确认收货'), (err) => toast.error(errorMessage(err, '操作失败')))}>
          确认收货
        </Button>
      ) : null}
      {order.status === 4 ? <Link to={`/usercenter/wzmall/publicEvaluation?order_number=${order.order_number}`}>去评价</Link> : null}
      {[2, 3, 4].includes(order.status) && order.trade_state === 'SUCCESS' ? <Link to={`/usercenter/wzmall/returnOrder?order_number=${order.order_number}`}>申请退货</Link> : null}
      <Link to={orderPath(order.order_number)}>订单详情</Link>
    </div>
  );
}

/** One order as a card: number, time, state, its items and the total. */
export function OrderCard({ order, onPay }: { order: Order; onPay: (p: PaymentOrder) => void }) {
  return (
    <article className="card mall-order" aria-label={`订单 ${order.order_number}`} data-testid="mall-order">
      <header className="mall-bar">
        <span>
          订单号 {order.order_number} · {order.inputtime}
          {order.kind === 'snapup' ? <em className="mall-tag">抢购</em> : null}
        </span>
        <strong data-testid="order-status">{STATUS_TEXT[order.status]}</strong>
      </header>
      <ul className="mall-lines">
        {order.items.map((i) => (
          <li key={i.id}>
            <img src={i.pic} alt="" width={56} height={56} />
            <Link to={goodsPath(i.goods_id)}>{i.title}</Link> <span className="muted">{i.spec}</span> <span>¥{i.price} × {i.quantity}</span>
          </li>
        ))}
      </ul>
      <footer className="mall-bar">
        <span>
          实付 <strong>¥{order.amount}</strong>（含运费 ¥{order.shipping}）
        </span>
        <OrderActions order={order} onPay={onPay} />
      </footer>
    </article>
  );
}

/** The member's orders under tabs (?tab=), paged; unpaid ones can be paid here. */
export function OrderList({ defaultTab = 'all', title = '我的订单' }: { defaultTab?: Tab; title?: string }) {
  const [search, setSearch] = useSearchParams();
  const tab = (TABS.find((t) => t.key === search.get('tab'))?.key ?? defaultTab) as Tab;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useRead(reads.mallMyOrders({ tab, page }));
  const [payment, setPayment] = useState<PaymentOrder | null>(null);
  const { mutate } = list;
  const done = useCallback(() => {
    setPayment(null);
    void mutate();
  }, [mutate]);
  const counts = list.data?.counts;
  return (
    <section className="card" aria-labelledby="orders-title">
      <h1 id="orders-title">{title}</h1>
      <StatusTabs
        items={TABS.map((t) => ({ key: t.key, label: t.label, ...(counts ? { count: counts[t.key] } : {}) }))}
        value={tab}
        onChange={(key) => setSearch(key === defaultTab ? {} : { tab: key })}
        label="订单状态"
      />
      <PagedList.Root items={list.data?.lists} total={list.data?.total ?? 0} page={page} pageSize={20} loading={list.isLoading} error={list.error} onRetry={() => void list.mutate()} onPageChange={(p) => setSearch({ ...(tab !== defaultTab ? { tab } : {}), ...(p > 1 ? { page: String(p) } : {}) })}>
        <PagedList.Items<Order> label="订单列表" getKey={(o) => o.order_number}>
          {(o) => <OrderCard order={o} onPay={setPayment} />}
        </PagedList.Items>
        <PagedList.Empty>暂无订单</PagedList.Empty>
        <PagedList.Error />
        <PagedList.Pager />
      </PagedList.Root>
      {payment ? <PaymentStep key={payment.orderNumber} payment={payment} operation="mallQueryOrder" onDone={done} onPaid={done} /> : null}
    </section>
  );
}

/** /usercenter/wzmall/order and /user/personInfo/cartOrder. */
export default function Orders() {
  return <OrderList />;
}
