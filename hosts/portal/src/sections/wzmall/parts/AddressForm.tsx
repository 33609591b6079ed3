import * as v from 'valibot';
import type { OperationData } from '@wz/sdk';
import { useWrite } from '@wz/sdk/react';
import { CheckboxField, Form, FormActions, RegionField, SubmitButton, TextField, toast, useSchemaForm } from '@wz/ui';
import { useNameRegionLoader } from '@wz/app-kit/listing/ui';

export type Address = OperationData<'mallAddresses'>[number];

const text = (min: string, max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, min), v.maxLength(max, `最多 ${max} 个字`));
const schema = v.object({
  name: text('请填写收货人', 20),
  phone: v.pipe(v.string(), v.regex(/^1\d{10}$/, '请输入正确的手机号')),
  province: v.pipe(v.string(), v.minLength(1, '请选择省份')),
  city: v.pipe(v.string(), v.minLength(1, '请选择城市')),
  district: v.pipe(v.string(), v.minLength(1, '请选择区县')),
  address: text('请填写详细地址', 100),
  is_default: v.boolean(),
});

/** Add or edit a delivery address (editAddress, and the checkout's 新增地址); the server checks it again. */
export function AddressForm({ address, onSaved, submitLabel = '保存地址' }: { address?: Address; onSaved: (id: number) => void; submitLabel?: string }) {
  const save = useWrite('mallSaveAddress');
  const loadRegions = useNameRegionLoader();
  const form = useSchemaForm(schema, {
    defaultValues: address
      ? { ...address, is_default: address.is_default === 1 }
      : { name: '', phone: '', province: '江苏省', city: '盐城市', district: '', address: '', is_default: false },
  });
  return (
    <Form
      form={form}
      layout="horizontal"
      aria-label={address ? '编辑收货地址' : '新增收货地址'}
      onSubmit={async ({ is_default, ...fields }) => {
        const saved = await save.trigger({ ...fields, ...(address ? { id: address.id } : {}), is_default: is_default ? 1 : 0 });
        toast.success('保存成功');
        onSaved(saved.id);
      }}
    >
      <TextField name="name" label="收货人" required maxLength={20} />
      <TextField name="phone" label="手机号" required inputMode="tel" maxLength={11} />
      <RegionField names={['province', 'city', 'district']} label="所在地区" required loadRegions={loadRegions} />
      <TextField name="address" label="详细地址" required maxLength={100} />
      <CheckboxField name="is_default" label="设为默认地址" />
      <FormActions>
        <SubmitButton>{submitLabel}</SubmitButton>
      </FormActions>
    </Form>
  );
}
