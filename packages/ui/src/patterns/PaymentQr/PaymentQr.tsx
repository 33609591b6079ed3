import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/ConfirmDialog';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { QrCode } from './QrCode';
import * as s from './PaymentQr.css';

/** Payment trade states the status lookup returns (spec §4). */
export type TradeState = 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'PAYERROR';

/** The spec's text for every trade state. */
export const TRADE_STATE_TEXT: Record<TradeState, string> = {
  SUCCESS: '支付已完成',
  REFUND: '订单已转入退款',
  NOTPAY: '订单未支付',
  CLOSED: '订单已关闭',
  PAYERROR: '支付失败，请稍后重试',
};

/** Text for any state the spec does not list. */
export const UNKNOWN_TRADE_STATE_TEXT = '未知支付状态';

/** The text for a trade state: the spec's text, or 未知支付状态 for anything else. */
export function tradeStateText(state: string): string {
  return Object.prototype.hasOwnProperty.call(TRADE_STATE_TEXT, state)
    ? TRADE_STATE_TEXT[state as TradeState]
    : UNKNOWN_TRADE_STATE_TEXT;
}

const tone = (state: string) =>
  state === 'SUCCESS'
    ? 'success'
    : state === 'NOTPAY'
      ? 'neutral'
      : state === 'REFUND'
        ? 'warning'
        : 'danger';

/** Asked before the user abandons a payment. */
export const PAYMENT_CLOSE_CONFIRM_TEXT =
  '关闭后将停止查询支付结果，如已扫码支付请稍候。确定关闭吗？';

export interface PaymentQrProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The `code_url` to encode (200×200, high error correction). */
  codeUrl: string;
  /** The latest `trade_state`; no text until the first status arrives. */
  tradeState?: string | null;
  /** A status lookup failure to show instead (e.g. 获取支付状态失败). */
  statusError?: string | null;
  /** Order number, shown small under the code. */
  orderNumber?: string | null;
  /** Amount to pay, a decimal string ("25.00"). */
  amount?: string | null;
  /** Called after the user confirms closing; the caller checks the status once, reports it and closes. */
  onClose: () => void;
  /** Title of the dialog. Default 微信扫码支付. */
  title?: string;
  /**
   * Paying in the payer's app on this phone (WeChat Pay H5, Alipay WAP): links shown instead of the QR
   * below 768 px, where a QR on the phone's own screen cannot be scanned.
   */
  appLinks?: readonly { label: string; href: string }[];
  /** When the unpaid order closes (epoch ms): a countdown 请在 mm:ss 内完成支付. */
  expiresAt?: number | null;
}

/** mm:ss left until `at`, ticking every second; null without a deadline. */
function useTimeLeft(at: number | null | undefined): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!at) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  if (!at) return null;
  const left = Math.max(0, Math.floor((at - now) / 1000));
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

/**
 * The payment QR dialog. It cannot be closed by clicking outside or by Escape: only the × button,
 * which asks for confirmation first. Polling lives in the caller (`@wz/sdk/react`); this renders
 * `codeUrl` and `tradeState`.
 */
export function PaymentQr({
  open,
  codeUrl,
  tradeState,
  statusError,
  orderNumber,
  amount,
  onClose,
  title = '微信扫码支付',
  appLinks,
  expiresAt,
}: PaymentQrProps) {
  const [confirming, setConfirming] = useState(false);
  const timeLeft = useTimeLeft(tradeState === 'NOTPAY' || !tradeState ? expiresAt : null);
  const inApp = appLinks && appLinks.length > 0;
  const qr = (
    <>
      <QrCode text={codeUrl} size={200} level="H" alt="支付二维码" />
      <p className={s.hint}>请使用微信扫一扫完成支付</p>
    </>
  );
  const statusText = statusError || (tradeState ? tradeStateText(tradeState) : '');
  const statusTone = statusError ? 'danger' : tradeState ? tone(tradeState) : 'neutral';

  return (
    <>
      <Dialog
        open={open}
        title={title}
        width={360}
        closeOnOverlay={false}
        closeOnEscape={false}
        onClose={() => setConfirming(true)}
      >
        <div className={s.body}>
          {amount ? (
            <p className={s.amount}>
              支付金额 <span className={s.price}>¥{amount}</span>
            </p>
          ) : null}
          {timeLeft ? (
            <p className={s.deadline} data-testid="pay-deadline">
              请在 <strong>{timeLeft}</strong> 内完成支付
            </p>
          ) : null}
          {inApp ? (
            <div className={s.appLinks}>
              {appLinks.map((link) => (
                <a key={link.label} className={s.appLink} href={link.href}>
                  {link.label}
                </a>
              ))}
            </div>
          ) : null}
          {inApp ? (
            <div className={s.qrOnDesktop}>
              {qr}
            </div>
          ) : (
            qr
          )}
          <p
            className={s.status}
            role="status"
            aria-live="polite"
            data-tone={statusTone}
            data-trade-state={tradeState ?? ''}
          >
            {statusText}
          </p>
          {orderNumber ? <p className={s.order}>订单号：{orderNumber}</p> : null}
        </div>
      </Dialog>
      <ConfirmDialog
        open={open && confirming}
        title="关闭支付"
        message={PAYMENT_CLOSE_CONFIRM_TEXT}
        confirmText="确定关闭"
        cancelText="继续支付"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onClose();
        }}
      />
    </>
  );
}
