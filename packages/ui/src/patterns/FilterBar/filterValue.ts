/** FilterBar's value model and its URL form: pure functions, safe on the server. */

export interface FilterBarOption {
  /** Sent back in the value and written to the URL. Must not contain a comma. */
  value: string;
  /** Text shown. */
  label: string;
}

/** A min–max range; either end may be open. */
export interface FilterRange {
  min?: number;
  max?: number;
}

interface GroupBase {
  /** Key in the value object and in the URL (`area`, `price`). */
  key: string;
  /** Row heading (`区域`, `价格`). */
  label: string;
  /** Shown only after 更多 is pressed. */
  more?: boolean;
}

export interface FilterBarChoiceGroup extends GroupBase {
  /** `single`: one option at a time; `multi`: any number. */
  kind: 'single' | 'multi';
  options: FilterBarOption[];
  /** The "no filter" option. Default `不限`. */
  allLabel?: string;
}

export interface FilterBarRangeGroup extends GroupBase {
  kind: 'range';
  /** Ready-made ranges (`100万以下`); a custom min–max is always offered. */
  presets?: Array<{ label: string } & FilterRange>;
  /** Unit after numbers (`万`, `㎡`). */
  unit?: string;
  /** The "no filter" option. Default `不限`. */
  allLabel?: string;
}

export type FilterBarGroup = FilterBarChoiceGroup | FilterBarRangeGroup;

/**
 * The filters as a plain object: a single choice is a string, a multi choice a string array, a range
 * `{ min, max }`. A key set to `undefined` means "cleared" (FilterBar reports every key it owns).
 */
export type FilterBarValue = Record<string, string | string[] | FilterRange | undefined>;

const RANGE = /^(\d+(?:\.\d+)?)?~(\d+(?:\.\d+)?)?$/;

/** True when the entry filters anything (not `undefined`, `''`, `[]` or an open range). */
export function isActiveFilter(v: FilterBarValue[string]): boolean {
  if (v === undefined || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'object') return v.min !== undefined || v.max !== undefined;
  return true;
}

/** A range as the URL writes it: `100~200`, `100~`, `~200`. */
export function rangeToText(r: FilterRange): string {
  return `${r.min ?? ''}~${r.max ?? ''}`;
}

/** The inverse of `rangeToText`; `undefined` for anything else. */
export function rangeFromText(text: string): FilterRange | undefined {
  const m = RANGE.exec(text);
  if (!m || (m[1] === undefined && m[2] === undefined)) return undefined;
  const r: FilterRange = {};
  if (m[1] !== undefined) r.min = Number(m[1]);
  if (m[2] !== undefined) r.max = Number(m[2]);
  return r;
}

/**
 * Writes the filters into search params: `area=海州区`, `tags=a,b`, `price=100~200`. Starts from
 * `base` (the page's other params such as `sort`) and removes every key of `value` that is cleared.
 */
export function filtersToSearch(
  value: FilterBarValue,
  base?: URLSearchParams | string,
): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const [key, v] of Object.entries(value)) {
    out.delete(key);
    if (!isActiveFilter(v)) continue;
    if (typeof v === 'string') out.set(key, v);
    else if (Array.isArray(v)) out.set(key, v.join(','));
    else if (v) out.set(key, rangeToText(v));
  }
  return out;
}

/** What reading the URL needs of a group: its key, its kind and, when loaded, its options. */
export interface FilterBarGroupShape {
  key: string;
  kind: FilterBarGroup['kind'];
  /** When given, values outside these are dropped. */
  options?: readonly FilterBarOption[];
}

/**
 * Reads filters back from search params. With `groups` (FilterBar's groups, or just their keys and
 * kinds when the list's first read starts before the options arrive) only their keys are read, each
 * typed by its kind; unknown options and malformed ranges are dropped. Without `groups` every param
 * is read and its form decides: `a,b` is a list, `100~200` a range, anything else a string.
 */
export function filtersFromSearch(
  search: URLSearchParams | string,
  groups?: readonly FilterBarGroupShape[],
): FilterBarValue {
  const params = new URLSearchParams(search);
  const out: FilterBarValue = {};
  if (!groups) {
    for (const [key, text] of params) {
      if (text === '') continue;
      out[key] = text.includes(',')
        ? text.split(',').filter(Boolean)
        : (rangeFromText(text) ?? text);
    }
    return out;
  }
  for (const g of groups) {
    const text = params.get(g.key);
    if (!text) continue;
    if (g.kind === 'range') {
      const r = rangeFromText(text);
      if (r) out[g.key] = r;
      continue;
    }
    const known = g.options && new Set(g.options.map((o) => o.value));
    const picked = text.split(',').filter((v) => v !== '' && (!known || known.has(v)));
    if (picked.length === 0) continue;
    out[g.key] = g.kind === 'multi' ? picked : picked[0];
  }
  return out;
}

/** A group's value in its kind's shape, whatever shape it arrived in. */
export function choiceValues(v: FilterBarValue[string]): string[] {
  if (Array.isArray(v)) return v;
  return typeof v === 'string' && v !== '' ? [v] : [];
}

export function rangeValue(v: FilterBarValue[string]): FilterRange | undefined {
  if (typeof v === 'string') return rangeFromText(v);
  if (v && !Array.isArray(v) && isActiveFilter(v)) return v;
  return undefined;
}

/** `100-200万`, `100万以上`, `50㎡以下`. */
export function rangeLabel(r: FilterRange, unit = ''): string {
  if (r.min !== undefined && r.max !== undefined) return `${r.min}-${r.max}${unit}`;
  if (r.min !== undefined) return `${r.min}${unit}以上`;
  return `${r.max}${unit}以下`;
}
