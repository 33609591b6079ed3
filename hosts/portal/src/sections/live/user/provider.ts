import * as v from 'valibot';
import type { OperationData } from '@wz/sdk';
import type { FieldSpec } from '@wz/app-kit/kinds';

const sized = (min: number, max: number, what: string) => v.pipe(v.string(), v.trim(), v.minLength(min, `${what} ${min}–${max} 个字`), v.maxLength(max, `${what} ${min}–${max} 个字`));
const chosen = (what: string) => v.pipe(v.string(), v.minLength(1, `请选择${what}`));

/** A provider's rules (settle-in and 基本信息 share them; the server checks the same). */
export const providerSchema = v.object({
  type: v.picklist(['individual', 'company'], '请选择入驻类型（个人或商家）'),
  name: sized(2, 30, '名称'),
  category: chosen('主营类别'),
  district: chosen('所在区县'),
  phone: v.pipe(v.string(), v.trim(), v.regex(/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/, '请输入正确的手机号或座机号')),
  jianjie: sized(10, 200, '简介'),
});
export type ProviderValues = v.InferOutput<typeof providerSchema>;
export const emptyProvider: v.InferInput<typeof providerSchema> = { type: 'individual', name: '', category: '', district: '', phone: '', jianjie: '' };

type Filters = OperationData<'liveFilters'> | undefined;
export const providerFields = (f: Filters): FieldSpec[] => [
  { kind: 'radio', name: 'type', label: '入驻类型', required: true, options: [{ value: 'individual', label: '个人' }, { value: 'company', label: '商家' }] },
  { kind: 'text', name: 'name', label: '服务商名称', required: true, maxLength: 30, hint: '个人可填“姓氏+服务”，如 老周水电维修' },
  { kind: 'select', name: 'category', label: '主营类别', required: true, options: [{ value: '', label: '请选择' }, ...(f?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))] },
  { kind: 'select', name: 'district', label: '所在区县', required: true, options: [{ value: '', label: '请选择' }, ...(f?.districts ?? []).map((d) => ({ value: d, label: d }))] },
  { kind: 'text', name: 'phone', label: '联系电话', required: true, inputMode: 'tel', maxLength: 13 },
  { kind: 'textarea', name: 'jianjie', label: '简介', required: true, maxLength: 200, rows: 3, hint: '10–200 个字' },
];
export const providerParams = (x: ProviderValues) => ({ ...x, category: Number(x.category) });
