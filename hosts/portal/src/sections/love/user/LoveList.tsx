import { StatusList, type StatusListProps } from '@wz/app-kit';
import { LOVE_PAGE } from '../params';

/** A love list read: `{ lists, total }` pages of 12, as every love user-centre list answers. */
interface ListRead<T> {
  data?: { lists: T[]; total: number };
  error?: unknown;
  mutate: () => unknown;
}

/**
 * The user centre's status list on one of love's paged reads: rows, total, loading, error and retry come from
 * the read, so a page gives only its title, tabs, columns and texts.
 */
export function LoveList<T extends object>({ read, ...props }: { read: ListRead<T> } & Omit<StatusListProps<T>, 'rows' | 'total' | 'pageSize' | 'loading' | 'error' | 'onRetry'>) {
  return (
    <StatusList<T>
      {...props}
      rows={read.data?.lists}
      total={read.data?.total}
      pageSize={LOVE_PAGE}
      loading={!read.data}
      error={read.error}
      onRetry={() => void read.mutate()}
    />
  );
}
