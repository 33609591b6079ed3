import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  DataTable,
  StatusTabs,
  type DataTableBatchAction,
  type DataTableColumn,
  type StatusTab,
} from '@wz/ui';
import { errorMessage } from '@wz/sdk';
import { queryInt } from '../queryParams';

/** A list's status tab and page, kept in the URL (`?status=…&page=…`) so reload, back and links keep them. */
export interface StatusQuery {
  status: string;
  page: number;
  setStatus(status: string): void;
  setPage(page: number): void;
}

/**
 * The status and page of a user-centre list from the URL. An unknown status falls back to the first
 * tab; the first tab and page 1 are left out of the URL.
 */
export function useStatusQuery(tabs: readonly Pick<StatusTab, 'key'>[]): StatusQuery {
  const [params, setParams] = useSearchParams();
  const first = tabs[0]?.key ?? '';
  const raw = params.get('status');
  const status = raw !== null && tabs.some((t) => t.key === raw) ? raw : first;
  const page = queryInt(params, 'page', 1);
  const update = (name: 'status' | 'page', value: string, fallback: string) => {
    const next = new URLSearchParams(params);
    if (value === fallback) next.delete(name);
    else next.set(name, value);
    // a new tab starts at its first page
    if (name === 'status') next.delete('page');
    setParams(next);
  };
  return {
    status,
    page,
    setStatus: (s) => update('status', s, first),
    setPage: (p) => update('page', String(p), '1'),
  };
}

export interface StatusListProps<T extends object> {
  /** Heading of the card (我的房源). */
  title: string;
  /** Status tabs (全部 / 已发布 / 审核中 / 已下架), the first is the default. */
  tabs: StatusTab[];
  /** From `useStatusQuery(tabs)`. */
  query: StatusQuery;
  /** The rows of the current tab and page (undefined while the first answer is on its way). */
  rows: T[] | undefined;
  /** Rows in the tab across pages. */
  total?: number;
  pageSize?: number;
  loading?: boolean;
  /** The list could not be loaded: its message and 重试 instead of the table. */
  error?: unknown;
  onRetry?: () => void;
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => string;
  /** Names a row for its checkbox (`选择 {label}`). */
  rowLabel?: (row: T) => string;
  /** Buttons acting on the selected rows (批量下架, 删除). */
  batchActions?: DataTableBatchAction<T>[];
  /** Buttons beside the heading (发布新房源). */
  actions?: ReactNode;
  /** Shown when the tab has no rows. */
  empty?: ReactNode;
}

/**
 * The user centre's list template: heading and actions, status tabs and a table with batch actions and
 * a pager, tab and page in the URL. Listing sections fill it with their read, columns and actions.
 */
export function StatusList<T extends object>({
  title,
  tabs,
  query,
  rows,
  total,
  pageSize = 10,
  loading,
  error,
  onRetry,
  columns,
  rowKey,
  rowLabel,
  batchActions,
  actions,
  empty,
}: StatusListProps<T>) {
  return (
    <section className="card user-list" aria-labelledby="user-list-title">
      <header className="user-list__header">
        <h1 id="user-list-title">{title}</h1>
        {actions}
      </header>
      <StatusTabs items={tabs} value={query.status} onChange={query.setStatus} label={`${title}状态`} />
      {error && !rows ? (
        <div role="alert" className="user-edit__error">
          <p>{errorMessage(error, '加载失败，请稍后重试')}</p>
          {onRetry ? <Button onClick={onRetry}>重试</Button> : null}
        </div>
      ) : (
        <DataTable<T>
          caption={title}
          columns={columns}
          rows={rows ?? []}
          rowKey={rowKey}
          rowLabel={rowLabel}
          batchActions={batchActions}
          loading={loading && !rows}
          empty={empty}
          total={total}
          page={query.page}
          pageSize={pageSize}
          onPageChange={query.setPage}
        />
      )}
    </section>
  );
}
