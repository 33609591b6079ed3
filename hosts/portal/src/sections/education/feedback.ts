import { useEffect } from 'react';
import type { ApiError } from '@wz/sdk';
import { toast } from '@wz/ui';

export const LOGIN_FIRST = '请先登录';

/**
 * What a detail page shows for a failed fetch (spec §8): 202 → 请先登录 (warning), 201/401 → the server
 * text (error). Other failures get the server text or a generic line.
 */
export function detailErrorText(error: ApiError | undefined): string | null {
  if (!error) return null;
  if (error.kind === 'api' && error.code === 202) return LOGIN_FIRST;
  if (error.kind === 'api' && error.msg) return error.msg;
  return '加载失败，请稍后重试';
}

/** Toasts a detail fetch failure once per distinct error. */
export function useDetailErrorToast(error: ApiError | undefined) {
  const code = error?.code;
  const kind = error?.kind;
  const msg = error?.msg;
  useEffect(() => {
    if (kind === undefined) return;
    if (kind === 'api' && code === 202) toast.warning(LOGIN_FIRST);
    else if (kind === 'api' && (code === 201 || code === 401)) toast.error(msg || '请求失败');
  }, [code, kind, msg]);
}
