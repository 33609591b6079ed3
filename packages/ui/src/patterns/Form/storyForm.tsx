/** A publish form using every field of the kit; shared by the Form stories (not exported). */
import { useEffect } from 'react';
import * as v from 'valibot';
import type { RegionOption } from '../SiteHeader/SiteHeader';
import { MultiSelectField, RadioField, SelectField } from './choices';
import { Form, FormActions, SubmitButton, useSchemaForm } from './Form';
import { CheckboxField, DateField, NumberField, TextareaField, TextField } from './inputs';
import { MoneyField } from './MoneyField';
import { RegionField, type RegionLoader } from './RegionField';

export const publishSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('请输入标题'), v.maxLength(30)),
  description: v.pipe(v.string(), v.maxLength(200)),
  // No message of its own: the kit's Chinese defaults (此项必填, 请输入整数, 不能小于 1).
  rooms: v.pipe(v.number(), v.integer(), v.minValue(1)),
  price: v.pipe(v.number('请输入价格'), v.minValue(1, '价格必须大于 0')),
  kind: v.picklist(['sell', 'rent'], '请选择类型'),
  usage: v.picklist([1, 2, 3], '请选择用途'),
  features: v.pipe(v.array(v.string()), v.minLength(1, '请至少选择一个特色')),
  openDate: v.pipe(v.string(), v.nonEmpty('请选择开盘日期')),
  province: v.pipe(v.string(), v.nonEmpty('请选择所在地区')),
  city: v.pipe(v.string(), v.nonEmpty('请选择城市')),
  district: v.pipe(v.string(), v.nonEmpty('请选择区县')),
  agree: v.literal(true, '请阅读并同意发布须知'),
});

export type PublishInput = v.InferInput<typeof publishSchema>;
export type PublishValues = v.InferOutput<typeof publishSchema>;

export const emptyPublish: Partial<PublishInput> = {
  title: '',
  description: '',
  rooms: undefined,
  price: undefined,
  kind: undefined,
  usage: undefined,
  features: [],
  openDate: '',
  province: '',
  city: '',
  district: '',
  agree: false as unknown as true,
};

export const filledPublish: Partial<PublishInput> = {
  title: '鼓楼区地铁口精装两居室',
  description: '南北通透，近学校和医院，拎包入住。',
  rooms: 2,
  price: 1250000,
  kind: 'sell',
  usage: 1,
  features: ['metro', 'school'],
  openDate: '2026-05-01',
  province: '320000',
  city: '320100',
  district: '320106',
  agree: true,
};

const regions: Record<string, RegionOption[]> = {
  '0': [
    { code: '320000', name: '江苏省' },
    { code: '330000', name: '浙江省' },
  ],
  '320000': [
    { code: '320100', name: '南京市' },
    { code: '320900', name: '盐城市' },
  ],
  '330000': [{ code: '330100', name: '杭州市' }],
  '320100': [
    { code: '320102', name: '玄武区' },
    { code: '320106', name: '鼓楼区' },
  ],
  '320900': [{ code: '320902', name: '亭湖区' }],
  '330100': [{ code: '330102', name: '上城区' }],
};

/** Answers like getRegionList would, from a small fixture. */
export const storyRegions: RegionLoader = (pid) => regions[pid] ?? [];

export interface PublishFormProps {
  onSubmit: (values: PublishValues) => unknown;
  defaultValues?: Partial<PublishInput>;
  layout?: 'vertical' | 'horizontal';
  /** Validate every field on first render, so the picture shows the messages. */
  validateOnMount?: boolean;
  loadRegions?: RegionLoader;
  disabled?: boolean;
  /** The form's accessible name. Default 发布房源. */
  name?: string;
}

export function PublishForm({
  onSubmit,
  defaultValues,
  layout,
  validateOnMount,
  loadRegions = storyRegions,
  disabled,
  name = '发布房源',
}: PublishFormProps) {
  const form = useSchemaForm(publishSchema, {
    defaultValues: { ...emptyPublish, ...defaultValues },
  });
  useEffect(() => {
    if (validateOnMount) void form.trigger();
  }, [form, validateOnMount]);
  return (
    <Form form={form} onSubmit={onSubmit} layout={layout} aria-label={name}>
      <TextField
        name="title"
        label="标题"
        required
        maxLength={30}
        hint="30 字以内"
        disabled={disabled}
      />
      <TextareaField name="description" label="描述" maxLength={200} disabled={disabled} />
      <NumberField name="rooms" label="房间数" required unit="间" min={0} disabled={disabled} />
      <MoneyField
        name="price"
        label="总价"
        required
        hint="单位：元，保留两位小数"
        disabled={disabled}
      />
      <SelectField
        name="kind"
        label="类型"
        required
        disabled={disabled}
        options={[
          { value: 'sell', label: '出售' },
          { value: 'rent', label: '出租' },
        ]}
      />
      <RadioField
        name="usage"
        label="用途"
        required
        disabled={disabled}
        options={[
          { value: 1, label: '住宅' },
          { value: 2, label: '商铺' },
          { value: 3, label: '写字楼' },
        ]}
      />
      <MultiSelectField
        name="features"
        label="特色"
        required
        disabled={disabled}
        options={[
          { value: 'metro', label: '近地铁' },
          { value: 'school', label: '学区房' },
          { value: 'new', label: '新房' },
          { value: 'furnished', label: '精装修' },
        ]}
      />
      <DateField name="openDate" label="开盘日期" required disabled={disabled} />
      <RegionField
        names={['province', 'city', 'district']}
        label="所在地区"
        required
        loadRegions={loadRegions}
        disabled={disabled}
      />
      <CheckboxField name="agree" label="我已阅读并同意发布须知" disabled={disabled} />
      <FormActions>
        <SubmitButton disabled={disabled}>发布</SubmitButton>
      </FormActions>
    </Form>
  );
}
