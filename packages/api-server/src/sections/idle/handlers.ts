// Public idle-goods calls: advertisements, categories, filter rows, the list and the detail.
import type { AppContext } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { abs, fail, fmtTime, intParam, ok } from '../../http/context.js';
import { listPage, maskPhone, memoCount, walkIsCheaper } from '../../http/listing.js';
import { ADS, attributeRows, TABS, USER_TYPES } from './attributes.js';
import { idleStore, idleUser, LIST_COLUMNS, listItem, listItems, MSG_NO_IDLE, publicListSql, SORT_PLANS, visibleItem, type ListRow } from './rows.js';

type PublicOps = 'idleAds' | 'idleTab' | 'idleAttr' | 'idleList' | 'idleDetail';

/**
 * The page's ids: walk the sort's index or seek the filters and sort every match (walkIsCheaper). A price sort
 * under a price range walks only that range (measured on 100 000 items, bench/idle.bench.mjs).
 */
function idsSql(ctx: AppContext, where: string, sort: number, category: number, sameCity: boolean, priced: boolean, offset: number, total: number): string {
  const plan = SORT_PLANS[sort]!;
  const walked = memoCount(ctx, `SELECT COUNT(*) AS n FROM idle_items WHERE status = 1${category ? ' AND category = ?' : ''}`, category ? [category] : []);
  const walk = (plan.price && priced) || walkIsCheaper(offset, walked, total);
  // without a category only the walks lead with the right columns; `+col` keeps the planner from walking
  if (walk) return `SELECT id FROM idle_items INDEXED BY ${category ? plan.index : plan.all} WHERE ${where} ORDER BY ${plan.order}`;
  const seek = sameCity ? 'idle_items_city_filter' : 'idle_items_filter';
  return `SELECT id FROM idle_items${category ? ` INDEXED BY ${seek}` : ''} WHERE ${where} ORDER BY +${plan.order}`;
}

export const idleHandlers: Pick<SectionHandlers<'idle'>, PublicOps> = {
  idleAds: (ctx) => ok(ADS.map((a) => ({ ...a, pic: abs(ctx, a.pic) })), '请求成功'),
  idleTab: () => ok(TABS.map((t) => ({ ...t })), '请求成功'),
  idleAttr: () => ok(attributeRows(), '请求成功'),

  idleList(ctx, p) {
    const { where, args, sort, category, sameCity, priced } = publicListSql(p);
    const { rows, total } = listPage<ListRow>(ctx, p, {
      table: 'idle_items',
      columns: LIST_COLUMNS,
      where,
      args,
      idsSql: (offset, total) => idsSql(ctx, where, sort, category, sameCity, priced, offset, total),
    });
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
