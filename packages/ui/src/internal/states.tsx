import type { ReactNode } from 'react';
import { Button } from '../primitives/Button/Button';
import { Empty } from '../primitives/Empty/Empty';
import * as shared from './shared.css';

/** A failed load: the message and, when the caller can retry, a 重试 button. */
export function ErrorBlock({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={shared.error} role="alert">
      <span>{message}</span>
      {onRetry ? (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          重试
        </Button>
      ) : null}
    </div>
  );
}

/** A list's load state, as its hook gives it. */
export interface LoadState {
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

/** The placeholder while loading: `count` blocks of `className`, named `label` for screen readers. */
export interface Placeholder {
  label: string;
  count: number;
  className: string;
  /** Class of the blocks' container (a grid for cards). */
  wrapClassName?: string;
}

/**
 * What a list shows instead of its items: the placeholder while loading, the error with 重试, or
 * Empty with `emptyText` (pass `false` while there are items). `null` when the items should render.
 */
export function listState(
  { loading, error, onRetry }: LoadState,
  placeholder: Placeholder,
  emptyText: string | false,
): ReactNode | null {
  if (loading) {
    return (
      <div
        className={placeholder.wrapClassName}
        role="status"
        aria-label={placeholder.label}
        aria-busy="true"
      >
        {Array.from({ length: placeholder.count }, (_, i) => (
          <div key={i} className={placeholder.className} />
        ))}
      </div>
    );
  }
  if (error) return <ErrorBlock message={error} onRetry={onRetry} />;
  if (emptyText !== false) return <Empty description={emptyText} />;
  return null;
}
