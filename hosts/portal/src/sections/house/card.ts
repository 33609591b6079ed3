import type { ListingCardProps } from '@wz/ui';
import type { OperationData } from '@wz/sdk';
import { areaOf, housePath, type HouseTab } from './params';

export type HouseItem = OperationData<'newInfoList'>['lists'][number];

/** 320 → `320` 万; 0 → 面议; rentals in 元/月. */
export function housePrice(h: Pick<HouseItem, 'total_price' | 'house_nav_id'>) {
  if (!h.total_price) return { price: '面议', priceUnit: '' };
  return { price: String(h.total_price), priceUnit: h.house_nav_id === 220 ? '元/月' : '万' };
}

/** A house as the engine's card: picture, price, unit price, layout · area · district, labels. */
export function houseCard(h: HouseItem): Omit<ListingCardProps, 'onNavigate'> {
  const area = areaOf(String(h.house_nav_id));
  return {
    href: housePath(area, h.tab as HouseTab, `detail/${h.id}`),
    title: h.title,
    cover: h.pictures[0] ?? null,
    ...housePrice(h),
    ...(h.reference_unit_price && h.house_nav_id !== 220 ? { priceNote: `单价 ${h.reference_unit_price}元/㎡` } : {}),
    tags: h.tags,
    meta: [h.room, h.measure ? `${h.measure}㎡` : '', h.area, h.inputtime.slice(0, 10)].filter(Boolean),
  };
}
