import { useState } from 'react';
import * as v from 'valibot';
import { reads } from '@wz/sdk';
import { useRead, useUpload, useWrite } from '@wz/sdk/react';
import { Button, Form, FormActions, FormField, ImageUploader, SelectField, Skeleton, SubmitButton, TextareaField, TextField, toast, useSchemaForm, type UploadedImage } from '@wz/ui';
import { useSession } from '../../../app/lib/api';
import { requestLogin } from '@wz/app-kit';
import { MallFrame } from '../parts/MallFrame';

const STATUS_TEXT = ['', '审核中：我们会在 1–3 个工作日内完成审核', '已通过：您的店铺已开通', '未通过'];

const schema = v.object({
  shopname: v.pipe(v.string(), v.trim(), v.minLength(2, '店铺名称 2–30 个字'), v.maxLength(30, '店铺名称 2–30 个字')),
  main_category: v.pipe(v.number('请选择主营类目'), v.minValue(1, '请选择主营类目')),
  sub_category: v.pipe(v.number('请选择子类目'), v.minValue(1, '请选择子类目')),
  contact: v.pipe(v.string(), v.trim(), v.minLength(1, '请填写联系人'), v.maxLength(20, '最多 20 个字')),
  phone: v.pipe(v.string(), v.regex(/^1\d{10}$/, '请输入正确的手机号')),
  address: v.pipe(v.string(), v.trim(), v.minLength(1, '请填写经营地址'), v.maxLength(100, '最多 100 个字')),
  intro: v.pipe(v.string(), v.maxLength(500, '最多 500 个字')),
  licence: v.pipe(v.array(v.object({ id: v.string(), url: v.string() })), v.length(1, '请上传营业执照')),
});

function EntryForm() {
  const upload = useUpload('listing');
  const apply = useWrite('mallShopEntry');
  const form = useSchemaForm(schema, { defaultValues: { shopname: '', contact: '', phone: '', address: '', intro: '', licence: [] } });
  const main = form.watch('main_category');
  const mains = useRead(reads.mallRuzhuMainCategory()).data ?? [];
  const subs = useRead(main ? reads.mallRuzhuSubCategory({ pid: main }) : null).data ?? [];
  return (
    <Form
      form={form}
      layout="horizontal"
      aria-label="商家入驻申请"
      onSubmit={async ({ licence, ...fields }) => {
        await apply.trigger({ ...fields, licence: Number(licence[0]!.id) });
        toast.success('提交成功，请等待审核');
      }}
    >
      <TextField name="shopname" label="店铺名称" required maxLength={30} />
      <SelectField name="main_category" label="主营类目" required options={mains.map((c) => ({ value: c.id, label: c.name }))} />
      <SelectField name="sub_category" label="子类目" required options={subs.map((c) => ({ value: c.id, label: c.name }))} />
      <TextField name="contact" label="联系人" required maxLength={20} />
      <TextField name="phone" label="联系电话" required inputMode="tel" maxLength={11} />
      <TextField name="address" label="经营地址" required maxLength={100} />
      <TextareaField name="intro" label="店铺简介" maxLength={500} rows={4} />
      <FormField<UploadedImage[]> name="licence" label="营业执照" kind="group" required hint="清晰的营业执照照片，一张">
        {(field, control) => (
          <ImageUploader value={field.value} onChange={field.onChange} upload={upload} maxCount={1} label="营业执照" aria-describedby={control['aria-describedby']} aria-invalid={control['aria-invalid']} />
        )}
      </FormField>
      <FormActions>
        <SubmitButton>提交入驻申请</SubmitButton>
      </FormActions>
    </Form>
  );
}

/** /wzmall/businsserSettleIn: merchant onboarding; the application's status afterwards. */
export default function SettleIn() {
  const { loggedIn } = useSession();
  const status = useRead(loggedIn ? reads.mallEntryStatus() : null);
  const [again, setAgain] = useState(false);
  const s = status.data;
  return (
    <MallFrame breadcrumb={[{ label: '商家入驻' }]}>
      <section className="card" aria-labelledby="settle-title">
        <h1 id="settle-title">商家入驻</h1>
        <p className="muted">填写店铺信息并上传营业执照，审核通过后即可在卖家中心发布商品。</p>
        {!loggedIn ? (
          <p>
            入驻前请先登录。 <Button size="sm" onClick={() => requestLogin()}>去登录</Button>
          </p>
        ) : !s ? (
          <Skeleton lines={4} label="入驻状态加载中" />
        ) : s.status !== 0 && !(s.status === 3 && again) ? (
          <div role="status" data-testid="settle-status">
            <p>
              店铺：{s.shopname} · 入驻状态：<strong>{STATUS_TEXT[s.status]}</strong>
            </p>
            {s.reason ? <p>原因：{s.reason}</p> : null}
            {s.status === 3 ? <Button onClick={() => setAgain(true)}>重新申请</Button> : null}
          </div>
        ) : (
          <EntryForm />
        )}
      </section>
    </MallFrame>
  );
}
