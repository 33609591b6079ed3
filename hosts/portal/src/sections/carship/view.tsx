import type { OperationData } from '@wz/sdk';
import { attributeFacts, defineView, ListingDescription, ListingLocation, Price } from '@wz/app-kit/listing/ui';
import { ATTRIBUTES, rental } from './attributes';
import { carship, carshipPath } from './listing';
import { areaOf } from './reads';

type Item = OperationData<'carshipList'>['lists'][number];

/** 86000 → 8.6 万; rentals 元/天; 0 → 面议. */
function price(c: Pick<Item, 'price' | 'area'>) {
  if (!c.price) return { price: '面议', priceUnit: '' };
  if (areaOf(c.area).rental) return { price: String(c.price), priceUnit: '元/天' };
  return { price: String(Math.round(c.price / 100) / 100), priceUnit: '万' };
}

/** What it is (brand · year · mileage… for a car, type · tonnage… for a ship), what renting asks, and where. */
function facts(c: Item): { label: string; value: string }[] {
  const area = areaOf(c.area);
  return [...attributeFacts([...ATTRIBUTES[area.kind], ...(area.rental ? rental(area.kind) : [])], c), { label: '所在区域', value: c.district }].filter((f) => f.value);
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
