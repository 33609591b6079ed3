/** A positive integer from a query value, or `fallback` when absent or not one (spec: id 1 when absent). */
export function parseId(raw: string | null, fallback: number | null): number | null {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A positive integer query parameter, or `fallback` when absent or not a number. */
export function queryInt(search: URLSearchParams, name: string, fallback: number): number;
export function queryInt(search: URLSearchParams, name: string, fallback: null): number | null;
export function queryInt(search: URLSearchParams, name: string, fallback: number | null): number | null {
  return parseId(search.get(name), fallback);
}

/** A query parameter limited to the values an operation accepts (e.g. 1 school, 2 guide, 3 teacher). */
export function queryType<T extends number>(
  search: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const n = queryInt(search, name, fallback);
  return (allowed as readonly number[]).includes(n) ? (n as T) : fallback;
}
