/**
 * The listing engine's filters: a section's filter rows (its attribute call: key, name, single or multi,
 * options with optional min–max) as FilterBar groups. The URL side is in query.ts.
 */
import type { FilterBarGroup } from '@wz/ui';

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
