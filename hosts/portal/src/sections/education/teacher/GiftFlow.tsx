import { useCallback, useState } from 'react';
import { giftSentMessage, isApiError } from '@wz/sdk';
import { useGiftList, useSendGift, type GiftOrderParams } from '@wz/sdk/react';
import { GiftDialog, toast, type GiftOrder } from '@wz/ui';
import { PaymentStep, paymentOf, type PaymentOrder } from '../../../app/lib/PaymentStep';
import { writeErrorText } from '@wz/app-kit';

/** Steps 3–5: the gift order's payment QR (app/lib/PaymentStep), its reads refetched once paid. */
interface Payment extends PaymentOrder {
  order: GiftOrderParams;
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
        setPayment({ order: params, ...paymentOf({ ...result, code_url: result.code_url }, order.total) });
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
