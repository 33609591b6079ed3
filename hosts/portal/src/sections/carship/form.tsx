import * as v from 'valibot';
import type { OperationParams } from '@wz/sdk';
import { MultiSelectField, NumberField, RadioField, TextField } from '@wz/ui';
import { AddressFields, AttributeFields, attributeDefaults, attributeSchema, coordinates, DescribedFields, defineForm, describedSchema, emptyListing, listingSchema, pictureIds, savedValues } from '@wz/app-kit/listing/ui';
import { ATTRIBUTES, rental, used } from './attributes';
import { carship } from './listing';
import { areaOf, CARSHIP_AREAS, priceUnit, tabOf } from './reads';

const TAGS = { car: ['一手车', '无事故', '准新车', '可分期', '4S店保养', '上门试驾'], ship: ['证件齐全', '手续清楚', '可验船', '带船员', '可分期', '新造'] };
const ALL = [...rental('car'), ...ATTRIBUTES.car, ...ATTRIBUTES.ship];
const amount = v.pipe(v.number('请输入数字'), v.minValue(0, '价格在 0–100000 万之间'), v.maxValue(1000000000, '价格在 0–100000 万之间'));
const isCarArea = (key: string) => key.endsWith('car');

const schema = v.pipe(
  v.object({
    area: v.picklist(CARSHIP_AREAS.map((a) => a.key), '请选择分类'),
    tab: v.picklist(['info', 'demand'], '请选择信息类型'),
    ...listingSchema,
    ...describedSchema(5000, 20),
    ...attributeSchema(ALL),
    price: amount,
    tags: v.pipe(v.array(v.string()), v.maxLength(8, '最多选 8 个标签')),
    ...coordinates,
  }),
  // a listing says what it is (a wanted ad may leave it open); checked once the fields are valid
  v.forward(v.check((x) => x.tab === 'demand' || !isCarArea(x.area) || x.brand !== '', '请选择品牌'), ['brand']),
  v.forward(v.check((x) => x.tab === 'demand' || isCarArea(x.area) || x.ship_type !== '', '请选择船舶类型'), ['ship_type']),
);

export default defineForm(carship, {
  schema,
  empty: ({ area, tab }) => ({ ...emptyListing, ...attributeDefaults(ALL), area: area.key, tab: tabOf(tab), price: 0, tags: [] }),
  values: (c) => ({ ...savedValues(c), price: c.price / priceUnit(c.area).scale }),
  // the choice fields hold the attribute rows' names; the server checks them against its lists
  fields: ({ images, tags, price, ...rest }) =>
    ({ ...rest, price: Math.round(price * priceUnit(rest.area).scale), tags: tags.join(','), images: pictureIds(images) }) as OperationParams<'createCarship'>,
  what: (values, place) => (values.tab === 'demand' ? areaOf(values.area).demand : carship.what(place)),
  placeOf: (values, place) => ({ ...place, area: areaOf(values.area), tab: values.tab }),
  serverFields: { shiptype: 'ship_type' },
  Fields: function CarshipFields({ place, form }) {
    const kind = place.area.kind;
    const chosen = areaOf(form.watch('area'));
    const what = carship.what(place);
    const attributes = [...(chosen.rental ? rental(kind) : []), ...ATTRIBUTES[kind].filter((a) => used(a, chosen.key))];
    return (
      <>
        <RadioField name="area" label="分类" required options={CARSHIP_AREAS.filter((a) => a.kind === kind).map((a) => ({ value: a.key, label: a.label }))} />
        <RadioField name="tab" label="信息类型" required options={[{ value: 'info', label: chosen.rental ? '出租' : '出售' }, { value: 'demand', label: chosen.demand }]} />
        <TextField name="title" label="标题" required maxLength={60} hint={kind === 'car' ? '5–60 个字，如：2021款 大众朗逸 自动舒适版' : '5–60 个字，如：500吨 货船 证件齐全'} />
        <AddressFields what={what} />
        <NumberField name="price" label={chosen.rental ? '日租金' : '价格'} required step={chosen.rental ? 1 : 0.01} unit={chosen.rental ? '元/天' : '万元'} hint="0 表示面议" />
        <AttributeFields attributes={attributes} filters={carship.read.filters!({ ...place, area: chosen })} offered={form.watch('tab') === 'info'} />
        <MultiSelectField name="tags" label="标签" options={TAGS[kind].map((name) => ({ value: name, label: name }))} />
        <DescribedFields what={what} />
      </>
    );
  },
});
