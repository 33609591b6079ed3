import { useCallback, useState } from 'react';
import { useWrite } from '@wz/sdk/react';
import { Button, formatPrice, toast } from '@wz/ui';
import { writeErrorText } from '@wz/app-kit';
import { PaymentStep, paymentOf, type PaymentOrder } from '../../../app/lib/PaymentStep';

/**
 * A paid video the member has not bought: its cover, its price and 购买, which opens the payment step gifts
 * use; once paid the detail is read again and the video plays (the API never sent its address before).
 */
export function PaidGate({ id, cover, title, price, onPaid }: { id: number; cover: string; title: string; price: string; onPaid: () => void }) {
  const buy = useWrite('educationBuyCourseware');
  const [payment, setPayment] = useState<PaymentOrder | null>(null);
  const done = useCallback(() => setPayment(null), []);
  return (
    <div className="edu-paid">
      {cover ? <img className="edu-paid__cover" src={cover} alt={`${title}封面`} width={640} height={360} /> : null}
      <div className="edu-paid__bar">
        <p>
          付费课件 <strong className="edu-price">¥{formatPrice(price)}</strong>，购买后即可观看
        </p>
        <Button
            loading={buy.isMutating}
            onClick={async () => {
              try {
                const o = await buy.trigger({ id });
                setPayment(paymentOf(o, price));
              } catch (e) {
                toast.error(writeErrorText(e, '下单失败', '下单失败，请稍后重试'));
              }
            }}
          >
            购买
          </Button>
      </div>
      {payment ? <PaymentStep key={payment.orderNumber} payment={payment} onDone={done} onPaid={onPaid} /> : null}
    </div>
  );
}
