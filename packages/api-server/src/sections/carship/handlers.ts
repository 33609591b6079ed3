// Public vehicles-and-ships calls (x-spec: inferred): filter rows, the list, detail and the revealed phone.
import type { SectionHandlers } from '../../http/section.js';
import { fail, intParam, ok, pageOf, PAGE_SIZE } from '../../http/context.js';
import { maskPhone } from '../../http/listing.js';
import { attributeRows } from './attributes.js';
import type { memberHandlers } from './member.js';
import { areaParam, carshipStore, listItem, listItems, MSG_NO_CARSHIP, publicListSql, type CarshipRow } from './rows.js';

type PublicOps = Exclude<keyof SectionHandlers<'carship'>, keyof typeof memberHandlers>;

export const carshipHandlers: Pick<SectionHandlers<'carship'>, PublicOps> = {
  carshipAttribute: (_ctx, p) => ok(attributeRows(areaParam(p)), '请求成功'),

  carshipList(ctx, p) {
    const { offset } = pageOf(p);
    const { where, args, order } = publicListSql(ctx, p);
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM carships WHERE ${where}`).get(...args) as { n: number }).n;
    const rows = ctx.db.prepare(`SELECT * FROM carships WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...args, PAGE_SIZE, offset) as CarshipRow[];
    return ok({ lists: listItems(ctx, rows), total }, '请求成功');
  },

  carshipDetail(ctx, p, req) {
    const id = intParam(p, 'id');
    const r = carshipStore.visible(ctx, id, req.user?.id);
    if (!r) return fail(404, MSG_NO_CARSHIP);
    return ok(
      {
        ...listItem(r, carshipStore.picturesOf(ctx, [id]).get(id) ?? []),
        description: r.description,
        lat: r.lat,
        lng: r.lng,
        contact_name: r.contact_name,
        contact_phone: maskPhone(r.contact_phone),
        mine: req.user !== undefined && r.user_id === req.user.id,
      },
      '请求成功',
    );
  },

  carshipContactPhone(ctx, p, req) {
    const r = carshipStore.visible(ctx, intParam(p, 'id'), req.user?.id);
    return r ? ok({ phone: r.contact_phone }, '请求成功') : fail(404, MSG_NO_CARSHIP);
  },
};
