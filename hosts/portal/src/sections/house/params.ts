/**
 * Housing's URL (spec §2 Housing): /house/{sn}/{tab}/… where sn is a sub-area slug (newfang, ershoufang,
 * zufang) or its section number (218, 219, 220), and tab is info (listings) or demand (wanted ads). The
 * list call is chosen by section and tab, as the spec says. No React: routes use it too.
 */
import { reads } from '@wz/sdk';
import type { RouteRead } from '@wz/app-kit';
import { listParams } from '../../app/listing/query';

export type HouseTab = 'info' | 'demand';

export const HOUSE_AREAS = [
  { sn: 'newfang', nav: 218, label: '新房', demand: '求购' },
  { sn: 'ershoufang', nav: 219, label: '二手房', demand: '求购' },
  { sn: 'zufang', nav: 220, label: '租房', demand: '求租' },
] as const;
export type HouseArea = (typeof HOUSE_AREAS)[number];

export const areaOf = (sn: string | undefined): HouseArea =>
  HOUSE_AREAS.find((a) => a.sn === sn || String(a.nav) === sn) ?? HOUSE_AREAS[0];
export const tabOf = (tab: string | undefined): HouseTab => (tab === 'demand' ? 'demand' : 'info');

export const housePath = (area: HouseArea, tab: HouseTab, rest = 'index') => `/house/${area.sn}/${tab}/${rest}`;

/** 新房 (218) lists through new_*, the others through second_hand_* with their section number. */
/** The filter keys of the attribute call (spec §3 House attribute filter keys). */
export const HOUSE_FILTER_KEYS = ['type', 'price', 'characteristic', 'measure', 'room', 'other', 'direction', 'housetype', 'floor', 'year', 'step', 'layout'] as const;

export function houseListRead(area: HouseArea, tab: HouseTab, search: URLSearchParams): RouteRead {
  const params = { house_nav_id: area.nav, ...listParams(search, HOUSE_FILTER_KEYS) } as never;
  if (area.nav === 218) return tab === 'info' ? reads.newInfoList(params) : reads.newDemandList(params);
  return tab === 'info' ? reads.secondHandInfoList(params) : reads.secondHandDemandList(params);
}

export const houseAttributeRead = (area: HouseArea) => reads.houseAttribute({ houseNavId: area.nav });
