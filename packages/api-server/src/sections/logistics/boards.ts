// The boards (sn), their tabs and filter rows (logisticsSn), and what each filter means in SQL. Option ids
// are stable: URLs carry them. Ranges are in the row's unit (米, 吨), custom bounds inclusive.
import type { Rule } from '../../http/filters.js';
import type { Schema } from '../../http/section.js';

export type Sn = Schema<'LogisticsSn'>;
export type Tab = Schema<'LogisticsTab'>;
export type Board = Schema<'LogisticsBoard'>;
type FilterRow = Board['filters'][number];

export const VEHICLE_TYPES = ['平板', '高栏', '厢式', '冷藏', '集装箱', '危险品', '船舶'] as const;
export const PRICE_UNITS = ['车', '吨', '方', '公斤'] as const;

const VTYPE: FilterRow = { key: 'vtype', name: '车型', multiple: true, options: VEHICLE_TYPES.slice(0, 6).map((name, i) => ({ id: i + 1, name })) };
const VLENGTH: FilterRow = {
  key: 'vlength',
  name: '车长',
  multiple: false,
  options: [
    { id: 11, name: '4.2米以下', min: 0, max: 4.3 },
    { id: 12, name: '4.2-6.8米', min: 4.2, max: 6.9 },
    { id: 13, name: '6.8-9.6米', min: 6.8, max: 9.7 },
    { id: 14, name: '9.6-13米', min: 9.6, max: 13.1 },
    { id: 15, name: '13米以上', min: 13, max: null },
  ],
};
const WEIGHT: FilterRow = {
  key: 'weight',
  name: '重量',
  multiple: false,
  options: [
    { id: 21, name: '5吨以下', min: 0, max: 5 },
    { id: 22, name: '5-10吨', min: 5, max: 10 },
    { id: 23, name: '10-20吨', min: 10, max: 20 },
    { id: 24, name: '20-35吨', min: 20, max: 35 },
    { id: 25, name: '35吨以上', min: 35, max: null },
  ],
};
/** Load date within the next N days (today included). */
export const DATE_DAYS: Record<number, number> = { 31: 1, 32: 3, 33: 7 };
const DATE: FilterRow = { key: 'date', name: '装车日期', multiple: false, options: [{ id: 31, name: '今天' }, { id: 32, name: '3天内' }, { id: 33, name: '7天内' }] };

export const BOARDS: Board[] = [
  { sn: 'qiyun', name: '汽运', tabs: [{ tab: 'hy', name: '货源' }, { tab: 'cy', name: '车源' }, { tab: 'zx', name: '专线' }], filters: [VTYPE, VLENGTH, WEIGHT, DATE] },
  { sn: 'lengyun', name: '冷链', tabs: [{ tab: 'hy', name: '货源' }, { tab: 'cy', name: '车源' }, { tab: 'zx', name: '专线' }], filters: [VLENGTH, WEIGHT, DATE] },
  { sn: 'shuiyun', name: '水运', tabs: [{ tab: 'hy', name: '货源' }, { tab: 'cb', name: '船源' }], filters: [WEIGHT, DATE] },
];

export const boardOf = (sn: string) => BOARDS.find((b) => b.sn === sn);
/** What each row means in SQL (http/filters.ts). */
export const FILTER_RULES: Record<FilterRow['key'], Rule> = {
  vtype: { in: 'vehicle_type' },
  vlength: { range: 'vehicle_length' },
  weight: { range: 'weight' },
  date: { days: 'load_date', of: (o) => DATE_DAYS[o.id]! },
};
