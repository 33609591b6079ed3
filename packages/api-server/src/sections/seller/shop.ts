// The seller's own shop: every seller call starts here, so another member's shop is never reached.
import type { AppContext } from '../../http/context.js';
import { MallRefusal } from '../wzmall/rows.js';

export const MSG_NOT_OPEN = '您的店铺尚未开通，请先完成入驻审核';

export type ShopRow = { id: number; user_id: number; name: string; status: 1 | 2 | 3; reason: string };

export const shopOf = (ctx: AppContext, userId: number) =>
  ctx.db.prepare('SELECT id, user_id, name, status, reason FROM mall_shops WHERE user_id = ?').get(userId) as ShopRow | undefined;

/** The caller's approved shop id; a member without one is refused (201) before anything is read or written. */
export function ownShop(ctx: AppContext, userId: number): number {
  const shop = shopOf(ctx, userId);
  if (!shop || shop.status !== 2) throw new MallRefusal(201, MSG_NOT_OPEN);
  return shop.id;
}

/** Midnight (Asia/Shanghai, UTC+8) of the day holding `seconds`. */
export const dayStart = (seconds: number) => Math.floor((seconds + 8 * 3600) / 86400) * 86400 - 8 * 3600;
