import * as v from 'valibot';
import { reads } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { RadioField, RegionField, TextareaField, TextField, toast, useSchemaForm } from '@wz/ui';
import { useNameRegionLoader } from '@wz/app-kit/listing/ui';
import { EditForm, useRecordForm } from '@wz/app-kit';
import { companyPath } from '../links';
import { Link } from 'react-router-dom';

const phone = v.pipe(v.string(), v.regex(/^1[3-9]\d{9}$/, '请输入正确的手机号'));
const companySchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(2, '企业名称 2–40 个字'), v.maxLength(40, '企业名称 2–40 个字')),
  business: v.pipe(v.string(), v.maxLength(100, '主营业务最多 100 个字')),
  intro: v.pipe(v.string(), v.maxLength(2000, '简介最多 2000 个字')),
  province: v.pipe(v.string(), v.minLength(1, '请选择省份')),
  city: v.pipe(v.string(), v.minLength(1, '请选择城市')),
  address: v.pipe(v.string(), v.maxLength(100, '地址最多 100 个字')),
  contact_name: v.pipe(v.string(), v.trim(), v.minLength(1, '请填写联系人'), v.maxLength(30, '联系人最多 30 个字')),
  contact_phone: phone,
});
const EMPTY_COMPANY = { name: '', business: '', intro: '', province: '江苏省', city: '盐城市', address: '', contact_name: '', contact_phone: '' };

const profileSchema = v.object({
  role: v.picklist(['shipper', 'carrier', 'company'], '请选择身份'),
  realname: v.pipe(v.string(), v.trim(), v.minLength(1, '请填写姓名'), v.maxLength(20, '姓名最多 20 个字')),
  phone,
  city: v.pipe(v.string(), v.maxLength(12, '城市最多 12 个字')),
  intro: v.pipe(v.string(), v.maxLength(500, '介绍最多 500 个字')),
});
type Profile = v.InferInput<typeof profileSchema>;

/** The member's company (create or modify) and their logistics profile (role, name, phone). */
export function CompanyView({ profile, profileLoaded }: { profile: Profile | null; profileLoaded: boolean }) {
  const loadRegions = useNameRegionLoader();
  const company = useRead(reads.myLogisticsCompany());
  const createCompany = useWrite('createLogisticsCompany');
  const modifyCompany = useWrite('modifyLogisticsCompany');
  const createProfile = useWrite('createLogisticsUser');
  const modifyProfile = useWrite('modifyLogisticsUser');
  const form = useSchemaForm(companySchema, { defaultValues: EMPTY_COMPANY });
  const c = company.data;
  useRecordForm(form, c ? { name: c.name, business: c.business, intro: c.intro, province: c.province, city: c.city, address: c.address, contact_name: c.contact_name, contact_phone: c.contact_phone } : undefined, c?.id);
  const profileForm = useSchemaForm(profileSchema, { defaultValues: { role: 'shipper', realname: '', phone: '', city: '', intro: '' } });
  useRecordForm(profileForm, profile ?? undefined, profile ? 'profile' : undefined);
  return (
    <>
      <EditForm
        title={c ? '企业资料' : '创建企业资料'}
        description={c ? <>企业主页：<Link to={companyPath(c.id)}>{c.name}</Link></> : '创建后，您发布的信息将显示在企业名下'}
        form={form}
        loading={company.data === undefined && !company.error}
        loadError={company.data === undefined ? company.error : undefined}
        onRetry={() => void company.mutate()}
        submitLabel={c ? '保存' : '创建'}
        onSubmit={async (values) => {
          if (c) await modifyCompany.trigger(values);
          else await createCompany.trigger(values);
          toast.success(c ? '保存成功' : '创建成功');
        }}
      >
        <TextField name="name" label="企业名称" required maxLength={40} />
        <TextField name="business" label="主营业务" maxLength={100} hint="如：盐城至长三角整车、零担" />
        <RegionField names={['province', 'city']} label="所在地" required loadRegions={loadRegions} />
        <TextField name="address" label="详细地址" maxLength={100} />
        <TextareaField name="intro" label="企业简介" maxLength={2000} rows={5} />
        <TextField name="contact_name" label="联系人" required maxLength={30} />
        <TextField name="contact_phone" label="联系电话" required inputMode="tel" maxLength={11} />
      </EditForm>
      <div className="logistics-panel">
        <EditForm
          title="物流资料"
          description="您的身份和联系方式，便于货主和车主找到您"
          form={profileForm}
          loading={!profileLoaded}
          submitLabel="保存资料"
          onSubmit={async (values) => {
            if (profile) await modifyProfile.trigger(values);
            else await createProfile.trigger(values);
            toast.success('保存成功');
          }}
        >
          <RadioField name="role" label="身份" required options={[{ value: 'shipper', label: '货主' }, { value: 'carrier', label: '车主/司机' }, { value: 'company', label: '物流公司' }]} />
          <TextField name="realname" label="姓名" required maxLength={20} />
          <TextField name="phone" label="手机号" required inputMode="tel" maxLength={11} />
          <TextField name="city" label="常驻城市" maxLength={12} />
          <TextareaField name="intro" label="介绍" maxLength={500} rows={3} />
        </EditForm>
      </div>
    </>
  );
}
