import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, Dialog, Pager, Skeleton, StatusTabs, toast } from '@wz/ui';
import { PageHeader, ShopGate } from '../shop';

type Order = OperationData<'sellerOrders'>['lists'][number];
type Tab = 'all' | 'pay' | 'ship' | 'shipped' | 'done' | 'closed' | 'refunding';
const TABS: { key: Tab; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'pay', label: '待付款' },
  { key: 'ship', label: '待发货' },
  { key: 'shipped', label: '已发货' },
  { key: 'done', label: '已完成' },
  { key: 'closed', label: '已关闭' },
  { key: 'refunding', label: '退款中' },
];
const STATUS = ['已关闭', '待付款', '待发货', '已发货', '已收货', '已完成', '退款中'];
const CARRIERS = ['顺丰速运', '中通快递', '圆通速递', '韵达快递', '申通快递', '京东物流', '邮政 EMS', '极兔速递'];

/** Ship with a carrier and a tracking number; a refusal keeps what was typed and says why. */
function ShipDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const ship = useWrite('sellerShip');
  const [carrier, setCarrier] = useState(CARRIERS[0]!);
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const t = tracking.trim();
    if (!/^[A-Za-z0-9]{6,30}$/.test(t)) return setError('请输入正确的快递单号（6–30 位字母或数字）');
    try {
      await ship.trigger({ order_number: order.order_number, carrier, tracking: t });
      toast.success('已发货');
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message.replace(/^\w+\s/, '') : '发货失败');
    }
  };
  return (
    <Dialog open onClose={onClose} title="发货">
      <form className="sc-fields" onSubmit={(e) => void submit(e)} aria-label="发货">
        <p className="sc-muted">
          订单 {order.order_number} · 收货人 {order.address.name} {order.address.phone} · {order.address.full}
        </p>
        <label className="sc-field">
          <span>快递公司</span>
          <select value={carrier} onChange={(e) => setCarrier(e.target.value)}>
            {CARRIERS.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <label className="sc-field">
          <span>快递单号</span>
          <input value={tracking} onChange={(e) => setTracking(e.target.value)} maxLength={30} autoComplete="off" aria-invalid={Boolean(error)} aria-describedby={error ? 'ship-error' : undefined} />
        </label>
        {error ? <p className="sc-error" id="ship-error" role="alert">{error}</p> : null}
        <div className="sc-form-actions">
          <Button type="button" variant="secondary" onClick={onClose}>取消</Button>
          <Button type="submit" variant="primary" disabled={ship.isMutating}>确认发货</Button>
        </div>
      </form>
    </Dialog>
  );
}

function OrderCard({ o, onShip }: { o: Order; onShip: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="sc-order" data-testid="seller-order" data-order={o.order_number}>
      <div className="sc-order__head">
        <span>订单号 {o.order_number}</span>
        <span className="sc-muted">{o.inputtime}</span>
        <strong className="sc-order__status">{STATUS[o.status]}</strong>
      </div>
      <ul className="sc-order__items">
        {o.items.map((i) => (
          <li key={i.id}>
            <img src={i.pic} alt="" width={48} height={48} loading="lazy" />
            <span className="sc-order__title">
              {i.title}
              <span className="sc-muted">{i.spec}</span>
            </span>
            <span>¥{i.price} × {i.quantity}</span>
          </li>
        ))}
      </ul>
      <div className="sc-order__foot">
        <span>
          买家 {o.buyer} · 实付 <strong>¥{o.amount}</strong>
          <span className="sc-muted">（含运费 ¥{o.shipping}）</span>
        </span>
        <span className="sc-actions">
          <Button size="sm" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? '收起详情' : '订单详情'}
          </Button>
          {o.status === 2 ? (
            <Button size="sm" variant="primary" onClick={onShip}>发货</Button>
          ) : null}
        </span>
      </div>
      {open ? (
        <dl className="sc-order__detail">
          <dt>收货信息</dt>
          <dd>{o.address.name} {o.address.phone} {o.address.full}</dd>
          {o.remark ? (<><dt>买家留言</dt><dd>{o.remark}</dd></>) : null}
          {o.express ? (<><dt>物流</dt><dd>{o.express.carrier} {o.express.tracking}（{o.express.inputtime}）</dd></>) : null}
          {o.return_reason ? (<><dt>退货原因</dt><dd>{o.return_reason}</dd></>) : null}
          <dt>订单日志</dt>
          <dd>
            <ol className="sc-log">
              {o.timeline.map((t, k) => (
                <li key={k}>{t.inputtime} {t.text}</li>
              ))}
            </ol>
          </dd>
        </dl>
      ) : null}
    </li>
  );
}

/** /seller/wzmall/orderList: orders by state, searched by number or buyer; detail; ship. */
function OrderList() {
  const [params, setParams] = useSearchParams();
  const tab = (TABS.find((t) => t.key === params.get('tab'))?.key ?? 'all') as Tab;
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(keyword);
  const [shipping, setShipping] = useState<Order | null>(null);
  const list = useRead(reads.sellerOrders({ tab, ...(keyword ? { keyword } : {}), page }), { keepPreviousData: true });
  const go = (next: Record<string, string | undefined>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) if (v) p.set(k, v);
    else p.delete(k);
    setParams(p);
  };
  const data = list.data;
  return (
    <>
      <StatusTabs label="订单状态" value={tab} onChange={(key) => go({ tab: key === 'all' ? undefined : key, page: undefined })} items={TABS.map((t) => ({ ...t, ...(data ? { count: data.counts[t.key] } : {}) }))} />
      <form className="sc-filter" role="search" onSubmit={(e) => { e.preventDefault(); go({ keyword: draft.trim() || undefined, page: undefined }); }}>
        <label className="sc-filter__field">
          <span>订单</span>
          <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="订单号、买家或收货人" maxLength={40} />
        </label>
        <Button type="submit" size="sm">查询</Button>
      </form>
      {list.error ? <p role="alert">{list.error.message}</p> : !data ? <Skeleton lines={6} label="订单加载中" /> : data.lists.length === 0 ? (
        <p className="sc-card sc-muted">没有符合条件的订单</p>
      ) : (
        <ul className="sc-orders">
          {data.lists.map((o) => (
            <OrderCard key={o.order_number} o={o} onShip={() => setShipping(o)} />
          ))}
        </ul>
      )}
      {data && data.total > 20 ? <Pager page={page} total={data.total} pageSize={20} onChange={(p: number) => go({ page: p > 1 ? String(p) : undefined })} /> : null}
      {shipping ? <ShipDialog order={shipping} onClose={() => setShipping(null)} /> : null}
    </>
  );
}

export default function Orders() {
  return (
    <ShopGate title="订单管理">
      <PageHeader title="订单管理" />
      <OrderList />
    </ShopGate>
  );
}
