import { Link } from 'react-router-dom';
import type { ApiError } from '@wz/sdk';
import { Empty, Skeleton } from '@wz/ui';
import { LOGIN_FIRST, detailErrorText, useDetailErrorToast } from './feedback';

/**
 * Loading / failure states of a detail fetch: 202 → 请先登录 (with a way to log in), 201/401 → the
 * server text (also as a toast). Renders `children` only when there is data.
 */
export function DetailState({
  isLoading,
  error,
  hasData,
  children,
}: {
  isLoading: boolean;
  error: ApiError | undefined;
  hasData: boolean;
  children: React.ReactNode;
}) {
  useDetailErrorToast(error);
  if (isLoading) return <Skeleton lines={6} />;
  const text = detailErrorText(error);
  if (text) {
    return (
      <div className="edu-card" role="alert">
        <Empty description={text}>
          {text === LOGIN_FIRST ? (
            <Link className="edu-button" to="/login/login">
              去登录
            </Link>
          ) : null}
        </Empty>
      </div>
    );
  }
  if (!hasData) return <Empty description="暂无数据" />;
  return <>{children}</>;
}
