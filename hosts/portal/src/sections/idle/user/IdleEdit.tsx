import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { errorMessage, reads, type OperationData, type OperationParams } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, NumberField, RadioField, RegionField, SelectField, Skeleton, TextareaField, TextField, toast, useSchemaForm } from '@wz/ui';
import { PicturesField } from '../../../app/listing/PicturesField';
import { useNameRegionLoader } from '../../../app/listing/regionNames';
import { EditForm, useRecordForm } from '@wz/app-kit';
import { USER_TYPE_NAMES } from '../card';
import { idleIdOf, idleUserPath } from '../params';

const CONDITIONS = ['全新', '几乎全新', '轻微使用痕迹', '明显使用痕迹'] as const;
const TRADES = ['邮寄', '自提', '同城面交', '邮寄或面交'] as const;
const USER_TYPES = Object.entries(USER_TYPE_NAMES).map(([value, label]) => ({ value, label }));
const phone = v.pipe(v.string(), v.regex(/^1[3-9]\d{9}$/, '请输入正确的手机号'));
const yuanAmount = v.pipe(v.number('请输入数字'), v.minValue(0, '价格在 0–100000000 元之间'), v.maxValue(100000000, '价格在 0–100000000 元之间'));

const userSchema = v.object({
  type: v.picklist(['qiye', 'geren', 'zhongjie', 'zuzhi'], '请选择用户类型'),
  name: v.pipe(v.string(), v.trim(), v.minLength(2, '名称 2–30 个字'), v.maxLength(30, '名称 2–30 个字')),
  phone,
  intro: v.pipe(v.string(), v.maxLength(200, '简介最多 200 个字')),
});

/** The user-type registration (spec §3): once, before publishing (idleAddUser), changed later (idleModUser). */
function UserForm({ current, onDone }: { current: OperationData<'idleQueryUser'>; onDone: () => void }) {
  const add = useWrite('idleAddUser');
  const mod = useWrite('idleModUser');
  const form = useSchemaForm(userSchema, {
    defaultValues: current ? { type: current.type, name: current.name, phone: current.phone, intro: current.intro } : { type: 'geren', name: '', phone: '', intro: '' },
  });
  return (
    <EditForm
      title={current ? '修改卖家资料' : '注册闲置用户类型'}
      description={current ? undefined : '发布闲置前，请先选择您的用户类型：企业、个人、中介或组织'}
      form={form}
      submitLabel={current ? '保存资料' : '注册'}
      onSubmit={async (values) => {
        if (current) await mod.trigger(values);
        else await add.trigger(values);
        toast.success(current ? '保存成功' : '注册成功');
        onDone();
      }}
    >
      <RadioField name="type" label="用户类型" required options={USER_TYPES} />
      <TextField name="name" label="卖家名称" required maxLength={30} hint="企业、中介或组织填写全称，个人填写称呼" />
      <TextField name="phone" label="联系电话" required inputMode="tel" maxLength={11} />
      <TextareaField name="intro" label="简介" maxLength={200} rows={3} />
    </EditForm>
  );
}

const schema = v.object({
  tab: v.pipe(v.number('请选择分类'), v.minValue(1, '请选择分类')),
  title: v.pipe(v.string(), v.trim(), v.minLength(5, '标题 5–60 个字'), v.maxLength(60, '标题 5–60 个字')),
  price: yuanAmount,
  original_price: v.optional(yuanAmount),
  condition: v.picklist(CONDITIONS, '请选择成色'),
  trade: v.picklist(TRADES, '请选择交易方式'),
  province: v.pipe(v.string(), v.minLength(1, '请选择省份')),
  city: v.pipe(v.string(), v.minLength(1, '请选择城市')),
  district: v.pipe(v.string(), v.minLength(1, '请选择区县')),
  address: v.pipe(v.string(), v.trim(), v.maxLength(100, '地址最多 100 个字')),
  description: v.pipe(v.string(), v.maxLength(2000, '描述最多 2000 个字')),
  contact_name: v.pipe(v.string(), v.trim(), v.minLength(1, '请填写联系人'), v.maxLength(30, '联系人最多 30 个字')),
  contact_phone: phone,
  images: v.pipe(v.array(v.object({ id: v.string(), url: v.string() })), v.maxLength(9, '最多 9 张图片')),
});
type Values = v.InferInput<typeof schema>;

const EMPTY: Values = {
  tab: 0, title: '', price: 0, condition: '几乎全新', trade: '同城面交', province: '江苏省', city: '盐城市', district: '', address: '',
  description: '', contact_name: '', contact_phone: '', images: [],
};

function valuesOf(c: OperationData<'idleUserDetail'>): Values {
  return {
    tab: c.tab, title: c.title, price: c.price / 100, original_price: c.original_price / 100, condition: c.condition, trade: c.trade,
    province: c.province, city: c.city, district: c.district, address: c.address, description: c.description, contact_name: c.contact_name,
    contact_phone: c.contact_phone, images: c.images.map((i) => ({ id: String(i.id), url: i.url })),
  };
}

/** The item form: publish, or edit one of the member's own (?id=). */
function ItemForm({ id, seller }: { id: number | undefined; seller: NonNullable<OperationData<'idleQueryUser'>> }) {
  const navigate = useNavigate();
  const loadRegions = useNameRegionLoader();
  const tabs = useRead(reads.idleTab({})).data ?? [];
  const record = useRead(id ? reads.idleUserDetail({ id }) : null);
  const create = useWrite('idleCreate');
  const modify = useWrite('idleModify');
  const form = useSchemaForm(schema, { defaultValues: { ...EMPTY, contact_name: seller.name, contact_phone: seller.phone } });
  useRecordForm(form, record.data ? valuesOf(record.data) : undefined, id);
  const choices = (list: readonly string[]) => list.map((x) => ({ value: x, label: x }));
  return (
    <EditForm
      title={id ? '编辑闲置' : '发布闲置'}
      description="信息经提交后立即发布；带 * 的为必填项"
      form={form}
      loading={Boolean(id) && !record.data && !record.error}
      loadError={record.data ? undefined : record.error}
      onRetry={() => void record.mutate()}
      cancelTo={idleUserPath('list')}
      submitLabel={id ? '保存' : '发布'}
      onSubmit={async ({ images, price, original_price, ...rest }) => {
        // the form takes 元; the server keeps 分
        const fields = {
          ...rest,
          price: Math.round(price * 100),
          ...(original_price ? { original_price: Math.round(original_price * 100) } : {}),
          ...(images.length ? { images: images.map((i) => i.id).join(',') } : {}),
        } as OperationParams<'idleCreate'>;
        const saved = id ? await modify.trigger({ ...fields, id }) : await create.trigger(fields);
        toast.success(id ? '保存成功' : '发布成功');
        navigate(idleUserPath('list'), { state: { saved: id ?? (saved as { id: number }).id } });
      }}
    >
      <SelectField name="tab" label="分类" required options={tabs.map((t) => ({ value: t.id, label: t.name }))} />
      <TextField name="title" label="标题" required maxLength={60} hint="5–60 个字，如：九成新 iPhone 13 128G" />
      <NumberField name="price" label="价格" required step={0.01} unit="元" hint="0 表示面议" />
      <NumberField name="original_price" label="原价" step={0.01} unit="元" />
      <RadioField name="condition" label="成色" required options={choices(CONDITIONS)} />
      <RadioField name="trade" label="交易方式" required options={choices(TRADES)} />
      <RegionField names={['province', 'city', 'district']} label="所在地" required loadRegions={loadRegions} />
      <TextField name="address" label="交易地点" maxLength={100} hint="选填，如：盐城市亭湖区人民路地铁口" />
      <TextareaField name="description" label="宝贝描述" maxLength={2000} rows={6} />
      <TextField name="contact_name" label="联系人" required maxLength={30} />
      <TextField name="contact_phone" label="联系电话" required inputMode="tel" maxLength={11} hint="买家点「我想要」后可见" />
      <PicturesField label="闲置图片" max={9} />
    </EditForm>
  );
}

/** /user/idle/edit(?id=): register a user type first (spec §3), then publish or edit an item. */
export default function IdleEdit() {
  const [search] = useSearchParams();
  const id = idleIdOf(search) || undefined;
  const me = useRead(reads.idleQueryUser({}));
  const [editingUser, setEditingUser] = useState(false);
  if (me.data === undefined)
    return me.error ? (
      <div role="alert">
        <p>{errorMessage(me.error, '加载失败，请稍后重试')}</p>
        <Button onClick={() => void me.mutate()}>重试</Button>
      </div>
    ) : (
      <Skeleton shape="rect" height={240} label="加载中" />
    );
  if (me.data === null) return <UserForm current={null} onDone={() => void me.mutate()} />;
  return (
    <>
      <p className="idle-seller">
        卖家身份：<span className="idle-seller__type">{me.data.type_name}</span> <strong>{me.data.name}</strong>
        <Button size="sm" variant="ghost" onClick={() => setEditingUser((x) => !x)}>{editingUser ? '收起' : '修改资料'}</Button>
      </p>
      {editingUser && <UserForm current={me.data} onDone={() => setEditingUser(false)} />}
      <ItemForm id={id} seller={me.data} />
    </>
  );
}
