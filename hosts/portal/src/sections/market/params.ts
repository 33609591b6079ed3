/**
 * The market's URLs and first reads. /market/index keeps the spec's client state in the query: ctype (the tab,
 * default 4 = companies; x-spec inferred: 1 goods, 2 notices, 3 information), page (default 1), leibie, city,
 * infotype (default 全部), plus keyword, sort and the company type (shuxing, companies only; x-spec inferred).
 * /market/market_detail?id= is a company's page.
 * No React: routes and the boot script use it too.
 */
import { reads, type OperationParams } from '@wz/sdk';

export const marketIndexPath = '/market/index';
export const marketDetailPath = (id: number) => `/market/market_detail?id=${id}`;
export const marketUserPath = (page: string) => `/user/marketRelease/${page}`;
export const marketIdOf = (search: URLSearchParams) => Math.max(0, Math.floor(Number(search.get('id')) || 0));

export const CTYPES = [
  { value: 4, label: '企业' },
  { value: 1, label: '商品' },
  { value: 2, label: '公告' },
  { value: 3, label: '资讯' },
] as const;
export type Ctype = (typeof CTYPES)[number]['value'];
export const MARKET_SORTS = [
  { value: 'new', label: '最新入驻' },
  { value: 'hot', label: '人气最高' },
  { value: 'like', label: '点赞最多' },
] as const;
export const INFOTYPES = ['全部', '供应信息', '求购信息', '招商加盟', '行业资讯'] as const;
type Sort = (typeof MARKET_SORTS)[number]['value'];
type Infotype = (typeof INFOTYPES)[number];

/** The index's state from the URL (unknown values fall back to the defaults, so a bad link shows a list). */
export function marketState(search: URLSearchParams) {
  const ctypeN = Number(search.get('ctype'));
  const ctype: Ctype = CTYPES.some((c) => c.value === ctypeN) ? (ctypeN as Ctype) : 4;
  const page = Math.min(100000, Math.max(1, Math.floor(Number(search.get('page')) || 1)));
  const leibie = Math.max(0, Math.floor(Number(search.get('leibie')) || 0));
  const shuxing = Math.max(0, Math.floor(Number(search.get('shuxing')) || 0));
  const city = search.get('city')?.trim().slice(0, 20) ?? '';
  const keyword = search.get('keyword')?.trim().slice(0, 50) ?? '';
  const s = search.get('sort') as Sort | null;
  const sort: Sort = s && MARKET_SORTS.some((x) => x.value === s) ? s : 'new';
  const i = search.get('infotype') as Infotype | null;
  const infotype: Infotype = i && INFOTYPES.includes(i) ? i : '全部';
  return { ctype, page, leibie, shuxing, city, keyword, sort, infotype };
}

function common(search: URLSearchParams) {
  const s = marketState(search);
  return { page: s.page, ...(s.leibie ? { leibie: s.leibie } : {}), ...(s.city ? { city: s.city } : {}), ...(s.keyword ? { keyword: s.keyword } : {}) };
}
export const companyListParams = (search: URLSearchParams): OperationParams<'marketCompanyList'> => {
  const s = marketState(search);
  return { ...common(search), ...(s.shuxing ? { shuxing: s.shuxing } : {}), ...(s.sort !== 'new' ? { sort: s.sort } : {}) };
};
export const informationListParams = (search: URLSearchParams): OperationParams<'marketInformationList'> => {
  const s = marketState(search);
  return { ...common(search), ...(s.infotype !== '全部' ? { infotype: s.infotype } : {}) };
};

/** /market/index's reads, by name: the tab's list (the others undefined), the filters, footer and rankings. */
export function marketIndexReads(search: URLSearchParams) {
  const { ctype } = marketState(search);
  return {
    leibie: reads.marketGetLeibie({}),
    shuxing: reads.marketGetShuxing({}),
    infotypes: reads.marketGetInfotype({}),
    foot: reads.marketFootDaohang({}),
    companies: ctype === 4 ? reads.marketCompanyList(companyListParams(search)) : undefined,
    goods: ctype === 1 ? reads.marketGoodsList(common(search)) : undefined,
    notices: ctype === 2 ? reads.marketNoticeList(common(search)) : undefined,
    infos: ctype === 3 ? reads.marketInformationList(informationListParams(search)) : undefined,
    ranking: reads.marketCountryCompanyList({}),
    stores: reads.marketStoreCompanyList({}),
    talents: reads.marketCountryRencaiList({}),
  };
}

/** The company's page: profile, goods, notices, articles and nearby companies; none without an id. */
export function marketDetailReads(search: URLSearchParams) {
  const id = marketIdOf(search);
  return id
    ? {
        company: reads.marketCompanyDetail({ id }),
        goods: reads.marketGoodsList({ company_id: id, page: 1 }),
        notices: reads.marketNoticeList({ company_id: id, page: 1 }),
        infos: reads.marketCompanyInfoList({ company_id: id, page: 1 }),
        near: reads.marketFujin({ id }),
      }
    : { company: undefined, goods: undefined, notices: undefined, infos: undefined, near: undefined };
}
