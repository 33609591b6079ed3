// Logistics items as a listing: every board in one table, the origin in province/city/district and the
// destination in to_*, prices in cents; a member's items carry their company.
import type { AppContext, Params } from '../../http/context.js';
import { abs, fmtTime, money, ParamError, strParam } from '../../http/context.js';
import { defineListing, type Writer } from '../../http/defineListing.js';
import type { Filter } from '../../http/filters.js';
import { tagsParam, type ListingRow } from '../../http/listing.js';
import { boardOf, FILTER_RULES, PRICE_UNITS, VEHICLE_TYPES, type Sn, type Tab } from './boards.js';

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

export const companyLogo = (ctx: AppContext, id: number) => abs(ctx, `/media/img/logistics/company-${id}.svg`);

const text = (p: Params, key: string) => strParam(p, key, '').trim();
export function required(p: Params, key: string, label: string) {
  const value = text(p, key);
  if (!value) throw new ParamError(`${key} 请填写${label}`);
  return value;
}

/** A valid calendar date (2026-02-30 is not one). */
function dateParam(p: Params): string {
  const value = strParam(p, 'load_date', '');
  if (!value) return '';
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) throw new ParamError('load_date 日期无效');
  return value;
}

/** The form's fields as columns, after the rules the schema cannot say. */
function validate(ctx: AppContext, p: Params, w: Writer) {
  const { sn, tab } = boardParams(p);
  const vehicleType = text(p, 'vehicle_type');
  if (vehicleType && !(VEHICLE_TYPES as readonly string[]).includes(vehicleType)) throw new ParamError('vehicle_type 请从列表中选择车型');
  const priceUnit = strParam(p, 'price_unit', '车');
  if (!(PRICE_UNITS as readonly string[]).includes(priceUnit)) throw new ParamError('price_unit 取值 车、吨、方、公斤');
  const price = strParam(p, 'price', '0');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(price)) throw new ParamError('price 请输入正确的价格');
  const [yuan, cents = ''] = price.split('.');
  const tags = tagsParam(p);
  w.images();
  const one = (key: string) => Math.round(Number(p[key] ?? 0) * 10) / 10;
  const company = ctx.db.prepare('SELECT id FROM logistics_companies WHERE user_id = ?').get(w.userId) as { id: number } | undefined;
  return {
    sn,
    tab,
    title: required(p, 'title', '标题'),
    province: text(p, 'province'),
    city: text(p, 'city'),
    district: text(p, 'district'),
    address: text(p, 'address'),
    to_province: text(p, 'to_province'),
    to_city: text(p, 'to_city'),
    to_district: text(p, 'to_district'),
    vehicle_type: vehicleType,
    vehicle_length: one('vehicle_length'),
    weight: one('weight'),
    price_cents: Number(yuan) * 100 + Number(cents.padEnd(2, '0')),
    price_unit: priceUnit,
    load_date: dateParam(p),
    tags: tags.join(','),
    description: text(p, 'description'),
    contact_name: required(p, 'contact_name', '联系人'),
    contact_phone: strParam(p, 'contact_phone'),
    company_id: company?.id ?? null,
  };
}

/** The route's ends: origin (from_*) and destination (to_*), as typed. */
const PLACES: Filter[] = [
  { key: 'from_province', rule: { equals: 'province' } },
  { key: 'from_city', rule: { equals: 'city' } },
  { key: 'to_province', rule: { equals: 'to_province' } },
  { key: 'to_city', rule: { equals: 'to_city' } },
];

export const items = defineListing<ItemRow>()({
  kind: 'logistics',
  table: 'logistics_items',
  pictures: { table: 'logistics_images', fk: 'item_id' },
  missing: MSG_NO_ITEM,
  columns: ['id', 'sn', 'tab', 'title', 'province', 'city', 'district', 'to_province', 'to_city', 'to_district', 'vehicle_type', 'vehicle_length', 'weight', 'price_cents', 'price_unit', 'load_date', 'tags', 'company_id', 'sharecount', 'created_at'],
  operations: { list: 'logisticsList', detail: 'logisticsDetail', mine: 'myLogisticsList', one: 'myLogistics', create: 'createLogistics', update: 'modifyLogistics' },
  scope(p) {
    const { sn, tab } = boardParams(p);
    const rows = boardOf(sn)!.filters.map((f) => ({ ...f, rule: FILTER_RULES[f.key] }));
    const keyword = { key: 'keyword', rule: { search: 'logistics' } };
    return { where: [['sn = ?', sn], ['tab = ?', tab], ['status = 1']], filters: [...PLACES, ...rows, keyword] };
  },
  // migration 2; the load date has no index (its empty dates go last). A weight range under the weight sort
  // is no reason to walk: few matches in a wide range read the whole range (bench/logistics.bench.mjs).
  sorts: [
    { order: 'created_at DESC, id DESC', index: 'logistics_items_by_newest' },
    { order: 'price_cents ASC, id DESC', index: 'logistics_items_by_price' },
    { order: 'price_cents DESC, id DESC', index: 'logistics_items_by_price' },
    { order: 'weight DESC, id DESC', index: 'logistics_items_by_weight' },
    { order: "load_date = '', load_date ASC, id DESC" },
  ],
  prepare: (ctx, rows) => companyNames(ctx, rows.map((r) => r.company_id)),
  item: (r, pictures, names) => ({
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
    company_name: r.company_id === null ? '' : (names.get(r.company_id) ?? ''),
    sharecount: r.sharecount,
    inputtime: fmtTime(r.created_at),
  }),
  detail(r, { ctx, item, mine, phone }) {
    ctx.db.prepare('UPDATE logistics_items SET clickcount = clickcount + 1 WHERE id = ?').run(r.id);
    const { address, description, contact_name, lat, lng } = r;
    return { ...item, address, description, contact_name, contact_phone: phone, clickcount: r.clickcount + 1, lat, lng, mine };
  },
  one: ({ status, address, description, contact_name, contact_phone }, { item, images }) => ({ ...item, status, address, description, contact_name, contact_phone, images }),
  mine(p) {
    const sn = strParam(p, 'sn', '');
    return sn ? { sql: 'sn = ?', args: [sn] } : { sql: '1 = 1', args: [] };
  },
  validate,
  search: {
    channel: 'logistics',
    channelName: '物流',
    fields: ['city', 'district', 'to_city', 'to_district', 'vehicle_type'],
    summary: (r) => `${r.city}${r.district} → ${r.to_city}${r.to_district}${r.vehicle_type ? ` · ${r.vehicle_type}` : ''}`,
  },
});
export const itemStore = items.store;
