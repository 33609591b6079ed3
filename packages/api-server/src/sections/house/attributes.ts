// The filter rows of each housing section (houseAttribute) and how an option narrows the list in SQL.
// Ids are stable: URLs carry them.

export type FilterKey =
  | 'type' | 'price' | 'characteristic' | 'measure' | 'room' | 'other'
  | 'direction' | 'housetype' | 'floor' | 'year' | 'step' | 'layout';

export interface Option {
  id: number;
  name: string;
  min?: number | null;
  max?: number | null;
}

/** How a row filters: a range on a column, equality on a column, or labels in `tags`. */
type Rule = { range: string } | { column: string } | { tags: true } | { rooms: true };

interface Row {
  key: FilterKey;
  name: string;
  multiple: boolean;
  rule: Rule;
  options: Option[];
}

const named = (start: number, names: string[]): Option[] => names.map((name, i) => ({ id: start + i, name }));
const ranges = (start: number, bounds: [number, number | null][], unit: string): Option[] =>
  bounds.map(([min, max], i) => ({
    id: start + i,
    name: max === null ? `${min}${unit}以上` : min === 0 ? `${max}${unit}以下` : `${min}-${max}${unit}`,
    min,
    max,
  }));

export const PROPERTY_TYPES = ['住宅', '公寓', '别墅', '商铺', '写字楼'] as const;
export const CHARACTERISTICS = ['近地铁', '学区房', '精装修', '满五唯一', '带花园', '拎包入住'];
export const OTHERS = ['有电梯', '带车位', '南北通透', '随时看房'];
export const DIRECTIONS = ['南北', '朝南', '朝东', '朝西', '朝北'];
export const HOUSETYPES = ['板楼', '塔楼', '板塔结合'];
export const FLOORS = ['低楼层', '中楼层', '高楼层'];
export const DECORATIONS = ['毛坯', '简装', '精装', '豪装'];
export const LAYOUTS = ['平层', '复式', '跃层', '错层'];

const row = (key: FilterKey, name: string, multiple: boolean, rule: Rule, options: Option[]): Row => ({ key, name, multiple, rule, options });

const ROWS = {
  type: row('type', '类型', true, { column: 'property_type' }, named(1, [...PROPERTY_TYPES])),
  salePrice: row('price', '总价', false, { range: 'total_price' }, ranges(101, [[0, 100], [100, 150], [150, 200], [200, 300], [300, 500], [500, null]], '万')),
  rent: row('price', '租金', false, { range: 'total_price' }, ranges(121, [[0, 1000], [1000, 2000], [2000, 3000], [3000, 5000], [5000, null]], '元')),
  characteristic: row('characteristic', '特色', true, { tags: true }, named(201, CHARACTERISTICS)),
  measure: row('measure', '面积', false, { range: 'measure' }, ranges(301, [[0, 50], [50, 70], [70, 90], [90, 120], [120, 150], [150, null]], '㎡')),
  room: row('room', '户型', true, { rooms: true }, named(401, ['一室', '二室', '三室', '四室', '五室及以上'])),
  other: row('other', '其他', true, { tags: true }, named(501, OTHERS)),
  direction: row('direction', '朝向', true, { column: 'direction' }, named(601, DIRECTIONS)),
  housetype: row('housetype', '建筑类型', true, { column: 'housetype' }, named(701, HOUSETYPES)),
  floor: row('floor', '楼层', true, { column: 'floor_level' }, named(801, FLOORS)),
  year: row('year', '房龄', false, { range: 'house_age' }, ranges(901, [[0, 5], [5, 10], [10, 20], [20, null]], '年')),
  step: row('step', '装修', true, { column: 'decoration' }, named(1001, DECORATIONS)),
  layout: row('layout', '户型结构', true, { column: 'layout' }, named(1101, LAYOUTS)),
};

/** The rows per section number: new homes show fewer than second-hand; rentals price by the month. */
export const ATTRIBUTES: Record<number, Row[]> = {
  218: [ROWS.salePrice, ROWS.room, ROWS.type, ROWS.measure, ROWS.characteristic, ROWS.step, ROWS.other],
  219: [ROWS.salePrice, ROWS.room, ROWS.measure, ROWS.type, ROWS.direction, ROWS.floor, ROWS.year, ROWS.step, ROWS.housetype, ROWS.layout, ROWS.characteristic, ROWS.other],
  220: [ROWS.rent, ROWS.room, ROWS.type, ROWS.measure, ROWS.direction, ROWS.step, ROWS.characteristic, ROWS.other],
};

/** The attribute call's answer: rows without their SQL rules. */
export function attributeRows(nav: number) {
  return (ATTRIBUTES[nav] ?? []).map(({ key, name, multiple, options }) => ({ key, name, multiple, options }));
}

export class FilterError extends Error {}

/** Rooms as the filter sees them: 1–4, and 5 for five and more (houses_filter indexes this expression). */
export const ROOM_BAND = 'min(rooms, 5)';

/**
 * SQL conditions for the chosen options of each row (`price=102&room=402,403`). An option id that is not
 * in the section's row is refused: a stale link should say so, not silently show everything.
 */
export function filterSql(nav: number, params: Record<string, unknown>, year: number, band = ROOM_BAND): { where: string[]; args: unknown[]; keys: FilterKey[] } {
  const where: string[] = [];
  const args: unknown[] = [];
  const keys: FilterKey[] = [];
  for (const r of ATTRIBUTES[nav] ?? []) {
    const raw = params[r.key];
    if (raw === undefined || raw === '') continue;
    keys.push(r.key);
    const ids = String(raw).split(',').map(Number);
    const chosen = ids.map((id) => r.options.find((o) => o.id === id));
    if (chosen.some((o) => !o)) throw new FilterError(`${r.key} 选项不存在`);
    if (!r.multiple && chosen.length > 1) throw new FilterError(`${r.key} 只能选一项`);
    const opts = chosen as Option[];
    const rule = r.rule;
    if ('range' in rule) {
      const o = opts[0]!;
      if (rule.range === 'house_age') {
        // age in years → build year: 5年以内 means built in the last 5 years
        where.push('build_year > ?');
        args.push(year - (o.max ?? 200));
        if (o.min) {
          where.push('build_year <= ?');
          args.push(year - o.min);
        }
      } else {
        where.push(`${rule.range} >= ?`);
        args.push(o.min ?? 0);
        if (o.max !== null && o.max !== undefined) {
          where.push(`${rule.range} < ?`);
          args.push(o.max);
        }
      }
    } else if ('column' in rule) {
      where.push(`${rule.column} IN (${opts.map(() => '?').join(',')})`);
      args.push(...opts.map((o) => o.name));
    } else if ('rooms' in rule) {
      // 五室及以上 is the last option: 5 and more, the band's 5
      where.push(`${band} IN (${opts.map(() => '?').join(',')})`);
      args.push(...opts.map((o) => o.id - 400));
    } else {
      where.push(`(${opts.map(() => "(',' || tags || ',') LIKE ?").join(' OR ')})`);
      args.push(...opts.map((o) => `%,${o.name},%`));
    }
  }
  return { where, args, keys };
}
