import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, reads } from '@wz/sdk';
import { usePaymentPolling, useRead, useWrite, type PaymentStatusOperation } from '@wz/sdk/react';
import { queryInt, useRouteMeta, writeErrorText } from '@wz/app-kit';
import { Button } from '@wz/ui';
import { PaymentStep, paymentOf } from '../../../app/lib/PaymentStep';
import { useQuery } from '../../../app/lib/useQuery';
import { Breadcrumb } from '../../../app/shell/Breadcrumb';
import '../love.css';

const MONTHS = [1, 3, 6, 12];
/** Love orders (LV…) answer loveOrderStatus; the education area's gift orders paymentStatus. */
const statusOperation = (orderNumber: string): PaymentStatusOperation => (orderNumber.startsWith('LV') ? 'loveOrderStatus' : 'paymentStatus');
const payParams = (q: URLSearchParams) => ({ orderNumber: (q.get('order_number') ?? '').trim(), level: queryInt(q, 'level', 0), months: queryInt(q, 'months', 0) });

/** /pay/pay?level=: choose a level and a period (prices from the server), then order and go to its payment step. */
function Choose({ level: preset, months: presetMonths }: { level: number; months: number }) {
  const navigate = useNavigate();
  const levels = useRead(reads.loveLevels({})).data?.lists;
  const buy = useWrite('loveBuyMembership');
  const [level, setLevel] = useState(preset);
  const [months, setMonths] = useState(MONTHS.includes(presetMonths) ? presetMonths : 3);
  const [error, setError] = useState('');
  const key = useRef('');
  const chosen = levels?.find((l) => l.level === level);
  const price = chosen?.prices.find((p) => p.months === months)?.price;
  const submit = async () => {
    if (!chosen) return setError('请选择会员等级');
    setError('');
    key.current ||= `love-vip-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    try {
      const order = await buy.trigger({ level, months, idempotency_key: `${key.current}-${level}-${months}` });
      navigate(`/pay/paytwo?order_number=${encodeURIComponent(order.order_number)}`);
    } catch (e) {
      setError(writeErrorText(e, '下单失败', '下单失败，请稍后重试'));
    }
  };
  return (
    <form className="love-pay" onSubmit={(e) => { e.preventDefault(); void submit(); }} aria-busy={!levels}>
      <fieldset>
        <legend>会员等级</legend>
        {(levels ?? []).map((l) => (
          <label key={l.level} className="love-choice">
            <input type="radio" name="level" value={l.level} checked={level === l.level} onChange={() => setLevel(l.level)} />
            <span><strong>{l.name}</strong> 每月索要联系方式 {l.contacts} 次{l.top ? ' · 列表置顶' : ''}{l.visitors ? ' · 查看谁看过我' : ''}</span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>开通时长</legend>
        {MONTHS.map((m) => (
          <label key={m} className="love-choice">
            <input type="radio" name="months" value={m} checked={months === m} onChange={() => setMonths(m)} />
            <span>{m === 12 ? '12 个月' : `${m} 个月`}{chosen ? ` · ¥${chosen.prices.find((p) => p.months === m)?.price ?? ''}` : ''}</span>
          </label>
        ))}
      </fieldset>
      <p className="love-pay__total" aria-live="polite">应付金额：<strong>{price ? `¥${price}` : '—'}</strong></p>
      {error ? <p role="alert" className="love-error">{error}</p> : null}
      <Button type="submit" disabled={buy.isMutating || !levels}>去支付</Button>
    </form>
  );
}

/** /pay/paytwo?order_number= (and /pay/pay with one): the order's state, its QR while payable, and what it bought once paid. */
function OrderPay({ orderNumber }: { orderNumber: string }) {
  const operation = statusOperation(orderNumber);
  const status = usePaymentPolling(orderNumber, { operation });
  const love = useRead(operation === 'loveOrderStatus' ? reads.loveOrderStatus({ order_number: orderNumber }) : null).data;
  const paidMembership = love?.kind === 'membership' && status.tradeState === 'SUCCESS';
  const mine = useRead(paidMembership ? reads.loveMine({}) : null);
  const [qr, setQr] = useState(true);
  const endQr = useCallback(() => setQr(false), []);
  const { mutate } = mine;
  const paid = useCallback(() => void mutate(), [mutate]);
  useEffect(() => setQr(true), [orderNumber]);
  return (
    <>
      <dl className="kv" aria-live="polite">
        <dt>订单号</dt>
        <dd data-testid="order-number">{orderNumber}</dd>
        {love ? <><dt>商品</dt><dd>{love.title}</dd><dt>金额</dt><dd>¥{love.amount}</dd></> : null}
        <dt>支付状态</dt>
        <dd data-testid="trade-state" data-state={status.tradeState ?? ''}>
          {status.message}
          {status.error ? <span role="alert">{errorMessage(status.error, '订单状态查询失败')}</span> : null}{' '}
          <Button size="sm" variant="link" onClick={() => void status.refresh()}>刷新</Button>
        </dd>
      </dl>
      {love?.code_url && !status.isFinal ? (
        <p><Button onClick={() => setQr(true)}>继续支付</Button></p>
      ) : null}
      {love?.code_url && qr && !status.isFinal ? <PaymentStep key={orderNumber} payment={paymentOf({ order_number: orderNumber, ...love }, love.amount)} onDone={endQr} onPaid={paid} operation="loveOrderStatus" /> : null}
      {paidMembership && mine.data?.membership.level ? (
        <p role="status" className="love-member-status">开通成功！你是{mine.data.membership.name}，有效期至 <strong>{mine.data.membership.end}</strong>。<Link to="/MembershipDetails">查看会员详情</Link></p>
      ) : null}
      {love?.kind === 'gift' && status.tradeState === 'SUCCESS' ? <p role="status">礼物已送达。<Link to="/user/mutuaLovelist/GiftOrder">查看礼物订单</Link></p> : null}
    </>
  );
}

/** /pay/pay and /pay/paytwo (login): the membership's choice of level and period, then the shared QR payment step. */
export default function Pay() {
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  const { orderNumber, level, months } = useQuery(payParams);
  const choosing = !orderNumber && pathname.endsWith('/pay/pay');
  const title = choosing ? '开通会员' : (meta.title ?? '订单支付');
  return (
    <div className="container">
      <Breadcrumb items={[{ label: '首页', to: '/' }, ...(choosing ? [{ label: '会员详情', to: '/MembershipDetails' }] : []), { label: title }]} />
      <section className="card" aria-labelledby="pay-title">
        <h1 id="pay-title">{title}</h1>
        {orderNumber ? <OrderPay orderNumber={orderNumber} /> : choosing ? <Choose level={level} months={months} /> : <p className="muted">缺少订单号（链接中应带有 order_number）。</p>}
      </section>
    </div>
  );
}
