import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, isApiError } from '@wz/sdk';
import { Button, Skeleton } from '@wz/ui';

/** Where a member goes when a page is not theirs yet (a settle-in section's pages before approval). */
export interface KindGate {
  /** Link to the application (`/release/tour`). */
  to: string;
  label: string;
}

/**
 * What a kind shows instead of its content while its record loads or when it cannot: a placeholder, the
 * server's refusal (a business answer such as 入驻审核通过后才能编辑 with the way there) or a failure with 重试.
 */
export function KindState({ title, loading, error, onRetry, gate }: { title: string; loading: boolean; error: unknown; onRetry: () => void; gate?: KindGate }): ReactNode {
  if (error) {
    const refused = isApiError(error) && error.kind === 'api' && error.code === 201;
    return (
      <section className="card kind" aria-labelledby="kind-title">
        <h1 id="kind-title">{title}</h1>
        <div role="alert" className="kind__state">
          <p>{errorMessage(error, '加载失败，请稍后重试')}</p>
          {refused && gate ? <Link className="kind__gate" to={gate.to}>{gate.label}</Link> : <Button onClick={onRetry}>重试</Button>}
        </div>
      </section>
    );
  }
  if (loading)
    return (
      <section className="card kind" aria-labelledby="kind-title" aria-busy="true">
        <h1 id="kind-title">{title}</h1>
        <Skeleton lines={4} label={`${title}加载中`} />
      </section>
    );
  return null;
}
