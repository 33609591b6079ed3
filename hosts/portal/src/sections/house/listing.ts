/**
 * Housing (spec §2 Housing) as a listing: /house/{sn}/{tab}/… where sn is a sub-area slug (newfang, ershoufang,
 * zufang) or its section number (218, 219, 220), and tab is info (listings) or demand (wanted ads); the list
 * call is chosen by section and tab, as the spec says. No React: routes and the boot script use it.
 */
import { reads, type OperationParams } from '@wz/sdk';
import { write, type Listing, type ListingPlace } from '../../app/listing/describe';

export const HOUSE_AREAS = [
  { key: 'newfang', nav: 218, label: '新房', demand: '求购' },
  { key: 'ershoufang', nav: 219, label: '二手房', demand: '求购' },
  { key: 'zufang', nav: 220, label: '租房', demand: '求租' },
] as const;
export type HouseArea = (typeof HOUSE_AREAS)[number];
type Place = Pick<ListingPlace<HouseArea>, 'area' | 'tab'>;
type Lists = 'newInfoList' | 'newDemandList' | 'secondHandInfoList' | 'secondHandDemandList';

export const areaOf = (sn: string | undefined): HouseArea => HOUSE_AREAS.find((a) => a.key === sn || String(a.nav) === sn) ?? HOUSE_AREAS[0];
export const tabOf = (tab: string | undefined): 'info' | 'demand' => (tab === 'demand' ? 'demand' : 'info');
export const housePath = ({ area, tab }: Place, rest = 'index') => `/house/${area.key}/${tab}/${rest}`;
const userPath = ({ area, tab }: Place, what: 'list' | 'edit', id?: number) => `/user/house/${what}/${area.key}/${tab}${id ? `/${id}` : ''}`;
const demand = (p: Place, info: string) => (p.tab === 'demand' ? p.area.demand : info);

export const house: Listing<{
  area: HouseArea; list: Lists; detail: 'newBuildingDetails'; mine: 'myHouseList'; one: 'myHouse'; fields: OperationParams<'createHouse'>; status: 0 | 1;
}> = {
  key: 'house',
  label: '房产',
  favourite: 'house',
  areas: HOUSE_AREAS,
  tabs: (a) => [{ key: 'info', label: '房源' }, { key: 'demand', label: a.demand }],
  place: ({ params }) => ({ area: areaOf(params.sn), tab: tabOf(params.tab), id: Number(params.id) || 0 }),
  what: () => '房源',
  labels: {
    heading: (p) => `${p.area.label}${demand(p, '')}`,
    missing: '房源不存在或已下架',
    mine: (p) => `我的${p.area.label}${demand(p, '房源')}`,
    publish: (p) => `发布${demand(p, '房源')}`,
  },
  paths: {
    index: (p) => housePath(p),
    detail: (p, id) => housePath(p, `detail/${id}`),
    mine: (p) => userPath(p, 'list'),
    edit: (p, id) => userPath(p, 'edit', id),
  },
  read: {
    filters: (p) => reads.houseAttribute({ houseNavId: p.area.nav }),
    // spec §3 House attribute filter keys
    filterKeys: ['type', 'price', 'characteristic', 'measure', 'room', 'other', 'direction', 'housetype', 'floor', 'year', 'step', 'layout'],
    // 新房 (218) lists through new_*, the others through second_hand_* with their section number
    list: ({ area, tab }, query) => {
      const params = { ...query, house_nav_id: area.nav };
      if (area.nav === 218) return tab === 'info' ? reads.newInfoList(params) : reads.newDemandList(params);
      return tab === 'info' ? reads.secondHandInfoList(params) : reads.secondHandDemandList(params);
    },
    detail: (id) => reads.newBuildingDetails({ id }),
    // a new home's news (the detail shows it for those only)
    more: (p) => (p.area.nav === 218 && p.tab === 'info' ? [reads.listNewHouseMessage({ id: p.id, page: 1 })] : []),
    phone: (id) => reads.houseContactPhone({ id }),
    mine: (p, query) => reads.myHouseList({ ...query, house_nav_id: p.area.nav, tab: tabOf(p.tab) }),
    one: (id) => reads.myHouse({ id }),
  },
  write: {
    create: write('createHouse', (fields: OperationParams<'createHouse'>) => fields),
    update: write('modifyHouse', (fields: OperationParams<'createHouse'>, id: number) => ({ ...fields, id })),
    status: write('setHouseStatus', (id: number, status: 0 | 1) => ({ id, status })),
    remove: write('deleteHouse', (id: number) => ({ id })),
  },
  sorts: () => [
    { value: '0', label: '最新' },
    { value: '1', label: '总价↑' },
    { value: '2', label: '总价↓' },
    { value: '3', label: '单价↑' },
    { value: '5', label: '面积↑' },
    { value: '6', label: '面积↓' },
  ],
  // 万 for prices (元 a month for rentals), ㎡ for areas, 年 for ages
  units: (a) => ({ price: a.nav === 220 ? '元' : '万', measure: '㎡', year: '年' }),
};
