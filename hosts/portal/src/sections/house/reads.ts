/**
 * Housing: where a page is (/house/{sn}/{tab}/…, sn a sub-area slug — newfang, ershoufang, zufang — or its
 * section number 218, 219, 220; tab info or demand) and what it reads first: the list call is chosen by
 * section and tab, as the spec says. The boot script carries this half; listing.ts adds the rest.
 */
import { reads, type OperationParams } from '@wz/sdk';
import type { ListingPlace, ListingReads } from '@wz/app-kit/listing';

export const HOUSE_AREAS = [
  { key: 'newfang', nav: 218, label: '新房', demand: '求购' },
  { key: 'ershoufang', nav: 219, label: '二手房', demand: '求购' },
  { key: 'zufang', nav: 220, label: '租房', demand: '求租' },
] as const;
export type HouseArea = (typeof HOUSE_AREAS)[number];
export type Place = Pick<ListingPlace<HouseArea>, 'area' | 'tab'>;
type Lists = 'newInfoList' | 'newDemandList' | 'secondHandInfoList' | 'secondHandDemandList';
export type Types = { area: HouseArea; list: Lists; detail: 'newBuildingDetails'; mine: 'myHouseList'; one: 'myHouse'; fields: OperationParams<'createHouse'>; status: 0 | 1 };

export const areaOf = (sn: string | undefined): HouseArea => HOUSE_AREAS.find((a) => a.key === sn || String(a.nav) === sn) ?? HOUSE_AREAS[0];
export const tabOf = (tab: string | undefined): 'info' | 'demand' => (tab === 'demand' ? 'demand' : 'info');

export const houseReads: ListingReads<Types> = {
  key: 'house',
  label: '房产',
  areas: HOUSE_AREAS,
  place: ({ params }) => ({ area: areaOf(params.sn), tab: tabOf(params.tab), id: Number(params.id) || 0 }),
  read: {
    filters: (p) => reads.houseAttribute({ houseNavId: p.area.nav }),
    // spec §3 House attribute filter keys
    filterKeys: ['type', 'price', 'characteristic', 'measure', 'room', 'other', 'direction', 'housetype', 'floor', 'year', 'step', 'layout'],
    // 新房 (218) lists through new_*, the others through second_hand_* with their section number
    list: ({ area, tab }, query) => {
      // the contract types each family's section numbers (218; 219 or 220)
      const nav = area.nav;
      if (nav === 218) {
        const params = { ...query, house_nav_id: nav };
        return tab === 'info' ? reads.newInfoList(params) : reads.newDemandList(params);
      }
      const params = { ...query, house_nav_id: nav };
      return tab === 'info' ? reads.secondHandInfoList(params) : reads.secondHandDemandList(params);
    },
    detail: (id) => reads.newBuildingDetails({ id }),
    // a new home's news (the detail shows it for those only)
    more: (p) => (p.area.nav === 218 && p.tab === 'info' ? [reads.listNewHouseMessage({ id: p.id, page: 1 })] : []),
    phone: (id) => reads.houseContactPhone({ id }),
    mine: (p, query) => reads.myHouseList({ ...query, house_nav_id: p.area.nav, tab: tabOf(p.tab) }),
    one: (id) => reads.myHouse({ id }),
  },
};
