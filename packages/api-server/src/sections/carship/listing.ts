// Vehicles and ships as a listing (x-spec: inferred): one table for the six areas (a car leaves the ship
// columns empty and the other way round), prices in whole 元. The engine (http/defineListing.ts) answers
// the list, detail, phone and the owner's writes from this.
import type { AppContext, Params } from '../../http/context.js';
import { fmtTime, intParam, ParamError, strParam } from '../../http/context.js';
import { defineListing, type Writer } from '../../http/defineListing.js';
import { optNumber, tagsParam, type ListingRow } from '../../http/listing.js';
import type { Schema } from '../../http/section.js';
import { AREAS, ATTRIBUTES, BRANDS, isCar, isRental, PICKUPS, type Area } from './attributes.js';

/** A row: the common columns and the list item's own fields, which are columns of the same name. */
export interface CarshipRow extends ListingRow, Omit<Schema<'CarshipListItem'>, keyof ListingRow | 'pictures' | 'inputtime'> {
  status: Schema<'CarshipStatus'>;
}

export function areaParam(p: Params, key = 'area'): Area {
  const area = strParam(p, key) as Area;
  if (!AREAS.includes(area)) throw new ParamError(`${key} 取值 ${AREAS.join('、')}`);
  return area;
}

/** The form's fields as columns, after the rules the schema cannot say; a car keeps no ship fields and the other way round. */
function validate(ctx: AppContext, p: Params, w: Writer) {
  const area = areaParam(p);
  const tab = strParam(p, 'tab');
  if (tab !== 'info' && tab !== 'demand') throw new ParamError('tab 取值 info、demand');
  const car = isCar(area);
  const rental = isRental(area);
  const text = (key: string) => strParam(p, key, '').trim();
  const num = (key: string) => intParam(p, key, 0);
  const brand = car ? text('brand') : '';
  if (car && brand && !(BRANDS as readonly string[]).includes(brand)) throw new ParamError('brand 请从列表中选择品牌');
  if (car && tab === 'info' && !brand) throw new ParamError('brand 请选择品牌');
  const shipType = car ? '' : text('ship_type');
  if (!car && tab === 'info' && !shipType) throw new ParamError('ship_type 请选择船舶类型');
  const year = num('year');
  const thisYear = new Date(ctx.now() * 1000).getUTCFullYear();
  if (year !== 0 && (year < 1950 || year > thisYear)) throw new ParamError(`year 年份在 1950–${thisYear} 之间`);
  const pickup = rental ? text('pickup') : '';
  if (pickup && !(PICKUPS as readonly string[]).includes(pickup)) throw new ParamError('pickup 请从列表中选择地点');
  const tags = tagsParam(p);
  w.images();
  const carText = (key: string) => (car ? text(key) : '');
  return {
    area, tab, title: text('title'), province: text('province'), city: text('city'), district: text('district'), address: text('address'),
    price: num('price'), deposit: rental ? num('deposit') : 0, pickup, brand, series: carText('series'), year,
    mileage: car && area !== 'newcar' ? num('mileage') : 0, gearbox: carText('gearbox'), energy: carText('energy'), body: carText('body'),
    ship_type: shipType, tonnage: car ? 0 : num('tonnage'), length: car ? 0 : Math.round(Number(p.length ?? 0) * 10) / 10, zone: car ? '' : text('zone'),
    tags: tags.join(','), description: text('description'), contact_name: text('contact_name'), contact_phone: strParam(p, 'contact_phone'),
    lat: optNumber(p, 'lat'), lng: optNumber(p, 'lng'),
  };
}

export const carships = defineListing<CarshipRow>()({
  kind: 'carship',
  table: 'carships',
  pictures: { table: 'carship_images', fk: 'carship_id' },
  missing: '信息不存在或已下架',
  // in the list item's order: the item is these columns as they are, tags split
  columns: ['id', 'area', 'tab', 'title', 'price', 'deposit', 'pickup', 'brand', 'series', 'year', 'mileage', 'gearbox', 'energy', 'body', 'ship_type', 'tonnage', 'length', 'zone', 'district', 'address', 'tags', 'created_at'],
  operations: { list: 'carshipList', detail: 'carshipDetail', phone: 'carshipContactPhone', mine: 'myCarshipList', one: 'myCarship', create: 'createCarship', update: 'modifyCarship', status: 'setCarshipStatus', remove: 'deleteCarship' },
  scope(p) {
    const area = areaParam(p);
    const filters = [...ATTRIBUTES[area], { key: 'keyword', rule: { search: 'carship' } }];
    return { where: [['area = ?', area], ['tab = ?', strParam(p, 'tab', 'info')], ['status = 1']], filters };
  },
  // the indexes of migration 1 lead with area, tab, status
  sorts: [
    { order: 'created_at DESC, id DESC', index: 'carships_list' },
    { order: 'price ASC, id DESC', index: 'carships_price' },
    { order: 'price DESC, id DESC', index: 'carships_price' },
    { order: 'year DESC, id DESC', index: 'carships_year' },
    { order: 'mileage ASC, id DESC', index: 'carships_mileage' },
    { order: 'tonnage DESC, id DESC' },
    { order: 'length DESC, id DESC', index: 'carships_length' },
  ],
  item: ({ created_at, tags, ...r }, pictures) => ({ ...r, tags: tags ? tags.split(',') : [], pictures, inputtime: fmtTime(created_at) }),
  detail: (r, { item, mine, phone }) => ({ ...item, description: r.description, lat: r.lat, lng: r.lng, contact_name: r.contact_name, contact_phone: phone, mine }),
  one: (r, { item, images }) => {
    const { status, province, city, description, contact_name, contact_phone, lat, lng } = r;
    return { ...item, status, province, city, description, contact_name, contact_phone, lat, lng, images };
  },
  mine: (p) => ({ sql: 'area = ? AND tab = ?', args: [areaParam(p), strParam(p, 'tab')] }),
  validate,
  search: {
    channel: 'carship',
    channelName: '车辆',
    fields: ['brand', 'series', 'ship_type', 'body', 'energy', 'district', 'address'],
    summary: (r) => [r.brand || r.ship_type, r.series, r.year ? `${r.year}年` : '', r.district].filter(Boolean).join(' · '),
  },
});
