// Houses as a listing (spec §7 Housing): sections 218 new, 219 second-hand, 220 rentals, each with an info
// and a demand tab. Money is whole 万元 (元 per month for rentals), as the contract says.
import type { AppContext, Params } from '../../http/context.js';
import { abs, fmtTime, intParam, ParamError, strParam } from '../../http/context.js';
import { defineListing, type Writer } from '../../http/defineListing.js';
import type { Cond } from '../../http/filters.js';
import { optNumber, tagsParam, type ListingRow } from '../../http/listing.js';
import type { Schema } from '../../http/section.js';
import { ROOM_BAND } from './attributes.js';

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
/** What a reader calls each of the three. */
const NAV_NAMES: Record<(typeof NAVS)[number], string> = { 218: '新房', 219: '二手房', 220: '租房' };
export const MSG_NO_HOUSE = '房源不存在或已下架';

/** The form's fields as columns; refuses what the schema cannot say (unknown picture ids, too many tags). */
function validate(_ctx: AppContext, p: Params, w: Writer) {
  const nav = intParam(p, 'house_nav_id');
  if (!(NAVS as readonly number[]).includes(nav)) throw new ParamError('house_nav_id 取值 218、219、220');
  const tab = strParam(p, 'tab');
  if (tab !== 'info' && tab !== 'demand') throw new ParamError('tab 取值 info、demand');
  const tags = tagsParam(p);
  w.images();
  const room = strParam(p, 'room', '').trim();
  const num = (key: string) => intParam(p, key, 0);
  return {
    house_nav_id: nav,
    tab,
    title: strParam(p, 'title').trim(),
    province: strParam(p, 'province').trim(),
    city: strParam(p, 'city').trim(),
    district: strParam(p, 'district').trim(),
    address: strParam(p, 'address').trim(),
    total_price: num('total_price'),
    unit_price: num('reference_unit_price'),
    property_type: strParam(p, 'property_type'),
    developers: strParam(p, 'developers', '').trim(),
    down_payment: num('minimum_down_payment'),
    open_date: strParam(p, 'open_date', ''),
    delivery_date: strParam(p, 'delivery_date', ''),
    room,
    rooms: Number(/(\d)\s*室/.exec(room)?.[1] ?? 0),
    measure: num('measure'),
    tags: tags.join(','),
    description: strParam(p, 'description', '').trim(),
    contact_name: strParam(p, 'contact_name').trim(),
    contact_phone: strParam(p, 'contact_phone'),
    lat: optNumber(p, 'lat'),
    lng: optNumber(p, 'lng'),
  };
}

/** The filters counted ahead in house_counts (migration 3), whose rooms column is the band. */
const COUNTED = ['scope', 'price', 'room', 'type', 'price_min', 'price_max'];
const count = (conds: readonly Cond[]) =>
  conds.every((c) => COUNTED.includes(c.key))
    ? `SELECT COALESCE(SUM(n), 0) AS n FROM house_counts WHERE ${conds.filter((c) => c.sql !== 'status = 1').map((c) => c.sql.replace(ROOM_BAND, 'room_band')).join(' AND ')}`
    : undefined;

/**
 * Unit price and area move with the total price, so under a price range their matches bunch up at one end
 * of the walk: those walk only for many matches, and never under a price range (bench/house.bench.mjs).
 */
const withPrice = { walk: (q: { narrows(c: string): boolean; total: number }) => !q.narrows('total_price') && q.total > 2000 };

export const houses = defineListing<HouseRow>()({
  kind: 'house',
  table: 'houses',
  pictures: { table: 'house_images', fk: 'house_id' },
  missing: MSG_NO_HOUSE,
  columns: ['id', 'house_nav_id', 'tab', 'title', 'district', 'address', 'unit_price', 'total_price', 'property_type', 'developers', 'down_payment', 'open_date', 'delivery_date', 'room', 'measure', 'tags', 'created_at'],
  operations: { detail: 'newBuildingDetails', phone: 'houseContactPhone', mine: 'myHouseList', one: 'myHouse', create: 'createHouse', update: 'modifyHouse', status: 'setHouseStatus', remove: 'deleteHouse' },
  // migration 2
  sorts: [
    { order: 'created_at DESC, id DESC', index: 'houses_by_newest' },
    { order: 'total_price ASC, id DESC', index: 'houses_by_total' },
    { order: 'total_price DESC, id DESC', index: 'houses_by_total' },
    { order: 'unit_price ASC, id DESC', index: 'houses_by_unit', ...withPrice },
    { order: 'unit_price DESC, id DESC', index: 'houses_by_unit', ...withPrice },
    { order: 'measure ASC, id DESC', index: 'houses_by_measure', ...withPrice },
    { order: 'measure DESC, id DESC', index: 'houses_by_measure', ...withPrice },
  ],
  seek: () => 'houses_filter',
  count,
  item: (h, pictures) => ({
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
  }),
  detail: (h, { ctx, item, mine, phone }) => ({ ...item, description: h.description, lat: h.lat, lng: h.lng, contact_name: h.contact_name, contact_phone: phone, floor_plans: floorPlans(ctx, h.id), mine }),
  // the edit form's value: the item's facts with the province, city and the full phone
  one: (h, { item, images }) => ({
    ...{ id: h.id, house_nav_id: h.house_nav_id, tab: h.tab, status: h.status, title: h.title, area: h.district, address: h.address },
    ...{ province: h.province, city: h.city, district: h.district, total_price: h.total_price, reference_unit_price: h.unit_price },
    ...{ property_type: h.property_type, developers: h.developers, minimum_down_payment: h.down_payment, open_date: h.open_date },
    ...{ delivery_date: h.delivery_date, room: h.room, measure: h.measure, tags: item.tags, description: h.description },
    ...{ contact_name: h.contact_name, contact_phone: h.contact_phone, lat: h.lat, lng: h.lng, images },
  }),
  mine: (p) => ({ sql: 'house_nav_id = ? AND tab = ?', args: [intParam(p, 'house_nav_id'), strParam(p, 'tab')] }),
  validate,
  search: {
    channel: 'house',
    channelName: '房产',
    fields: ['district', 'address', 'room', 'property_type', 'developers'],
    words: (r) => [NAV_NAMES[r.house_nav_id]],
    summary: (r) => [NAV_NAMES[r.house_nav_id], r.room, r.measure ? `${r.measure}㎡` : '', r.district, r.address].filter(Boolean).join(' · '),
  },
});

/** A new home's floor plans (its detail shows them). */
export type PlanRow = { id: number; house_id: number; name: string; pic: string; room: string; measure: number; direction: string; price: number; description: string };
export const plan = (ctx: AppContext, r: PlanRow) => ({ id: r.id, building_id: r.house_id, name: r.name, pic: abs(ctx, r.pic), room: r.room, measure: r.measure, direction: r.direction, price: r.price });
const floorPlans = (ctx: AppContext, id: number) => (ctx.db.prepare('SELECT * FROM house_floor_plans WHERE house_id = ? ORDER BY id').all(id) as PlanRow[]).map((r) => plan(ctx, r));
