import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { Dialog } from '../../../primitives/Dialog/Dialog';
import { QuantityStepper } from '../../../primitives/QuantityStepper/QuantityStepper';
import { formatPrice, giftTotal } from '../../../internal/money';
import { ErrorBlock } from '../../../internal/states';
import * as shared from '../../../internal/shared.css';
import type { Gift } from '../types';
import { useDomId } from '../../../internal/useId';
import * as s from './GiftDialog.css';

/** Validation texts (spec §5). */
export const GIFT_REQUIRED_TEXT = '请选择礼物';
export const GIFT_AGREEMENT_TEXT = '请先阅读并同意赠送协议';

export interface GiftOrder {
  /** The chosen gift. */
  gift: Gift;
  /** Quantity, at least 1 (sent as `number`). */
  number: number;
  /** price × number to 2 decimals, computed in cents ("25.50"). */
  total: string;
}

export interface GiftDialogProps {
  /** Whether the dialog is shown. Opening resets quantity to 1, untick the agreement and picks the first gift. */
  open: boolean;
  /** Gifts from `giftList` (`data.row`); the first is preselected. */
  gifts: Gift[];
  /** The teacher's name, for the title. */
  teacherName?: string;
  /** The gift list is loading. */
  loading?: boolean;
  /** The gift list failed (获取礼物列表失败). */
  error?: string | null;
  /** Retry loading the gift list. */
  onRetry?: () => void;
  /** A send is in flight: confirm shows a spinner and ignores clicks, so a double click sends once. */
  submitting?: boolean;
  /** Called once per confirm with the gift, quantity and total. */
  onConfirm: (order: GiftOrder) => void;
  /** Called when the user closes the dialog. */
  onClose: () => void;
  /** Opens the gift agreement; without it the agreement name is plain text. */
  onShowAgreement?: () => void;
}

/**
 * Choose a gift and a quantity, agree to the gift agreement, confirm. Confirm is disabled until the
 * agreement is ticked; the total is computed in cents so 0.10 × 3 shows 0.30.
 */
export function GiftDialog({
  open,
  gifts,
  teacherName,
  loading = false,
  error,
  onRetry,
  submitting = false,
  onConfirm,
  onClose,
  onShowAgreement,
}: GiftDialogProps) {
  const [selectedId, setSelectedId] = useState<Gift['id'] | undefined>(gifts[0]?.id);
  const [quantity, setQuantity] = useState(1);
  const [agreed, setAgreed] = useState(false);
  const [message, setMessage] = useState('');
  // Blocks a second confirm in the same tick, before `submitting` has come back as true.
  const sentRef = useRef(false);
  const name = useDomId('wz-gift');
  const hintId = useDomId('wz-gift-hint');

  useEffect(() => {
    if (!open) return;
    setQuantity(1);
    setAgreed(false);
    setMessage('');
    sentRef.current = false;
  }, [open]);

  // The first gift is preselected, and again if the chosen one leaves the list.
  useEffect(() => {
    setSelectedId((id) => (gifts.some((g) => g.id === id) ? id : gifts[0]?.id));
  }, [gifts]);

  useEffect(() => {
    // A finished send (submitting back to false) allows the next confirm.
    if (!submitting) sentRef.current = false;
  }, [submitting]);

  const selected = gifts.find((g) => g.id === selectedId);
  const total = selected ? giftTotal(selected.price, quantity) : '0.00';

  const confirm = () => {
    if (submitting || sentRef.current) return;
    if (!selected) {
      setMessage(GIFT_REQUIRED_TEXT);
      return;
    }
    if (!agreed) {
      setMessage(GIFT_AGREEMENT_TEXT);
      return;
    }
    setMessage('');
    sentRef.current = true;
    onConfirm({ gift: selected, number: quantity, total });
  };

  let list;
  if (loading) {
    list = (
      <div className={s.gifts} role="status" aria-label="礼物加载中" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={s.giftSkeleton} />
        ))}
      </div>
    );
  } else if (error) {
    list = <ErrorBlock message={error} onRetry={onRetry} />;
  } else {
    list = (
      <fieldset className={s.gifts}>
        <legend className={s.legend}>选择礼物</legend>
        {gifts.length === 0 ? <p className={shared.meta}>暂无可赠送的礼物</p> : null}
        {gifts.map((g) => (
          <label key={g.id} className={s.gift}>
            <input
              type="radio"
              className={s.radio}
              name={name}
              value={String(g.id)}
              checked={g.id === selectedId}
              onChange={() => {
                setSelectedId(g.id);
                if (message === GIFT_REQUIRED_TEXT) setMessage('');
              }}
            />
            {g.flowerpic ? <img className={s.giftPic} src={g.flowerpic} alt="" /> : null}
            <span className={s.giftName}>{g.flowername}</span>
            <span className={s.giftPrice}>¥{formatPrice(g.price)}</span>
          </label>
        ))}
      </fieldset>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={teacherName ? `赠送礼物给${teacherName}老师` : '赠送礼物'}
      width={480}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            取消
          </Button>
          <Button
            onClick={confirm}
            disabled={!agreed || loading || Boolean(error)}
            loading={submitting}
            aria-describedby={!agreed ? hintId : undefined}
          >
            确认赠送
          </Button>
        </>
      }
    >
      {list}
      <div className={s.row}>
        <QuantityStepper value={quantity} min={1} onChange={setQuantity} label="数量" />
        <p className={s.total}>
          合计{' '}
          <span className={s.totalValue} data-testid="gift-total">
            ¥{total}
          </span>
        </p>
      </div>
      <div className={s.agreement}>
        <input
          id={`${name}-agree`}
          type="checkbox"
          className={s.checkbox}
          checked={agreed}
          onChange={(e) => {
            setAgreed(e.currentTarget.checked);
            if (e.currentTarget.checked && message === GIFT_AGREEMENT_TEXT) setMessage('');
          }}
        />
        <label htmlFor={`${name}-agree`}>我已阅读并同意</label>
        {onShowAgreement ? (
          <button type="button" className={s.agreementLink} onClick={onShowAgreement}>
            《赠送协议》
          </button>
        ) : (
          <span>《赠送协议》</span>
        )}
      </div>
      {!agreed ? (
        <p id={hintId} className={s.hint}>
          {GIFT_AGREEMENT_TEXT}
        </p>
      ) : null}
      {message && message !== GIFT_AGREEMENT_TEXT ? (
        <p className={shared.fieldError} role="alert">
          {message}
        </p>
      ) : null}
    </Dialog>
  );
}
