import { Button } from '../primitives/Button/Button';
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
