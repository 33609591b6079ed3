import { createContext, useContext, type ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Empty as EmptyBlock } from '../../primitives/Empty/Empty';
import { Pager as PagerBase } from '../../primitives/Pager/Pager';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { cx } from '../../internal/cx';
import { visuallyHidden } from '../../theme/reset.css';
import * as s from './PagedList.css';

export interface PagedListRootProps<T> {
  /** The rows of the current page (may be the previous page's while the next one loads). */
  items: readonly T[] | undefined;
  /** Rows across all pages. */
  total?: number;
  /** Current page, 1-based. */
  page: number;
  /** Rows per page. Default 10, as every list in the spec. */
  pageSize?: number;
  /** A read is in flight. */
  loading?: boolean;
  /** The last read failed (any truthy value); `Error` parts show, `Items` hide. */
  error?: unknown;
  /** Called by the 重试 button of `PagedList.Error`. */
  onRetry?: () => void;
  /** Called with the requested page (pages keep it in the URL). */
  onPageChange: (page: number) => void;
  children: ReactNode;
  className?: string;
}

interface State {
  items: readonly unknown[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  failed: boolean;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
}

const Context = createContext<State | null>(null);

function useList(part: string): State {
  const state = useContext(Context);
  if (!state) throw new Error(`PagedList.${part} must be inside PagedList.Root`);
  return state;
}

/** Holds the list's state; the parts inside decide what shows. Renders a plain `<div>`. */
function PagedListRoot<T>({
  items,
  total,
  page,
  pageSize = 10,
  loading = false,
  error,
  onRetry,
  onPageChange,
  children,
  className,
}: PagedListRootProps<T>) {
  const state: State = {
    items: items ?? [],
    total: total ?? items?.length ?? 0,
    page,
    pageSize,
    loading,
    failed: Boolean(error),
    onRetry,
    onPageChange,
  };
  return (
    <Context.Provider value={state}>
      <div className={cx(s.wrap, className)}>{children}</div>
    </Context.Provider>
  );
}

export interface PagedListItemsProps<T> {
  /** Renders one row; the part wraps it in an `<li>`. */
  children: (item: T, index: number) => ReactNode;
  /** A stable key per row. Default: the index. */
  getKey?: (item: T, index: number) => string | number;
  /** Accessible name of the list (`房源列表`). */
  label?: string;
  /** `list` (default): one row per line; `grid`: cards in columns at least `minColumnWidth` wide. */
  layout?: 'list' | 'grid';
  /** Narrowest grid column in px. Default 240. */
  minColumnWidth?: number;
  /** One placeholder row while the first page loads. Default: a text skeleton. */
  placeholder?: ReactNode;
  /** Placeholder rows. Default: the page size. */
  placeholderCount?: number;
  className?: string;
}

/**
 * The rows. While the first page loads: placeholders. While another page loads: the old rows,
 * marked busy. Nothing on error or when empty (the Error / Empty parts take over).
 */
function PagedListItems<T>({
  children,
  getKey,
  label,
  layout = 'list',
  minColumnWidth = 240,
  placeholder,
  placeholderCount,
  className,
}: PagedListItemsProps<T>) {
  const { items, loading, failed, pageSize } = useList('Items');
  if (failed && !loading) return null;
  const listClass = cx(s.items({ layout }), className);
  const style =
    layout === 'grid'
      ? { gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minColumnWidth}px), 1fr))` }
      : undefined;
  if (loading && items.length === 0) {
    return (
      <>
        <ul className={listClass} style={style} aria-hidden="true">
          {Array.from({ length: placeholderCount ?? pageSize }, (_, i) => (
            <li key={i} className={s.item}>
              {placeholder ?? <Skeleton lines={2} label="" />}
            </li>
          ))}
        </ul>
        <span role="status" className={visuallyHidden}>
          加载中
        </span>
      </>
    );
  }
  if (items.length === 0) return null;
  return (
    <ul className={listClass} style={style} aria-label={label} aria-busy={loading || undefined}>
      {(items as readonly T[]).map((item, i) => (
        <li key={getKey ? getKey(item, i) : i} className={s.item}>
          {children(item, i)}
        </li>
      ))}
    </ul>
  );
}

export interface PagedListEmptyProps {
  /** The message. Default `暂无数据`. */
  children?: ReactNode;
  /** An action under the message (e.g. a 去发布 link). */
  action?: ReactNode;
}

/** Shown when a page has loaded with no rows. */
function PagedListEmpty({ children, action }: PagedListEmptyProps) {
  const { items, loading, failed } = useList('Empty');
  if (loading || failed || items.length > 0) return null;
  return <EmptyBlock description={children}>{action}</EmptyBlock>;
}

export interface PagedListErrorProps {
  /** The message. Default `加载失败，请稍后重试`. */
  children?: ReactNode;
  /** Retry button text. Default `重试`. */
  retryText?: string;
}

/** Shown when the read failed; its 重试 button calls the Root's `onRetry`. */
function PagedListError({
  children = '加载失败，请稍后重试',
  retryText = '重试',
}: PagedListErrorProps) {
  const { failed, loading, onRetry } = useList('Error');
  if (!failed || loading) return null;
  return (
    <div className={s.error} role="alert">
      <p className={s.errorText}>{children}</p>
      {onRetry && (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {retryText}
        </Button>
      )}
    </div>
  );
}

export interface PagedListPagerProps {
  /** Show the pager even with a single page. Default false. */
  showSingle?: boolean;
  className?: string;
}

/** The pager, written once for every list: hidden while the first page loads and on error. */
function PagedListPager({ showSingle, className }: PagedListPagerProps) {
  const { total, page, pageSize, loading, failed, items, onPageChange } = useList('Pager');
  if (failed || (loading && items.length === 0)) return null;
  return (
    <PagerBase
      total={total}
      page={page}
      pageSize={pageSize}
      onChange={onPageChange}
      showSingle={showSingle}
      className={cx(s.pager, className)}
    />
  );
}

/**
 * A paged list in parts: `Root` takes the page's state (rows, total, page, loading, error) and the
 * parts show what fits it, so every list handles loading, failure, emptiness and paging the same way.
 *
 * ```tsx
 * <PagedList.Root items={data?.list} total={data?.total} page={page} loading={isLoading}
 *   error={error} onRetry={retry} onPageChange={setPage}>
 *   <PagedList.Items label="房源列表">{(house) => <ListingCard … />}</PagedList.Items>
 *   <PagedList.Empty>暂无房源</PagedList.Empty>
 *   <PagedList.Error />
 *   <PagedList.Pager />
 * </PagedList.Root>
 * ```
 */
export const PagedList = {
  Root: PagedListRoot,
  Items: PagedListItems,
  Empty: PagedListEmpty,
  Error: PagedListError,
  Pager: PagedListPager,
};
