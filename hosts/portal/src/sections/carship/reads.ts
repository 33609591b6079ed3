/**
 * Vehicles and ships: where a page is (/carship/{area}/index/{tab}, /carship/{area}/detail/{tab}/{id}; the
 * user centre's /user/car and /user/ship) and what it reads first. The boot script carries this half of
 * the description; listing.ts adds the rest.
 */
import { reads, type OperationParams } from '@wz/sdk';
import type { ListingPlace, ListingReads } from '@wz/app-kit/listing';

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
export type Place = ListingPlace<CarshipArea>;

export const areaOf = (key: string | undefined): CarshipArea => CARSHIP_AREAS.find((a) => a.key === key) ?? CARSHIP_AREAS[0];
/** Sale prices read in 万, rents in 元 a day; the server keeps 元. */
export const priceUnit = (key: string) => (areaOf(key).rental ? { unit: '元/天', scale: 1 } : { unit: '万', scale: 10000 });
/** The user centre's area: /user/car/… knows the car areas only, /user/ship/… the ship areas. */
const kindAreaOf = (kind: string | undefined, key: string | undefined): CarshipArea =>
  CARSHIP_AREAS.find((a) => a.kind === kind && a.key === key) ?? CARSHIP_AREAS.find((a) => a.kind === (kind === 'ship' ? 'ship' : 'car'))!;
export const tabOf = (tab: string | undefined): CarshipTab => (tab === 'demand' ? 'demand' : 'info');
const tabKey = (p: Place) => tabOf(p.tab);

export type Types = { area: CarshipArea; list: 'carshipList'; detail: 'carshipDetail'; mine: 'myCarshipList'; one: 'myCarship'; fields: OperationParams<'createCarship'>; status: 0 | 1 };

export const carshipReads: ListingReads<Types> = {
  key: 'carship',
  label: '车船',
  areas: CARSHIP_AREAS,
  // the area is a fixed segment of the public routes (/carship/{area}/…), `sn` in the user centre's (/user/{car|ship}/…)
  place: ({ params, pathname = '' }) => {
    const [, root, segment] = pathname.split('/');
    const area = root === 'user' ? kindAreaOf(segment, params.sn) : areaOf(params.area ?? segment);
    return { area, tab: tabOf(params.tab), id: Number(params.id) || 0 };
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
};
