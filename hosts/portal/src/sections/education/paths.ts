import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { parseId } from '../../app/lib/queryParams';

/** A positive integer query parameter, or `fallback` when absent or not a number (spec: id 1 when absent). */
export function useQueryInt(name: string, fallback: number): number;
export function useQueryInt(name: string, fallback: null): number | null;
export function useQueryInt(name: string, fallback: number | null): number | null {
  const [params] = useSearchParams();
  return parseId(params.get(name), fallback);
}


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
  return useCallback((page: string, query: Record<string, QueryValue> = {}) => navigate(teacherPath(page, query)), [navigate]);
}

/** A type query parameter limited to the values an operation accepts (e.g. 1 school, 2 guide, 3 teacher). */
export function useQueryType<T extends number>(name: string, allowed: readonly T[], fallback: T): T {
  const n = useQueryInt(name, fallback);
  return (allowed as readonly number[]).includes(n) ? (n as T) : fallback;
}
