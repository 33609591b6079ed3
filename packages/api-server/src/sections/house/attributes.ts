// The filter rows of each housing section (houseAttribute), as data for http/filters.ts. Ids are stable:
// URLs carry them.
import { named, ranges, type Filter, type FilterRow, type Option, type Rule } from '../../http/filters.js';
import type { Schema } from '../../http/section.js';

export type FilterKey = Schema<'HouseFilterKey'>;

export const PROPERTY_TYPES = ['住宅', '公寓', '别墅', '商铺', '写字楼'] as const;
export const CHARACTERISTICS = ['近地铁', '学区房', '精装修', '满五唯一', '带花园', '拎包入住'];
export const OTHERS = ['有电梯', '带车位', '南北通透', '随时看房'];
export const DIRECTIONS = ['南北', '朝南', '朝东', '朝西', '朝北'];
export const HOUSETYPES = ['板楼', '塔楼', '板塔结合'];
export const FLOORS = ['低楼层', '中楼层', '高楼层'];
export const DECORATIONS = ['毛坯', '简装', '精装', '豪装'];
export const LAYOUTS = ['平层', '复式', '跃层', '错层'];

/** Rooms as the filter sees them: 1–4, and 5 for five and more (houses_filter indexes this expression). */
export const ROOM_BAND = 'min(rooms, 5)';

type Row = FilterRow<FilterKey>;
const row = (key: FilterKey, name: string, multiple: boolean, rule: Rule, options: Option[]): Row => ({ key, name, multiple, rule, options });

const ROWS = {
  type: row('type', '类型', true, { in: 'property_type' }, named(1, PROPERTY_TYPES)),
  salePrice: row('price', '总价', false, { range: 'total_price' }, ranges(101, [[0, 100], [100, 150], [150, 200], [200, 300], [300, 500], [500, null]], '万')),
  rent: row('price', '租金', false, { range: 'total_price' }, ranges(121, [[0, 1000], [1000, 2000], [2000, 3000], [3000, 5000], [5000, null]], '元')),
  characteristic: row('characteristic', '特色', true, { tags: 'tags' }, named(201, CHARACTERISTICS)),
  measure: row('measure', '面积', false, { range: 'measure' }, ranges(301, [[0, 50], [50, 70], [70, 90], [90, 120], [120, 150], [150, null]], '㎡')),
  // 五室及以上 is the last option: 5 and more, the band's 5
  room: row('room', '户型', true, { bands: ROOM_BAND, band: (o) => o.id - 400 }, named(401, ['一室', '二室', '三室', '四室', '五室及以上'])),
  other: row('other', '其他', true, { tags: 'tags' }, named(501, OTHERS)),
  direction: row('direction', '朝向', true, { in: 'direction' }, named(601, DIRECTIONS)),
  housetype: row('housetype', '建筑类型', true, { in: 'housetype' }, named(701, HOUSETYPES)),
  floor: row('floor', '楼层', true, { in: 'floor_level' }, named(801, FLOORS)),
  // an age in years is a range of build years: 5年以内 means built in the last 5 years
  year: row('year', '房龄', false, { age: 'build_year', oldest: 200 }, ranges(901, [[0, 5], [5, 10], [10, 20], [20, null]], '年')),
  step: row('step', '装修', true, { in: 'decoration' }, named(1001, DECORATIONS)),
  layout: row('layout', '户型结构', true, { in: 'layout' }, named(1101, LAYOUTS)),
};

/** The rows per section number: new homes show fewer than second-hand; rentals price by the month. */
export const ATTRIBUTES: Record<number, Row[]> = {
  218: [ROWS.salePrice, ROWS.room, ROWS.type, ROWS.measure, ROWS.characteristic, ROWS.step, ROWS.other],
  219: [ROWS.salePrice, ROWS.room, ROWS.measure, ROWS.type, ROWS.direction, ROWS.floor, ROWS.year, ROWS.step, ROWS.housetype, ROWS.layout, ROWS.characteristic, ROWS.other],
  220: [ROWS.rent, ROWS.room, ROWS.type, ROWS.measure, ROWS.direction, ROWS.step, ROWS.characteristic, ROWS.other],
};

/** Custom bounds (`year_min`…) apply in every section, whether its bar shows the row or not. */
const BOUNDS: Filter[] = [ROWS.salePrice, ROWS.measure, ROWS.year].map(({ key, rule }) => ({ key, rule }));

/** A section's filters: its rows, the bounds it shows no row for, and the keyword. */
export const filtersOf = (nav: number): Filter[] => [
  ...ATTRIBUTES[nav]!,
  ...BOUNDS.filter((b) => !ATTRIBUTES[nav]!.some((r) => r.key === b.key)),
  { key: 'keyword', rule: { search: 'house' } },
];
