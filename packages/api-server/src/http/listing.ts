// What every listing section (housing, vehicles and ships, …) does the same way: rows owned by a member
// with an online/offline status, pictures in a join table, owner-only writes and the member's own list.
// A section gives its table names; it keeps its columns, filters and answers.
import type { AppContext, Envelope, Params } from './context.js';
import { abs, fail, intParam, ok, pageOf, PAGE_SIZE, ParamError, strParam } from './context.js';

export interface ListingTables {
  /** The listings, with id, user_id, status, created_at and updated_at columns. */
  table: string;
  /** The pictures: (<fk>, sort, image_id). */
  images: string;
  /** The join table's column naming the listing (house_id). */
  fk: string;
  /** The answer for an id that is missing, taken down or someone else's (the same text: no probing). */
  missing: string;
}

interface Owned {
  id: number;
  user_id: number | null;
  status: number;
}

/** The columns every listing table has (a section's row type adds its own). */
export interface ListingRow extends Owned {
  title: string;
  province: string;
  city: string;
  district: string;
  address: string;
  /** Comma-separated. */
  tags: string;
  description: string;
  contact_name: string;
  contact_phone: string;
  lat: number | null;
  lng: number | null;
  clickcount: number;
  created_at: number;
}

/** 13912345678 → 139****5678: the number is sent only when asked for. */
export const maskPhone = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****');

/** Comma-separated labels, trimmed: at most `max`, each at most `maxLength` characters. */
export function tagsParam(p: Params, max = 8, maxLength = 10): string[] {
  const tags = strParam(p, 'tags', '').split(',').map((t) => t.trim()).filter(Boolean);
  if (tags.length > max) throw new ParamError(`tags 最多 ${max} 个`);
  // the lists answer each tag within maxLength (code points, as the response schemas count)
  if (tags.some((t) => [...t].length > maxLength)) throw new ParamError(`tags 每个标签最多 ${maxLength} 个字`);
  return tags;
}

/** A count, kept until the next write (paging and re-sorting keep the filters, so they ask for it again). */
export function memoCount(ctx: AppContext, sql: string, args: readonly unknown[]): number {
  return ctx.cache.memo(`count\u0000${sql}\u0000${JSON.stringify(args)}`, () => (ctx.db.prepare(sql).get(...args) as { n: number }).n);
}

/**
 * Whether to walk a sort's index (rows come in order: stop after the page) rather than seek the matches and
 * sort them all. A walk reads about (offset + page) × walked / total entries, a sort every match: walk when
 * that is clearly fewer (measured on 100 000 rows, bench/*.bench.mjs).
 */
export const walkIsCheaper = (offset: number, walked: number, total: number) => (offset + PAGE_SIZE) * walked < 3 * total * total;

/**
 * One page of a public list: the count (`countSql`, else COUNT(*) over the WHERE), then the page's ids from
 * `idsSql` (a covering index, so OFFSET skips index entries; told the total to choose a walk or a sort), then
 * only those rows with the list's columns (the first is `id`). Rows are read as arrays: better-sqlite3 builds
 * each row object key by key, which cost more than the lookups themselves.
 */
export function listPage<Row>(
  ctx: AppContext,
  p: Params,
  q: { table: string; columns: readonly string[]; where: string; args: readonly unknown[]; countSql?: string; idsSql: (offset: number, total: number) => string },
): { rows: Row[]; total: number } {
  const { offset } = pageOf(p);
  const total = memoCount(ctx, q.countSql ?? `SELECT COUNT(*) AS n FROM ${q.table} WHERE ${q.where}`, q.args);
  if (offset >= total) return { rows: [], total };
  const ids = (ctx.db.prepare(`${q.idsSql(offset, total)} LIMIT ? OFFSET ?`).pluck().all(...q.args, PAGE_SIZE, offset) as number[]);
  if (!ids.length) return { rows: [], total };
  const stmt = ctx.db.prepare(`SELECT ${q.columns.join(', ')} FROM ${q.table} WHERE id IN (${ids.map(() => '?').join(',')})`);
  const byId = new Map<number, Row>();
  for (const r of stmt.raw(true).all(...ids) as unknown[][]) {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < q.columns.length; i++) row[q.columns[i]!] = r[i];
    byId.set(r[0] as number, row as Row);
  }
  return { rows: ids.map((id) => byId.get(id)!), total };
}

/** An optional number param: null when left out. */
export const optNumber = (p: Params, key: string): number | null => (p[key] === undefined || p[key] === '' ? null : Number(p[key]));

export function listingStore<Row extends Owned>(t: ListingTables) {
  const byId = (ctx: AppContext, id: number) => ctx.db.prepare(`SELECT * FROM ${t.table} WHERE id = ?`).get(id) as Row | undefined;

  /** The caller's own listing, or nothing (someone else's id answers like a missing one). */
  const own = (ctx: AppContext, id: number, userId: number): Row | undefined => {
    const r = byId(ctx, id);
    return r && r.user_id === userId ? r : undefined;
  };

  /** A listing the caller may see: online, or their own. */
  const visible = (ctx: AppContext, id: number, userId: number | undefined): Row | undefined => {
    const r = byId(ctx, id);
    return r && (r.status === 1 || (userId !== undefined && r.user_id === userId)) ? r : undefined;
  };

  /** Picture URLs of listings, cover first, in one query. */
  function picturesOf(ctx: AppContext, ids: number[]): Map<number, string[]> {
    const out = new Map<number, string[]>(ids.map((id) => [id, []]));
    if (!ids.length) return out;
    // as arrays: a page has tens of pictures, and row objects cost more than the join
    const rows = ctx.db
      .prepare(`SELECT li.${t.fk}, i.url FROM ${t.images} li JOIN images i ON i.id = li.image_id WHERE li.${t.fk} IN (${ids.map(() => '?').join(',')}) ORDER BY li.${t.fk}, li.sort`)
      .raw(true)
      .all(...ids) as [number, string][];
    for (const [owner, url] of rows) out.get(owner)?.push(abs(ctx, url));
    return out;
  }

  /** The pictures of one listing with their upload ids (the edit form's value). */
  const imagesOf = (ctx: AppContext, id: number) =>
    (ctx.db.prepare(`SELECT i.id, i.url FROM ${t.images} li JOIN images i ON i.id = li.image_id WHERE li.${t.fk} = ? ORDER BY li.sort`).all(id) as { id: number; url: string }[]).map(
      (i) => ({ id: i.id, url: abs(ctx, i.url) }),
    );

  /** The `images` param: the member's own uploads, or pictures the listing already has; no repeats. */
  function imagesParam(ctx: AppContext, p: Params, userId: number, listingId?: number): number[] {
    const images = strParam(p, 'images', '').split(',').filter(Boolean).map(Number);
    if (new Set(images).size !== images.length) throw new ParamError('images 不能重复');
    if (!images.length) return images;
    const found = ctx.db
      .prepare(`SELECT COUNT(*) AS n FROM images WHERE id IN (${images.map(() => '?').join(',')}) AND (user_id = ? OR id IN (SELECT image_id FROM ${t.images} WHERE ${t.fk} = ?))`)
      .get(...images, userId, listingId ?? 0) as { n: number };
    if (found.n !== images.length) throw new ParamError('images 图片不存在，请重新上传');
    return images;
  }

  function saveImages(ctx: AppContext, id: number, images: number[]) {
    ctx.db.prepare(`DELETE FROM ${t.images} WHERE ${t.fk} = ?`).run(id);
    const add = ctx.db.prepare(`INSERT INTO ${t.images} (${t.fk}, sort, image_id) VALUES (?, ?, ?)`);
    images.forEach((imageId, i) => add.run(id, i, imageId));
  }

  /** Inserts a validated row (online at once) with its pictures; returns the new id. */
  function insert(ctx: AppContext, userId: number, row: Record<string, unknown>, images: number[]): number {
    const now = ctx.now();
    return ctx.db.transaction(() => {
      const names = Object.keys(row);
      const info = ctx.db
        .prepare(`INSERT INTO ${t.table} (user_id, status, created_at, updated_at, ${names.join(', ')}) VALUES (?, 1, ?, ?, ${names.map((n) => '@' + n).join(', ')})`)
        .run(userId, now, now, row);
      const id = Number(info.lastInsertRowid);
      saveImages(ctx, id, images);
      return id;
    })();
  }

  function update(ctx: AppContext, id: number, row: Record<string, unknown>, images: number[]) {
    ctx.db.transaction(() => {
      const names = Object.keys(row);
      ctx.db.prepare(`UPDATE ${t.table} SET ${names.map((n) => `${n} = @${n}`).join(', ')}, updated_at = @now WHERE id = @id`).run({ ...row, now: ctx.now(), id });
      saveImages(ctx, id, images);
    })();
  }

  /** The member's own listings in a scope (`area = ? AND tab = ?`), by status, with the tab counts. */
  function mine<T>(ctx: AppContext, p: Params, userId: number, scope: { sql: string; args: unknown[] }, items: (rows: Row[]) => T[]) {
    const { offset } = pageOf(p);
    const status = p.status === undefined || p.status === '' ? undefined : intParam(p, 'status');
    const base = `user_id = ? AND ${scope.sql}`;
    const baseArgs = [userId, ...scope.args];
    const counts = ctx.db.prepare(`SELECT COUNT(*) AS all_n, COALESCE(SUM(status = 1), 0) AS online FROM ${t.table} WHERE ${base}`).get(...baseArgs) as { all_n: number; online: number };
    const where = status === undefined ? base : `${base} AND status = ?`;
    const args = status === undefined ? baseArgs : [...baseArgs, status];
    const rows = ctx.db.prepare(`SELECT * FROM ${t.table} WHERE ${where} ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?`).all(...args, PAGE_SIZE, offset) as (Row & { clickcount: number })[];
    const lists = items(rows).map((item, i) => ({ ...item, status: rows[i]!.status as 0 | 1, clickcount: rows[i]!.clickcount }));
    const offline = counts.all_n - counts.online;
    return {
      lists,
      total: status === undefined ? counts.all_n : status === 1 ? counts.online : offline,
      counts: { all: counts.all_n, online: counts.online, offline },
    };
  }

  /** Takes the caller's listing down (0) or puts it back (1). */
  function setStatus(ctx: AppContext, p: Params, userId: number): Envelope<null> {
    const id = intParam(p, 'id');
    const status = intParam(p, 'status');
    if (!own(ctx, id, userId)) return fail(404, t.missing);
    ctx.db.prepare(`UPDATE ${t.table} SET status = ?, updated_at = ? WHERE id = ?`).run(status, ctx.now(), id);
    return ok(null, status === 1 ? '已上架' : '已下架');
  }

  function remove(ctx: AppContext, p: Params, userId: number): Envelope<null> {
    const id = intParam(p, 'id');
    if (!own(ctx, id, userId)) return fail(404, t.missing);
    ctx.db.prepare(`DELETE FROM ${t.table} WHERE id = ?`).run(id);
    return ok(null, '删除成功');
  }

  return { table: t.table, own, visible, picturesOf, imagesOf, imagesParam, insert, update, mine, setStatus, remove };
}
