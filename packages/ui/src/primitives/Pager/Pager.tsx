import { cx } from '../../internal/cx';
import * as s from './Pager.css';

export interface PagerProps {
  /** Total number of records. */
  total: number;
  /** Current page, 1-based. */
  page: number;
  /** Records per page. Default 10, as every list in the spec. */
  pageSize?: number;
  /** Called with the requested page. */
  onChange: (page: number) => void;
  /** Page buttons shown around the current one before gaps (…) appear. Default 2. */
  siblings?: number;
  /** Show the pager even with a single page. Default false. */
  showSingle?: boolean;
  className?: string;
}

/** Which pages to show: first, last, and `siblings` each side of `page`, with `null` for a gap. */
export function pageWindow(page: number, pages: number, siblings = 2): Array<number | null> {
  const out: Array<number | null> = [];
  const from = Math.max(2, page - siblings);
  const to = Math.min(pages - 1, page + siblings);
  out.push(1);
  if (from > 2) out.push(null);
  for (let p = from; p <= to; p++) out.push(p);
  if (to < pages - 1) out.push(null);
  if (pages > 1) out.push(pages);
  return out;
}

/** Previous, numbered pages and next. Renders nothing for an empty list. */
export function Pager({
  total,
  page,
  pageSize = 10,
  onChange,
  siblings = 2,
  showSingle = false,
  className,
}: PagerProps) {
  const pages = Math.max(0, Math.ceil(total / pageSize));
  if (pages === 0 || (pages === 1 && !showSingle)) return null;
  const current = Math.min(Math.max(1, page), pages);
  const go = (p: number) => {
    if (p >= 1 && p <= pages && p !== current) onChange(p);
  };
  return (
    <nav className={cx(s.nav, className)} aria-label="分页">
      <ul className={s.items}>
        <li>
          <button
            type="button"
            className={s.item({ current: false })}
            disabled={current === 1}
            onClick={() => go(current - 1)}
          >
            上一页
          </button>
        </li>
        {pageWindow(current, pages, siblings).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className={s.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={s.item({ current: p === current })}
                aria-current={p === current ? 'page' : undefined}
                aria-label={`第 ${p} 页`}
                onClick={() => go(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={s.item({ current: false })}
            disabled={current === pages}
            onClick={() => go(current + 1)}
          >
            下一页
          </button>
        </li>
      </ul>
    </nav>
  );
}
