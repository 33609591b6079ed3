import { useState } from 'react';
import * as v from 'valibot';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useUpload, useWrite } from '@wz/sdk/react';
import { Form, FormActions, ImageUploader, Skeleton, SubmitButton, TextareaField, TextField, toast, useSchemaForm, type UploadedImage } from '@wz/ui';
import { PageHeader, ShopGate } from '../shop';

type Settings = OperationData<'sellerSettings'>;
const text = (min: number, max: number, label: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(min, min > 1 ? `请填写${label}（至少 ${min} 个字）` : `请填写${label}`), v.maxLength(max, `${label}不能超过 ${max} 个字`));
const schema = v.pipe(
  v.object({
    shopname: text(2, 30, '店铺名称'),
    intro: v.pipe(v.string(), v.trim(), v.maxLength(500, '店铺简介不能超过 500 个字')),
    phone: v.pipe(v.string(), v.trim(), v.regex(/^(1\d{10}|0\d{2,3}-?\d{7,8})$/, '请输入正确的手机号或座机号')),
    return_address: text(5, 100, '退货地址'),
    account_name: v.pipe(v.string(), v.trim(), v.maxLength(30, '开户名不能超过 30 个字')),
    account_no: v.pipe(v.string(), v.transform((s) => s.replace(/\s/g, '')), v.regex(/^(\d{10,30})?$/, '请输入正确的银行卡号（10–30 位数字）')),
  }),
  v.forward(v.check((x) => !x.account_no || x.account_name.length >= 2, '请填写开户名'), ['account_name']),
);

function SettingsForm({ initial }: { initial: Settings }) {
  const save = useWrite('sellerSettingsSave');
  const upload = useUpload('listing');
  const [logo, setLogo] = useState<UploadedImage[]>(initial.logo ? [{ id: 'current', url: initial.logo }] : []);
  const form = useSchemaForm(schema, {
    defaultValues: { shopname: initial.shopname, intro: initial.intro, phone: initial.phone, return_address: initial.return_address, account_name: initial.account_name, account_no: initial.account_no },
  });
  return (
    <Form
      form={form}
      aria-label="店铺设置"
      className="sc-card"
      onSubmit={async (values) => {
        const newLogo = logo[0] && /^\d+$/.test(logo[0].id) ? Number(logo[0].id) : undefined;
        await save.trigger({ ...values, ...(newLogo ? { logo: newLogo } : {}) });
        toast.success('保存成功');
      }}
    >
      <h2 className="sc-card__title">基本信息</h2>
      <TextField name="shopname" label="店铺名称" required maxLength={30} />
      <div className="sc-field">
        <span>店铺 Logo</span>
        <ImageUploader value={logo} onChange={setLogo} upload={upload} maxCount={1} label="店铺 Logo" cropAspect={1} />
      </div>
      <TextareaField name="intro" label="店铺简介" rows={4} maxLength={500} hint="显示在商城的店铺页" />
      <TextField name="phone" label="客服电话" required type="tel" inputMode="tel" maxLength={20} />
      <TextField name="return_address" label="退货地址" required maxLength={100} hint="买家退货时寄往这里：地址、收件人、电话" />
      <h2 className="sc-card__title">结算账户</h2>
      <TextField name="account_name" label="开户名" maxLength={30} autoComplete="off" />
      <TextField name="account_no" label="银行卡号" inputMode="numeric" maxLength={30} autoComplete="off" />
      <FormActions>
        <SubmitButton>保存设置</SubmitButton>
      </FormActions>
    </Form>
  );
}

/** /seller/wzmall/storeSettle: the shop's settings and settlement account, with its income so far. */
export default function StoreSettle() {
  const settings = useRead(reads.sellerSettings());
  const data = settings.data;
  return (
    <ShopGate title="店铺设置">
      <PageHeader title="店铺设置" />
      {settings.error ? <p role="alert">{settings.error.message}</p> : !data ? <Skeleton lines={8} label="店铺设置加载中" /> : (
        <>
          <ul className="sc-stats" aria-label="店铺收入">
            <li><span className="sc-stats__n" data-testid="income-paid">¥{data.income.paid}</span> 累计收款</li>
            <li><span className="sc-stats__n">¥{data.income.refunded}</span> 已退款</li>
            <li><span className="sc-stats__n" data-testid="income-to-settle">¥{data.income.to_settle}</span> 待结算</li>
          </ul>
          <SettingsForm initial={data} />
        </>
      )}
    </ShopGate>
  );
}
