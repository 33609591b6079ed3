import { useNavigate, useParams } from 'react-router-dom';
import * as v from 'valibot';
import { reads, type OperationData, type OperationParams } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { MultiSelectField, NumberField, RadioField, RegionField, SelectField, TextareaField, TextField, toast, useSchemaForm } from '@wz/ui';
import { PicturesField } from '@wz/app-kit/listing/ui';
import { useNameRegionLoader } from '@wz/app-kit/listing/ui';
import { EditForm, useRecordForm } from '@wz/app-kit';
import { DEFAULT_SN, logisticsSnRead } from '../params';
import { USER_LIST } from '../links';

const TAGS = ['急走', '长期合作', '可回程', '现金结算', '带尾板', '可拼车', '全程高速'];
const VEHICLES = ['平板', '高栏', '厢式', '冷藏', '集装箱', '危险品', '船舶'];
const UNITS = ['车', '吨', '方', '公斤'] as const;
const DATE = /^(\d{4}-\d{2}-\d{2})?$/;

const schema = v.object({
  sn: v.picklist(['qiyun', 'lengyun', 'shuiyun'], '请选择板块'),
  tab: v.picklist(['hy', 'cy', 'zx', 'cb'], '请选择信息类型'),
  title: v.pipe(v.string(), v.trim(), v.minLength(5, '标题 5–60 个字'), v.maxLength(60, '标题 5–60 个字')),
  province: v.pipe(v.string(), v.minLength(1, '请选择出发省份')),
  city: v.string(),
  district: v.string(),
  address: v.pipe(v.string(), v.trim(), v.maxLength(100, '地址最多 100 个字')),
  to_province: v.pipe(v.string(), v.minLength(1, '请选择到达省份')),
  to_city: v.string(),
  vehicle_type: v.string(),
  vehicle_length: v.optional(v.pipe(v.number('请输入数字'), v.minValue(0, '车长在 0–30 米之间'), v.maxValue(30, '车长在 0–30 米之间'))),
  weight: v.optional(v.pipe(v.number('请输入数字'), v.minValue(0, '重量在 0–100000 吨之间'), v.maxValue(100000, '重量在 0–100000 吨之间'))),
  price: v.pipe(v.number('请输入数字'), v.minValue(0, '运价不能为负'), v.maxValue(999999999, '运价过大'), v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, '运价最多两位小数')),
  price_unit: v.picklist(UNITS, '请选择计价单位'),
  load_date: v.pipe(v.string(), v.regex(DATE, '请输入正确的日期，如 2026-12-01')),
  tags: v.pipe(v.array(v.string()), v.maxLength(8, '最多选 8 个标签')),
  description: v.pipe(v.string(), v.maxLength(5000, '说明最多 5000 个字')),
  contact_name: v.pipe(v.string(), v.trim(), v.minLength(1, '请填写联系人'), v.maxLength(30, '联系人最多 30 个字')),
  contact_phone: v.pipe(v.string(), v.regex(/^1[3-9]\d{9}$/, '请输入正确的手机号')),
  images: v.pipe(v.array(v.object({ id: v.string(), url: v.string() })), v.maxLength(20, '最多 20 张图片')),
});
type Values = v.InferInput<typeof schema>;

const EMPTY: Values = {
  sn: DEFAULT_SN, tab: 'hy', title: '', province: '江苏省', city: '盐城市', district: '', address: '', to_province: '', to_city: '',
  vehicle_type: '', price: 0, price_unit: '车', load_date: '', tags: [], description: '', contact_name: '', contact_phone: '', images: [],
};

function valuesOf(i: OperationData<'myLogistics'>): Values {
  return {
    sn: i.sn, tab: i.tab, title: i.title, province: i.province, city: i.city, district: i.district, address: i.address,
    to_province: i.to_province, to_city: i.to_city, vehicle_type: i.vehicle_type, vehicle_length: i.vehicle_length, weight: i.weight,
    price: Number(i.price), price_unit: i.price_unit, load_date: i.load_date, tags: i.tags, description: i.description,
    contact_name: i.contact_name, contact_phone: i.contact_phone, images: i.images.map((m) => ({ id: String(m.id), url: m.url })),
  };
}

/** /user/logistics/edit/{id?}: publish a freight, vehicle or line item, or edit one of the member's own. */
export default function LogisticsEdit() {
  const id = Number(useParams().id) || undefined;
  const navigate = useNavigate();
  const loadRegions = useNameRegionLoader();
  const boards = useRead(logisticsSnRead()).data ?? [];
  const record = useRead(id ? reads.myLogistics({ id }) : null);
  const create = useWrite('createLogistics');
  const modify = useWrite('modifyLogistics');
  const form = useSchemaForm(schema, { defaultValues: EMPTY });
  useRecordForm(form, record.data ? valuesOf(record.data) : undefined, id);
  const board = boards.find((b) => b.sn === form.watch('sn'));
  const named = (list: readonly string[]) => list.map((name) => ({ value: name, label: name }));
  return (
    <EditForm
      title={id ? '编辑物流信息' : '发布物流信息'}
      description="信息经提交后立即发布；带 * 的为必填项"
      form={form}
      loading={Boolean(id) && !record.data && !record.error}
      loadError={record.data ? undefined : record.error}
      onRetry={() => void record.mutate()}
      cancelTo={USER_LIST}
      submitLabel={id ? '保存' : '发布'}
      onSubmit={async ({ images, tags, price, vehicle_length, weight, ...rest }) => {
        // a tab the board does not have (水运 has no 专线) is refused by the server on its field
        const fields = {
          ...rest,
          price: String(Math.round(price * 100) / 100),
          vehicle_length: vehicle_length ?? 0,
          weight: weight ?? 0,
          tags: tags.join(','),
          // no pictures: left out (an empty list is not a list of ids)
          ...(images.length ? { images: images.map((i) => i.id).join(',') } : {}),
        } as OperationParams<'createLogistics'>;
        const saved = id ? await modify.trigger({ ...fields, id }) : await create.trigger(fields);
        toast.success(id ? '保存成功' : '发布成功');
        navigate(USER_LIST, { state: { saved: id ?? (saved as { id: number }).id } });
      }}
    >
      <RadioField name="sn" label="板块" required options={boards.map((b) => ({ value: b.sn, label: b.name }))} />
      <RadioField name="tab" label="信息类型" required options={(board?.tabs ?? []).map((t) => ({ value: t.tab, label: t.name }))} />
      <TextField name="title" label="标题" required maxLength={60} hint="5–60 个字，如：盐城到上海 整车 20吨 钢材" />
      <RegionField names={['province', 'city', 'district']} label="出发地" required loadRegions={loadRegions} levelLabels={['出发省份', '出发城市', '出发区县']} />
      <TextField name="address" label="装货地址" maxLength={100} />
      <RegionField names={['to_province', 'to_city']} label="目的地" required loadRegions={loadRegions} levelLabels={['到达省份', '到达城市']} />
      <SelectField name="vehicle_type" label="车型" options={named(VEHICLES)} />
      <NumberField name="vehicle_length" label="车长" unit="米" step={0.1} />
      <NumberField name="weight" label="重量" unit="吨" step={0.1} />
      <NumberField name="price" label="运价" required step={0.01} unit="元" hint="0 表示面议" />
      <SelectField name="price_unit" label="计价单位" options={UNITS.map((u) => ({ value: u, label: `每${u}` }))} />
      <TextField name="load_date" label="装车日期" maxLength={10} hint="如 2026-12-01，专线可不填" />
      <MultiSelectField name="tags" label="标签" options={named(TAGS)} />
      <TextareaField name="description" label="详细说明" maxLength={5000} rows={5} />
      <TextField name="contact_name" label="联系人" required maxLength={30} />
      <TextField name="contact_phone" label="联系电话" required inputMode="tel" maxLength={11} />
      <PicturesField label="货物或车辆图片" />
    </EditForm>
  );
}
