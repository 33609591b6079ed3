import { useNavigate, useParams } from 'react-router-dom';
import * as v from 'valibot';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import {
  DateField,
  MultiSelectField,
  NumberField,
  RadioField,
  RegionField,
  SelectField,
  TextareaField,
  TextField,
  toast,
  useSchemaForm,
} from '@wz/ui';
import { PicturesField } from '../../../app/listing/PicturesField';
import { coordinates, coordinatesOf, LocationField } from '../../../app/listing/LocationField';
import { EditForm, useRecordForm } from '@wz/app-kit';
import { areaOf, HOUSE_AREAS, tabOf } from '../params';
import { useNameRegionLoader } from '../../../app/listing/regionNames';

const PROPERTY_TYPES = ['住宅', '公寓', '别墅', '商铺', '写字楼'] as const;
const TAGS = ['近地铁', '学区房', '精装修', '满五唯一', '带花园', '拎包入住', '有电梯', '带车位', '南北通透', '随时看房'];

/** Where the map opens before a point is placed: the centre of 盐城. */

const amount = (max: number, message: string) =>
  v.pipe(v.number('请输入数字'), v.integer('请输入整数'), v.minValue(0, message), v.maxValue(max, message));

const schema = v.object({
  nav: v.picklist([218, 219, 220], '请选择分类'),
  tab: v.picklist(['info', 'demand'], '请选择信息类型'),
  title: v.pipe(v.string(), v.trim(), v.minLength(5, '标题 5–60 个字'), v.maxLength(60, '标题 5–60 个字')),
  province: v.pipe(v.string(), v.minLength(1, '请选择省份')),
  city: v.pipe(v.string(), v.minLength(1, '请选择城市')),
  district: v.pipe(v.string(), v.minLength(1, '请选择区县')),
  address: v.pipe(v.string(), v.trim(), v.minLength(2, '请填写详细地址'), v.maxLength(100, '地址最多 100 个字')),
  total_price: amount(1000000, '价格在 0–1000000 之间'),
  reference_unit_price: v.optional(amount(1000000, '单价在 0–1000000 之间')),
  property_type: v.picklist(PROPERTY_TYPES, '请选择物业类型'),
  room: v.pipe(v.string(), v.trim(), v.maxLength(20, '户型最多 20 个字')),
  measure: v.optional(amount(100000, '面积在 0–100000㎡ 之间')),
  tags: v.pipe(v.array(v.string()), v.maxLength(8, '最多选 8 个特色')),
  developers: v.pipe(v.string(), v.trim(), v.maxLength(60, '开发商最多 60 个字')),
  open_date: v.string(),
  delivery_date: v.string(),
  description: v.pipe(v.string(), v.maxLength(5000, '描述最多 5000 个字')),
  contact_name: v.pipe(v.string(), v.trim(), v.minLength(1, '请填写联系人'), v.maxLength(30, '联系人最多 30 个字')),
  contact_phone: v.pipe(v.string(), v.regex(/^1[3-9]\d{9}$/, '请输入正确的手机号')),
  images: v.pipe(v.array(v.object({ id: v.string(), url: v.string() })), v.maxLength(20, '最多 20 张图片')),
  // the map pin: both or neither (the picker sets them together)
  ...coordinates,
});
type Values = v.InferInput<typeof schema>;

const EMPTY = (nav: 218 | 219 | 220, tab: 'info' | 'demand'): Values => ({
  nav, tab, title: '', province: '江苏省', city: '盐城市', district: '', address: '', total_price: 0,
  property_type: '住宅', room: '', tags: [], developers: '', open_date: '', delivery_date: '',
  description: '', contact_name: '', contact_phone: '', images: [],
});

const valuesOf = (h: OperationData<'myHouse'>): Values => ({
  nav: h.house_nav_id, tab: h.tab, title: h.title, province: h.province, city: h.city, district: h.district,
  address: h.address, total_price: h.total_price, reference_unit_price: h.reference_unit_price,
  property_type: h.property_type as Values['property_type'], room: h.room, measure: h.measure, tags: h.tags,
  developers: h.developers, open_date: h.open_date, delivery_date: h.delivery_date, description: h.description,
  contact_name: h.contact_name, contact_phone: h.contact_phone,
  images: h.images.map((i) => ({ id: String(i.id), url: i.url })),
  ...coordinatesOf(h),
});

/** /user/house/edit/{sn?}/{tab?}/{id?}: publish a listing or wanted ad, or edit one of the member's own. */
export default function HouseEdit() {
  const params = useParams();
  const area = areaOf(params.sn);
  const id = Number(params.id) || undefined;
  const navigate = useNavigate();
  const loadRegions = useNameRegionLoader();
  const record = useRead(id ? reads.myHouse({ id }) : null);
  const create = useWrite('createHouse');
  const modify = useWrite('modifyHouse');
  const form = useSchemaForm(schema, { defaultValues: EMPTY(area.nav, tabOf(params.tab)) });
  useRecordForm(form, record.data ? valuesOf(record.data) : undefined, id);
  const nav = form.watch('nav');
  const what = form.watch('tab') === 'demand' ? '需求' : '房源';
  return (
    <EditForm
      title={id ? `编辑${what}` : `发布${what}`}
      description="信息经提交后立即发布；带 * 的为必填项"
      form={form}
      loading={Boolean(id) && !record.data && !record.error}
      loadError={record.data ? undefined : record.error}
      onRetry={() => void record.mutate()}
      serverFields={{ house_nav_id: 'nav' }}
      cancelTo={`/user/house/list/${area.sn}/${tabOf(params.tab)}`}
      submitLabel={id ? '保存' : '发布'}
      onSubmit={async ({ nav: houseNav, images, tags, ...rest }) => {
        const fields = { ...rest, house_nav_id: houseNav, tags: tags.join(','), images: images.map((i) => i.id).join(',') };
        const saved = id ? await modify.trigger({ ...fields, id }) : await create.trigger(fields);
        toast.success(id ? '保存成功' : '发布成功');
        const back = HOUSE_AREAS.find((a) => a.nav === houseNav) ?? area;
        navigate(`/user/house/list/${back.sn}/${rest.tab}`, { state: { saved: id ?? (saved as { id: number }).id } });
      }}
    >
      <RadioField name="nav" label="分类" required options={HOUSE_AREAS.map((a) => ({ value: a.nav, label: a.label }))} />
      <RadioField name="tab" label="信息类型" required options={[{ value: 'info', label: '出售/出租房源' }, { value: 'demand', label: '求购/求租' }]} />
      <TextField name="title" label="标题" required maxLength={60} hint="5–60 个字，如：世纪新城 精装三房 南北通透" />
      <RegionField names={['province', 'city', 'district']} label="所在区域" required loadRegions={loadRegions} />
      <TextField name="address" label="详细地址" required maxLength={100} />
      <LocationField what="房屋" />
      <NumberField name="total_price" label={nav === 220 ? '租金' : '总价'} required unit={nav === 220 ? '元/月' : '万元'} hint="0 表示面议" />
      {nav !== 220 && <NumberField name="reference_unit_price" label="参考单价" unit="元/㎡" />}
      <SelectField name="property_type" label="物业类型" required options={PROPERTY_TYPES.map((t) => ({ value: t, label: t }))} />
      <TextField name="room" label="户型" maxLength={20} hint="如：3室2厅" />
      <NumberField name="measure" label="面积" unit="㎡" />
      <MultiSelectField name="tags" label="特色" options={TAGS.map((t) => ({ value: t, label: t }))} />
      {nav === 218 && (
        <>
          <TextField name="developers" label="开发商" maxLength={60} />
          <DateField name="open_date" label="开盘时间" />
          <DateField name="delivery_date" label="交房时间" />
        </>
      )}
      <TextareaField name="description" label="描述" maxLength={5000} rows={6} />
      <TextField name="contact_name" label="联系人" required maxLength={30} />
      <TextField name="contact_phone" label="联系电话" required inputMode="tel" maxLength={11} />
      <PicturesField label="房源图片" />
    </EditForm>
  );
}
