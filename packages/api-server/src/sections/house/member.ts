// A member's own listings (publish and manage, x-spec: inferred): only the owner reads, edits, takes down
// or deletes a listing; another member's id answers like a missing one.
import type { AppContext, Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { abs, fail, intParam, ok, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';
import { listItems, MSG_NO_HOUSE, NAVS, type HouseRow } from './rows.js';

const MSG_NOT_YOURS = MSG_NO_HOUSE;

function own(ctx: AppContext, id: number, userId: number): HouseRow | undefined {
  const h = ctx.db.prepare('SELECT * FROM houses WHERE id = ?').get(id) as HouseRow | undefined;
  return h && h.user_id === userId ? h : undefined;
}

/** The form's fields as columns; refuses what the schema cannot say (unknown picture ids, too many tags). */
function columns(ctx: AppContext, p: Params, userId: number, houseId?: number) {
  const nav = intParam(p, 'house_nav_id');
  if (!(NAVS as readonly number[]).includes(nav)) throw new ParamError('house_nav_id 取值 218、219、220');
  const tab = strParam(p, 'tab');
  if (tab !== 'info' && tab !== 'demand') throw new ParamError('tab 取值 info、demand');
  const tags = strParam(p, 'tags', '').split(',').map((t) => t.trim()).filter(Boolean);
  if (tags.length > 8) throw new ParamError('tags 最多 8 个');
  const images = strParam(p, 'images', '').split(',').filter(Boolean).map(Number);
  if (new Set(images).size !== images.length) throw new ParamError('images 不能重复');
  if (images.length) {
    // the member's own uploads, or pictures the listing already has
    const found = ctx.db
      .prepare(`SELECT COUNT(*) AS n FROM images WHERE id IN (${images.map(() => '?').join(',')}) AND (user_id = ? OR id IN (SELECT image_id FROM house_images WHERE house_id = ?))`)
      .get(...images, userId, houseId ?? 0) as { n: number };
    if (found.n !== images.length) throw new ParamError('images 图片不存在，请重新上传');
  }
  const room = strParam(p, 'room', '').trim();
  const num = (key: string) => intParam(p, key, 0);
  const opt = (key: string) => (p[key] === undefined || p[key] === '' ? null : Number(p[key]));
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
      lat: opt('lat'),
      lng: opt('lng'),
    },
  };
}

function saveImages(ctx: AppContext, houseId: number, images: number[]) {
  ctx.db.prepare('DELETE FROM house_images WHERE house_id = ?').run(houseId);
  const add = ctx.db.prepare('INSERT INTO house_images (house_id, sort, image_id) VALUES (?, ?, ?)');
  images.forEach((imageId, i) => add.run(houseId, i, imageId));
}

type MemberOps = 'myHouseList' | 'myHouse' | 'createHouse' | 'modifyHouse' | 'setHouseStatus' | 'deleteHouse';

export const memberHandlers: Pick<SectionHandlers<'house'>, MemberOps> = {
  myHouseList(ctx, p, req) {
    const userId = req.user!.id;
    const nav = intParam(p, 'house_nav_id');
    const tab = strParam(p, 'tab');
    const { offset } = pageOf(p);
    const status = p.status === undefined || p.status === '' ? undefined : intParam(p, 'status');
    const base = 'user_id = ? AND house_nav_id = ? AND tab = ?';
    const counts = ctx.db.prepare(`SELECT COUNT(*) AS all_n, COALESCE(SUM(status = 1), 0) AS online FROM houses WHERE ${base}`).get(userId, nav, tab) as { all_n: number; online: number };
    const where = status === undefined ? base : `${base} AND status = ?`;
    const args = status === undefined ? [userId, nav, tab] : [userId, nav, tab, status];
    const rows = ctx.db.prepare(`SELECT * FROM houses WHERE ${where} ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?`).all(...args, PAGE_SIZE, offset) as HouseRow[];
    const items = listItems(ctx, rows).map((item, i) => ({ ...item, status: rows[i]!.status, clickcount: rows[i]!.clickcount }));
    return ok(
      {
        lists: items,
        total: status === undefined ? counts.all_n : status === 1 ? counts.online : counts.all_n - counts.online,
        counts: { all: counts.all_n, online: counts.online, offline: counts.all_n - counts.online },
      },
      '请求成功',
    );
  },

  myHouse(ctx, p, req) {
    const h = own(ctx, intParam(p, 'id'), req.user!.id);
    if (!h) return fail(404, MSG_NOT_YOURS);
    const images = ctx.db.prepare('SELECT i.id, i.url FROM house_images hi JOIN images i ON i.id = hi.image_id WHERE hi.house_id = ? ORDER BY hi.sort').all(h.id) as { id: number; url: string }[];
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
        images: images.map((i) => ({ id: i.id, url: abs(ctx, i.url) })),
      },
      '请求成功',
    );
  },

  createHouse(ctx, p, req) {
    const { row, images } = columns(ctx, p, req.user!.id);
    const now = ctx.now();
    const id = ctx.db.transaction(() => {
      const names = Object.keys(row);
      const info = ctx.db
        .prepare(`INSERT INTO houses (user_id, status, created_at, updated_at, ${names.join(', ')}) VALUES (?, 1, ?, ?, ${names.map((n) => '@' + n).join(', ')})`)
        .run(req.user!.id, now, now, row);
      const houseId = Number(info.lastInsertRowid);
      saveImages(ctx, houseId, images);
      return houseId;
    })();
    return ok({ id }, '发布成功');
  },

  modifyHouse(ctx, p, req) {
    const id = intParam(p, 'id');
    if (!own(ctx, id, req.user!.id)) return fail(404, MSG_NOT_YOURS);
    const { row, images } = columns(ctx, p, req.user!.id, id);
    ctx.db.transaction(() => {
      const names = Object.keys(row);
      ctx.db.prepare(`UPDATE houses SET ${names.map((n) => `${n} = @${n}`).join(', ')}, updated_at = @now WHERE id = @id`).run({ ...row, now: ctx.now(), id });
      saveImages(ctx, id, images);
    })();
    return ok(null, '保存成功');
  },

  setHouseStatus(ctx, p, req) {
    const id = intParam(p, 'id');
    const status = intParam(p, 'status');
    if (!own(ctx, id, req.user!.id)) return fail(404, MSG_NOT_YOURS);
    ctx.db.prepare('UPDATE houses SET status = ?, updated_at = ? WHERE id = ?').run(status, ctx.now(), id);
    return ok(null, status === 1 ? '已上架' : '已下架');
  },

  deleteHouse(ctx, p, req) {
    const id = intParam(p, 'id');
    if (!own(ctx, id, req.user!.id)) return fail(404, MSG_NOT_YOURS);
    ctx.db.prepare('DELETE FROM houses WHERE id = ?').run(id);
    return ok(null, '删除成功');
  },
};
