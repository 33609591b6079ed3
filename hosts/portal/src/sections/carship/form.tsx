import * as v from 'valibot';
import type { OperationData, OperationParams } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { MultiSelectField, NumberField, RadioField, SelectField, TextareaField, TextField } from '@wz/ui';
import { ContactFields, DEFAULT_REGION, describedSchema, listingSchema, pictureIds, picturesOf, RegionFields } from '@wz/app-kit/listing/ui';
import { defineForm } from '@wz/app-kit/listing/ui';
import { coordinates, coordinatesOf, LocationField } from '@wz/app-kit/listing/ui';
import { PicturesField } from '@wz/app-kit/listing/ui';
import { carship } from './listing';
import { areaOf, CARSHIP_AREAS, tabOf } from './reads';

const TAGS = { car: ['一手车', '无事故', '准新车', '可分期', '4S店保养', '上门试驾'], ship: ['证件齐全', '手续清楚', '可验船', '带船员', '可分期', '新造'] };
const THIS_YEAR = new Date().getFullYear();

const amount = (max: number, message: string) => v.pipe(v.number('请输入数字'), v.minValue(0, message), v.maxValue(max, message));
const whole = (max: number, message: string) => v.optional(v.pipe(amount(max, message), v.integer('请输入整数')));
const isCarArea = (key: string) => key.endsWith('car');
const named = (list: readonly string[]) => list.map((name) => ({ value: name, label: name }));

const schema = v.pipe(
  v.object({
    area: v.picklist(CARSHIP_AREAS.map((a) => a.key), '请选择分类'),
    tab: v.picklist(['info', 'demand'], '请选择信息类型'),
    ...listingSchema,
    ...describedSchema(5000, 20),
    price: amount(1000000000, '价格在 0–100000 万之间'),
    deposit: whole(10000000, '押金在 0–10000000 元之间'),
    pickup: v.string(),
    brand: v.string(),
    series: v.pipe(v.string(), v.trim(), v.maxLength(30, '车系最多 30 个字')),
    year: v.optional(v.pipe(v.number('请输入数字'), v.integer('请输入整数'), v.check((y) => y === 0 || (y >= 1950 && y <= THIS_YEAR), `年份在 1950–${THIS_YEAR} 之间`))),
    mileage: whole(10000000, '里程在 0–10000000 公里之间'),
    gearbox: v.string(),
    energy: v.string(),
    body: v.string(),
    ship_type: v.string(),
    tonnage: whole(1000000, '吨位在 0–1000000 吨之间'),
    length: v.optional(amount(1000, '船长在 0–1000 米之间')),
    zone: v.string(),
    tags: v.pipe(v.array(v.string()), v.maxLength(8, '最多选 8 个标签')),
    ...coordinates,
  }),
  // a listing says what it is (a wanted ad may leave it open); checked once the fields are valid
  v.forward(v.check((x) => x.tab === 'demand' || !isCarArea(x.area) || x.brand !== '', '请选择品牌'), ['brand']),
  v.forward(v.check((x) => x.tab === 'demand' || isCarArea(x.area) || x.ship_type !== '', '请选择船舶类型'), ['ship_type']),
);

/** Sale prices are typed in 万元, rents in 元 a day; the server keeps 元. */
const priceScale = (key: string) => (areaOf(key).rental ? 1 : 10000);

function valuesOf(c: OperationData<'myCarship'>) {
  const { id: _id, status: _status, pictures: _pictures, inputtime: _time, lat, lng, images, price, ...fields } = c;
  return { ...fields, ...coordinatesOf({ lat, lng }), price: price / priceScale(c.area), images: picturesOf(images) };
}

export default defineForm(carship, {
  schema,
  empty: ({ area, tab }) => ({
    area: area.key, tab: tabOf(tab), title: '', ...DEFAULT_REGION, address: '', price: 0, pickup: '',
    brand: '', series: '', gearbox: '', energy: '', body: '', ship_type: '', zone: '', tags: [], description: '',
    contact_name: '', contact_phone: '', images: [],
  }),
  values: valuesOf,
  // the choice fields hold the attribute rows' names; the server checks them against its lists
  fields: ({ images, tags, price, ...rest }) =>
    ({ ...rest, price: Math.round(price * priceScale(rest.area)), tags: tags.join(','), images: pictureIds(images) }) as OperationParams<'createCarship'>,
  what: (values, place) => (values.tab === 'demand' ? areaOf(values.area).demand : carship.what(place)),
  placeOf: (values, place) => ({ ...place, area: areaOf(values.area), tab: values.tab }),
  serverFields: { shiptype: 'ship_type' },
  Fields: function CarshipFields({ place, form }) {
    const kind = place.area.kind;
    const chosen = areaOf(form.watch('area'));
    const info = form.watch('tab') === 'info';
    const rows = useRead(carship.read.filters!({ ...place, area: chosen })).data ?? [];
    const choices = (key: string) => named((rows.find((r) => r.key === key)?.options ?? []).map((o) => o.name));
    const what = carship.what(place);
    return (
      <>
        <RadioField name="area" label="分类" required options={CARSHIP_AREAS.filter((a) => a.kind === kind).map((a) => ({ value: a.key, label: a.label }))} />
        <RadioField name="tab" label="信息类型" required options={[{ value: 'info', label: chosen.rental ? '出租' : '出售' }, { value: 'demand', label: chosen.demand }]} />
        <TextField name="title" label="标题" required maxLength={60} hint={kind === 'car' ? '5–60 个字，如：2021款 大众朗逸 自动舒适版' : '5–60 个字，如：500吨 货船 证件齐全'} />
        <RegionFields />
        <TextField name="address" label="详细地址" required maxLength={100} />
        <LocationField what={what} />
        <NumberField name="price" label={chosen.rental ? '日租金' : '价格'} required step={chosen.rental ? 1 : 0.01} unit={chosen.rental ? '元/天' : '万元'} hint="0 表示面议" />
        {chosen.rental && <NumberField name="deposit" label="押金" unit="元" />}
        {chosen.rental && <SelectField name="pickup" label={kind === 'car' ? '取车地点' : '交船地点'} options={choices('pickup')} />}
        {kind === 'car' ? (
          <>
            <SelectField name="brand" label="品牌" required={info} options={choices('brand')} />
            <TextField name="series" label="车系" maxLength={30} hint="如：朗逸" />
            {chosen.key !== 'newcar' && <NumberField name="year" label="首次上牌年份" unit="年" />}
            {chosen.key !== 'newcar' && <NumberField name="mileage" label="表显里程" unit="公里" />}
            <SelectField name="gearbox" label="变速箱" options={choices('gearbox')} />
            <SelectField name="energy" label="能源类型" options={named(['汽油', '柴油', '纯电动', '插电混动', '油电混动'])} />
            <SelectField name="body" label="车身类型" options={named(['轿车', 'SUV', 'MPV', '跑车', '皮卡', '面包车'])} />
          </>
        ) : (
          <>
            <SelectField name="ship_type" label="船舶类型" required={info} options={choices('shiptype')} />
            <NumberField name="tonnage" label="吨位" unit="吨" />
            <NumberField name="length" label="船长" unit="米" step={0.1} />
            <NumberField name="year" label="建造年份" unit="年" />
            <SelectField name="zone" label="航区" options={choices('zone')} />
          </>
        )}
        <MultiSelectField name="tags" label="标签" options={named(TAGS[kind])} />
        <TextareaField name="description" label="描述" maxLength={5000} rows={6} />
        <ContactFields />
        <PicturesField label={`${what}图片`} />
      </>
    );
  },
});
