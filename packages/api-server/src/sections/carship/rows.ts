// Reading vehicles and ships: the list item every list answers with, and the SQL of the public list.
import type { AppContext, Params } from '../../http/context.js';
import type { Schema } from '../../http/section.js';
import { fmtTime, intParam, likeArg, ParamError, strParam } from '../../http/context.js';
import { listingStore, type ListingRow } from '../../http/listing.js';
import { AREAS, ATTRIBUTES, type Area, type Option, type Row } from './attributes.js';

export interface CarshipRow extends ListingRow {
  area: Area;
  tab: Schema<'CarshipTab'>;
  status: Schema<'CarshipStatus'>;
  price: number;
  deposit: number;
  pickup: string;
  brand: string;
  series: string;
  year: number;
  mileage: number;
  gearbox: string;
  energy: string;
  body: string;
  ship_type: string;
  tonnage: number;
  length: number;
  zone: string;
}

export const MSG_NO_CARSHIP = '信息不存在或已下架';
export const carshipStore = listingStore<CarshipRow>({ table: 'carships', images: 'carship_images', fk: 'carship_id', missing: MSG_NO_CARSHIP });

export function areaParam(p: Params, key = 'area'): Area {
  const area = strParam(p, key) as Area;
  if (!AREAS.includes(area)) throw new ParamError(`${key} 取值 ${AREAS.join('、')}`);
  return area;
}

export function listItem(r: CarshipRow, pictures: string[]) {
  return {
    id: r.id,
    area: r.area,
    tab: r.tab,
    title: r.title,
    price: r.price,
    deposit: r.deposit,
    pickup: r.pickup,
    brand: r.brand,
    series: r.series,
    year: r.year,
    mileage: r.mileage,
    gearbox: r.gearbox,
    energy: r.energy,
    body: r.body,
    ship_type: r.ship_type,
    tonnage: r.tonnage,
    length: r.length,
    zone: r.zone,
    district: r.district,
    address: r.address,
    tags: r.tags ? r.tags.split(',') : [],
    pictures,
    inputtime: fmtTime(r.created_at),
  };
}

export function listItems(ctx: AppContext, rows: CarshipRow[]) {
  const pics = carshipStore.picturesOf(ctx, rows.map((r) => r.id));
  return rows.map((r) => listItem(r, pics.get(r.id) ?? []));
}

const SORTS = ['created_at DESC, id DESC', 'price ASC, id DESC', 'price DESC, id DESC', 'year DESC, id DESC', 'mileage ASC, id DESC', 'tonnage DESC, id DESC', 'length DESC, id DESC'];

type Cond = { where: string[]; args: unknown[] };

/** One row's condition from bounds in the row's unit (null: open); presets exclude their max, custom bounds include it. */
function bounded(row: Row, min: number | null | undefined, max: number | null | undefined, year: number, out: Cond, inclusiveMax: boolean) {
  const add = (sql: string, arg: number) => {
    out.where.push(sql);
    out.args.push(arg);
  };
  const rule = row.rule;
  if ('equals' in rule) return;
  const hasMax = max !== null && max !== undefined;
  if ('age' in rule) {
    // an age in years is a range of years: 3年以下 means a year after this year - 3
    if (hasMax) add(`${rule.age} ${inclusiveMax ? '>=' : '>'} ?`, year - max);
    if (min) add(`${rule.age} <= ?`, year - min);
    return;
  }
  if (min) add(`${rule.range} >= ?`, min * rule.scale);
  if (hasMax) add(`${rule.range} ${inclusiveMax ? '<=' : '<'} ?`, max * rule.scale);
}

/**
 * The chosen options of each row (`brand=1,2&price=102`) and custom bounds (`price_min=5&price_max=12`).
 * An option id not in the area's row is refused: a stale link should say so, not silently show everything.
 */
function filterSql(area: Area, p: Params, year: number): Cond {
  const out: Cond = { where: [], args: [] };
  for (const row of ATTRIBUTES[area]) {
    const raw = p[row.key];
    if (raw !== undefined && raw !== '') {
      const chosen = String(raw).split(',').map((id) => row.options.find((o) => o.id === Number(id)));
      if (chosen.some((o) => !o)) throw new ParamError(`${row.key} 选项不存在`);
      if (!row.multiple && chosen.length > 1) throw new ParamError(`${row.key} 只能选一项`);
      const opts = chosen as Option[];
      if ('equals' in row.rule) {
        out.where.push(`${row.rule.equals} IN (${opts.map(() => '?').join(',')})`);
        out.args.push(...opts.map((o) => o.name));
      } else bounded(row, opts[0]!.min, opts[0]!.max, year, out, false);
    }
    const bound = (suffix: 'min' | 'max') => {
      const key = `${row.key}_${suffix}`;
      return p[key] === undefined || p[key] === '' ? null : intParam(p, key);
    };
    const [lo, hi] = [bound('min'), bound('max')];
    if (lo !== null || hi !== null) bounded(row, lo, hi, year, out, true);
  }
  return out;
}

/** WHERE and ORDER BY of the public list: one area and tab, online, the chosen filters and sort. */
export function publicListSql(ctx: AppContext, p: Params) {
  const area = areaParam(p);
  const tab = strParam(p, 'tab', 'info');
  const sort = intParam(p, 'sort', 0);
  if (!(sort >= 0 && sort < SORTS.length)) throw new ParamError('sort 取值 0-6');
  const filters = filterSql(area, p, new Date(ctx.now() * 1000).getUTCFullYear());
  const where = ['area = ?', 'tab = ?', 'status = 1', ...filters.where];
  const args: unknown[] = [area, tab, ...filters.args];
  const keyword = strParam(p, 'keyword', '').trim();
  if (keyword) {
    const cols = ['title', 'brand', 'series', 'district', 'address'];
    where.push(`(${cols.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    args.push(...cols.map(() => likeArg(keyword)));
  }
  return { where: where.join(' AND '), args, order: SORTS[sort]! };
}
