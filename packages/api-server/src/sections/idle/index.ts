import { abs, fail, fmtTime, intParam, ok } from '../../http/context.js';
import { filterRows } from '../../http/filters.js';
import { maskPhone } from '../../http/listing.js';
import { defineSection } from '../../http/section.js';
import { ADS, ROWS, TABS, USER_TYPES } from './attributes.js';
import { idles, idleUser, MSG_NO_IDLE } from './listing.js';
import { memberHandlers } from './member.js';
import { idleMigrations } from './migrations.js';
import { idleSeed } from './seed.js';

export const idle = defineSection({
  key: 'idle',
  pooled: ['idleList'],
  search: idles.search,
  handlers: {
    ...idles.handlers,
    ...memberHandlers,
    idleAds: (ctx) => ok(ADS.map((a) => ({ ...a, pic: abs(ctx, a.pic) })), '请求成功'),
    idleTab: () => ok(TABS.map((t) => ({ ...t })), '请求成功'),
    idleAttr: () => ok(filterRows(ROWS), '请求成功'),
    idleDetail(ctx, p, req) {
      const id = intParam(p, 'id');
      const me = req.user?.id;
      const r = idles.visible(ctx, id, me);
      if (!r) return fail(404, MSG_NO_IDLE);
      const seller = r.user_id === null ? undefined : idleUser(ctx, r.user_id);
      const onSale = (ctx.db.prepare('SELECT COUNT(*) AS n FROM idle_items WHERE user_id = ? AND status = 1').get(r.user_id) as { n: number }).n;
      const connected = me !== undefined && ctx.db.prepare('SELECT 1 FROM idle_connects WHERE item_id = ? AND user_id = ?').get(id, me) !== undefined;
      const mine = me !== undefined && r.user_id === me;
      const [item] = idles.items(ctx, [r]);
      const { description, province, address, contact_name } = r;
      // the number is for whoever asked (想要) and for the seller
      const contact_phone = mine || connected ? r.contact_phone : maskPhone(r.contact_phone);
      const since = fmtTime(seller?.created_at ?? r.created_at);
      const sellerCard = { type: r.user_type, type_name: USER_TYPES[r.user_type], name: seller?.name ?? r.contact_name, since, on_sale: onSale };
      return ok({ ...item!, status: r.status as 0 | 1 | 2, description, province, address, contact_name, contact_phone, seller: sellerCard, mine, connected }, '请求成功');
    },
  },
  migrations: idleMigrations,
  seed: idleSeed,
});
