import { cx } from '../../internal/cx';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import * as s from './NavigationFilter.css';

export interface FilterOption {
  /** Value sent back in `onChange` (e.g. a category id or `menu_en`). */
  value: string;
  /** Text shown (e.g. `menu_cn`). */
  label: string;
}

export interface FilterGroup {
  /** Key of the filter (e.g. `leibie`, `city`, `infotype`). */
  key: string;
  /** Row heading (e.g. `类别`). */
  label: string;
  options: FilterOption[];
  /** Text of the "no filter" option, whose value is `''`. Default `全部`; `null` for none. */
  allLabel?: string | null;
}

export interface NavigationFilterProps {
  /** One row per filter. */
  groups: FilterGroup[];
  /** Selected value per group key; missing or `''` selects 全部. */
  value: Record<string, string | undefined>;
  /** Called with the group key and the picked value (`''` for 全部). */
  onChange: (key: string, value: string) => void;
  /** Show placeholder rows while the options load. */
  loading?: boolean;
  /**
   * Placeholder rows while loading (each as tall as a real row). Default: one per group, at least 1.
   * With `layout="scroll"` the loaded filter takes exactly the placeholder's height.
   */
  loadingRows?: number;
  /**
   * `wrap` (default): options wrap onto more lines. `scroll`: one line per group that scrolls
   * sideways, so the filter's height does not depend on the options (no layout shift on load).
   */
  layout?: 'wrap' | 'scroll';
  /** Accessible name. Default `筛选`. */
  label?: string;
  className?: string;
}

/** Rows of filter options (分类, 区域, 类型 …) with 全部 first; one option selected per row. */
export function NavigationFilter({
  groups,
  value,
  onChange,
  loading = false,
  loadingRows,
  layout = 'wrap',
  label = '筛选',
  className,
}: NavigationFilterProps) {
  if (loading) {
    const rows = Math.max(1, loadingRows ?? groups.length);
    // Same row box as the loaded filter (label column + one line of 28 px options).
    return (
      <div
        className={cx(s.filter, className)}
        role="status"
        aria-busy="true"
        aria-label={`${label}加载中`}
      >
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className={s.row} aria-hidden="true">
            <span className={s.label}>
              <Skeleton shape="rect" width="3em" height={14} label="" className={s.bone} />
            </span>
            <span className={s.optionsScroll} style={{ overflow: 'hidden' }}>
              {[3, 5, 5, 4].map((w, j) => (
                <Skeleton key={j} shape="rect" width={`${w}em`} height={28} label="" />
              ))}
            </span>
          </div>
        ))}
      </div>
    );
  }
  return (
    <nav className={cx(s.filter, className)} aria-label={label}>
      {groups.map((g) => {
        const all = g.allLabel === undefined ? '全部' : g.allLabel;
        const options = all === null ? g.options : [{ value: '', label: all }, ...g.options];
        const current = value[g.key] ?? '';
        return (
          <div key={g.key} className={s.row} role="group" aria-label={g.label}>
            <span className={s.label} aria-hidden="true">
              {g.label}：
            </span>
            <ul className={layout === 'scroll' ? s.optionsScroll : s.options}>
              {options.map((o) => (
                <li key={o.value}>
                  <button
                    type="button"
                    className={s.option({ selected: o.value === current })}
                    aria-pressed={o.value === current}
                    onClick={() => o.value !== current && onChange(g.key, o.value)}
                  >
                    {o.label}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
