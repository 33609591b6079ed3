import * as v from 'valibot';
import { DateField, MultiSelectField, NumberField, RadioField, SelectField, TextField } from '@wz/ui';
import { AddressFields, coordinates, DescribedFields, defineForm, describedSchema, emptyListing, listingSchema, pictureIds, savedValues } from '@wz/app-kit/listing/ui';
import { house } from './listing';
import { HOUSE_AREAS, tabOf } from './reads';

const PROPERTY_TYPES = ['住宅', '公寓', '别墅', '商铺', '写字楼'] as const;
const TAGS = ['近地铁', '学区房', '精装修', '满五唯一', '带花园', '拎包入住', '有电梯', '带车位', '南北通透', '随时看房'];
const named = (list: readonly string[]) => list.map((t) => ({ value: t, label: t }));

const amount = (max: number, message: string) =>
  v.pipe(v.number('请输入数字'), v.integer('请输入整数'), v.minValue(0, message), v.maxValue(max, message));

const schema = v.object({
  nav: v.picklist([218, 219, 220], '请选择分类'),
  tab: v.picklist(['info', 'demand'], '请选择信息类型'),
  ...listingSchema,
  total_price: amount(1000000, '价格在 0–1000000 之间'),
  reference_unit_price: v.optional(amount(1000000, '单价在 0–1000000 之间')),
  property_type: v.picklist(PROPERTY_TYPES, '请选择物业类型'),
  room: v.pipe(v.string(), v.trim(), v.maxLength(20, '户型最多 20 个字')),
  measure: v.optional(amount(100000, '面积在 0–100000㎡ 之间')),
  tags: v.pipe(v.array(v.string()), v.maxLength(8, '最多选 8 个特色')),
  developers: v.pipe(v.string(), v.trim(), v.maxLength(60, '开发商最多 60 个字')),
  open_date: v.string(),
  delivery_date: v.string(),
  ...describedSchema(5000, 20),
  // the map pin: both or neither (the picker sets them together)
  ...coordinates,
});

export default defineForm(house, {
  schema,
  empty: ({ area, tab }) => ({
    ...emptyListing, nav: area.nav, tab: tabOf(tab), total_price: 0, property_type: '住宅' as const, room: '', tags: [], developers: '', open_date: '', delivery_date: '',
  }),
  values: (h) => ({ ...savedValues(h), nav: h.house_nav_id, property_type: h.property_type as (typeof PROPERTY_TYPES)[number] }),
  fields: ({ nav, images, tags, ...rest }) => ({ ...rest, house_nav_id: nav, tags: tags.join(','), images: pictureIds(images) }),
  what: (values) => (values.tab === 'demand' ? '需求' : '房源'),
  placeOf: (values, place) => ({ ...place, area: HOUSE_AREAS.find((a) => a.nav === values.nav) ?? place.area, tab: values.tab }),
  serverFields: { house_nav_id: 'nav' },
  Fields: function HouseFields({ form }) {
    const nav = form.watch('nav');
    return (
      <>
        <RadioField name="nav" label="分类" required options={HOUSE_AREAS.map((a) => ({ value: a.nav, label: a.label }))} />
        <RadioField name="tab" label="信息类型" required options={[{ value: 'info', label: '出售/出租房源' }, { value: 'demand', label: '求购/求租' }]} />
        <TextField name="title" label="标题" required maxLength={60} hint="5–60 个字，如：世纪新城 精装三房 南北通透" />
        <AddressFields what="房屋" />
        <NumberField name="total_price" label={nav === 220 ? '租金' : '总价'} required unit={nav === 220 ? '元/月' : '万元'} hint="0 表示面议" />
        {nav !== 220 && <NumberField name="reference_unit_price" label="参考单价" unit="元/㎡" />}
        <SelectField name="property_type" label="物业类型" required options={named(PROPERTY_TYPES)} />
        <TextField name="room" label="户型" maxLength={20} hint="如：3室2厅" />
        <NumberField name="measure" label="面积" unit="㎡" />
        <MultiSelectField name="tags" label="特色" options={named(TAGS)} />
        {nav === 218 && <TextField name="developers" label="开发商" maxLength={60} />}
        {nav === 218 && <DateField name="open_date" label="开盘时间" />}
        {nav === 218 && <DateField name="delivery_date" label="交房时间" />}
        <DescribedFields what="房源" />
      </>
    );
  },
});
