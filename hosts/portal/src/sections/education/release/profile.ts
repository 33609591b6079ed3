import * as v from 'valibot';
import type { FieldSpec } from '@wz/app-kit/kinds';

/** 1 school, 2 guide institution, 3 teacher (educationInfo's type). */
export type EducationKind = 1 | 2 | 3;
export const KIND_LABEL: Record<EducationKind, string> = { 3: '教师', 1: '学校', 2: '培训机构' };
const POLITICS = ['中共党员', '中共预备党员', '共青团员', '民主党派', '群众'];
const JIUZHI = ['在职', '离职', '退休'];
const opts = (list: string[]) => [{ value: '', label: '请选择' }, ...list.map((x) => ({ value: x, label: x }))];

const sized = (min: number, max: number, what: string) =>
  v.pipe(v.string(), v.trim(), v.minLength(min, min <= 1 ? `请填写${what}` : `${what}请填写 ${min}–${max} 个字`), v.maxLength(max, `${what}最多 ${max} 个字`));
const picked = (what: string) => v.pipe(v.string(), v.minLength(1, `请选择${what}`));
const date = (what: string) => v.pipe(v.string(), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2}$/, `请填写正确的${what}（如 2000-01-31）`));
const count = (what: string, max: number) => v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, `请填写${what}`), v.check((s) => Number(s) <= max, `${what}须在 0–${max} 之间`));
const picture = (what: string, required: boolean) => {
  const list = v.array(v.object({ id: v.string(), url: v.string() }));
  return required ? v.pipe(list, v.minLength(1, `请上传${what}`)) : list;
};

export const teacherSchema = (pictures: boolean) =>
  v.object({
    realname: sized(2, 20, '姓名'),
    zhiwu: sized(2, 30, '职务'),
    politics_status: picked('政治面貌'),
    schoolname: sized(2, 60, '任教学校'),
    jiuzhi_status: picked('就职状态'),
    jiaoling: count('教龄', 60),
    csdate: date('出生日期'),
    city: sized(2, 30, '所在城市'),
    zhaopian: picture('照片', pictures),
    zhengjian: picture('身份证照片', pictures),
    wenping: picture('学历证书照片', pictures),
  });

export const schoolSchema = (pictures: boolean) =>
  v.object({
    schoolname: sized(2, 60, '名称'),
    belong_cn: sized(2, 60, '主管单位'),
    address: sized(5, 100, '地址'),
    banqi: sized(1, 60, '班期'),
    xingshi: sized(1, 30, '办学形式'),
    leibie: sized(1, 30, '类别'),
    lianxiren: sized(2, 20, '联系人'),
    studentcount: count('学生人数', 1000000),
    cldate: date('成立日期'),
    tel: v.pipe(v.string(), v.trim(), v.regex(/^(1\d{10}|0\d{2,3}-?\d{7,8})$/, '请填写正确的联系电话')),
    website: v.pipe(v.string(), v.trim(), v.check((s) => !s || /^https?:\/\/\S+$/i.test(s), '网址须以 http:// 或 https:// 开头')),
    xingzhi: sized(1, 30, '办学性质'),
    cengji: sized(1, 30, '办学层次'),
    zhengshu: picture('办学许可证照片', pictures),
    piwen: picture('批文照片', pictures),
    pic1: picture('学校照片', false),
  });

export const teacherFields: FieldSpec[] = [
  { kind: 'text', name: 'realname', label: '姓名', required: true, maxLength: 20 },
  { kind: 'text', name: 'zhiwu', label: '职务', required: true, maxLength: 30, placeholder: '如 数学教师、教研组长' },
  { kind: 'select', name: 'politics_status', label: '政治面貌', required: true, options: opts(POLITICS) },
  { kind: 'text', name: 'schoolname', label: '任教学校', required: true, maxLength: 60 },
  { kind: 'select', name: 'jiuzhi_status', label: '就职状态', required: true, options: opts(JIUZHI) },
  { kind: 'text', name: 'jiaoling', label: '教龄（年）', required: true, inputMode: 'decimal', maxLength: 2 },
  { kind: 'text', name: 'csdate', label: '出生日期', required: true, maxLength: 10, placeholder: '1990-05-01' },
  { kind: 'text', name: 'city', label: '所在城市', required: true, maxLength: 30 },
  { kind: 'image', name: 'zhaopian', label: '照片', required: true },
  { kind: 'image', name: 'zhengjian', label: '身份证照片', required: true, hint: '仅用于审核，不会公开' },
  { kind: 'image', name: 'wenping', label: '学历证书照片', required: true },
];

export const schoolFields = (kind: EducationKind): FieldSpec[] => [
  { kind: 'text', name: 'schoolname', label: kind === 1 ? '学校名称' : '机构名称', required: true, maxLength: 60 },
  { kind: 'text', name: 'belong_cn', label: '主管单位', required: true, maxLength: 60 },
  { kind: 'text', name: 'address', label: '地址', required: true, maxLength: 100 },
  { kind: 'text', name: 'xingzhi', label: '办学性质', required: true, maxLength: 30, placeholder: '如 公办、民办' },
  { kind: 'text', name: 'cengji', label: '办学层次', required: true, maxLength: 30, placeholder: '如 小学、初中、高中' },
  { kind: 'text', name: 'leibie', label: '类别', required: true, maxLength: 30 },
  { kind: 'text', name: 'xingshi', label: '办学形式', required: true, maxLength: 30, placeholder: '如 全日制、周末班' },
  { kind: 'text', name: 'banqi', label: '班期', required: true, maxLength: 60 },
  { kind: 'text', name: 'studentcount', label: '学生人数', required: true, inputMode: 'decimal', maxLength: 7 },
  { kind: 'text', name: 'cldate', label: '成立日期', required: true, maxLength: 10, placeholder: '2001-09-01' },
  { kind: 'text', name: 'lianxiren', label: '联系人', required: true, maxLength: 20 },
  { kind: 'text', name: 'tel', label: '联系电话', required: true, inputMode: 'tel', maxLength: 13 },
  { kind: 'text', name: 'website', label: '网址', inputMode: 'url', maxLength: 200, placeholder: 'https://' },
  { kind: 'image', name: 'zhengshu', label: '办学许可证照片', required: true },
  { kind: 'image', name: 'piwen', label: '批文照片', required: true },
  { kind: 'image', name: 'pic1', label: '学校照片' },
];

export const TEACHER_PICS = ['zhaopian', 'zhengjian', 'wenping'] as const;
export const SCHOOL_PICS = ['zhengshu', 'piwen', 'pic1'] as const;
export const TEACHER_TEXT = ['realname', 'zhiwu', 'politics_status', 'schoolname', 'jiuzhi_status', 'jiaoling', 'csdate', 'city'] as const;
export const SCHOOL_TEXT = ['schoolname', 'belong_cn', 'address', 'banqi', 'xingshi', 'leibie', 'lianxiren', 'studentcount', 'cldate', 'tel', 'website', 'xingzhi', 'cengji'] as const;

type Uploaded = readonly { id: string }[] | undefined;
const idOf = (images: Uploaded) => Number(images?.[0]?.id ?? 0) || undefined;

/** Form values → the write's params: numbers for counts, upload ids for new pictures (a kept picture, id '0', is left out). */
export function profileParams(kind: EducationKind, values: Record<string, unknown>) {
  const text = kind === 3 ? TEACHER_TEXT : SCHOOL_TEXT;
  const pics = kind === 3 ? TEACHER_PICS : SCHOOL_PICS;
  const out: Record<string, string | number | undefined> = { kind };
  for (const k of text) out[k] = k === 'jiaoling' || k === 'studentcount' ? Number(values[k]) : String(values[k] ?? '');
  for (const k of pics) out[k] = idOf(values[k] as Uploaded);
  return out;
}

/** An empty form of the kind. */
export function emptyProfile(kind: EducationKind): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of kind === 3 ? TEACHER_TEXT : SCHOOL_TEXT) out[k] = '';
  for (const k of kind === 3 ? TEACHER_PICS : SCHOOL_PICS) out[k] = [];
  return out;
}
