/**
 * Vehicles and ships' URL (spec §2 Vehicles and ships): /carship/{area}/index/{tab} and
 * /carship/{area}/detail/{tab}/{id}; the user centre keeps cars under /user/car and ships under /user/ship
 * (the menu's shape, carship/user.ts). No React: routes and the boot script use it too.
 */
import { reads } from '@wz/sdk';
import { listParams } from '../../app/listing/query';

export type CarshipTab = 'info' | 'demand';

export const CARSHIP_AREAS = [
  { key: 'newcar', label: '新车', demand: '求购', kind: 'car', rental: false },
  { key: 'ercar', label: '二手车', demand: '求购', kind: 'car', rental: false },
  { key: 'zucar', label: '租车', demand: '求租', kind: 'car', rental: true },
  { key: 'newship', label: '新船', demand: '求购', kind: 'ship', rental: false },
  { key: 'ership', label: '二手船', demand: '求购', kind: 'ship', rental: false },
  { key: 'zuship', label: '租船', demand: '求租', kind: 'ship', rental: true },
] as const;
export type CarshipArea = (typeof CARSHIP_AREAS)[number];
export type CarshipKind = CarshipArea['kind'];

export const areaOf = (key: string | undefined): CarshipArea => CARSHIP_AREAS.find((a) => a.key === key) ?? CARSHIP_AREAS[0];
/** The user centre's area: /user/car/… knows the car areas only, /user/ship/… the ship areas. */
export const kindAreaOf = (kind: CarshipKind, key: string | undefined): CarshipArea =>
  CARSHIP_AREAS.find((a) => a.kind === kind && a.key === key) ?? CARSHIP_AREAS.find((a) => a.kind === kind)!;
export const tabOf = (tab: string | undefined): CarshipTab => (tab === 'demand' ? 'demand' : 'info');

export const carshipPath = (area: CarshipArea, tab: CarshipTab, id?: number) =>
  id === undefined ? `/carship/${area.key}/index/${tab}` : `/carship/${area.key}/detail/${tab}/${id}`;
export const userPath = (area: CarshipArea, what: 'list' | 'edit', tab: CarshipTab, id?: number) =>
  `/user/${area.kind}/${what}/${area.key}/${tab}${id ? `/${id}` : ''}`;

/** The filter keys of the attribute call. */
export const CARSHIP_FILTER_KEYS = ['brand', 'series', 'price', 'year', 'mileage', 'gearbox', 'energy', 'body', 'deposit', 'pickup', 'shiptype', 'tonnage', 'length', 'zone'] as const;

export const carshipListRead = (area: CarshipArea, tab: CarshipTab, search: URLSearchParams) =>
  reads.carshipList({ area: area.key, tab, ...listParams(search, CARSHIP_FILTER_KEYS) } as never);
export const carshipAttributeRead = (area: CarshipArea) => reads.carshipAttribute({ area: area.key });
