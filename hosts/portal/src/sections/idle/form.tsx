import { useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { errorMessage, reads, type OperationData, type OperationParams } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, NumberField, RadioField, SelectField, Skeleton, TextareaField, TextField, toast, useSchemaForm } from '@wz/ui';
import { ContactFields, DEFAULT_REGION, describedSchema, listingSchema, pictureIds, picturesOf, RegionFields } from '@wz/app-kit/listing/ui';
import { defineForm } from '@wz/app-kit/listing/ui';
import { PicturesField } from '@wz/app-kit/listing/ui';
import { EditForm } from '@wz/app-kit';
import { idle } from './listing';
import './idle.css';

const CONDITIONS = ['全新', '几乎全新', '轻微使用痕迹', '明显使用痕迹'] as const;
const TRADES = ['邮寄', '自提', '同城面交', '邮寄或面交'] as const;
const USER_TYPES = [{ value: 'qiye', label: '企业' }, { value: 'geren', label: '个人' }, { value: 'zhongjie', label: '中介' }, { value: 'zuzhi', label: '组织' }];
const choices = (list: readonly string[]) => list.map((x) => ({ value: x, label: x }));
const yuanAmount = v.pipe(v.number('请输入数字'), v.minValue(0, '价格在 0–100000000 元之间'), v.maxValue(100000000, '价格在 0–100000000 元之间'));

const userSchema = v.object({
  type: v.picklist(['qiye', 'geren', 'zhongjie', 'zuzhi'], '请选择用户类型'),
  name: v.pipe(v.string(), v.trim(), v.minLength(2, '名称 2–30 个字'), v.maxLength(30, '名称 2–30 个字')),
  phone: listingSchema.contact_phone,
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

/** A user type first (spec §3), then the item form, its contact filled from the seller's. */
function SellerGate({ children }: { children: (defaults: { contact_name: string; contact_phone: string }) => ReactNode }) {
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
      {children({ contact_name: me.data.name, contact_phone: me.data.phone })}
    </>
  );
}

const schema = v.object({
  tab: v.pipe(v.number('请选择分类'), v.minValue(1, '请选择分类')),
  title: listingSchema.title,
  price: yuanAmount,
  original_price: v.optional(yuanAmount),
  condition: v.picklist(CONDITIONS, '请选择成色'),
  trade: v.picklist(TRADES, '请选择交易方式'),
  province: listingSchema.province,
  city: listingSchema.city,
  district: listingSchema.district,
  address: v.pipe(v.string(), v.trim(), v.maxLength(100, '地址最多 100 个字')),
  ...describedSchema(2000, 9),
  contact_name: listingSchema.contact_name,
  contact_phone: listingSchema.contact_phone,
});

export default defineForm(idle, {
  schema,
  empty: () => ({
    tab: 0, title: '', price: 0, condition: '几乎全新' as const, trade: '同城面交' as const, ...DEFAULT_REGION, address: '',
    description: '', contact_name: '', contact_phone: '', images: [],
  }),
  values: (c) => ({
    tab: c.tab, title: c.title, price: c.price / 100, original_price: c.original_price / 100, condition: c.condition, trade: c.trade,
    province: c.province, city: c.city, district: c.district, address: c.address, description: c.description, contact_name: c.contact_name,
    contact_phone: c.contact_phone, images: picturesOf(c.images),
  }),
  // the form takes 元; the server keeps 分
  fields: ({ images, price, original_price, ...rest }) =>
    ({
      ...rest,
      price: Math.round(price * 100),
      ...(original_price ? { original_price: Math.round(original_price * 100) } : {}),
      ...(images.length ? { images: pictureIds(images) } : {}),
    }) as OperationParams<'idleCreate'>,
  what: () => '闲置',
  Gate: SellerGate,
  Fields: function IdleFields() {
    const tabs = useRead(reads.idleTab({})).data ?? [];
    return (
      <>
        <SelectField name="tab" label="分类" required options={tabs.map((t) => ({ value: t.id, label: t.name }))} />
        <TextField name="title" label="标题" required maxLength={60} hint="5–60 个字，如：九成新 iPhone 13 128G" />
        <NumberField name="price" label="价格" required step={0.01} unit="元" hint="0 表示面议" />
        <NumberField name="original_price" label="原价" step={0.01} unit="元" />
        <RadioField name="condition" label="成色" required options={choices(CONDITIONS)} />
        <RadioField name="trade" label="交易方式" required options={choices(TRADES)} />
        <RegionFields label="所在地" />
        <TextField name="address" label="交易地点" maxLength={100} hint="选填，如：盐城市亭湖区人民路地铁口" />
        <TextareaField name="description" label="宝贝描述" maxLength={2000} rows={6} />
        <ContactFields phoneHint="买家点「我想要」后可见" />
        <PicturesField label="闲置图片" max={9} />
      </>
    );
  },
});
