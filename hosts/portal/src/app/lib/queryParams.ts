/** A positive integer from a query value, or `fallback` when absent or not one (spec: id 1 when absent). */
export function parseId(raw: string | null, fallback: number | null): number | null {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
