import type { components } from './generated/api';

/** Payment trade state of an order. */
export type TradeState = components['schemas']['TradeState'];

/** The spec's text per trade state (education §4): the one table every order flow shows. */
export const TRADE_STATE_MESSAGES: Readonly<Record<TradeState, string>> = {
  SUCCESS: '支付已完成',
  REFUND: '订单已转入退款',
  NOTPAY: '订单未支付',
  CLOSED: '订单已关闭',
  PAYERROR: '支付失败，请稍后重试',
};

/** Text for a state the spec does not name. */
export const UNKNOWN_TRADE_STATE_MESSAGE = '未知支付状态';

/** Text for any trade state, 未知支付状态 for states the spec does not name. */
export function tradeStateMessage(state: string | null | undefined): string {
  return state && Object.prototype.hasOwnProperty.call(TRADE_STATE_MESSAGES, state)
    ? TRADE_STATE_MESSAGES[state as TradeState]
    : UNKNOWN_TRADE_STATE_MESSAGE;
}

/**
 * Trade states that no payment can change any more, so polling ends: paid, closed, refunded (a refund
 * follows a payment). NOTPAY and PAYERROR go on: after a failed attempt the payer may still pay.
 */
export const FINAL_TRADE_STATES: ReadonlySet<string> = new Set<TradeState>([
  'SUCCESS',
  'CLOSED',
  'REFUND',
]);

/** True when polling an order in this state ends (FINAL_TRADE_STATES). */
export function isFinalTradeState(state: string | null | undefined): boolean {
  return !!state && FINAL_TRADE_STATES.has(state);
}

/** Like/collect toggle texts by the new status. */
export function toggleMessage(kind: 'like' | 'collect', status: number): string {
  if (kind === 'like') return status === 1 ? '点赞成功' : '取消点赞成功';
  return status === 1 ? '收藏成功' : '取消收藏成功';
}

/** 已成功赠送 {n} 个{gift}给{teacher}老师 */
export function giftSentMessage(count: number, giftName: string, teacherName: string): string {
  return `已成功赠送 ${count} 个${giftName}给${teacherName}老师`;
}

/** QR login texts by phase. */
export const QR_LOGIN_MESSAGES = {
  waiting: '请使用手机 APP 扫一扫登录',
  scanned: '已扫码，请在手机上确认登录',
  expired: '二维码已过期',
  /** The QR code could not be fetched and the server gave no text. */
  failed: '二维码获取失败',
} as const;

/** A mainland mobile number: 1 and ten more digits. */
export const PHONE_PATTERN = /^1\d{10}$/;

/** SMS code texts. */
export const SMS_MESSAGES = {
  invalidPhone: '请输入正确的手机号',
  sent: '验证码已发送',
  /** Sending failed and the server gave no text. */
  failed: '验证码发送失败',
  idle: '获取验证码',
} as const;

/** The resend button while counting down: `{n} 秒后重新发送`. */
export function smsResendMessage(seconds: number): string {
  return `${seconds} 秒后重新发送`;
}

/** Shown after a password reset. */
export const PASSWORD_RESET_MESSAGE = '密码已重置，请使用新密码登录';

/** Shown after a password change: every session of the member has ended, they log in again. */
export const PASSWORD_CHANGED_MESSAGE = '密码修改成功，请使用新密码重新登录';
