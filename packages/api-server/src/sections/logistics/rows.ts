// Reading logistics items: the list item every list answers with and the SQL of the public list.
import type { AppContext, Params } from '../../http/context.js';
import { abs, fmtTime, intParam, likeArg, money, ParamError, strParam } from '../../http/context.js';
import { listingStore, type ListingRow } from '../../http/listing.js';
import { boardOf, DATE_DAYS, RANGE_COLUMN, type Sn, type Tab } from './boards.js';

export interface ItemRow extends ListingRow {
  sn: Sn;
  tab: Tab;
  status: 0 | 1;
  company_id: number | null;
  to_province: string;
  to_city: string;
  to_district: string;
  vehicle_type: string;
  vehicle_length: number;
  weight: number;
  price_cents: number;
  price_unit: '车' | '吨' | '方' | '公斤';
  load_date: string;
  sharecount: number;
}

export const MSG_NO_ITEM = '信息不存在或已下架';
export const MSG_NO_COMPANY = '企业不存在';
export const MSG_NO_NEWS = '新闻不存在';
export const itemStore = listingStore<ItemRow>({ table: 'logistics_items', images: 'logistics_images', fk: 'item_id', missing: MSG_NO_ITEM });

/** The board and a tab it has; a tab of another board is refused (zx is not a 水运 tab). */
export function boardParams(p: Params, tabFallback?: string): { sn: Sn; tab: Tab } {
  const sn = strParam(p, 'sn');
  const board = boardOf(sn);
  if (!board) throw new ParamError('sn 取值 qiyun、lengyun、shuiyun');
  const tab = strParam(p, 'tab', tabFallback ?? board.tabs[0]!.tab);
  if (!board.tabs.some((t) => t.tab === tab)) throw new ParamError(`tab 取值 ${board.tabs.map((t) => t.tab).join('、')}`);
  return { sn: board.sn, tab: tab as Tab };
}

const companyNames = (ctx: AppContext, ids: (number | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const out = new Map<number, string>();
  if (!wanted.length) return out;
  const rows = ctx.db.prepare(`SELECT id, name FROM logistics_companies WHERE id IN (${wanted.map(() => '?').join(',')})`).all(...wanted) as { id: number; name: string }[];
  for (const r of rows) out.set(r.id, r.name);
  return out;
};

export function listItem(r: ListRow, pictures: string[], companyName: string) {
  return {
    id: r.id,
    sn: r.sn,
    tab: r.tab,
    title: r.title,
    province: r.province,
    city: r.city,
    district: r.district,
    to_province: r.to_province,
    to_city: r.to_city,
    to_district: r.to_district,
    vehicle_type: r.vehicle_type,
    vehicle_length: r.vehicle_length,
    weight: r.weight,
    price: money(r.price_cents),
    price_unit: r.price_unit,
    load_date: r.load_date,
    tags: r.tags ? r.tags.split(',') : [],
    pictures,
    company_id: r.company_id,
    company_name: companyName,
    sharecount: r.sharecount,
    inputtime: fmtTime(r.created_at),
  };
}

export function listItems(ctx: AppContext, rows: ListRow[]) {
  const pics = itemStore.picturesOf(ctx, rows.map((r) => r.id));
  const names = companyNames(ctx, rows.map((r) => r.company_id));
  return rows.map((r) => listItem(r, pics.get(r.id) ?? [], r.company_id === null ? '' : (names.get(r.company_id) ?? '')));
}

export const companyLogo = (ctx: AppContext, id: number) => abs(ctx, `/media/img/logistics/company-${id}.svg`);

/**
 * The sorts by number: the ORDER BY, the index that holds it (migration 2; none for the load date, whose empty
 * dates go last).
 */
export const SORT_PLANS = [
  { order: 'created_at DESC, id DESC', index: 'logistics_items_by_newest' },
  { order: 'price_cents ASC, id DESC', index: 'logistics_items_by_price' },
  { order: 'price_cents DESC, id DESC', index: 'logistics_items_by_price' },
  { order: 'weight DESC, id DESC', index: 'logistics_items_by_weight' },
  { order: "load_date = '', load_date ASC, id DESC", index: undefined },
] as const;

/** The columns a list item shows: a public list reads only these (rows carry long descriptions). */
export const LIST_COLUMNS = ['id', 'sn', 'tab', 'title', 'province', 'city', 'district', 'to_province', 'to_city', 'to_district', 'vehicle_type', 'vehicle_length', 'weight', 'price_cents', 'price_unit', 'load_date', 'tags', 'company_id', 'sharecount', 'created_at'] as const;
export type ListRow = Pick<ItemRow, (typeof LIST_COLUMNS)[number]>;

/** `YYYY-MM-DD` in Asia/Shanghai, `days` after now. */
export const dateAfter = (ctx: AppContext, days: number) => fmtTime(ctx.now() + days * 86400).slice(0, 10);

/** WHERE and ORDER BY of the public list: a board and tab, online, the route, the chosen filters and the sort. */
export function publicListSql(ctx: AppContext, p: Params) {
  const { sn, tab } = boardParams(p);
  const board = boardOf(sn)!;
  const sort = intParam(p, 'sort', 0);
  if (!(sort >= 0 && sort < SORT_PLANS.length)) throw new ParamError('sort 取值 0-4');
  const where = ['sn = ?', 'tab = ?', 'status = 1'];
  const args: unknown[] = [sn, tab];
  const text = (key: string) => strParam(p, key, '').trim();
  for (const [key, column] of [['from_province', 'province'], ['from_city', 'city'], ['to_province', 'to_province'], ['to_city', 'to_city']] as const) {
    const value = text(key);
    if (value) {
      where.push(`${column} = ?`);
      args.push(value);
    }
  }
  for (const row of board.filters) {
    const raw = p[row.key];
    if (raw !== undefined && raw !== '') {
      const chosen = String(raw).split(',').map((id) => row.options.find((o) => o.id === Number(id)));
      if (chosen.some((o) => !o)) throw new ParamError(`${row.key} 选项不存在`);
      if (!row.multiple && chosen.length > 1) throw new ParamError(`${row.key} 只能选一项`);
      const opts = chosen as (typeof row.options)[number][];
      if (row.key === 'vtype') {
        where.push(`vehicle_type IN (${opts.map(() => '?').join(',')})`);
        args.push(...opts.map((o) => o.name));
      } else if (row.key === 'date') {
        where.push('load_date >= ? AND load_date <= ?');
        args.push(dateAfter(ctx, 0), dateAfter(ctx, DATE_DAYS[opts[0]!.id]! - 1));
      } else {
        const o = opts[0]!;
        if (o.min) {
          where.push(`${RANGE_COLUMN[row.key]} >= ?`);
          args.push(o.min);
        }
        if (o.max !== null && o.max !== undefined) {
          where.push(`${RANGE_COLUMN[row.key]} < ?`);
          args.push(o.max);
        }
      }
    }
    const column = RANGE_COLUMN[row.key];
    if (!column) continue;
    for (const [suffix, op] of [['min', '>='], ['max', '<=']] as const) {
      const key = `${row.key}_${suffix}`;
      if (p[key] === undefined || p[key] === '') continue;
      where.push(`${column} ${op} ?`);
      args.push(intParam(p, key));
    }
  }
  const keyword = text('keyword');
  if (keyword) {
    const cols = ['title', 'city', 'district', 'to_city', 'to_district'];
    where.push(`(${cols.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    args.push(...cols.map(() => likeArg(keyword)));
  }
  return { where: where.join(' AND '), args, sort, section: [sn, tab] as const };
}
