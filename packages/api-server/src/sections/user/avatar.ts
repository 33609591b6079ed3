import type { AppContext } from '../../http/context.js';

/**
 * The stored path of an avatar picture the member may use: an image they uploaded, or null (unknown id,
 * or someone else's picture).
 */
export function avatarImagePath(ctx: AppContext, userId: number, imageId: number): string | null {
  const row = ctx.db.prepare('SELECT url FROM images WHERE id = ? AND user_id = ?').get(imageId, userId) as { url: string } | undefined;
  return row?.url ?? null;
}
