// Reading houses: the list item every list answers with, and the SQL of the public lists.
import type { AppContext, Params } from '../../http/context.js';
import type { Schema } from '../../http/section.js';
import { fmtTime, intParam, likeArg, ParamError, strParam } from '../../http/context.js';
import { listingStore, type ListingRow } from '../../http/listing.js';
import { filterSql, FilterError, type FilterKey } from './attributes.js';

export interface HouseRow extends ListingRow {
  house_nav_id: Schema<'HouseNavId'>;
  tab: Schema<'HouseTab'>;
  status: Schema<'HouseStatus'>;
  total_price: number;
  unit_price: number;
  property_type: string;
  developers: string;
  down_payment: number;
  open_date: string;
  delivery_date: string;
  room: string;
  measure: number;
}

export const NAVS = [218, 219, 220] as const;
export const MSG_NO_HOUSE = '房源不存在或已下架';

/** Owner checks, pictures and the member's list, shared with the other listing sections. */
export const houseStore = listingStore<HouseRow>({ table: 'houses', images: 'house_images', fk: 'house_id', missing: MSG_NO_HOUSE });
export const picturesOf = houseStore.picturesOf;

/** The columns a list item shows: a public list reads only these (rows carry long descriptions). */
export const LIST_COLUMNS = ['id', 'house_nav_id', 'tab', 'title', 'district', 'address', 'unit_price', 'total_price', 'property_type', 'developers', 'down_payment', 'open_date', 'delivery_date', 'room', 'measure', 'tags', 'created_at'] as const;
export type ListRow = Pick<HouseRow, (typeof LIST_COLUMNS)[number]>;

export function listItem(h: ListRow, pictures: string[]) {
  return {
    id: h.id,
    house_nav_id: h.house_nav_id,
    tab: h.tab,
    title: h.title,
    area: h.district,
    address: h.address,
    reference_unit_price: h.unit_price,
    total_price: h.total_price,
    property_type: h.property_type,
    developers: h.developers,
    minimum_down_payment: h.down_payment,
    open_date: h.open_date,
    delivery_date: h.delivery_date,
    room: h.room,
    measure: h.measure,
    tags: h.tags ? h.tags.split(',') : [],
    pictures,
    inputtime: fmtTime(h.created_at),
  };
}

export function listItems(ctx: AppContext, rows: ListRow[]) {
  const pics = picturesOf(ctx, rows.map((h) => h.id));
  return rows.map((h) => listItem(h, pics.get(h.id) ?? []));
}

/** The sorts by number: the ORDER BY, the index that holds it (migration 2) and whether it moves with the total price. */
export const SORT_PLANS = [
  { order: 'created_at DESC, id DESC', index: 'houses_by_newest', withPrice: false },
  { order: 'total_price ASC, id DESC', index: 'houses_by_total', withPrice: false },
  { order: 'total_price DESC, id DESC', index: 'houses_by_total', withPrice: false },
  { order: 'unit_price ASC, id DESC', index: 'houses_by_unit', withPrice: true },
  { order: 'unit_price DESC, id DESC', index: 'houses_by_unit', withPrice: true },
  { order: 'measure ASC, id DESC', index: 'houses_by_measure', withPrice: true },
  { order: 'measure DESC, id DESC', index: 'houses_by_measure', withPrice: true },
] as const;

/** The filter rows counted ahead in house_counts (migration 3), and the custom bounds on its columns. */
const COUNTED_ROWS: readonly FilterKey[] = ['price', 'room', 'type'];
const COUNTED_BOUNDS = ['price_min', 'price_max'];

/**
 * WHERE and ORDER BY of a public list: one section and tab, online, the chosen filters and sort; and how to
 * count its matches: summed from house_counts when only its rows and the price bounds narrow the list.
 */
export function publicListSql(ctx: AppContext, p: Params, nav: number, tab: 'info' | 'demand') {
  const sort = intParam(p, 'sort', 0);
  if (!(sort >= 0 && sort < SORT_PLANS.length)) throw new ParamError('sort 取值 0-6');
  const where = ['house_nav_id = ?', 'tab = ?', 'status = 1'];
  const args: unknown[] = [nav, tab];
  const year = new Date(ctx.now() * 1000).getUTCFullYear();
  let filters;
  try {
    filters = filterSql(nav, p, year);
  } catch (e) {
    if (e instanceof FilterError) throw new ParamError(e.message);
    throw e;
  }
  where.push(...filters.where);
  args.push(...filters.args);
  // house_counts names the band room_band; the other conditions read alike on both tables, args in the same order
  const countWhere = ['house_nav_id = ?', 'tab = ?', ...filterSql(nav, p, year, 'room_band').where];
  let counted = filters.keys.every((k) => COUNTED_ROWS.includes(k));
  // custom ranges: a building's age in years is a range of build years
  const bounds: [string, string, (n: number) => number][] = [
    ['price_min', 'total_price >= ?', (n) => n],
    ['price_max', 'total_price <= ?', (n) => n],
    ['measure_min', 'measure >= ?', (n) => n],
    ['measure_max', 'measure <= ?', (n) => n],
    ['year_min', 'build_year <= ?', (n) => year - n],
    ['year_max', 'build_year >= ?', (n) => year - n],
  ];
  for (const [key, sql, value] of bounds) {
    if (p[key] === undefined || p[key] === '') continue;
    where.push(sql);
    countWhere.push(sql);
    counted &&= COUNTED_BOUNDS.includes(key);
    args.push(value(intParam(p, key)));
  }
  const keyword = strParam(p, 'keyword', '').trim();
  if (keyword) {
    where.push("(title LIKE ? ESCAPE '\\' OR district LIKE ? ESCAPE '\\' OR address LIKE ? ESCAPE '\\')");
    args.push(likeArg(keyword), likeArg(keyword), likeArg(keyword));
    counted = false;
  }
  const priced = where.some((w) => w.startsWith('total_price'));
  const countSql = counted
    ? `SELECT COALESCE(SUM(n), 0) AS n FROM house_counts WHERE ${countWhere.join(' AND ')}`
    : `SELECT COUNT(*) AS n FROM houses WHERE ${where.join(' AND ')}`;
  return { where: where.join(' AND '), args, countSql, order: SORT_PLANS[sort]!.order, sort, priced };
}
