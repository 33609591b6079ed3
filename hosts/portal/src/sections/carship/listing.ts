/**
 * Vehicles and ships (spec §2) as a listing: /carship/{area}/index/{tab} and /carship/{area}/detail/{tab}/{id};
 * the user centre keeps cars under /user/car and ships under /user/ship. No React: routes and the boot script use it.
 */
import { reads, type OperationParams } from '@wz/sdk';
import { write, type Listing, type ListingPlace } from '../../app/listing/describe';

export const CARSHIP_AREAS = [
  { key: 'newcar', label: '新车', demand: '求购', kind: 'car', rental: false },
  { key: 'ercar', label: '二手车', demand: '求购', kind: 'car', rental: false },
  { key: 'zucar', label: '租车', demand: '求租', kind: 'car', rental: true },
  { key: 'newship', label: '新船', demand: '求购', kind: 'ship', rental: false },
  { key: 'ership', label: '二手船', demand: '求购', kind: 'ship', rental: false },
  { key: 'zuship', label: '租船', demand: '求租', kind: 'ship', rental: true },
] as const;
export type CarshipArea = (typeof CARSHIP_AREAS)[number];
export type CarshipTab = 'info' | 'demand';
type Place = ListingPlace<CarshipArea>;

export const areaOf = (key: string | undefined): CarshipArea => CARSHIP_AREAS.find((a) => a.key === key) ?? CARSHIP_AREAS[0];
/** The user centre's area: /user/car/… knows the car areas only, /user/ship/… the ship areas. */
const kindAreaOf = (kind: string | undefined, key: string | undefined): CarshipArea =>
  CARSHIP_AREAS.find((a) => a.kind === kind && a.key === key) ?? CARSHIP_AREAS.find((a) => a.kind === (kind === 'ship' ? 'ship' : 'car'))!;
export const tabOf = (tab: string | undefined): CarshipTab => (tab === 'demand' ? 'demand' : 'info');
const tabKey = (p: Place) => tabOf(p.tab);

export const carshipPath = (area: CarshipArea, tab: string, id?: number) =>
  id === undefined ? `/carship/${area.key}/index/${tab}` : `/carship/${area.key}/detail/${tab}/${id}`;
export const userPath = (p: Pick<Place, 'area' | 'tab'>, what: 'list' | 'edit', id?: number) => `/user/${p.area.kind}/${what}/${p.area.key}/${p.tab}${id ? `/${id}` : ''}`;
const what = (p: Pick<Place, 'area'>) => (p.area.kind === 'car' ? '车辆' : '船舶');
const NEWEST = { value: '0', label: '最新' };
const PRICE = [{ value: '1', label: '价格↑' }, { value: '2', label: '价格↓' }];

type Types = { area: CarshipArea; list: 'carshipList'; detail: 'carshipDetail'; mine: 'myCarshipList'; one: 'myCarship'; fields: OperationParams<'createCarship'>; status: 0 | 1 };

export const carship: Listing<Types> = {
  key: 'carship',
  label: '车船',
  favourite: 'carship',
  areas: CARSHIP_AREAS,
  tabs: (a) => [{ key: 'info', label: a.kind === 'car' ? '车源' : '船源' }, { key: 'demand', label: a.demand }],
  // the area is a fixed segment of the public routes (/carship/{area}/…), `sn` in the user centre's (/user/{car|ship}/…)
  place: ({ params, pathname = '' }) => {
    const [, root, segment] = pathname.split('/');
    const area = root === 'user' ? kindAreaOf(segment, params.sn) : areaOf(params.area ?? segment);
    return { area, tab: tabOf(params.tab), id: Number(params.id) || 0 };
  },
  what,
  labels: {
    heading: (p) => `${p.area.label}${p.tab === 'demand' ? p.area.demand : ''}`,
    missing: '信息不存在或已下架',
    mine: (p) => `我的${p.area.label}${p.tab === 'demand' ? p.area.demand : ''}`,
    publish: (p) => `发布${p.tab === 'demand' ? p.area.demand : what(p)}`,
  },
  paths: {
    index: (p) => carshipPath(p.area, p.tab),
    detail: (p, id) => carshipPath(p.area, p.tab, id),
    mine: (p) => userPath(p, 'list'),
    edit: (p, id) => userPath(p, 'edit', id),
  },
  read: {
    filters: (p) => reads.carshipAttribute({ area: p.area.key }),
    filterKeys: ['brand', 'series', 'price', 'year', 'mileage', 'gearbox', 'energy', 'body', 'deposit', 'pickup', 'shiptype', 'tonnage', 'length', 'zone'],
    list: (p, query) => reads.carshipList({ ...query, area: p.area.key, tab: tabKey(p) }),
    detail: (id) => reads.carshipDetail({ id }),
    phone: (id) => reads.carshipContactPhone({ id }),
    mine: (p, query) => reads.myCarshipList({ ...query, area: p.area.key, tab: tabKey(p) }),
    one: (id) => reads.myCarship({ id }),
  },
  write: {
    create: write('createCarship', (fields: OperationParams<'createCarship'>) => fields),
    update: write('modifyCarship', (fields: OperationParams<'createCarship'>, id: number) => ({ ...fields, id })),
    status: write('setCarshipStatus', (id: number, status: 0 | 1) => ({ id, status })),
    remove: write('deleteCarship', (id: number) => ({ id })),
  },
  sorts: (a) =>
    a.kind === 'car'
      ? [NEWEST, ...PRICE, ...(a.key === 'newcar' ? [] : [{ value: '3', label: '车龄最短' }, { value: '4', label: '里程最少' }])]
      : [NEWEST, ...PRICE, { value: '5', label: '吨位↓' }, { value: '6', label: '船长↓' }, ...(a.key === 'newship' ? [] : [{ value: '3', label: '船龄最短' }])],
  units: (a) => ({ price: a.rental ? '元' : '万', year: '年', mileage: '万公里', deposit: '元', tonnage: '吨', length: '米' }),
};
