// The idle index's categories (idleTab), filter rows (idleAttr) and the four user types (spec §3).
// Option ids are stable: URLs carry them.
import { choice, named, range, ranges, type FilterRow } from '../../http/filters.js';
import type { Schema } from '../../http/section.js';

export type UserType = Schema<'IdleUserType'>;
export type Condition = Schema<'IdleCondition'>;
export type Trade = Schema<'IdleTrade'>;

export const USER_TYPES: Record<UserType, string> = { qiye: '企业', geren: '个人', zhongjie: '中介', zuzhi: '组织' };
export const USER_TYPE_KEYS = Object.keys(USER_TYPES) as UserType[];
export const CONDITIONS: readonly Condition[] = ['全新', '几乎全新', '轻微使用痕迹', '明显使用痕迹'];
export const TRADES: readonly Trade[] = ['邮寄', '自提', '同城面交', '邮寄或面交'];

export const TABS = [
  { id: 1, name: '手机数码' },
  { id: 2, name: '电脑办公' },
  { id: 3, name: '家用电器' },
  { id: 4, name: '家具家居' },
  { id: 5, name: '母婴用品' },
  { id: 6, name: '服饰鞋包' },
  { id: 7, name: '图书音像' },
  { id: 8, name: '运动户外' },
  { id: 9, name: '美妆个护' },
  { id: 10, name: '其他闲置' },
] as const;
export const tabName = (id: number) => TABS.find((t) => t.id === id)?.name ?? '其他闲置';

const PRICES: [number, number | null][] = [[0, 50], [50, 200], [200, 500], [500, 1000], [1000, 3000], [3000, null]];
const USER_TYPE_OF: Record<number, UserType> = Object.fromEntries(USER_TYPE_KEYS.map((k, i) => [31 + i, k]));

/** The filter rows (idleAttr); prices in 元 against a column in 分, the seller type by its key. */
export const ROWS: FilterRow<Schema<'IdleAttribute'>['key']>[] = [
  range('price', '价格', 'price', 100, ranges(1, PRICES, '元')),
  choice('condition', '成色', 'condition', named(11, CONDITIONS)),
  choice('trade', '交易方式', 'trade', named(21, TRADES)),
  { ...choice('usertype', '卖家类型', 'user_type', named(31, Object.values(USER_TYPES))), rule: { in: 'user_type', value: (o) => USER_TYPE_OF[o.id]! } },
];

export const ADS = [
  { id: 1, pic: '/media/img/ad/idle-1.svg', title: '闲置好物 低价转让', url: '/idle/index?tab=1' },
  { id: 2, pic: '/media/img/ad/idle-2.svg', title: '家具家电 同城自提', url: '/idle/index?tab=4' },
  { id: 3, pic: '/media/img/ad/idle-3.svg', title: '企业闲置 批量处理', url: '/idle/index?usertype=31' },
];
