import { useCallback, useEffect, useRef, useState } from 'react';
import { giftSentMessage, isApiError } from '@wz/sdk';
import { useGiftList, usePaymentPolling, useSendGift, type GiftOrderParams } from '@wz/sdk/react';
import { GiftDialog, PaymentQr, toast, tradeStateText, type GiftOrder } from '@wz/ui';
import { writeErrorText } from '../../../app/lib/writeError';

interface Payment {
  /** The gift order, whose reads are refetched once it is paid. */
  order: GiftOrderParams;
  orderNumber: string;
  codeUrl: string;
  amount: string;
}

/**
 * Step 3–5: the payment QR of one order. Polls every 3 s while shown; unmounting (page left, dialog
 * closed) ends the polling. Keyed by order number so every order starts fresh.
 */
function PaymentStep({ payment, onDone, onPaid }: { payment: Payment; onDone: () => void; onPaid: () => void }) {
  const polling = usePaymentPolling(payment.orderNumber);
  const { tradeState, stop, checkOnce } = polling;
  const finished = useRef(false);

  // Step 4: SUCCESS and CLOSED end the payment (only a server answer counts as paid).
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

  // Step 5: the user confirmed closing — check once, report, close, stop.
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

/**
 * The gift and payment flow (spec §4, six steps), loaded on demand from the operation bar:
 * gift list (first preselected) → quantity + agreement → one order per confirm → with a code_url the
 * payment QR polls every 3 s until SUCCESS / CLOSED; a manual close asks, checks once and reports;
 * without a code_url the gift counts as sent and the teacher reloads.
 */
export default function GiftFlow({
  teacherId,
  teacherName,
  open,
  onClose,
}: {
  teacherId: number;
  teacherName: string;
  open: boolean;
  onClose: () => void;
}) {
  const gifts = useGiftList({ page: 1 });
  const send = useSendGift();
  const [payment, setPayment] = useState<Payment | null>(null);
  const endPayment = useCallback(() => setPayment(null), []);
  // A paid order changes the teacher's figures like the gift itself: the write's reads, again.
  const { revalidate } = send;
  const order = payment?.order;
  const paid = useCallback(() => void (order && revalidate(order)), [revalidate, order]);

  const giftError = gifts.error
    ? isApiError(gifts.error) && gifts.error.kind === 'api'
      ? '获取礼物列表失败'
      : '获取礼物列表失败，请稍后重试'
    : null;

  const confirm = async (order: GiftOrder) => {
    try {
      const params = { teacherid: teacherId, id: Number(order.gift.id), number: order.number };
      const result = await send.trigger(params);
      onClose();
      if (result.code_url) {
        setPayment({ order: params, orderNumber: result.order_number, codeUrl: result.code_url, amount: order.total });
      } else {
        // Step 6: nothing to pay, the gift is sent.
        // The write has already refetched the teacher (profile, flower count).
        toast.success(giftSentMessage(order.number, order.gift.flowername, teacherName));
      }
    } catch (error) {
      toast.error(writeErrorText(error, '赠送失败', '赠送失败，请稍后重试'));
    }
  };

  return (
    <>
      <GiftDialog
        open={open}
        gifts={gifts.data?.row ?? []}
        teacherName={teacherName}
        loading={gifts.isLoading}
        error={giftError}
        onRetry={() => void gifts.mutate()}
        submitting={send.isMutating}
        onConfirm={(order) => void confirm(order)}
        onClose={onClose}
      />
      {payment ? <PaymentStep key={payment.orderNumber} payment={payment} onDone={endPayment} onPaid={paid} /> : null}
    </>
  );
}
