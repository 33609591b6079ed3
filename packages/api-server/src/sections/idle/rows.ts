// Reading idle goods: the list item every list answers with, the public list's SQL and the seller card.
import type { AppContext, Params } from '../../http/context.js';
import { fmtTime, intParam, likeArg, ParamError, strParam } from '../../http/context.js';
import { listingStore, type ListingRow } from '../../http/listing.js';
import { ROWS, tabName, USER_TYPES, type Condition, type Option, type Trade, type UserType } from './attributes.js';

export interface IdleRow extends ListingRow {
  user_type: UserType;
  category: number;
  price: number;
  original_price: number;
  condition: Condition;
  trade: Trade;
  wants: number;
  updated_at: number;
}

export interface IdleUserRow {
  user_id: number;
  type: UserType;
  name: string;
  phone: string;
  intro: string;
  created_at: number;
}

export const MSG_NO_IDLE = '闲置不存在或已下架';
export const idleStore = listingStore<IdleRow>({ table: 'idle_items', images: 'idle_images', fk: 'idle_id', missing: MSG_NO_IDLE });

/** An item the caller may see: on sale, or their own (a deleted one is nobody's). */
export function visibleItem(ctx: AppContext, id: number, userId: number | undefined): IdleRow | undefined {
  const r = idleStore.visible(ctx, id, userId);
  return r && r.status !== -1 ? r : undefined;
}

/** The caller's own item, not deleted. */
export function ownItem(ctx: AppContext, id: number, userId: number): IdleRow | undefined {
  const r = idleStore.own(ctx, id, userId);
  return r && r.status !== -1 ? r : undefined;
}

export function listItem(r: ListRow, pictures: string[]) {
  return {
    id: r.id,
    tab: r.category,
    category: tabName(r.category),
    title: r.title,
    price: r.price,
    original_price: r.original_price,
    condition: r.condition,
    trade: r.trade,
    city: r.city,
    district: r.district,
    user_type: r.user_type,
    pictures,
    wants: r.wants,
    inputtime: fmtTime(r.created_at),
  };
}

export function listItems(ctx: AppContext, rows: ListRow[]) {
  const pics = idleStore.picturesOf(ctx, rows.map((r) => r.id));
  return rows.map((r) => listItem(r, pics.get(r.id) ?? []));
}

export function idleUser(ctx: AppContext, userId: number): IdleUserRow | undefined {
  return ctx.db.prepare('SELECT * FROM idle_users WHERE user_id = ?').get(userId) as IdleUserRow | undefined;
}

export const userAnswer = (u: IdleUserRow) => ({ type: u.type, type_name: USER_TYPES[u.type], name: u.name, phone: u.phone, intro: u.intro, since: fmtTime(u.created_at) });

/** The sorts by number: the ORDER BY and the indexes (migration 2) that hold it, within a category and across all. */
export const SORT_PLANS = [
  { order: 'created_at DESC, id DESC', index: 'idle_items_by_newest', all: 'idle_items_all_by_newest', price: false },
  { order: 'price ASC, id DESC', index: 'idle_items_by_price', all: 'idle_items_all_by_price', price: true },
  { order: 'price DESC, id DESC', index: 'idle_items_by_price', all: 'idle_items_all_by_price', price: true },
] as const;

/** The columns a list item shows: a public list reads only these (rows carry long descriptions). */
export const LIST_COLUMNS = ['id', 'category', 'title', 'price', 'original_price', 'condition', 'trade', 'city', 'district', 'user_type', 'wants', 'created_at'] as const;
export type ListRow = Pick<IdleRow, (typeof LIST_COLUMNS)[number]>;

/**
 * WHERE and ORDER BY of the public list: on sale, the category, same city, keyword, the chosen options of
 * each row (`condition=11,12&price=3`) and a custom price (`price_min=50&price_max=200`, 元). An option id
 * not in the row is refused: a stale link should say so, not silently show everything.
 */
export function publicListSql(p: Params) {
  const sort = intParam(p, 'sort', 0);
  if (!(sort >= 0 && sort < SORT_PLANS.length)) throw new ParamError('sort 取值 0-2');
  const where = ['status = 1'];
  const args: unknown[] = [];
  const add = (sql: string, arg: unknown) => {
    where.push(sql);
    args.push(arg);
  };
  const tab = intParam(p, 'tab', 0);
  if (tab) add('category = ?', tab);
  const city = strParam(p, 'city', '').trim();
  if (city) add('city = ?', city);
  for (const row of ROWS) {
    const raw = p[row.key];
    if (raw !== undefined && raw !== '') {
      const chosen = String(raw).split(',').map((id) => row.options.find((o) => o.id === Number(id)));
      if (chosen.some((o) => !o)) throw new ParamError(`${row.key} 选项不存在`);
      if (!row.multiple && chosen.length > 1) throw new ParamError(`${row.key} 只能选一项`);
      const opts = chosen as Option[];
      if (row.key === 'price') {
        const o = opts[0]!;
        if (o.min) add('price >= ?', o.min * 100);
        if (o.max != null) add('price < ?', o.max * 100);
      } else {
        where.push(`${row.column} IN (${opts.map(() => '?').join(',')})`);
        args.push(...opts.map((o) => row.values?.[o.id] ?? o.name));
      }
    }
  }
  const bound = (key: string) => (p[key] === undefined || p[key] === '' ? null : intParam(p, key));
  const [lo, hi] = [bound('price_min'), bound('price_max')];
  if (lo !== null) add('price >= ?', lo * 100);
  if (hi !== null) add('price <= ?', hi * 100);
  const keyword = strParam(p, 'keyword', '').trim();
  if (keyword) {
    where.push("(title LIKE ? ESCAPE '\\' OR district LIKE ? ESCAPE '\\')");
    args.push(likeArg(keyword), likeArg(keyword));
  }
  return { where: where.join(' AND '), args, sort, category: tab, sameCity: Boolean(city), priced: where.some((w) => w.startsWith('price ')) };
}
