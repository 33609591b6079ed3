import type { Params } from '../../http/context.js';
import { fail, fmtTime, intParam, ok, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';
import type { AppContext } from '../../http/context.js';
import { listingKinds, type ListingKind } from '../../http/defineListing.js';
import type { ListingRow } from '../../http/listing.js';
import type { Schema, SectionHandlers } from '../../http/section.js';

// Every listing section is a kind: defineListing registers it with the detail path of its x-listing.
type Kind = Schema<'FavouriteKind'>;
const MSG_MISSING = '信息不存在或已下架';
const KIND = (k: Kind) => listingKinds.get(k) as ListingKind;

function kindParam(p: Params): Kind {
  const k = strParam(p, 'kind') as Kind;
  if (!listingKinds.has(k)) throw new ParamError(`kind 取值 ${[...listingKinds.keys()].join('、')}`);
  return k;
}

const countOf = (ctx: AppContext, kind: Kind, id: number) =>
  (ctx.db.prepare('SELECT COUNT(*) AS n FROM favourites WHERE kind = ? AND item_id = ?').get(kind, id) as { n: number }).n;

const collected = (ctx: AppContext, kind: Kind, id: number, userId: number | undefined) =>
  userId !== undefined && ctx.db.prepare('SELECT 1 FROM favourites WHERE user_id = ? AND kind = ? AND item_id = ?').get(userId, kind, id) !== undefined;

export const favouriteHandlers: SectionHandlers<'favourite'> = {
  favouriteStats(ctx, p, req) {
    const kind = kindParam(p);
    const id = intParam(p, 'id');
    if (!KIND(kind).visible(ctx, id, req.user?.id)) return fail(404, MSG_MISSING);
    return ok({ status: collected(ctx, kind, id, req.user?.id) ? 1 : 0, count: countOf(ctx, kind, id) });
  },

  toggleFavourite(ctx, p, req) {
    const kind = kindParam(p);
    const id = intParam(p, 'id');
    const userId = req.user!.id;
    const state = ctx.db.transaction(() => {
      const del = ctx.db.prepare('DELETE FROM favourites WHERE user_id = ? AND kind = ? AND item_id = ?').run(userId, kind, id);
      if (del.changes > 0) return { status: 0, count: countOf(ctx, kind, id) } as const;
      // Collecting needs a listing the member can see; letting go of one that has since gone always works.
      if (!KIND(kind).visible(ctx, id, userId)) return undefined;
      ctx.db.prepare('INSERT INTO favourites (user_id, kind, item_id, created_at) VALUES (?, ?, ?, ?)').run(userId, kind, id, ctx.now());
      return { status: 1, count: countOf(ctx, kind, id) } as const;
    })();
    if (!state) return fail(404, MSG_MISSING);
    return ok(state, state.status === 1 ? '收藏成功' : '取消收藏成功');
  },

  myFavourites(ctx, p, req) {
    const userId = req.user!.id;
    const kind = p.kind === undefined || p.kind === '' ? undefined : kindParam(p);
    const { offset } = pageOf(p);
    const where = kind ? 'user_id = ? AND kind = ?' : 'user_id = ?';
    const args = kind ? [userId, kind] : [userId];
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM favourites WHERE ${where}`).get(...args) as { n: number }).n;
    const favs = ctx.db
      .prepare(`SELECT kind, item_id, created_at FROM favourites WHERE ${where} ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`)
      .all(...args, PAGE_SIZE, offset) as { kind: Kind; item_id: number; created_at: number }[];
    // One query per section on the page for the rows and one for their covers.
    const rows = new Map<string, { row: ListingRow; cover: string | null }>();
    for (const k of new Set(favs.map((f) => f.kind))) {
      const ids = favs.filter((f) => f.kind === k).map((f) => f.item_id);
      const found = ctx.db.prepare(`SELECT * FROM ${KIND(k).table} WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as ListingRow[];
      const covers = KIND(k).picturesOf(ctx, found.map((r) => r.id));
      for (const row of found) rows.set(`${k}:${row.id}`, { row, cover: covers.get(row.id)?.[0] ?? null });
    }
    const lists = favs.map((f) => {
      const hit = rows.get(`${f.kind}:${f.item_id}`);
      const online = hit !== undefined && (hit.row.status === 1 || hit.row.user_id === userId);
      return {
        kind: f.kind,
        id: f.item_id,
        title: hit?.row.title ?? '',
        picture: hit?.cover ?? null,
        link: hit ? KIND(f.kind).link(hit.row) : null,
        online,
        collected_at: fmtTime(f.created_at),
      };
    });
    return ok({ total, lists });
  },
};
