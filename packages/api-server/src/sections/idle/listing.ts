// Idle goods as a listing (spec §7): prices in 分, the seller's user type copied onto the item (an indexed
// filter column). Status 1 在售, 0 已下架, 2 已售出, -1 deleted (kept for the connects that name it, never shown).
import type { AppContext, Params } from '../../http/context.js';
import { fmtTime, intParam, ParamError, strParam } from '../../http/context.js';
import { defineListing, type Writer } from '../../http/defineListing.js';
import type { ListingRow } from '../../http/listing.js';
import { ROWS, TABS, tabName, USER_TYPES, type Condition, type Trade, type UserType } from './attributes.js';

export interface IdleRow extends ListingRow {
  user_type: UserType;
  category: number;
  price: number;
  original_price: number;
  condition: Condition;
  trade: Trade;
  wants: number;
  updated_at: number;
}

export interface IdleUserRow {
  user_id: number;
  type: UserType;
  name: string;
  phone: string;
  intro: string;
  created_at: number;
}

export const MSG_NO_IDLE = '闲置不存在或已下架';

export const idleUser = (ctx: AppContext, userId: number) => ctx.db.prepare('SELECT * FROM idle_users WHERE user_id = ?').get(userId) as IdleUserRow | undefined;
export const userAnswer = (u: IdleUserRow) => ({ type: u.type, type_name: USER_TYPES[u.type], name: u.name, phone: u.phone, intro: u.intro, since: fmtTime(u.created_at) });

export function priceOf(value: string, key: string): number {
  if (!/^\d{1,11}$/.test(value) || Number(value) > 10_000_000_000) throw new ParamError(`${key} 价格为 0–100000000 元（以分计的整数）`);
  return Number(value);
}

/** The form's fields as columns, after the rules the schema cannot say. */
function validate(_ctx: AppContext, p: Params, w: Writer) {
  const tab = intParam(p, 'tab');
  if (!TABS.some((t) => t.id === tab)) throw new ParamError('tab 请选择分类');
  const text = (key: string) => strParam(p, key, '').trim();
  const title = text('title');
  if (title.length < 5) throw new ParamError('title 标题 5–60 个字');
  if (w.images().length > 9) throw new ParamError('images 最多 9 张图片');
  return {
    category: tab,
    title,
    price: priceOf(String(p.price ?? ''), 'price'),
    original_price: p.original_price === undefined || p.original_price === '' ? 0 : priceOf(String(p.original_price), 'original_price'),
    condition: strParam(p, 'condition'),
    trade: strParam(p, 'trade'),
    description: text('description'),
    province: text('province'),
    city: text('city'),
    district: text('district'),
    address: text('address'),
    contact_name: text('contact_name'),
    contact_phone: strParam(p, 'contact_phone'),
  };
}

/** Which index a sort walks: within a category or across all (migration 2). */
const walkIndex = (inCategory: string, all: string) => (q: { narrows(c: string): boolean }) => (q.narrows('category') ? inCategory : all);

export const idles = defineListing<IdleRow>()({
  kind: 'idle',
  table: 'idle_items',
  pictures: { table: 'idle_images', fk: 'idle_id' },
  missing: MSG_NO_IDLE,
  columns: ['id', 'category', 'title', 'price', 'original_price', 'condition', 'trade', 'city', 'district', 'user_type', 'wants', 'created_at'],
  operations: { list: 'idleList', one: 'idleUserDetail', update: 'idleModify' },
  shown: (r) => r.status !== -1,
  scope(p) {
    const tab = intParam(p, 'tab', 0);
    const filters = [{ key: 'city', rule: { equals: 'city' } }, ...ROWS, { key: 'keyword', rule: { search: 'idle' } }];
    return { where: [['status = 1'], ...(tab ? [['category = ?', tab] as const] : [])], filters };
  },
  // a price sort under a price range walks only that range (measured on 100 000 items, bench/idle.bench.mjs)
  sorts: [
    { order: 'created_at DESC, id DESC', index: walkIndex('idle_items_by_newest', 'idle_items_all_by_newest') },
    { order: 'price ASC, id DESC', index: walkIndex('idle_items_by_price', 'idle_items_all_by_price'), walk: (q) => q.narrows('price') || q.cheaper },
    { order: 'price DESC, id DESC', index: walkIndex('idle_items_by_price', 'idle_items_all_by_price'), walk: (q) => q.narrows('price') || q.cheaper },
  ],
  // without a category only the walks lead with the right columns
  seek: (q) => (!q.narrows('category') ? undefined : q.narrows('city') ? 'idle_items_city_filter' : 'idle_items_filter'),
  item: (r, pictures) => ({
    id: r.id,
    tab: r.category,
    category: tabName(r.category),
    title: r.title,
    price: r.price,
    original_price: r.original_price,
    condition: r.condition,
    trade: r.trade,
    city: r.city,
    district: r.district,
    user_type: r.user_type,
    pictures,
    wants: r.wants,
    inputtime: fmtTime(r.created_at),
  }),
  one: (r, { item, images }) => {
    const { province, description, address, contact_name, contact_phone } = r;
    return { ...item, status: r.status as 0 | 1 | 2, province, description, address, contact_name, contact_phone, images };
  },
  validate,
  // 华为手机 finds 华为 Mate 40 Pro: its category 手机数码 is one of its words
  search: {
    channel: 'idle',
    channelName: '闲置',
    fields: ['district', 'description'],
    words: (r) => [tabName(r.category), r.condition],
    summary: (r) => `${tabName(r.category)} · ${r.condition} · ¥${(r.price / 100).toFixed(2)} · ${r.district}`,
  },
});
