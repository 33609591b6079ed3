import { Link } from 'react-router-dom';
import type { DataTableColumn, StatusTab } from '@wz/ui';
import type { OperationData, OperationParams } from '@wz/sdk';
import { useUserGiftOrders } from '@wz/sdk/react';
import { StatusList, useStatusQuery } from '@wz/app-kit';

type Order = OperationData<'userGiftOrders'>['lists'][number];
type State = NonNullable<OperationParams<'userGiftOrders'>['status']>;

const STATE_LABEL: Record<State, string> = {
  NOTPAY: '待支付',
  SUCCESS: '已支付',
  CLOSED: '已关闭',
  REFUND: '已退款',
  PAYERROR: '支付失败',
};

const TABS: { key: 'all' | State; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'NOTPAY', label: '待支付' },
  { key: 'SUCCESS', label: '已支付' },
  { key: 'CLOSED', label: '已关闭' },
];

const COLUMNS: DataTableColumn<Order>[] = [
  { key: 'order_number', title: '订单号', value: (o) => o.order_number },
  { key: 'gift', title: '礼物', value: (o) => `${o.flowername} × ${o.number}` },
  { key: 'teacher', title: '赠送老师', value: (o) => o.teachername },
  { key: 'amount', title: '金额', value: (o) => `¥${o.amount}`, align: 'end' },
  { key: 'state', title: '状态', value: (o) => STATE_LABEL[o.trade_state] },
  { key: 'time', title: '下单时间', value: (o) => o.inputtime },
  {
    key: 'action',
    title: '操作',
    render: (o) =>
      o.trade_state === 'NOTPAY' ? (
        <Link to={`/pay/paytwo?order_number=${encodeURIComponent(o.order_number)}`}>去支付</Link>
      ) : null,
  },
];

/** educationRelease/userOrder: the gifts the member sent to teachers, by payment state (tab and page in the URL). */
export default function GiftOrders() {
  const query = useStatusQuery(TABS);
  const status = query.status === 'all' ? undefined : (query.status as State);
  const list = useUserGiftOrders({ page: query.page, ...(status ? { status } : {}) }, { keepPreviousData: true });
  const counts = list.data?.counts;
  const tabs: StatusTab[] = TABS.map((t) => ({ ...t, count: counts?.[t.key] }));
  return (
    <StatusList<Order>
      title="我的订单"
      tabs={tabs}
      query={query}
      rows={list.data?.lists}
      total={list.data?.total}
      loading={list.isLoading}
      error={list.error}
      onRetry={() => void list.mutate()}
      columns={COLUMNS}
      rowKey={(o) => o.order_number}
      empty={<p className="muted">暂无订单，去给喜欢的老师送一份礼物吧。</p>}
    />
  );
}
