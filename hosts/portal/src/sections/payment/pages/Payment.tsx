import { Link } from 'react-router-dom';
import { Button } from '@wz/ui';
import { errorMessage } from '@wz/sdk';
import { usePaymentPolling } from '@wz/sdk/react';
import { useSession } from '../../../app/lib/api';
import { requestLogin } from '@wz/app-kit';
import { useQuery } from '../../../app/lib/useQuery';
import { useRouteMeta } from '@wz/app-kit';
import { Breadcrumb } from '../../../app/shell/Breadcrumb';
import { PAYMENT_KINDS } from '../../../app/lib/PaymentStep';
import { paymentParams } from '../params';

function OrderStatus({ orderNumber, kind }: { orderNumber: string; kind: keyof typeof PAYMENT_KINDS }) {
  // Every 3 s until the state is final (the SDK's one rule and one text table).
  const status = usePaymentPolling(orderNumber, { operation: PAYMENT_KINDS[kind] });
  const state = status.tradeState;
  return (
    <dl className="kv" aria-live="polite">
      <dt>订单号</dt>
      <dd data-testid="order-number">{orderNumber}</dd>
      <dt>支付状态</dt>
      <dd data-testid="trade-state" data-state={state ?? ''}>
        {status.isLoading ? <span className="skeleton skeleton--word" aria-label="查询中" /> : null}
        {status.message}
        {status.error ? <span role="alert">{errorMessage(status.error, '订单状态查询失败')}</span> : null}
        {' '}
        <Button size="sm" variant="link" onClick={() => void status.refresh()}>
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
  const { orderNumber, kind, back } = useQuery(paymentParams);
  return (
    <div className="container">
      <Breadcrumb items={[{ label: '首页', to: '/' }, { label: meta.title ?? '订单支付' }]} />
      <section className="card" aria-labelledby="pay-title">
        <h1 id="pay-title">{meta.title ?? '订单支付'}</h1>
        {!orderNumber ? (
          <p className="muted">缺少订单号（链接中应带有 order_number）。</p>
        ) : loggedIn ? (
          <OrderStatus orderNumber={orderNumber} kind={kind} />
        ) : (
          <p>
            查看订单状态需要先登录。{' '}
            <Button size="sm" onClick={() => requestLogin()}>
              去登录
            </Button>
          </p>
        )}
        {back ? (
          <p>
            <Link to={back}>返回支付前的页面</Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
