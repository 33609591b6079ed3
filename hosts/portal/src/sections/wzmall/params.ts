/**
 * The mall's URLs (spec §2 Mall) and the reads their pages make first: the list state (category,
 * brand, facets, sort, page, keyword) lives in the query string. No React: routes and the boot script use it.
 */
import { reads } from '@wz/sdk';

const int = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined);
const ids = (v: string | null) => (v && /^\d{1,9}(,\d{1,9}){0,99}$/.test(v) ? v : undefined);

/** /wzmall/businessRequireInfo: goods (default) or demands (?tab=need). */
export function browseParams(q: URLSearchParams) {
  const keyword = (q.get('keyword') ?? '').trim().slice(0, 30);
  const sort = int(q.get('sort'));
  return {
    tab: q.get('tab') === 'need' ? ('need' as const) : ('goods' as const),
    cid: int(q.get('cid')),
    brand: ids(q.get('brand')),
    attr: ids(q.get('attr')),
    sort: sort !== undefined && sort <= 4 ? sort : undefined,
    page: int(q.get('page')) || 1,
    keyword,
  };
}
export type BrowseParams = ReturnType<typeof browseParams>;

/** The goods list or the search the browse page shows. */
export function goodsRead(p: BrowseParams) {
  const common = { ...(p.sort ? { sort: p.sort } : {}), page: p.page };
  if (p.keyword) return reads.mallSearch({ keyword: p.keyword, ...common });
  return reads.mallGoodsList({ ...(p.cid ? { cid: p.cid } : {}), ...(p.brand ? { brand: p.brand } : {}), ...(p.attr ? { attr: p.attr } : {}), ...common });
}
/**
 * The browse page's first reads, declared once for its route and the page: the adverts and the goods
 * list (what a crawler should find, with no shift when the adverts come); the tree and the demands tab
 * load in the browser.
 */
export function mallBrowseReads(search: URLSearchParams) {
  const p = browseParams(search);
  const goods = p.tab === 'goods';
  return { ads: goods && !p.keyword ? reads.mallAdverts({}) : undefined, list: goods ? goodsRead(p) : undefined };
}

export const demandsRead = (p: BrowseParams) => (p.keyword ? reads.mallDemandSearch({ keyword: p.keyword, page: p.page }) : reads.mallDemandList({ page: p.page }));

/** ?id= of the shop page and the goods page. */
export const idParam = (q: URLSearchParams) => int(q.get('id')) ?? 0;

export const goodsPath = (id: number) => `/wzmall/businessEvaluation?id=${id}`;
export const shopPath = (id: number) => `/wzmall/index?id=${id}`;
export const MALL_HOME = '/wzmall/businessRequireInfo';
export const orderPath = (orderNumber: string) => `/usercenter/wzmall/orderDetail?order_number=${encodeURIComponent(orderNumber)}`;
