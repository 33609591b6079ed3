// A member's own listings (publish and manage, x-spec: inferred): only the owner reads, edits, takes down
// or deletes a listing; another member's id answers like a missing one (http/listing.ts).
import type { AppContext, Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { fail, intParam, ok, ParamError, strParam } from '../../http/context.js';
import { optNumber, tagsParam } from '../../http/listing.js';
import { houseStore, listItems, MSG_NO_HOUSE, NAVS } from './rows.js';

const MSG_NOT_YOURS = MSG_NO_HOUSE;

/** The form's fields as columns; refuses what the schema cannot say (unknown picture ids, too many tags). */
function columns(ctx: AppContext, p: Params, userId: number, houseId?: number) {
  const nav = intParam(p, 'house_nav_id');
  if (!(NAVS as readonly number[]).includes(nav)) throw new ParamError('house_nav_id 取值 218、219、220');
  const tab = strParam(p, 'tab');
  if (tab !== 'info' && tab !== 'demand') throw new ParamError('tab 取值 info、demand');
  const tags = tagsParam(p);
  const images = houseStore.imagesParam(ctx, p, userId, houseId);
  const room = strParam(p, 'room', '').trim();
  const num = (key: string) => intParam(p, key, 0);
  return {
    images,
    row: {
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
    },
  };
}

type MemberOps = 'myHouseList' | 'myHouse' | 'createHouse' | 'modifyHouse' | 'setHouseStatus' | 'deleteHouse';

export const memberHandlers: Pick<SectionHandlers<'house'>, MemberOps> = {
  myHouseList(ctx, p, req) {
    const scope = { sql: 'house_nav_id = ? AND tab = ?', args: [intParam(p, 'house_nav_id'), strParam(p, 'tab')] };
    return ok(houseStore.mine(ctx, p, req.user!.id, scope, (rows) => listItems(ctx, rows)), '请求成功');
  },

  myHouse(ctx, p, req) {
    const h = houseStore.own(ctx, intParam(p, 'id'), req.user!.id);
    if (!h) return fail(404, MSG_NOT_YOURS);
    return ok(
      {
        id: h.id,
        house_nav_id: h.house_nav_id,
        tab: h.tab,
        status: h.status,
        title: h.title,
        area: h.district,
        address: h.address,
        province: h.province,
        city: h.city,
        district: h.district,
        total_price: h.total_price,
        reference_unit_price: h.unit_price,
        property_type: h.property_type,
        developers: h.developers,
        minimum_down_payment: h.down_payment,
        open_date: h.open_date,
        delivery_date: h.delivery_date,
        room: h.room,
        measure: h.measure,
        tags: h.tags ? h.tags.split(',') : [],
        description: h.description,
        contact_name: h.contact_name,
        contact_phone: h.contact_phone,
        lat: h.lat,
        lng: h.lng,
        images: houseStore.imagesOf(ctx, h.id),
      },
      '请求成功',
    );
  },

  createHouse(ctx, p, req) {
    const { row, images } = columns(ctx, p, req.user!.id);
    return ok({ id: houseStore.insert(ctx, req.user!.id, row, images) }, '发布成功');
  },

  modifyHouse(ctx, p, req) {
    const id = intParam(p, 'id');
    if (!houseStore.own(ctx, id, req.user!.id)) return fail(404, MSG_NOT_YOURS);
    const { row, images } = columns(ctx, p, req.user!.id, id);
    houseStore.update(ctx, id, row, images);
    return ok(null, '保存成功');
  },

  setHouseStatus: (ctx, p, req) => houseStore.setStatus(ctx, p, req.user!.id),
  deleteHouse: (ctx, p, req) => houseStore.remove(ctx, p, req.user!.id),
};
