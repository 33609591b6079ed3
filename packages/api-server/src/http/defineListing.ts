// A listing section as data (house, carship, idle, logistics and every later section with items to browse):
// it gives its table, pictures, list columns, filters, sorts, item and form check; this gives the public list
// (through listPage, answered on the reader threads), detail, contact phone, the owner-only writes, its
// favourites kind with the detail path the contract declares (x-listing), and the common columns' DDL.
import type { FastifyRequest } from 'fastify';
import type { AppContext, Handler, Params } from './context.js';
import { fail, intParam, ok, ParamError, strParam } from './context.js';
import { filterConds, type Cond, type Filter } from './filters.js';
import { listingStore, listPage, maskPhone, memoCount, walkIsCheaper, type ListingRow } from './listing.js';
import type { OperationHandler, OperationId } from './section.js';
import { DETAIL_PATHS } from '../generated/sections.js';
import type { SearchSource } from './search.js';
import { addTalkKind } from './conversations.js';

/** What a sort's and a seek's plan see of one list request. */
export interface ListQuery {
  conds: readonly Cond[];
  /** Whether the scope or a filter narrows this column. */
  narrows(column: string): boolean;
  offset: number;
  /** The matches. */
  total: number;
  /** Whether walking the sort's index reads fewer entries than sorting the matches (walkIsCheaper). */
  cheaper: boolean;
}

/** A sort (by its number in the `sort` param): the ORDER BY and the index that holds it. */
export interface Sort {
  order: string;
  /** The index to walk (rows come in order: stop after the page); none: always seek and sort. */
  index?: string | ((q: ListQuery) => string);
  /** When to walk it; default when that is cheaper. */
  walk?: (q: ListQuery) => boolean;
}

/** One list's own conditions (what the sort indexes lead with) and the filters it offers. */
export interface Scope {
  where: readonly (readonly [sql: string, ...args: unknown[]])[];
  filters: readonly Filter[];
}

/** The operations a listing answers, by role; each is optional (a section writes the ones that differ). */
export interface ListingOps {
  list?: OperationId;
  detail?: OperationId;
  phone?: OperationId;
  mine?: OperationId;
  one?: OperationId;
  create?: OperationId;
  update?: OperationId;
  status?: OperationId;
  remove?: OperationId;
}

/** Where a form check calls `images()`: the `images` param, checked among the fields in the section's order. */
export interface Writer {
  userId: number;
  id?: number;
  images: () => number[];
}

export interface ListingSpec<Row extends ListingRow, Item, P> {
  /** The section key: its favourites kind and detail path (the contract's x-listing). */
  kind?: keyof typeof DETAIL_PATHS;
  table: string;
  /** The pictures' join table and its column naming the listing. */
  pictures: { table: string; fk: string };
  /** The answer for a missing, hidden or someone else's id (the same text: no probing). */
  missing: string;
  /** The columns a list item shows, id first: a public list reads only these (rows carry long texts). */
  columns: readonly (keyof Row & string)[];
  operations: ListingOps;
  /** The default list operation's scope. */
  scope?: (p: Params) => Scope;
  sorts: readonly Sort[];
  /** The index that seeks the filters when a sort's is not walked (default: the planner's). */
  seek?: (q: ListQuery) => string | undefined;
  /** A cheaper count of the matches than COUNT(*), taking the same args. */
  count?: (conds: readonly Cond[]) => string | undefined;
  /** Page-wide lookups for the items (company names). */
  prepare?: (ctx: AppContext, rows: readonly Row[]) => P;
  /** A list item from the list columns. */
  item: (row: Row, pictures: string[], prepared: P) => Item;
  detail?: (row: Row, d: { ctx: AppContext; req: FastifyRequest; item: Item; mine: boolean; phone: string }) => unknown;
  /** The member's own one, for the edit form. */
  one?: (row: Row, d: { ctx: AppContext; item: Item; images: { id: number; url: string }[] }) => unknown;
  /** The member's list's scope (`area = ? AND tab = ?`). */
  mine?: (p: Params) => { sql: string; args: unknown[] };
  /** The form's fields as columns after the rules the schema cannot say. */
  validate?: (ctx: AppContext, p: Params, w: Writer) => Record<string, unknown>;
  /** Rows that exist for the member's calls (idle keeps deleted items for their connects). */
  shown?: (row: Row) => boolean;
  /**
   * What the one search finds of it (needs `kind`: the detail path): the channel, the columns found besides
   * the title, words a row carries beyond its columns (its category's name) and the hit's one-line summary.
   * Its rows online (status 1) are indexed; the list's `{ search: kind }` keyword filter goes through them.
   */
  search?: {
    channel: string;
    channelName: string;
    fields: readonly (keyof Row & string)[];
    words?: (row: Row) => readonly string[];
    summary: (row: Row) => string;
  };
}

type HandlersOf<O extends ListingOps> = { [R in keyof O as O[R] & string]: OperationHandler<O[R] & OperationId> };

/** A listing's favourites kind: its rows, covers and the portal path of a row's detail page. */
export interface ListingKind {
  table: string;
  visible(ctx: AppContext, id: number, userId: number | undefined): ListingRow | undefined;
  picturesOf(ctx: AppContext, ids: number[]): Map<number, string[]>;
  link(row: ListingRow): string;
}

const KINDS = new Map<string, ListingKind>();
/** The favourites kinds, in the order the sections were defined. */
export const listingKinds: ReadonlyMap<string, ListingKind> = KINDS;

/** `/carship/{area}/detail/{tab}/{id}` filled from a row's columns. */
export const fillPath = (path: string, row: object) => path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String((row as Record<string, unknown>)[k])));

const firstWord = (sql: string) => /^[\w.]+/.exec(sql)?.[0] ?? '';

/**
 * The visitor's city (the header's choice, a list's `city` param): that city's rows, or a municipality's
 * (上海市 is its rows' province). A list's own `city` filter, or a place filter on the city or province
 * (logistics' origin), outranks it.
 */
function cityConds(filters: readonly { key: string }[], p: Params, conds: readonly Cond[]): Cond[] {
  if (filters.some((f) => f.key === 'city')) return [];
  const city = strParam(p, 'city', '').trim();
  if (!city || conds.some((c) => c.column === 'city' || c.column === 'province')) return [];
  return [{ key: 'city', column: 'city', sql: '(city = ? OR province = ?)', args: [city, city] }];
}

/** `defineListing<CarshipRow>()({ table, pictures, columns, … })`: the row type first, the rest inferred. */
export const defineListing =
  <Row extends ListingRow>() =>
  <Item, const O extends ListingOps, P = undefined>(spec: ListingSpec<Row, Item, P> & { operations: O }) =>
    listing<Row, Item, O, P>(spec);

/** What a role's handler needs of the spec. */
const NEEDS: Partial<Record<keyof ListingOps, keyof ListingSpec<ListingRow, unknown, unknown>>> = { list: 'scope', detail: 'detail', mine: 'mine', one: 'one', create: 'validate', update: 'validate' };

function listing<Row extends ListingRow, Item, O extends ListingOps, P>(spec: ListingSpec<Row, Item, P> & { operations: O }) {
  for (const role of Object.keys(spec.operations) as (keyof ListingOps)[])
    if (NEEDS[role] && !spec[NEEDS[role]]) throw new Error(`${spec.table}: the ${role} operation needs ${NEEDS[role]}`);
  const store = listingStore<Row>({ table: spec.table, images: spec.pictures.table, fk: spec.pictures.fk, missing: spec.missing });
  const shown = (r: Row | undefined) => (r && (!spec.shown || spec.shown(r)) ? r : undefined);
  const visible = (ctx: AppContext, id: number, userId: number | undefined) => shown(store.visible(ctx, id, userId));
  const own = (ctx: AppContext, id: number, userId: number) => shown(store.own(ctx, id, userId));
  const pick = (r: Row) => (Object.fromEntries(spec.columns.map((c) => [c, r[c]])) as unknown) as Row;

  /** Items of whole rows (or of a list's, which hold only the list columns), their pictures in one query. */
  function items(ctx: AppContext, rows: Row[], pictures?: string[][], listed = false): Item[] {
    const pics = pictures ? undefined : store.picturesOf(ctx, rows.map((r) => r.id));
    const prepared = spec.prepare?.(ctx, rows) as P;
    return rows.map((r, i) => spec.item(listed ? r : pick(r), pictures?.[i] ?? pics!.get(r.id) ?? [], prepared));
  }

  /** One page of a public list: the scope, the filters, the sort's plan (walk its index or seek and sort). */
  function page(ctx: AppContext, p: Params, scope: Scope) {
    const sortNo = intParam(p, 'sort', 0);
    if (!(sortNo >= 0 && sortNo < spec.sorts.length)) throw new ParamError(`sort 取值 0-${spec.sorts.length - 1}`);
    const own: Cond[] = scope.where.map(([sql, ...args]) => ({ key: 'scope', column: firstWord(sql), sql, args }));
    const filtered = [...own, ...filterConds(ctx, scope.filters, p)];
    const conds = [...filtered, ...cityConds(scope.filters, p, filtered)];
    const where = conds.map((c) => c.sql).join(' AND ');
    const sort = spec.sorts[sortNo]!;
    const { rows, total } = listPage<Row>(ctx, p, {
      table: spec.table,
      columns: spec.columns,
      where,
      args: conds.flatMap((c) => c.args),
      countSql: spec.count?.(conds),
      idsSql(offset, total) {
        const q: ListQuery = {
          conds,
          offset,
          total,
          narrows: (column) => conds.some((c) => c.column === column),
          // what a walk reads: the scope's rows (counted once per data version)
          get cheaper() {
            return walkIsCheaper(offset, memoCount(ctx, `SELECT COUNT(*) AS n FROM ${spec.table} WHERE ${own.map((c) => c.sql).join(' AND ')}`, own.flatMap((c) => c.args)), total);
          },
        };
        const index = typeof sort.index === 'function' ? sort.index(q) : sort.index;
        if (index && (sort.walk ? sort.walk(q) : q.cheaper)) return `SELECT id FROM ${spec.table} INDEXED BY ${index} WHERE ${where} ORDER BY ${sort.order}`;
        // `+col` keeps the planner from sorting by walking another index
        const seek = spec.seek?.(q);
        return `SELECT id FROM ${spec.table}${seek ? ` INDEXED BY ${seek}` : ''} WHERE ${where} ORDER BY +${sort.order}`;
      },
    });
    return { lists: items(ctx, rows, undefined, true), total };
  }

  const list = (scope: (p: Params) => Scope, msg = '请求成功') => (ctx: AppContext, p: Params) => ok(page(ctx, p, scope(p)), msg);

  /** The form's row and its pictures, checked (validate calls `images()` where that check belongs). */
  function checked(ctx: AppContext, p: Params, userId: number, id?: number) {
    let images: number[] = [];
    const row = spec.validate!(ctx, p, { userId, id, images: () => (images = store.imagesParam(ctx, p, userId, id)) });
    return { row, images };
  }

  const one = (ctx: AppContext, id: number, userId: number) => {
    const r = own(ctx, id, userId);
    if (!r) return undefined;
    const images = store.imagesOf(ctx, r.id);
    return { row: r, images, item: items(ctx, [r], [images.map((i) => i.url)])[0]! };
  };

  const roles: Record<keyof ListingOps, Handler> = {
    list: (ctx, p) => list(spec.scope!)(ctx, p),
    detail(ctx, p, req) {
      const r = visible(ctx, intParam(p, 'id'), req.user?.id);
      if (!r) return fail(404, spec.missing);
      const mine = req.user !== undefined && r.user_id === req.user.id;
      // status: a taken-down listing reaches only its owner, who is shown 已下架 with 重新上架
      const shown = spec.detail!(r, { ctx, req, item: items(ctx, [r])[0]!, mine, phone: maskPhone(r.contact_phone) }) as object;
      return ok({ ...shown, status: r.status }, '请求成功');
    },
    phone(ctx, p, req) {
      const r = visible(ctx, intParam(p, 'id'), req.user?.id);
      return r ? ok({ phone: r.contact_phone }, '请求成功') : fail(404, spec.missing);
    },
    mine: (ctx, p, req) => ok(store.mine(ctx, p, req.user!.id, spec.mine!(p), (rows) => items(ctx, rows)), '请求成功'),
    one(ctx, p, req) {
      const o = one(ctx, intParam(p, 'id'), req.user!.id);
      return o ? ok(spec.one!(o.row, { ctx, item: o.item, images: o.images }), '请求成功') : fail(404, spec.missing);
    },
    create(ctx, p, req) {
      const { row, images } = checked(ctx, p, req.user!.id);
      return ok({ id: store.insert(ctx, req.user!.id, row, images) }, '发布成功');
    },
    update(ctx, p, req) {
      const id = intParam(p, 'id');
      const userId = req.user!.id;
      if (!own(ctx, id, userId)) return fail(404, spec.missing);
      const { row, images } = checked(ctx, p, userId, id);
      store.update(ctx, id, row, images);
      return ok(null, '保存成功');
    },
    status: (ctx, p, req) => store.setStatus(ctx, p, req.user!.id),
    remove: (ctx, p, req) => store.remove(ctx, p, req.user!.id),
  };
  const handlers = Object.fromEntries(Object.entries(spec.operations).map(([role, id]) => [id, roles[role as keyof ListingOps]])) as unknown as HandlersOf<O>;

  if (spec.kind) {
    const path = DETAIL_PATHS[spec.kind];
    KINDS.set(spec.kind, { table: spec.table, visible: store.visible as ListingKind['visible'], picturesOf: store.picturesOf, link: (r) => fillPath(path, r) });
    // A buyer's message on a listing on sale (我想要, 站内信) is a thread with its publisher.
    addTalkKind(spec.kind, {
      item(ctx, id) {
        const r = store.visible(ctx, id, undefined);
        return r && r.status === 1 && r.user_id !== null ? { ownerId: r.user_id, title: r.title, link: fillPath(path, r) } : undefined;
      },
    });
  }
  if (spec.search && !spec.kind) throw new Error(`${spec.table}: search needs kind (the detail path)`);
  const search: SearchSource[] = spec.search && spec.kind ? [searchSource(spec, spec.kind, spec.search)] : [];

  return { handlers, store, list, items, visible, own, checked, search };
}

/** A listing's search source: its online rows, the cover, the detail path filled from the row. */
function searchSource<Row extends ListingRow>(
  spec: { table: string; pictures: { table: string; fk: string } },
  kind: keyof typeof DETAIL_PATHS,
  search: NonNullable<ListingSpec<Row, unknown, unknown>['search']>,
): SearchSource {
  const path = DETAIL_PATHS[kind];
  return {
    key: kind,
    channel: search.channel,
    channelName: search.channelName,
    table: spec.table,
    // an edit moves updated_at, so the words a row's other columns give follow it
    watch: [...new Set(['status', 'title', 'updated_at', ...search.fields])],
    load(db, ids) {
      const marks = ids.map(() => '?').join(',');
      const rows = db.prepare(`SELECT * FROM ${spec.table} WHERE id IN (${marks}) AND status = 1`).all(...ids) as (Row & { updated_at?: number })[];
      const covers = new Map(
        db
          .prepare(`SELECT li.${spec.pictures.fk}, i.url FROM ${spec.pictures.table} li JOIN images i ON i.id = li.image_id WHERE li.${spec.pictures.fk} IN (${marks}) ORDER BY li.sort DESC`)
          .raw(true)
          .all(...ids) as [number, string][],
      );
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        words: [...search.fields.map((f) => String(r[f] ?? '')), ...(search.words?.(r) ?? [])],
        summary: search.summary(r),
        pic: covers.get(r.id) ?? '',
        url: fillPath(path, r),
        time: r.updated_at ?? r.created_at,
      }));
    },
  };
}

/**
 * The columns every listing table has, for a new section's first migration (house, carship, idle and
 * logistics wrote theirs before this and keep them: released migrations are never edited). A section adds
 * its own columns and indexes; money is integer cents, times are unix seconds.
 */
export const COMMON_COLUMNS = [
  'id INTEGER PRIMARY KEY',
  'user_id INTEGER REFERENCES users(id) ON DELETE CASCADE',
  'status INTEGER NOT NULL DEFAULT 1',
  'title TEXT NOT NULL',
  'province TEXT NOT NULL',
  'city TEXT NOT NULL',
  "district TEXT NOT NULL DEFAULT ''",
  "address TEXT NOT NULL DEFAULT ''",
  "tags TEXT NOT NULL DEFAULT ''",
  "description TEXT NOT NULL DEFAULT ''",
  'contact_name TEXT NOT NULL',
  'contact_phone TEXT NOT NULL',
  'lat REAL',
  'lng REAL',
  'clickcount INTEGER NOT NULL DEFAULT 0',
  'created_at INTEGER NOT NULL',
  'updated_at INTEGER NOT NULL',
] as const;

/** A listing table (common columns, then the section's) and its pictures table. */
export function listingDdl(t: { table: string; pictures: { table: string; fk: string }; columns: readonly string[] }): string {
  return `CREATE TABLE ${t.table} (\n  ${[...COMMON_COLUMNS, ...t.columns].join(',\n  ')}\n);
CREATE INDEX ${t.table}_owner ON ${t.table}(user_id, status, updated_at DESC);
CREATE TABLE ${t.pictures.table} (
  ${t.pictures.fk} INTEGER NOT NULL REFERENCES ${t.table}(id) ON DELETE CASCADE,
  sort INTEGER NOT NULL,
  image_id INTEGER NOT NULL REFERENCES images(id),
  PRIMARY KEY (${t.pictures.fk}, sort)
);
`;
}
