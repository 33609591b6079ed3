/**
 * The directory's URLs and first reads (spec §2: /daohang/index, site, search, apply). The category, keyword
 * and page live in the query. No React: the route table and the boot script use it too.
 */
import { reads } from '@wz/sdk';

export const DAOHANG_HOME = '/daohang/index';
export const APPLY_PATH = '/daohang/apply';
/** Sites a category page and a search show at once (the server's page size). */
export const SITES_PER_PAGE = 30;
/** The spec's text for a search without a keyword (§5). */
export const MSG_EMPTY_SEARCH = '请先输入搜索内容！';

const pageOf = (search: URLSearchParams) => Math.min(100000, Math.max(1, Math.floor(Number(search.get('page')) || 1)));
const withPage = (page: number) => (page > 1 ? `&page=${page}` : '');

export const sitePath = (cid: number, page = 1) => `/daohang/site?cid=${cid}${withPage(page)}`;
export const searchPath = (keyword: string, page = 1) => `/daohang/search?keyword=${encodeURIComponent(keyword)}${withPage(page)}`;
export const cidOf = (search: URLSearchParams) => Math.max(0, Math.floor(Number(search.get('cid')) || 0));
export const keywordOf = (search: URLSearchParams) => (search.get('keyword') ?? '').trim().slice(0, 50);
export { pageOf };

/** /daohang/index's reads, by name: the adverts, the top sites, the categories and the ten modules. */
export const daohangIndexReads = () => ({
  ads: reads.daohangIndexAds({}),
  top: reads.daohangTopSites({}),
  categories: reads.daohangGetCategoryList({}),
  m1: reads.daohangModuleList1({}),
  m2: reads.daohangModuleList2({}),
  m3: reads.daohangModuleList3({}),
  m4: reads.daohangModuleList4({}),
  m5: reads.daohangModuleList5({}),
  m6: reads.daohangModuleList6({}),
  m7: reads.daohangModuleList7({}),
  m8: reads.daohangModuleList8({}),
  m9: reads.daohangModuleList9({}),
  m10: reads.daohangModuleList10({}),
});
/** The module reads' names, in the home's order. */
export const MODULE_KEYS = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10'] as const;

/** /daohang/site's reads: a category's sites and adverts (without a category, the category tree to pick from). */
export function daohangSiteReads(search: URLSearchParams) {
  const cid = cidOf(search);
  return {
    categories: reads.daohangGetCategoryList({}),
    sites: cid ? reads.daohangCategorySites({ cid, page: pageOf(search) }) : undefined,
    ads: cid ? reads.daohangCategoryAds({ cid }) : undefined,
  };
}

/** /daohang/search's reads: the results of the keyword in the URL (none without one). */
export function daohangSearchReads(search: URLSearchParams) {
  const keyword = keywordOf(search);
  return { results: keyword ? reads.daohangQuerySites({ keyword, page: pageOf(search) }) : undefined };
}
