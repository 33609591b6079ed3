import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { giftSentMessage, isApiError } from '@wz/sdk';
import { isApiKey, useGiftList, usePaymentPolling, useSendGift } from '@wz/sdk/react';
import { GiftDialog, PaymentQr, toast, tradeStateText, type GiftOrder } from '@wz/ui';
import { writeErrorText } from '../feedback';

interface Payment {
  orderNumber: string;
  codeUrl: string;
  amount: string;
}

/** Reloads the teacher (profile, flower count, stats) after a gift or a payment. */
function useReloadTeacher() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => isApiKey(key, ['educationInfo', 'flowerCount'])), [mutate]);
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
  const reloadTeacher = useReloadTeacher();
  const [payment, setPayment] = useState<Payment | null>(null);
  const endPayment = useCallback(() => setPayment(null), []);
  const paid = useCallback(() => void reloadTeacher(), [reloadTeacher]);

  const giftError = gifts.error
    ? isApiError(gifts.error) && gifts.error.kind === 'api'
      ? '获取礼物列表失败'
      : '获取礼物列表失败，请稍后重试'
    : null;

  const confirm = async (order: GiftOrder) => {
    try {
      const result = await send.trigger({ teacherid: teacherId, id: Number(order.gift.id), number: order.number });
      onClose();
      if (result.code_url) {
        setPayment({ orderNumber: result.order_number, codeUrl: result.code_url, amount: order.total });
      } else {
        // Step 6: nothing to pay, the gift is sent.
        toast.success(giftSentMessage(order.number, order.gift.flowername, teacherName));
        void reloadTeacher();
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
