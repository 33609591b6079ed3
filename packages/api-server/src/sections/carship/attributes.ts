// The filter rows of each vehicles-and-ships area (carshipAttribute), as data for http/filters.ts. A range
// row's bounds are in the row's unit; `scale` turns them into the column's (万 → 元, 万公里 → km).
import { choice, named, range, ranges, type FilterRow } from '../../http/filters.js';
import type { Schema } from '../../http/section.js';

export type Area = Schema<'CarshipArea'>;
type Row = FilterRow<Schema<'CarshipFilterKey'>>;

export const AREAS: readonly Area[] = ['newcar', 'ercar', 'zucar', 'newship', 'ership', 'zuship'];
export const isCar = (a: Area) => a.endsWith('car');
export const isRental = (a: Area) => a.startsWith('zu');

export const BRANDS = ['大众', '丰田', '本田', '日产', '别克', '比亚迪', '吉利', '长安', '宝马', '奔驰', '奥迪', '特斯拉'] as const;
/** Series by brand (names are unique across brands: the series row lists them all). */
export const SERIES: Record<string, string[]> = {
  大众: ['朗逸', '速腾', '帕萨特'], 丰田: ['卡罗拉', '凯美瑞', 'RAV4荣放'], 本田: ['思域', '雅阁', 'CR-V'], 日产: ['轩逸', '天籁'],
  别克: ['英朗', 'GL8'], 比亚迪: ['秦PLUS', '汉', '宋PLUS'], 吉利: ['帝豪', '星越L'], 长安: ['CS75', '逸动'],
  宝马: ['3系', 'X3'], 奔驰: ['C级', 'GLC'], 奥迪: ['A4L', 'Q5L'], 特斯拉: ['Model 3', 'Model Y'],
};
export const GEARBOXES = ['手动', '自动', '手自一体'] as const;
export const ENERGIES = ['汽油', '柴油', '纯电动', '插电混动', '油电混动'] as const;
export const BODIES = ['轿车', 'SUV', 'MPV', '跑车', '皮卡', '面包车'] as const;
export const SHIP_TYPES = ['货船', '客船', '渔船', '游艇', '工程船', '拖船'] as const;
export const ZONES = ['内河A级', '内河B级', '内河C级', '沿海', '近海', '远洋'] as const;
export const PICKUPS = ['亭湖区', '盐都区', '大丰区', '射阳县', '建湖县', '东台市'] as const;

const age = (name: string, options: Row['options']): Row => ({ key: 'year', name, multiple: false, rule: { age: 'year' }, options });

const R = {
  brand: choice('brand', '品牌', 'brand', named(1, BRANDS)),
  series: choice('series', '车系', 'series', named(41, Object.values(SERIES).flat())),
  carPrice: range('price', '价格', 'price', 10000, ranges(101, [[0, 5], [5, 10], [10, 15], [15, 20], [20, 30], [30, 50], [50, null]], '万')),
  shipPrice: range('price', '价格', 'price', 10000, ranges(121, [[0, 10], [10, 50], [50, 100], [100, 500], [500, null]], '万')),
  rent: range('price', '日租金', 'price', 1, ranges(141, [[0, 100], [100, 200], [200, 300], [300, 500], [500, 1000], [1000, null]], '元')),
  carAge: age('车龄', ranges(201, [[0, 1], [1, 3], [3, 5], [5, 8], [8, null]], '年')),
  shipAge: age('船龄', ranges(221, [[0, 5], [5, 10], [10, 20], [20, null]], '年')),
  mileage: range('mileage', '里程', 'mileage', 10000, ranges(301, [[0, 1], [1, 3], [3, 6], [6, 10], [10, null]], '万公里')),
  gearbox: choice('gearbox', '变速箱', 'gearbox', named(401, GEARBOXES)),
  energy: choice('energy', '能源类型', 'energy', named(451, ENERGIES)),
  body: choice('body', '车身类型', 'body', named(501, BODIES)),
  deposit: range('deposit', '押金', 'deposit', 1, ranges(601, [[0, 1000], [1000, 3000], [3000, 5000], [5000, null]], '元')),
  pickup: choice('pickup', '取车地点', 'pickup', named(651, PICKUPS)),
  shipPickup: choice('pickup', '交船地点', 'pickup', named(671, PICKUPS)),
  shiptype: choice('shiptype', '船舶类型', 'ship_type', named(701, SHIP_TYPES)),
  tonnage: range('tonnage', '吨位', 'tonnage', 1, ranges(801, [[0, 50], [50, 200], [200, 1000], [1000, 5000], [5000, null]], '吨')),
  length: range('length', '船长', 'length', 1, ranges(851, [[0, 10], [10, 20], [20, 50], [50, 100], [100, null]], '米')),
  zone: choice('zone', '航区', 'zone', named(901, ZONES)),
};

/** The rows per area, the most used first (the bar shows three, the rest behind 更多). */
export const ATTRIBUTES: Record<Area, Row[]> = {
  newcar: [R.brand, R.carPrice, R.body, R.energy, R.gearbox, R.series],
  ercar: [R.brand, R.carPrice, R.carAge, R.mileage, R.gearbox, R.energy, R.body, R.series],
  zucar: [R.rent, R.pickup, R.deposit, R.brand, R.gearbox, R.body],
  newship: [R.shiptype, R.shipPrice, R.tonnage, R.length, R.zone],
  ership: [R.shiptype, R.shipPrice, R.shipAge, R.tonnage, R.length, R.zone],
  zuship: [R.rent, R.shipPickup, R.deposit, R.shiptype, R.tonnage, R.zone],
};
