import type { OperationData } from '@wz/sdk';
import { ListingDescription, ListingLocation } from '@wz/app-kit/listing/ui';
import { defineView, Price } from '@wz/app-kit/listing/ui';
import { carship, carshipPath } from './listing';
import { areaOf } from './reads';

type Item = OperationData<'carshipList'>['lists'][number];

/** 86000 → 8.6 万; rentals 元/天; 0 → 面议. */
function price(c: Pick<Item, 'price' | 'area'>) {
  if (!c.price) return { price: '面议', priceUnit: '' };
  if (areaOf(c.area).rental) return { price: String(c.price), priceUnit: '元/天' };
  return { price: String(Math.round(c.price / 100) / 100), priceUnit: '万' };
}

/** The facts that say what it is: brand · year · mileage · gearbox for a car, type · tonnage · length · zone for a ship. */
function facts(c: Item): { label: string; value: string }[] {
  const car = areaOf(c.area).kind === 'car';
  const what = car
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
  return [...what, ...rent, { label: '所在区域', value: c.district }].filter((f) => f.value);
}

export default defineView(carship, {
  card: (c) => ({
    href: carshipPath(areaOf(c.area), c.tab, c.id),
    title: c.title,
    cover: c.pictures[0] ?? null,
    ...price(c),
    ...(c.deposit ? { priceNote: `押金 ${c.deposit}元` } : {}),
    tags: c.tags,
    meta: [...facts(c).slice(0, 3).map((f) => f.value), c.inputtime.slice(0, 10)],
  }),
  detail: {
    price: (c) => <Price {...price(c)} />,
    facts,
    blocks: (c, place) => (
      <>
        <ListingDescription title={`${carship.what(place)}描述`} text={c.description} />
        <ListingLocation item={c} what={carship.what(place)} />
      </>
    ),
  },
  manage: {
    columns: (place) => [
      { key: 'price', title: '价格', value: (c) => { const p = price(c); return `${p.price}${p.priceUnit}`; } },
      { key: 'facts', title: place.area.kind === 'car' ? '车况' : '船况', value: (c) => facts(c).slice(0, 3).map((f) => f.value).join(' · ') },
    ],
  },
});
