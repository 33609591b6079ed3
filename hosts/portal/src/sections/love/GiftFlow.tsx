import { useCallback, useRef, useState } from 'react';
import { isApiError } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { reads } from '@wz/sdk';
import { GiftDialog, toast, type GiftOrder } from '@wz/ui';
import { writeErrorText } from '@wz/app-kit';
import { PaymentStep, paymentOf, type PaymentOrder } from '../../app/lib/PaymentStep';

/** A client key per confirmed choice, so a repeated click on the same gift and quantity makes one order. */
const newKey = () => `love-gift-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/**
 * The education area's gift flow for a member: the gift dialog (love's catalogue), one order per confirm,
 * then the shared payment QR polling loveOrderStatus until paid or closed. The gift arrives once paid.
 */
export default function GiftFlow({ memberId, open, onClose }: { memberId: number; open: boolean; onClose: () => void }) {
  const gifts = useRead(reads.loveGifts({}));
  const send = useWrite('loveSendGift');
  const [payment, setPayment] = useState<PaymentOrder | null>(null);
  const key = useRef<{ choice: string; key: string } | null>(null);
  const endPayment = useCallback(() => setPayment(null), []);
  const paid = useCallback(() => toast.success('礼物已送达'), []);

  const confirm = async (order: GiftOrder) => {
    const choice = `${order.gift.id}x${order.number}`;
    if (key.current?.choice !== choice) key.current = { choice, key: newKey() };
    try {
      const result = await send.trigger({ id: memberId, gift: Number(order.gift.id), number: order.number, idempotency_key: key.current.key });
      key.current = null;
      onClose();
      setPayment(paymentOf(result, result.amount));
    } catch (error) {
      toast.error(writeErrorText(error, '赠送失败', '赠送失败，请稍后重试'));
    }
  };

  return (
    <>
      <GiftDialog
        open={open}
        gifts={gifts.data?.row ?? []}
        loading={gifts.isLoading}
        error={gifts.error ? (isApiError(gifts.error) && gifts.error.kind === 'api' ? '获取礼物列表失败' : '获取礼物列表失败，请稍后重试') : null}
        onRetry={() => void gifts.mutate()}
        submitting={send.isMutating}
        onConfirm={(order) => void confirm(order)}
        onClose={onClose}
      />
      {payment ? <PaymentStep key={payment.orderNumber} payment={payment} onDone={endPayment} onPaid={paid} operation="loveOrderStatus" /> : null}
    </>
  );
}
