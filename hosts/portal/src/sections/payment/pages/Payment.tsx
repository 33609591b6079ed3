import { Button } from '@wz/ui';
import { apiErrorMessage, useApi, useSession } from '../../../app/lib/api';
import { requestLogin } from '../../../app/lib/loginPrompt';
import { useQuery } from '../../../app/lib/useQuery';
import { useRouteMeta } from '../../../app/shell/Shell';
import { Breadcrumb } from '../../../app/shell/Breadcrumb';
import { paymentParams } from '../params';

/** Trade states and their texts (education-area.md §4, shared by every order flow). */
export const TRADE_STATE_TEXT: Record<string, string> = {
  SUCCESS: '支付已完成',
  REFUND: '订单已转入退款',
  NOTPAY: '订单未支付',
  CLOSED: '订单已关闭',
  PAYERROR: '支付失败，请稍后重试',
};
export const UNKNOWN_TRADE_STATE = '未知支付状态';

/** While unpaid, the status is asked again every 3 seconds. */
const POLL_MS = 3000;

function OrderStatus({ orderNumber }: { orderNumber: string }) {
  const status = useApi(
    'paymentStatus',
    { order_number: orderNumber },
    { refreshInterval: (d) => (d?.trade_state === 'NOTPAY' ? POLL_MS : 0) },
  );
  const state = status.data?.trade_state;
  return (
    <dl className="kv" aria-live="polite">
      <dt>订单号</dt>
      <dd data-testid="order-number">{orderNumber}</dd>
      <dt>支付状态</dt>
      <dd data-testid="trade-state" data-state={state ?? ''}>
        {status.isLoading ? <span className="skeleton skeleton--word" aria-label="查询中" /> : null}
        {state ? (TRADE_STATE_TEXT[state] ?? UNKNOWN_TRADE_STATE) : null}
        {status.error ? <span role="alert">{apiErrorMessage(status.error, '订单状态查询失败')}</span> : null}
        {' '}
        <Button size="sm" variant="link" onClick={() => void status.mutate()}>
          刷新
        </Button>
      </dd>
    </dl>
  );
}

/** /payment, /pay/pay and /pay/paytwo: the order named by ?order_number= and its payment status. */
export default function Payment() {
  const meta = useRouteMeta();
  const { loggedIn } = useSession();
  const { orderNumber } = useQuery(paymentParams);
  return (
    <div className="container">
      <Breadcrumb items={[{ label: '首页', to: '/' }, { label: meta.title ?? '订单支付' }]} />
      <section className="card" aria-labelledby="pay-title">
        <h1 id="pay-title">{meta.title ?? '订单支付'}</h1>
        {!orderNumber ? (
          <p className="muted">缺少订单号（链接中应带有 order_number）。</p>
        ) : loggedIn ? (
          <OrderStatus orderNumber={orderNumber} />
        ) : (
          <p>
            查看订单状态需要先登录。{' '}
            <Button size="sm" onClick={() => requestLogin()}>
              去登录
            </Button>
          </p>
        )}
      </section>
    </div>
  );
}
