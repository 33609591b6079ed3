/**
 * The list call's filter params from the URL, without waiting for the filter rows: a range
 * (`price=100~200`, FilterBar's URL form) becomes price_min/price_max, a choice its option ids
 * (`room=402,403`). Only the section's keys are read. Routes build their first reads with it, so it
 * stays free of React and of @wz/ui (it is part of the boot script).
 */
const RANGE = /^(\d+(?:\.\d+)?)?~(\d+(?:\.\d+)?)?$/;
const IDS = /^\d+(,\d+)*$/;

export function filterParams(search: URLSearchParams, keys: readonly string[]): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const key of keys) {
    const text = search.get(key);
    if (!text) continue;
    const range = RANGE.exec(text);
    if (range && (range[1] !== undefined || range[2] !== undefined)) {
      if (range[1] !== undefined) out[`${key}_min`] = Math.floor(Number(range[1]));
      if (range[2] !== undefined) out[`${key}_max`] = Math.ceil(Number(range[2]));
    } else if (IDS.test(text)) out[key] = text;
  }
  return out;
}

/** The page in a URL's query (`page`; 1 when absent). */
export const pageOf = (search: URLSearchParams) => Math.max(1, Number(search.get('page')) || 1);

/** A list call's params from the URL: page, sort (0 left out), keyword and the section's filters. */
export function listParams(search: URLSearchParams, keys: readonly string[]): Record<string, string | number> {
  const page = pageOf(search);
  const sort = Number(search.get('sort')) || 0;
  const keyword = search.get('keyword')?.trim();
  return { page, ...(sort ? { sort } : {}), ...(keyword ? { keyword } : {}), ...filterParams(search, keys) };
}
