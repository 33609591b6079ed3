/**
 * The listing engine's filters: a section's filter rows (its attribute call: key, name, single or multi,
 * options with optional min–max) as FilterBar groups, and the URL's filter values as the list call's
 * params (ranges as key_min/key_max, choices as option ids).
 * No React: routes build their first reads with it.
 */
import { filtersFromSearch, type FilterBarGroup, type FilterBarValue, type FilterRange } from '@wz/ui';

export interface FilterOption {
  id: number;
  name: string;
  min?: number | null;
  max?: number | null;
}

export interface FilterRow {
  key: string;
  name: string;
  multiple: boolean;
  options: readonly FilterOption[];
}

const isRange = (row: FilterRow) => !row.multiple && row.options.some((o) => o.min != null || o.max != null);

/** FilterBar groups; rows after the first `visible` wait behind 更多. */
export function filterGroups(rows: readonly FilterRow[], units: Record<string, string> = {}, visible = 3): FilterBarGroup[] {
  return rows.map((row, i): FilterBarGroup => {
    const more = i >= visible;
    if (isRange(row))
      return {
        kind: 'range',
        key: row.key,
        label: row.name,
        more,
        unit: units[row.key] ?? '',
        presets: row.options.map((o) => ({
          label: o.name,
          ...(o.min ? { min: o.min } : {}),
          ...(o.max != null ? { max: o.max } : {}),
        })),
      };
    return {
      kind: row.multiple ? 'multi' : 'single',
      key: row.key,
      label: row.name,
      more,
      options: row.options.map((o) => ({ value: String(o.id), label: o.name })),
    };
  });
}

/**
 * The list call's filter params from the URL, without waiting for the rows: a range (`price=100~200`)
 * becomes price_min/price_max, a choice its option ids (`room=402,403`). Only the section's keys are read.
 */
export function filterParams(search: URLSearchParams, keys: readonly string[]): Record<string, string | number> {
  const value: FilterBarValue = filtersFromSearch(search);
  const out: Record<string, string | number> = {};
  for (const key of keys) {
    const v = value[key];
    if (v === undefined || v === '') continue;
    if (typeof v === 'string') {
      if (/^\d+$/.test(v)) out[key] = v;
    } else if (Array.isArray(v)) {
      const ids = v.filter((id) => /^\d+$/.test(id));
      if (ids.length) out[key] = ids.join(',');
    } else {
      const range = v as FilterRange;
      if (range.min !== undefined) out[`${key}_min`] = Math.floor(range.min);
      if (range.max !== undefined) out[`${key}_max`] = Math.ceil(range.max);
    }
  }
  return out;
}
