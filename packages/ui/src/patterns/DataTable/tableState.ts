/** Conversions between DataTable's props and TanStack Table's state (pure). */
import type { RowSelectionState, SortingState, Updater } from '@tanstack/react-table';
import type { DataTableSort } from './DataTable';

/** Numbers numerically, text in Chinese collation order; empty values always last (sortUndefined). */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'zh-Hans-CN', { numeric: true });
}

export const toSorting = (sort: DataTableSort | null | undefined): SortingState =>
  sort ? [{ id: sort.key, desc: sort.order === 'desc' }] : [];
export const fromSorting = (sorting: SortingState): DataTableSort | null =>
  sorting[0] ? { key: sorting[0].id, order: sorting[0].desc ? 'desc' : 'asc' } : null;
export const apply = <V>(updater: Updater<V>, old: V): V =>
  typeof updater === 'function' ? (updater as (o: V) => V)(old) : updater;
export const toSelection = (keys: string[]): RowSelectionState =>
  Object.fromEntries(keys.map((k) => [k, true]));
