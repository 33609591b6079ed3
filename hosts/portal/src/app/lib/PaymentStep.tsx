import { useEffect, useRef } from 'react';
import { usePaymentPolling, type PaymentStatusOperation } from '@wz/sdk/react';
import { PaymentQr, toast, tradeStateText } from '@wz/ui';

/** One order to pay: its number, the `code_url` to show as a QR and the amount. */
export interface PaymentOrder {
  orderNumber: string;
  codeUrl: string;
  amount: string;
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
    />
  );
}
