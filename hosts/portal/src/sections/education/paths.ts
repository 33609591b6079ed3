import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

type QueryValue = string | number | undefined;

/** `/teacher/<page>?a=1&b=2` with undefined values dropped. */
export function teacherPath(page: string, query: Record<string, QueryValue> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return `/teacher/${page}${s ? `?${s}` : ''}`;
}

/** Navigates to a child page of /teacher with its query. */
export function useTeacherNav() {
  const navigate = useNavigate();
  return useCallback(
    (page: string, query: Record<string, QueryValue> = {}) => navigate(teacherPath(page, query)),
    [navigate],
  );
}
