import { useMemo, useState, type ReactNode } from 'react';
import {
  createSortedRowModel,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
} from '@tanstack/react-table';
import { Button } from '../../primitives/Button/Button';
import { ConfirmDialog } from '../../primitives/ConfirmDialog/ConfirmDialog';
import { Empty } from '../../primitives/Empty/Empty';
import { Pager } from '../../primitives/Pager/Pager';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { cx } from '../../internal/cx';
import { ArrowDown, ArrowUp, UpDown } from '../../internal/icons';
import { visuallyHidden } from '../../theme/reset.css';
import * as s from './DataTable.css';
import { SelectBox } from './SelectBox';
import { apply, compareValues, fromSorting, toSelection, toSorting } from './tableState';

export interface DataTableColumn<T> {
  /** Stable key; also the key in `DataTableSort`. */
  key: string;
  /** Header text. */
  title: string;
  /** The value shown (when there is no `render`) and sorted by. */
  value?: (row: T) => string | number | null | undefined;
  /** Cell content; default: `value(row)` as text. */
  render?: (row: T) => ReactNode;
  /** The header sorts by this column. Needs `value` unless the server sorts (`manualSort`). */
  sortable?: boolean;
  /** Text alignment; numbers and money read best at `end`. Default `start`. */
  align?: 'start' | 'center' | 'end';
  /** Column width (px or CSS length). */
  width?: number | string;
  /**
   * Its place when rows become cards (a container narrower than 640 px): `title` (the card's first line),
   * `actions` (buttons under the card), `hidden`, or `field` (its header as a label beside the value).
   * Default: the first column is the title, a column titled 操作 holds the actions, the rest are fields.
   */
  card?: 'title' | 'field' | 'actions' | 'hidden';
}

function cardRole<T>(col: DataTableColumn<T>, index: number): NonNullable<DataTableColumn<T>['card']> {
  if (col.card) return col.card;
  if (index === 0) return 'title';
  return col.key === 'actions' || col.title === '操作' ? 'actions' : 'field';
}

export interface DataTableSort {
  /** A column's `key`. */
  key: string;
  order: 'asc' | 'desc';
}

export interface DataTableBatchAction<T> {
  key: string;
  /** Button text, e.g. `批量下架`. */
  label: string;
  /** Red button, for destructive actions. */
  danger?: boolean;
  /** Asks before acting; `{count}` is replaced by the number of selected rows. */
  confirm?: string;
  /**
   * Runs on the selected rows. A returned promise keeps the buttons busy; when it resolves the
   * selection is cleared, when it rejects the selection stays (the page reports the error).
   */
  onAction: (keys: string[], rows: T[]) => void | Promise<unknown>;
}

export interface DataTableProps<T extends object> {
  columns: DataTableColumn<T>[];
  /** The rows of the current page. */
  rows: T[];
  /** A stable id per row (used for selection). */
  rowKey: (row: T) => string;
  /** Accessible name of the table; shown above it when `showCaption`. */
  caption: string;
  /** Show the caption visually. Default false. */
  showCaption?: boolean;
  /** Current sort (controlled); `null` for none. Pages keep it in the URL. */
  sort?: DataTableSort | null;
  /** Initial sort when uncontrolled. */
  defaultSort?: DataTableSort | null;
  /** Called when a header changes the sort (asc → desc → none). */
  onSortChange?: (sort: DataTableSort | null) => void;
  /** The rows arrive sorted (the server sorts); otherwise the table sorts the given rows. */
  manualSort?: boolean;
  /** A checkbox per row and a select-all box. Default: true when there are batch actions. */
  selectable?: boolean;
  /** Selected row keys (controlled). Uncontrolled selection clears when the rows change. */
  selectedKeys?: string[];
  /** Called with the new selection. */
  onSelectionChange?: (keys: string[]) => void;
  /** Buttons acting on the selected rows, shown above the table. */
  batchActions?: DataTableBatchAction<T>[];
  /** Names a row for its checkbox (`选择 {label}`). Default: `第 N 行`. */
  rowLabel?: (row: T) => string;
  /** Placeholder rows instead of data. */
  loading?: boolean;
  /** Placeholder rows while loading. Default 5. */
  loadingRows?: number;
  /** Shown when there are no rows. Default `<Empty />` (暂无数据). */
  empty?: ReactNode;
  /** Total rows across pages; with `onPageChange` a pager is shown. */
  total?: number;
  /** Current page, 1-based. Default 1. */
  page?: number;
  /** Rows per page. Default 10. */
  pageSize?: number;
  /** Called with the requested page. */
  onPageChange?: (page: number) => void;
  className?: string;
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowSelectionFeature,
});

/**
 * A table of records (user-centre lists, the seller centre): sortable headers, row selection with
 * batch actions, loading placeholders, an empty state and a pager. Built on TanStack Table.
 */
export function DataTable<T extends object>({
  columns,
  rows,
  rowKey,
  caption,
  showCaption = false,
  sort,
  defaultSort = null,
  onSortChange,
  manualSort = false,
  selectable,
  selectedKeys,
  onSelectionChange,
  batchActions = [],
  rowLabel,
  loading = false,
  loadingRows = 5,
  empty,
  total,
  page = 1,
  pageSize = 10,
  onPageChange,
  className,
}: DataTableProps<T>) {
  const withSelection = selectable ?? batchActions.length > 0;
  const [innerSort, setInnerSort] = useState(defaultSort);
  const sorting = useMemo(
    () => toSorting(sort === undefined ? innerSort : sort),
    [sort, innerSort],
  );

  // Uncontrolled selection belongs to the rows on screen: a new page starts with none selected.
  const rowIds = rows.map(rowKey).join('\u0000');
  const [inner, setInner] = useState<{ ids: string; keys: string[] }>({ ids: rowIds, keys: [] });
  const innerKeys = inner.ids === rowIds ? inner.keys : [];
  const keys = selectedKeys ?? innerKeys;
  const rowSelection = useMemo(() => toSelection(keys), [keys]);
  const setKeys = (next: string[]) => {
    if (selectedKeys === undefined) setInner({ ids: rowIds, keys: next });
    onSelectionChange?.(next);
  };

  const columnDefs = useMemo<ColumnDef<typeof features, T>[]>(
    () =>
      columns.map((c) => ({
        id: c.key,
        header: c.title,
        accessorFn: (row: T) => c.value?.(row) ?? undefined,
        enableSorting: Boolean(c.sortable),
        sortFn: (a, b, id) => compareValues(a.getValue(id), b.getValue(id)),
        sortUndefined: 'last',
      })),
    [columns],
  );

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row: T) => rowKey(row),
    state: { sorting, rowSelection },
    manualSorting: manualSort,
    sortDescFirst: false,
    enableMultiSort: false,
    enableRowSelection: withSelection,
    onSortingChange: (updater) => {
      const next = fromSorting(apply(updater, sorting));
      if (sort === undefined) setInnerSort(next);
      onSortChange?.(next);
    },
    onRowSelectionChange: (updater) => {
      const next = apply(updater, rowSelection);
      setKeys(Object.keys(next).filter((k) => next[k]));
    },
  });

  const visibleRows = table.getRowModel().rows;
  const selectedRows = visibleRows.filter((r) => r.getIsSelected());
  const [pending, setPending] = useState<string | null>(null);
  const [asking, setAsking] = useState<DataTableBatchAction<T> | null>(null);

  const run = async (action: DataTableBatchAction<T>) => {
    setAsking(null);
    const ids = selectedRows.map((r) => r.id);
    const result = action.onAction(
      ids,
      selectedRows.map((r) => r.original),
    );
    if (!result || typeof (result as Promise<unknown>).then !== 'function') return;
    setPending(action.key);
    try {
      await result;
      setKeys([]);
    } catch {
      // The page reports the failure; the selection stays so the user can try again.
    } finally {
      setPending(null);
    }
  };

  const colCount = columns.length + (withSelection ? 1 : 0);
  const label = (row: T, index: number) => rowLabel?.(row) ?? `第 ${index + 1} 行`;

  return (
    <div className={cx(s.wrap, className)}>
      {batchActions.length > 0 && (
        <div className={s.batchBar} role="toolbar" aria-label="批量操作">
          <span className={s.batchCount} aria-live="polite">
            已选 {selectedRows.length} 项
          </span>
          {batchActions.map((a) => (
            <Button
              key={a.key}
              size="sm"
              variant={a.danger ? 'danger' : 'secondary'}
              disabled={selectedRows.length === 0 || (pending !== null && pending !== a.key)}
              loading={pending === a.key}
              onClick={() => (a.confirm ? setAsking(a) : void run(a))}
            >
              {a.label}
            </Button>
          ))}
          {selectedRows.length > 0 && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setKeys([])}
              disabled={pending !== null}
            >
              取消选择
            </Button>
          )}
        </div>
      )}
      <div className={s.scroller}>
        <table className={s.table} aria-busy={loading || undefined}>
          <caption className={showCaption ? s.caption : visuallyHidden}>{caption}</caption>
          <thead className={s.section}>
            <tr className={s.headRow}>
              {withSelection && (
                <th scope="col" className={cx(s.cell({ head: true }), s.checkCell)}>
                  <SelectBox
                    label="全选"
                    checked={visibleRows.length > 0 && table.getIsAllRowsSelected()}
                    indeterminate={table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected()}
                    disabled={loading || visibleRows.length === 0}
                    onChange={table.getToggleAllRowsSelectedHandler()}
                  />
                </th>
              )}
              {table.getHeaderGroups()[0]!.headers.map((header, i) => {
                const col = columns[i]!;
                const dir = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={cx(s.cell({ head: true, align: col.align }), !col.sortable && s.headPlain)}
                    style={{ width: col.width }}
                    aria-sort={
                      dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined
                    }
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className={s.sortButton}
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {col.title}
                        <span className={s.sortIcon({ active: Boolean(dir) })}>
                          {dir === 'asc' ? (
                            <ArrowUp />
                          ) : dir === 'desc' ? (
                            <ArrowDown />
                          ) : (
                            <UpDown />
                          )}
                        </span>
                      </button>
                    ) : (
                      col.title
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={s.section}>
            {loading
              ? Array.from({ length: loadingRows }, (_, r) => (
                  <tr key={r} className={s.row({ selected: false })} aria-hidden="true">
                    {Array.from({ length: colCount }, (_, c) => (
                      <td key={c} className={s.cell()}>
                        <Skeleton shape="rect" height={14} label="" />
                      </td>
                    ))}
                  </tr>
                ))
              : visibleRows.map((row, index) => (
                  <tr key={row.id} className={s.row({ selected: row.getIsSelected() })}>
                    {withSelection && (
                      <td className={cx(s.cell(), s.checkCell, s.rowCheck)}>
                        <SelectBox
                          label={`选择 ${label(row.original, index)}`}
                          checked={row.getIsSelected()}
                          onChange={row.getToggleSelectedHandler()}
                        />
                      </td>
                    )}
                    {columns.map((col, i) => (
                      <td key={col.key} className={s.cell({ align: col.align, card: cardRole(col, i) })} data-label={col.title}>
                        {col.render ? col.render(row.original) : (col.value?.(row.original) ?? '')}
                      </td>
                    ))}
                  </tr>
                ))}
            {!loading && rows.length === 0 && (
              <tr>
                <td colSpan={colCount} className={s.emptyCell}>
                  {empty ?? <Empty />}
                </td>
              </tr>
            )}
          </tbody>
        </table>
        {loading && (
          <span role="status" className={visuallyHidden}>
            加载中
          </span>
        )}
      </div>
      {onPageChange && total !== undefined && (
        <Pager total={total} page={page} pageSize={pageSize} onChange={onPageChange} />
      )}
      <ConfirmDialog
        open={asking !== null}
        message={asking?.confirm?.replace('{count}', String(selectedRows.length)) ?? ''}
        danger={asking?.danger}
        onConfirm={() => asking && void run(asking)}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
