import * as v from 'valibot';
import type { FieldSpec } from '@wz/app-kit/kinds';

export const sized = (min: number, max: number, what: string) => v.pipe(v.string(), v.trim(), v.minLength(min, `${what} ${min}–${max} 个字`), v.maxLength(max, `${what} ${min}–${max} 个字`));
export const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
export const picture = v.array(v.object({ id: v.string(), url: v.string() }));

/** The company's profile rules (settle-in and 基本信息 share them; the server checks the same). */
export const companySchema = {
  shuxing: v.pipe(v.string(), v.minLength(1, '请选择企业类型')),
  name: sized(2, 40, '企业名称'),
  leibie: v.pipe(v.string(), v.minLength(1, '请选择所属类别')),
  city: sized(2, 20, '所在城市'),
  contact: sized(2, 20, '联系人'),
  phone: v.pipe(v.string(), v.trim(), v.regex(PHONE, '请输入正确的手机号或座机号（如 0515-88880000）')),
};

type Named = { id: number; name: string }[];
const options = (list: Named, none: string) => [{ value: '', label: none }, ...list.map((x) => ({ value: String(x.id), label: x.name }))];

export const companyFields = (shuxing: Named, leibie: Named): FieldSpec[] => [
  { kind: 'text', name: 'name', label: '企业名称', required: true, maxLength: 40, hint: '与营业执照一致，2–40 个字' },
  { kind: 'select', name: 'shuxing', label: '企业类型', required: true, options: options(shuxing, '请选择') },
  { kind: 'select', name: 'leibie', label: '所属类别', required: true, options: options(leibie, '请选择') },
  { kind: 'text', name: 'city', label: '所在城市', required: true, maxLength: 20, placeholder: '如 盐城市' },
  { kind: 'text', name: 'contact', label: '联系人', required: true, maxLength: 20 },
  { kind: 'text', name: 'phone', label: '联系电话', required: true, inputMode: 'tel', maxLength: 13 },
];
