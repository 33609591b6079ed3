import * as v from 'valibot';
import type { FieldSpec } from '@wz/app-kit/kinds';
import { OWN_CATEGORIES } from '../params';

const sized = (min: number, max: number, what: string) => v.pipe(v.string(), v.trim(), v.minLength(min, `${what} ${min}–${max} 个字`), v.maxLength(max, `${what} ${min}–${max} 个字`));

/** The page's profile rules (settle-in and 基本信息 share them; the server checks the same). */
export const profileSchema = {
  name: sized(2, 20, '名称'),
  category: v.picklist(OWN_CATEGORIES, '请选择分类'),
  district: v.pipe(v.string(), v.minLength(1, '请选择所在地区')),
  jianjie: sized(5, 200, '简介'),
};

export const profileFields = (districts: readonly string[]): FieldSpec[] => [
  { kind: 'text', name: 'name', label: '主页名称', required: true, maxLength: 20, hint: '2–20 个字' },
  { kind: 'select', name: 'category', label: '分类', required: true, options: OWN_CATEGORIES.map((c) => ({ value: c, label: c })) },
  { kind: 'select', name: 'district', label: '所在地区', required: true, options: [{ value: '', label: '请选择' }, ...districts.map((d) => ({ value: d, label: d }))] },
  { kind: 'textarea', name: 'jianjie', label: '简介', required: true, maxLength: 200, rows: 3, hint: '一句话介绍自己，5–200 个字' },
];
