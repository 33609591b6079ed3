import type { components } from './generated/api';

/** Payment trade state of a gift order. */
export type TradeState = components['schemas']['TradeState'];

/** The spec's text per trade state (education §4). */
export const TRADE_STATE_MESSAGES: Readonly<Record<TradeState, string>> = {
  SUCCESS: '支付已完成',
  REFUND: '订单已转入退款',
  NOTPAY: '订单未支付',
  CLOSED: '订单已关闭',
  PAYERROR: '支付失败，请稍后重试',
};

/** Text for any trade state, 未知支付状态 for states the spec does not name. */
export function tradeStateMessage(state: string | null | undefined): string {
  return (state && TRADE_STATE_MESSAGES[state as TradeState]) || '未知支付状态';
}

/** Trade states that end payment polling. */
export const FINAL_TRADE_STATES: ReadonlySet<string> = new Set(['SUCCESS', 'CLOSED']);

/** Like/collect toggle texts by the new status. */
export function toggleMessage(kind: 'like' | 'collect', status: number): string {
  if (kind === 'like') return status === 1 ? '点赞成功' : '取消点赞成功';
  return status === 1 ? '收藏成功' : '取消收藏成功';
}

/** 已成功赠送 {n} 个{gift}给{teacher}老师 */
export function giftSentMessage(count: number, giftName: string, teacherName: string): string {
  return `已成功赠送 ${count} 个${giftName}给${teacherName}老师`;
}
