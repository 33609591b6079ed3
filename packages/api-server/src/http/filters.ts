// The one filter vocabulary of the listing sections: a filter row is data (key, options, rule) and this file
// turns the chosen options of a request into SQL conditions. Option ids are stable: URLs carry them.
import type { AppContext, Params } from './context.js';
import { fmtTime, intParam, likeArg, ParamError, strParam } from './context.js';
import { keywordIdsSql, searchMatch } from './search.js';

export interface Option {
  id: number;
  name: string;
  min?: number | null;
  max?: number | null;
}

/** How a filter narrows the list. */
export type Rule =
  /** The param's own value (trimmed) equals a column: a city, a route's end. */
  | { equals: string; number?: boolean }
  /** The chosen options' names (or `value(option)`) in a column. */
  | { in: string; value?: (o: Option) => string | number }
  /** A preset [min, max) or custom `<key>_min` / `<key>_max` (inclusive), in the row's unit × `scale`. */
  | { range: string; scale?: number }
  /** Years before this year in a year column; `oldest` bounds an open-ended option (… 年以上). */
  | { age: string; oldest?: number }
  /** A date column within the next `days(option)` days, today included. */
  | { days: string; of: (o: Option) => number }
  /** Labels in a comma-separated column, any of the chosen. */
  | { tags: string }
  /** An expression banding a column (rooms: 1–4, 5 and more) equals the chosen options' bands. */
  | { bands: string; band: (o: Option) => number }
  /** The words anywhere in any of these columns. */
  | { keyword: readonly string[] }
  /** The words through the one search index (http/search.ts): the rows of this source that have them all. */
  | { search: string };

export interface Filter {
  key: string;
  name?: string;
  multiple?: boolean;
  options?: readonly Option[];
  rule: Rule;
}

/** A filter row the bar shows. */
export interface FilterRow<K extends string = string> extends Filter {
  key: K;
  name: string;
  multiple: boolean;
  options: Option[];
}

/** One condition: its param key (`scope` for the list's own), the column it narrows, SQL and args. */
export interface Cond {
  key: string;
  column: string;
  sql: string;
  args: unknown[];
}

export const named = (start: number, names: readonly string[]): Option[] => names.map((name, i) => ({ id: start + i, name }));
export const ranges = (start: number, bounds: [number, number | null][], unit: string): Option[] =>
  bounds.map(([min, max], i) => ({ id: start + i, name: max === null ? `${min}${unit}以上` : min === 0 ? `${max}${unit}以下` : `${min}-${max}${unit}`, min, max }));

/** A row of options any number of which match a column. */
export const choice = <K extends string>(key: K, name: string, column: string, options: Option[]): FilterRow<K> => ({ key, name, multiple: true, rule: { in: column }, options });
/** A row of one range option (or custom bounds) on a column. */
export const range = <K extends string>(key: K, name: string, column: string, scale: number, options: Option[]): FilterRow<K> => ({ key, name, multiple: false, rule: { range: column, scale }, options });

/** The attribute call's answer: rows without their rules. */
export const filterRows = <K extends string>(rows: readonly FilterRow<K>[]) => rows.map(({ key, name, multiple, options }) => ({ key, name, multiple, options }));

/** `YYYY-MM-DD` in Asia/Shanghai, `days` after now. */
export const dateAfter = (ctx: AppContext, days: number) => fmtTime(ctx.now() + days * 86400).slice(0, 10);

const marks = (n: number) => Array.from({ length: n }, () => '?').join(',');

/**
 * The conditions of the chosen options of each row (`brand=1,2&price=102`) and of custom bounds
 * (`price_min=5&price_max=12`). An option id not in the row is refused: a stale link should say so, not
 * silently show everything.
 */
export function filterConds(ctx: AppContext, filters: readonly Filter[], p: Params): Cond[] {
  const out: Cond[] = [];
  const year = new Date(ctx.now() * 1000).getUTCFullYear();
  for (const f of filters) {
    const { key, rule } = f;
    const add = (column: string, sql: string, ...args: unknown[]) => out.push({ key, column, sql, args });
    if ('equals' in rule) {
      const value = rule.number ? intParam(p, key, 0) : strParam(p, key, '').trim();
      if (value) add(rule.equals, `${rule.equals} = ?`, value);
      continue;
    }
    if ('search' in rule) {
      const words = strParam(p, key, '').trim();
      if (!words) continue;
      const match = searchMatch(words);
      // nothing searchable (punctuation only) finds nothing, as a substring search for it did
      if (match) add('', keywordIdsSql(rule.search), match);
      else add('', '0');
      continue;
    }
    if ('keyword' in rule) {
      const words = strParam(p, key, '').trim();
      if (words) add('', `(${rule.keyword.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`, ...rule.keyword.map(() => likeArg(words)));
      continue;
    }
    const raw = p[key];
    // a row without options takes custom bounds only
    if (raw !== undefined && raw !== '' && f.options) {
      const chosen = String(raw).split(',').map((id) => f.options?.find((o) => o.id === Number(id)));
      if (chosen.some((o) => !o)) throw new ParamError(`${key} 选项不存在`);
      if (!f.multiple && chosen.length > 1) throw new ParamError(`${key} 只能选一项`);
      const opts = chosen as Option[];
      const o = opts[0]!;
      if ('in' in rule) add(rule.in, `${rule.in} IN (${marks(opts.length)})`, ...opts.map((o) => rule.value?.(o) ?? o.name));
      else if ('bands' in rule) add(rule.bands, `${rule.bands} IN (${marks(opts.length)})`, ...opts.map(rule.band));
      else if ('tags' in rule) add(rule.tags, `(${opts.map(() => `(',' || ${rule.tags} || ',') LIKE ?`).join(' OR ')})`, ...opts.map((o) => `%,${o.name},%`));
      else if ('days' in rule) add(rule.days, `${rule.days} >= ? AND ${rule.days} <= ?`, dateAfter(ctx, 0), dateAfter(ctx, rule.of(o) - 1));
      else if ('age' in rule) {
        // an age in years is a range of years: 3年以下 means a year after this year - 3
        const max = o.max ?? rule.oldest;
        if (max !== undefined && max !== null) add(rule.age, `${rule.age} > ?`, year - max);
        if (o.min) add(rule.age, `${rule.age} <= ?`, year - o.min);
      } else {
        const scale = rule.scale ?? 1;
        if (o.min) add(rule.range, `${rule.range} >= ?`, o.min * scale);
        if (o.max !== null && o.max !== undefined) add(rule.range, `${rule.range} < ?`, o.max * scale);
      }
    }
    // custom bounds, both ends included
    if (!('range' in rule) && !('age' in rule)) continue;
    const bound = (suffix: string) => (p[`${key}_${suffix}`] === undefined || p[`${key}_${suffix}`] === '' ? null : intParam(p, `${key}_${suffix}`));
    const [lo, hi] = [bound('min'), bound('max')];
    const at = (sql: string, arg: number, suffix: string) => out.push({ key: `${key}_${suffix}`, column: 'age' in rule ? rule.age : rule.range, sql, args: [arg] });
    if ('age' in rule) {
      if (lo !== null) at(`${rule.age} <= ?`, year - lo, 'min');
      if (hi !== null) at(`${rule.age} >= ?`, year - hi, 'max');
    } else {
      if (lo !== null) at(`${rule.range} >= ?`, lo * (rule.scale ?? 1), 'min');
      if (hi !== null) at(`${rule.range} <= ?`, hi * (rule.scale ?? 1), 'max');
    }
  }
  return out;
}
