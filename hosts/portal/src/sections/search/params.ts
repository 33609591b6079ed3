import { reads } from '@wz/sdk';

/** The reads of /search for its query string: shared by the page and the route's early start. */
export function searchQuery(params: URLSearchParams) {
  const keyword = (params.get('keyword') ?? '').trim();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const section = params.get('menu_en') ?? '';
  // A blank keyword reads nothing.
  const count = keyword ? reads.searchCount({ keyword }) : null;
  const hits = keyword ? reads.search({ keyword, page, ...(section ? { menu_en: section } : {}) }) : null;
  return { keyword, page, section, count, hits };
}
