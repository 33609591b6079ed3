// A member's own vehicles and ships (publish and manage, x-spec: inferred): only the owner reads, edits,
// takes down or deletes a listing (http/listing.ts); every field is checked before anything is written.
import type { AppContext, Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { fail, intParam, ok, ParamError, strParam } from '../../http/context.js';
import { optNumber, tagsParam } from '../../http/listing.js';
import { BRANDS, isCar, isRental, PICKUPS } from './attributes.js';
import { areaParam, carshipStore, listItem, listItems, MSG_NO_CARSHIP } from './rows.js';

/** The form's fields as columns, after the rules the schema cannot say; a car keeps no ship fields and the other way round. */
function columns(ctx: AppContext, p: Params, userId: number, id?: number) {
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
  const images = carshipStore.imagesParam(ctx, p, userId, id);
  return {
    images,
    row: {
      area,
      tab,
      title: text('title'),
      province: text('province'),
      city: text('city'),
      district: text('district'),
      address: text('address'),
      price: num('price'),
      deposit: rental ? num('deposit') : 0,
      pickup,
      brand,
      series: car ? text('series') : '',
      year,
      mileage: car && area !== 'newcar' ? num('mileage') : 0,
      gearbox: car ? text('gearbox') : '',
      energy: car ? text('energy') : '',
      body: car ? text('body') : '',
      ship_type: shipType,
      tonnage: car ? 0 : num('tonnage'),
      length: car ? 0 : Math.round(Number(p.length ?? 0) * 10) / 10,
      zone: car ? '' : text('zone'),
      tags: tags.join(','),
      description: text('description'),
      contact_name: text('contact_name'),
      contact_phone: strParam(p, 'contact_phone'),
      lat: optNumber(p, 'lat'),
      lng: optNumber(p, 'lng'),
    },
  };
}

type MemberOps = 'myCarshipList' | 'myCarship' | 'createCarship' | 'modifyCarship' | 'setCarshipStatus' | 'deleteCarship';

export const memberHandlers: Pick<SectionHandlers<'carship'>, MemberOps> = {
  myCarshipList(ctx, p, req) {
    const scope = { sql: 'area = ? AND tab = ?', args: [areaParam(p), strParam(p, 'tab')] };
    return ok(carshipStore.mine(ctx, p, req.user!.id, scope, (rows) => listItems(ctx, rows)), '请求成功');
  },

  myCarship(ctx, p, req) {
    const r = carshipStore.own(ctx, intParam(p, 'id'), req.user!.id);
    if (!r) return fail(404, MSG_NO_CARSHIP);
    const images = carshipStore.imagesOf(ctx, r.id);
    const { status, province, city, description, contact_name, contact_phone, lat, lng } = r;
    return ok({ ...listItem(r, images.map((i) => i.url)), status, province, city, description, contact_name, contact_phone, lat, lng, images }, '请求成功');
  },

  createCarship(ctx, p, req) {
    const { row, images } = columns(ctx, p, req.user!.id);
    return ok({ id: carshipStore.insert(ctx, req.user!.id, row, images) }, '发布成功');
  },

  modifyCarship(ctx, p, req) {
    const id = intParam(p, 'id');
    if (!carshipStore.own(ctx, id, req.user!.id)) return fail(404, MSG_NO_CARSHIP);
    const { row, images } = columns(ctx, p, req.user!.id, id);
    carshipStore.update(ctx, id, row, images);
    return ok(null, '保存成功');
  },

  setCarshipStatus: (ctx, p, req) => carshipStore.setStatus(ctx, p, req.user!.id),
  deleteCarship: (ctx, p, req) => carshipStore.remove(ctx, p, req.user!.id),
};
