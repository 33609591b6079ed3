/**
 * Logistics' URLs (spec §2 Logistics): /logistics/index/{sn?}/{tab?} (default qiyun/hy),
 * /logistics/detail/{sn?}/{tab?}/{id?} and a company's page /logistics/user/{id}/{itemId?}/{sn?}/{tab?}
 * (itemId: one of its news articles, 0 for none; sn/tab: which of its items). The boards and their
 * filter rows come from the `sn` call; the defaults here only let the first reads start without it.
 * No React: routes and the boot script use it too.
 */
import { reads } from '@wz/sdk';
import { listQuery, withListCity, type ListQuery } from '@wz/app-kit/listing';

export const DEFAULT_SN = 'qiyun';
export const DEFAULT_TAB = 'hy';

type Sn = 'qiyun' | 'lengyun' | 'shuiyun';
type Tab = 'hy' | 'cy' | 'zx' | 'cb';
const SNS: readonly string[] = ['qiyun', 'lengyun', 'shuiyun'];
const TABS: readonly string[] = ['hy', 'cy', 'zx', 'cb'];

export const snOf = (sn: string | undefined): Sn => (sn && SNS.includes(sn) ? sn : DEFAULT_SN) as Sn;
export const tabOf = (tab: string | undefined): Tab => (tab && TABS.includes(tab) ? tab : DEFAULT_TAB) as Tab;


/** The filter keys of the boards' rows; the route's places are plain names. */
export const LOGISTICS_FILTER_KEYS = ['vtype', 'vlength', 'weight', 'date'] as const;
export const PLACE_KEYS = ['from_province', 'from_city', 'to_province', 'to_city'] as const;

export const logisticsSnRead = () => reads.logisticsSn();

export function logisticsListRead(sn: string, tab: string, search: URLSearchParams) {
  const places: ListQuery<'logisticsList'> = {};
  for (const key of PLACE_KEYS) {
    const value = search.get(key)?.trim();
    if (value) places[key] = value.slice(0, 12);
  }
  return reads.logisticsList({ ...withListCity(listQuery<'logisticsList'>(search, LOGISTICS_FILTER_KEYS), search), ...places, sn: snOf(sn), tab: tabOf(tab) });
}


/** A company's items (of one board and tab when the URL names them) and page. */
export const companyItemsRead = (id: number, sn: string | undefined, tab: string | undefined, page = 1) =>
  reads.logisticsCompanyItems({ id, page, ...(sn ? { sn: snOf(sn), ...(tab ? { tab: tabOf(tab) } : {}) } : {}) });
