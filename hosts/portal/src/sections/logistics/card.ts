import type { ListingCardProps } from '@wz/ui';
import type { OperationData } from '@wz/sdk';
import { detailPath } from './links';

export type LogisticsItem = OperationData<'logisticsList'>['lists'][number];

/** 上海市, or 盐城市亭湖区: the city when the region list has one, the province otherwise. */
export const placeOf = (province: string, city: string, district = '') => `${city || province}${district}`;
/** 盐城市 → 上海市. */
export const routeOf = (i: Pick<LogisticsItem, 'province' | 'city' | 'to_province' | 'to_city'>) => `${placeOf(i.province, i.city)} → ${placeOf(i.to_province, i.to_city)}`;

/** '3200.00' → 3200 元/车; 0 → 面议. */
export function logisticsPrice(i: Pick<LogisticsItem, 'price' | 'price_unit'>) {
  const n = Number(i.price);
  if (!n) return { price: '面议', priceUnit: '' };
  return { price: String(n), priceUnit: `元/${i.price_unit}` };
}

/** The facts of an item: route, vehicle, length, weight, load date, company. */
export function logisticsFacts(i: LogisticsItem): { label: string; value: string }[] {
  return [
    { label: '出发地', value: placeOf(i.province, i.city, i.district) },
    { label: '目的地', value: placeOf(i.to_province, i.to_city, i.to_district) },
    { label: i.sn === 'shuiyun' ? '运输方式' : '车型', value: i.vehicle_type },
    { label: '车长', value: i.vehicle_length ? `${i.vehicle_length}米` : '' },
    { label: i.tab === 'hy' ? '货物重量' : '载重', value: i.weight ? `${i.weight}吨` : '' },
    { label: '装车日期', value: i.load_date },
    { label: '物流企业', value: i.company_name },
  ].filter((f) => f.value);
}

/** An item as the engine's card: route first, price, vehicle facts, labels. */
export function logisticsCard(i: LogisticsItem): Omit<ListingCardProps, 'onNavigate'> {
  return {
    href: detailPath(i.sn, i.tab, i.id),
    title: i.title,
    cover: i.pictures[0] ?? null,
    ...logisticsPrice(i),
    tags: i.tags,
    meta: [routeOf(i), ...logisticsFacts(i).slice(2, 5).map((f) => f.value), i.inputtime.slice(0, 10)],
  };
}
