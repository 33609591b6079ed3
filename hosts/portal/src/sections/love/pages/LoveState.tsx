import { Link } from 'react-router-dom';
import { errorMessage } from '@wz/sdk';
import { Button, Skeleton } from '@wz/ui';

/** A public love page while its read loads, or when it failed (a refusal with the way back; else 重试). */
export function LoveState({ loading, error, onRetry, back }: { loading: boolean; error: unknown; onRetry: () => void; back: { to: string; label: string } }) {
  if (loading && !error) return <div className="card" aria-busy="true"><Skeleton lines={6} /></div>;
  return (
    <div className="card love-state" role="alert">
      <p>{typeof error === 'string' ? error : errorMessage(error, '加载失败，请稍后重试')}</p>
      {typeof error === 'string' ? <Link to={back.to}>{back.label}</Link> : <Button onClick={onRetry}>重试</Button>}
    </div>
  );
}
