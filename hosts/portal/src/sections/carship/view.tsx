import type { OperationData } from '@wz/sdk';
import { attributeFacts, defineView, ListingDescription, ListingLocation } from '@wz/app-kit/listing/ui';
import { ATTRIBUTES, rental } from './attributes';
import { carship, carshipPath } from './listing';
import { areaOf, priceUnit } from './reads';

type Item = OperationData<'carshipList'>['lists'][number];

/** What it is (brand · year · mileage… for a car, type · tonnage… for a ship), what renting asks, and where. */
function facts(c: Item): { label: string; value: string }[] {
  const area = areaOf(c.area);
  return [...attributeFacts([...ATTRIBUTES[area.kind], ...(area.rental ? rental(area.kind) : [])], c), { label: '所在区域', value: c.district }].filter((f) => f.value);
}

export default defineView(carship, {
  price: { amount: (c) => c.price, unit: (c) => priceUnit(c.area) },
  card: (c) => ({
    href: carshipPath(areaOf(c.area), c.tab, c.id),
    title: c.title,
    cover: c.pictures[0] ?? null,
    ...(c.deposit ? { priceNote: `押金 ${c.deposit}元` } : {}),
    tags: c.tags,
    meta: [...facts(c).slice(0, 3).map((f) => f.value), c.inputtime.slice(0, 10)],
  }),
  detail: {
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
      { key: 'facts', title: place.area.kind === 'car' ? '车况' : '船况', value: (c) => facts(c).slice(0, 3).map((f) => f.value).join(' · ') },
    ],
  },
});
