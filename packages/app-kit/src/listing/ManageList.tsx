import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@wz/sdk';
import { Button, toast, type DataTableBatchAction, type DataTableColumn } from '@wz/ui';
import { StatusList, useStatusQuery, type StatusQuery } from '../kinds/StatusList';
import './listing.css';

/** A row of a member's own listings: what every listing section's user list answers with. */
export interface ManagedItem {
  id: number;
  title: string;
  status: number;
  clickcount: number;
}

/** A status tab: its key is the list call's `status` (`all` leaves it out); `count` names its number in the answer's counts. */
export interface ManageTab {
  key: string;
  label: string;
  count: string;
}

const TABS: readonly ManageTab[] = [
  { key: 'all', label: '全部', count: 'all' },
  { key: '1', label: '已发布', count: 'online' },
  { key: '0', label: '已下架', count: 'offline' },
];

/** The status tab and page from the URL, and the list call's `status` param (left out for 全部). */
export function useManageQuery<S extends number = 0 | 1>(tabs: readonly ManageTab[] = TABS): StatusQuery & { statusParam: { status?: S } } {
  const query = useStatusQuery(tabs);
  return { ...query, statusParam: query.status === 'all' ? {} : { status: Number(query.status) as S } };
}

export interface ManageListProps<T extends ManagedItem> {
  title: string;
  query: StatusQuery;
  /** The member-list read (`{ lists, total, counts }`). */
  list: {
    data?: { lists: readonly unknown[]; total: number; counts: Record<string, number> };
    error?: unknown;
    isLoading: boolean;
    mutate: () => unknown;
  };
  /** The section's own columns, between the title and the status. */
  columns: DataTableColumn<T>[];
  detailHref: (item: T) => string;
  /** The edit page of a row, or the publish page without one. */
  editHref: (item?: T) => string;
  publishLabel: string;
  setStatus: (item: T, status: 0 | 1) => Promise<unknown>;
  /** Deletes a row; without it there is no 删除 (a section whose items are only taken down). */
  remove?: (item: T) => Promise<unknown>;
  /** Status tabs instead of 全部 / 已发布 / 已下架 (the list given to useManageQuery). */
  tabs?: readonly ManageTab[];
  /** A row's status text (default 已发布 / 已下架). */
  statusText?: (item: T) => string;
  /** A section's own buttons in a row's 操作, before 删除 (改价, 刷新). */
  actions?: (item: T) => ReactNode;
  /** Buttons acting on the selected rows (批量下架). */
  batchActions?: DataTableBatchAction<T>[];
  /** Shown when the tab has no rows. */
  empty?: ReactNode;
  /** Above the status tabs (the section's categories). */
  switcher?: ReactNode;
  /** Below the list (a section's own panel). */
  children?: ReactNode;
}

/** The engine's user-centre list: status tabs with counts, edit, take down / put back, delete with confirmation. */
export function ManageList<T extends ManagedItem>(props: ManageListProps<T>) {
  const { list, query } = props;
  const counts = list.data?.counts;
  const tabs = (props.tabs ?? TABS).map((t) => ({ key: t.key, label: t.label, ...(counts ? { count: counts[t.count] ?? 0 } : {}) }));
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error, '操作失败，请稍后重试'));
    }
  };
  const del = (item: T, remove: (item: T) => Promise<unknown>) => {
    if (!window.confirm(`确定删除「${item.title}」吗？删除后不能恢复。`)) return;
    void act(() => remove(item), '删除成功');
  };
  const { remove } = props;
  const columns: DataTableColumn<T>[] = [
    { key: 'title', title: '标题', render: (item) => (item.status === 1 ? <Link to={props.detailHref(item)}>{item.title}</Link> : item.title) },
    ...props.columns,
    { key: 'status', title: '状态', value: props.statusText ?? ((item) => (item.status === 1 ? '已发布' : '已下架')) },
    { key: 'clicks', title: '浏览', value: (item) => item.clickcount, align: 'end' },
    {
      key: 'action',
      title: '操作',
      render: (item) => (
        <span className="listing-actions">
          <Link to={props.editHref(item)}>编辑</Link>
          <Button size="sm" variant="ghost" onClick={() => void act(() => props.setStatus(item, item.status === 1 ? 0 : 1), item.status === 1 ? '已下架' : '已上架')}>
            {item.status === 1 ? '下架' : '上架'}
          </Button>
          {props.actions?.(item)}
          {remove ? (
            <Button size="sm" variant="ghost" onClick={() => del(item, remove)}>
              删除
            </Button>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <>
      {props.switcher}
      <StatusList<T>
        title={props.title}
        tabs={tabs}
        query={query}
        rows={list.data?.lists as T[] | undefined}
        total={list.data?.total}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        columns={columns}
        rowKey={(item) => String(item.id)}
        rowLabel={(item) => item.title}
        actions={<Link className="button" to={props.editHref()}>{props.publishLabel}</Link>}
        batchActions={props.batchActions}
        empty={props.empty ?? '还没有信息，发布一条吧'}
      />
      {props.children}
    </>
  );
}
