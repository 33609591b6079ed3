import type { ListingCardProps } from '@wz/ui';
import type { OperationData } from '@wz/sdk';
import { areaOf, carshipPath, type CarshipTab } from './params';

export type CarshipItem = OperationData<'carshipList'>['lists'][number];

/** 86000 → 8.6 万; rentals 元/天; 0 → 面议. */
export function carshipPrice(c: Pick<CarshipItem, 'price' | 'area'>) {
  if (!c.price) return { price: '面议', priceUnit: '' };
  if (areaOf(c.area).rental) return { price: String(c.price), priceUnit: '元/天' };
  return { price: String(Math.round(c.price / 100) / 100), priceUnit: '万' };
}

/** The facts that say what it is: brand · year · mileage · gearbox for a car, type · tonnage · length · zone for a ship. */
export function carshipFacts(c: CarshipItem): { label: string; value: string }[] {
  const car = areaOf(c.area).kind === 'car';
  const facts = car
    ? [
        { label: '品牌车系', value: [c.brand, c.series].filter(Boolean).join(' ') },
        { label: '首次上牌', value: c.year ? `${c.year}年` : '' },
        { label: '表显里程', value: c.mileage ? `${Math.round(c.mileage / 1000) / 10}万公里` : '' },
        { label: '变速箱', value: c.gearbox },
        { label: '能源类型', value: c.energy },
        { label: '车身类型', value: c.body },
      ]
    : [
        { label: '船舶类型', value: c.ship_type },
        { label: '吨位', value: c.tonnage ? `${c.tonnage}吨` : '' },
        { label: '船长', value: c.length ? `${c.length}米` : '' },
        { label: '建造年份', value: c.year ? `${c.year}年` : '' },
        { label: '航区', value: c.zone },
      ];
  const rent = [
    { label: '押金', value: c.deposit ? `${c.deposit}元` : '' },
    { label: car ? '取车地点' : '交船地点', value: c.pickup },
  ];
  return [...facts, ...rent, { label: '所在区域', value: c.district }].filter((f) => f.value);
}

/** A vehicle or ship as the engine's card: picture, price, the first facts, labels. */
export function carshipCard(c: CarshipItem): Omit<ListingCardProps, 'onNavigate'> {
  return {
    href: carshipPath(areaOf(c.area), c.tab as CarshipTab, c.id),
    title: c.title,
    cover: c.pictures[0] ?? null,
    ...carshipPrice(c),
    ...(c.deposit ? { priceNote: `押金 ${c.deposit}元` } : {}),
    tags: c.tags,
    meta: [...carshipFacts(c).slice(0, 3).map((f) => f.value), c.inputtime.slice(0, 10)],
  };
}
