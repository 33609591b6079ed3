import * as v from 'valibot';
import type { OperationData } from '@wz/sdk';
import type { FieldSpec } from '@wz/app-kit/kinds';

const sized = (min: number, max: number, what: string) => v.pipe(v.string(), v.trim(), v.minLength(min, `${what} ${min}–${max} 个字`), v.maxLength(max, `${what} ${min}–${max} 个字`));
const chosen = (what: string) => v.pipe(v.string(), v.minLength(1, `请选择${what}`));

/** The company's rules (settle-in and 企业信息 share them; the server checks the same). */
export const companySchema = v.object({
  name: sized(4, 30, '企业名称'),
  industry: chosen('所属行业'),
  city: chosen('所在城市'),
  scale: chosen('企业规模'),
  contact: sized(2, 20, '联系人'),
  phone: v.pipe(v.string(), v.trim(), v.regex(/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/, '请输入正确的手机号或座机号')),
  jianjie: sized(10, 200, '企业简介'),
});
export type CompanyValues = v.InferOutput<typeof companySchema>;
export const emptyCompany: v.InferInput<typeof companySchema> = { name: '', industry: '', city: '', scale: '', contact: '', phone: '', jianjie: '' };

type Filters = OperationData<'talentFilters'> | undefined;
const pick = (label: string) => [{ value: '', label }];
export const companyFields = (f: Filters): FieldSpec[] => [
  { kind: 'text', name: 'name', label: '企业名称', required: true, maxLength: 30, hint: '与营业执照一致，4–30 个字' },
  { kind: 'select', name: 'industry', label: '所属行业', required: true, options: [...pick('请选择'), ...(f?.rows.find((r) => r.key === 'industry')?.options ?? []).map((o) => ({ value: String(o.id), label: o.name }))] },
  { kind: 'select', name: 'city', label: '所在城市', required: true, options: [...pick('请选择'), ...(f?.cities ?? []).map((c) => ({ value: c, label: c }))] },
  { kind: 'select', name: 'scale', label: '企业规模', required: true, options: [...pick('请选择'), ...(f?.scales ?? []).map((c) => ({ value: c, label: c }))] },
  { kind: 'text', name: 'contact', label: '联系人', required: true, maxLength: 20 },
  { kind: 'text', name: 'phone', label: '联系电话', required: true, inputMode: 'tel', maxLength: 13, hint: '不公开，仅用于审核联系' },
  { kind: 'textarea', name: 'jianjie', label: '企业简介', required: true, maxLength: 200, rows: 3, hint: '10–200 个字，显示在职位页的公司卡片上' },
];
export const companyParams = (x: CompanyValues) => ({ ...x, industry: Number(x.industry) });
