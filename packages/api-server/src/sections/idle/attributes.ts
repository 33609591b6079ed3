// The idle index's categories (idleTab), filter rows (idleAttr) and the four user types (spec §3).
// Option ids are stable: URLs carry them.
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

export interface Option {
  id: number;
  name: string;
  min?: number | null;
  max?: number | null;
}
export interface Row {
  key: 'price' | 'condition' | 'trade' | 'usertype';
  name: string;
  multiple: boolean;
  /** The column a choice matches (by the option's value) or a price range (元 → 分). */
  column: string;
  options: Option[];
  /** The column's value of an option (its name unless said otherwise). */
  values?: Record<number, string>;
}

const names = (start: number, list: readonly string[]): Option[] => list.map((name, i) => ({ id: start + i, name }));
const PRICES: [number, number | null][] = [[0, 50], [50, 200], [200, 500], [500, 1000], [1000, 3000], [3000, null]];

export const ROWS: Row[] = [
  {
    key: 'price',
    name: '价格',
    multiple: false,
    column: 'price',
    options: PRICES.map(([min, max], i) => ({ id: 1 + i, name: max === null ? `${min}元以上` : min === 0 ? `${max}元以下` : `${min}-${max}元`, min, max })),
  },
  { key: 'condition', name: '成色', multiple: true, column: 'condition', options: names(11, CONDITIONS) },
  { key: 'trade', name: '交易方式', multiple: true, column: 'trade', options: names(21, TRADES) },
  {
    key: 'usertype',
    name: '卖家类型',
    multiple: true,
    column: 'user_type',
    options: names(31, Object.values(USER_TYPES)),
    values: Object.fromEntries(USER_TYPE_KEYS.map((k, i) => [31 + i, k])),
  },
];

export const attributeRows = () => ROWS.map(({ key, name, multiple, options }) => ({ key, name, multiple, options }));

export const ADS = [
  { id: 1, pic: '/media/img/ad/idle-1.svg', title: '闲置好物 低价转让', url: '/idle/index?tab=1' },
  { id: 2, pic: '/media/img/ad/idle-2.svg', title: '家具家电 同城自提', url: '/idle/index?tab=4' },
  { id: 3, pic: '/media/img/ad/idle-3.svg', title: '企业闲置 批量处理', url: '/idle/index?usertype=31' },
];
