import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, isApiError, reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { Skeleton } from '@wz/ui';
import { PaymentStep, type PaymentOrder } from '../../../app/lib/PaymentStep';
import { OrderCard, STATUS_TEXT } from './OrderList';

/** /usercenter/wzmall/orderDetail?order_number=: the order, its address and the status timeline. */
export default function OrderDetail() {
  const [search] = useSearchParams();
  const number = search.get('order_number') ?? '';
  const detail = useRead(number ? reads.mallOrderDetail({ order_number: number }) : null);
  const [payment, setPayment] = useState<PaymentOrder | null>(null);
  const { mutate } = detail;
  const done = useCallback(() => {
    setPayment(null);
    void mutate();
  }, [mutate]);
  const o = detail.data;
  if (!number || (isApiError(detail.error) && detail.error.kind === 'api'))
    return (
      <section className="card">
        <p role="alert">订单不存在</p>
        <Link to="/usercenter/wzmall/order">返回我的订单</Link>
      </section>
    );
  if (!o) return detail.error ? <p role="alert">{errorMessage(detail.error, '订单加载失败')}</p> : <Skeleton lines={6} label="订单加载中" />;
  return (
    <>
      <section className="card" aria-labelledby="detail-title">
        <h1 id="detail-title">订单详情</h1>
        <p>
          当前状态：<strong data-testid="detail-status">{STATUS_TEXT[o.status]}</strong>
          {o.return_reason ? `（退货原因：${o.return_reason}）` : ''}
        </p>
        <dl className="kv">
          <dt>收货人</dt>
          <dd>{o.address.name} {o.address.phone}</dd>
          <dt>收货地址</dt>
          <dd>{o.address.full}</dd>
          <dt>订单备注</dt>
          <dd>{o.remark || '无'}</dd>
          <dt>商品金额</dt>
          <dd>¥{o.goods_amount}</dd>
          <dt>运费</dt>
          <dd>¥{o.shipping}</dd>
        </dl>
        <ol className="mall-timeline" aria-label="订单进度">
          {o.timeline.map((t, i) => (
            <li key={i}>
              <time>{t.inputtime}</time> {t.text}
            </li>
          ))}
        </ol>
      </section>
      <OrderCard order={o} onPay={setPayment} />
      {payment ? <PaymentStep key={payment.orderNumber} payment={payment} operation="mallQueryOrder" onDone={done} onPaid={done} /> : null}
    </>
  );
}
