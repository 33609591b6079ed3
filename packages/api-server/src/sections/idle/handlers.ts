// Public idle-goods calls: advertisements, categories, filter rows, the list and the detail.
import type { SectionHandlers } from '../../http/section.js';
import { abs, fail, fmtTime, intParam, ok, pageOf, PAGE_SIZE } from '../../http/context.js';
import { maskPhone } from '../../http/listing.js';
import { ADS, attributeRows, TABS, USER_TYPES } from './attributes.js';
import { idleStore, idleUser, listItem, listItems, MSG_NO_IDLE, publicListSql, visibleItem, type IdleRow } from './rows.js';

type PublicOps = 'idleAds' | 'idleTab' | 'idleAttr' | 'idleList' | 'idleDetail';

export const idleHandlers: Pick<SectionHandlers<'idle'>, PublicOps> = {
  idleAds: (ctx) => ok(ADS.map((a) => ({ ...a, pic: abs(ctx, a.pic) })), '请求成功'),
  idleTab: () => ok(TABS.map((t) => ({ ...t })), '请求成功'),
  idleAttr: () => ok(attributeRows(), '请求成功'),

  idleList(ctx, p) {
    const { offset } = pageOf(p);
    const { where, args, order } = publicListSql(p);
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM idle_items WHERE ${where}`).get(...args) as { n: number }).n;
    const rows = ctx.db.prepare(`SELECT * FROM idle_items WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...args, PAGE_SIZE, offset) as IdleRow[];
    return ok({ lists: listItems(ctx, rows), total }, '请求成功');
  },

  idleDetail(ctx, p, req) {
    const id = intParam(p, 'id');
    const me = req.user?.id;
    const r = visibleItem(ctx, id, me);
    if (!r) return fail(404, MSG_NO_IDLE);
    const seller = r.user_id === null ? undefined : idleUser(ctx, r.user_id);
    const onSale = (ctx.db.prepare('SELECT COUNT(*) AS n FROM idle_items WHERE user_id = ? AND status = 1').get(r.user_id) as { n: number }).n;
    const connected = me !== undefined && ctx.db.prepare('SELECT 1 FROM idle_connects WHERE item_id = ? AND user_id = ?').get(id, me) !== undefined;
    const mine = me !== undefined && r.user_id === me;
    return ok(
      {
        ...listItem(r, idleStore.picturesOf(ctx, [id]).get(id) ?? []),
        status: r.status as 0 | 1 | 2,
        description: r.description,
        province: r.province,
        address: r.address,
        contact_name: r.contact_name,
        // the number is for whoever asked (想要) and for the seller
        contact_phone: mine || connected ? r.contact_phone : maskPhone(r.contact_phone),
        seller: {
          type: r.user_type,
          type_name: USER_TYPES[r.user_type],
          name: seller?.name ?? r.contact_name,
          since: fmtTime(seller?.created_at ?? r.created_at),
          on_sale: onSale,
        },
        mine,
        connected,
      },
      '请求成功',
    );
  },
};
