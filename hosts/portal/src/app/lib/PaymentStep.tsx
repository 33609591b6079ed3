import { useEffect, useRef, useState } from 'react';
import { usePaymentPolling, type PaymentStatusOperation } from '@wz/sdk/react';
import { PaymentQr, toast, tradeStateText } from '@wz/ui';

/** One order to pay: its number, the `code_url` to show as a QR and the amount. */
export interface PaymentOrder {
  orderNumber: string;
  codeUrl: string;
  amount: string;
  /** The page a phone pays on in its app (redirect and return), when the order has one. */
  h5Url?: string;
  /** Seconds before the unpaid order closes. */
  expiresIn?: number;
}

/** An order answer's payment (the mall's, a gift's). */
export const paymentOf = (
  r: { order_number: string; code_url: string; h5_url?: string; expires_in?: number },
  amount: string,
): PaymentOrder => ({
  orderNumber: r.order_number,
  codeUrl: r.code_url,
  amount,
  ...(r.h5_url ? { h5Url: r.h5_url } : {}),
  ...(r.expires_in !== undefined ? { expiresIn: r.expires_in } : {}),
});

/** The status read of each kind of order, named in the result page's URL (/payment?kind=). */
export const PAYMENT_KINDS = { gift: 'paymentStatus', mall: 'mallQueryOrder', love: 'loveOrderStatus' } as const satisfies Record<string, PaymentStatusOperation>;

/**
 * WeChat Pay H5 and Alipay WAP: the payer leaves for the app and comes back to /payment, which checks the
 * order and links back to the page the payment started on.
 */
function appLinks(h5Url: string, operation: PaymentStatusOperation) {
  const kind = Object.entries(PAYMENT_KINDS).find(([, op]) => op === operation)?.[0] ?? 'gift';
  const back = new URLSearchParams({ kind, back: window.location.pathname + window.location.search });
  const returnTo = `${window.location.origin}/payment?${back}`;
  const link = (app: string) => `${h5Url}${h5Url.includes('?') ? '&' : '?'}pay_app=${app}&return=${encodeURIComponent(returnTo)}`;
  return [
    { label: '微信支付', href: link('wechat') },
    { label: '支付宝支付', href: link('alipay') },
  ];
}

/**
 * The payment QR of one order (gifts, mall orders): polls every 3 s while shown; SUCCESS and CLOSED end
 * it; a manual close asks, checks once and reports. Unmounting ends the polling. Key it by order number.
 */
export function PaymentStep({
  payment,
  onDone,
  onPaid,
  operation,
}: {
  payment: PaymentOrder;
  onDone: () => void;
  onPaid: () => void;
  /** The status read of the order's kind (default: gift orders). */
  operation?: PaymentStatusOperation;
}) {
  const polling = usePaymentPolling(payment.orderNumber, operation ? { operation } : {});
  const [expiresAt] = useState(() => (payment.expiresIn === undefined ? null : Date.now() + payment.expiresIn * 1000));
  // A phone pays in its app (the QR gives way to the app links below 768 px, PaymentQr's own rule).
  const [onPhone] = useState(() => payment.h5Url !== undefined && window.matchMedia('(max-width: 767px)').matches);
  const { tradeState, stop, checkOnce } = polling;
  const finished = useRef(false);

  // Only a server answer counts as paid.
  useEffect(() => {
    if (finished.current) return;
    if (tradeState === 'SUCCESS') {
      finished.current = true;
      stop();
      toast.success(tradeStateText('SUCCESS'));
      onPaid();
      onDone();
    } else if (tradeState === 'CLOSED') {
      finished.current = true;
      stop();
      toast.warning(tradeStateText('CLOSED'));
      onDone();
    }
  }, [tradeState, stop, onDone, onPaid]);

  // The user confirmed closing: check once, report, close, stop.
  const close = async () => {
    if (finished.current) return;
    finished.current = true;
    stop();
    const check = await checkOnce();
    if (check.tradeState === 'SUCCESS') {
      toast.success(check.message);
      onPaid();
    } else if (check.tradeState === null) toast.error(check.message);
    else toast.info(check.message);
    onDone();
  };

  return (
    <PaymentQr
      open
      codeUrl={payment.codeUrl}
      orderNumber={payment.orderNumber}
      amount={payment.amount}
      tradeState={tradeState}
      statusError={polling.error ? '获取支付状态失败' : null}
      onClose={() => void close()}
      expiresAt={expiresAt}
      {...(onPhone ? { title: '选择支付方式' } : {})}
      {...(payment.h5Url ? { appLinks: appLinks(payment.h5Url, operation ?? 'paymentStatus') } : {})}
    />
  );
}
