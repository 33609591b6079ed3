// Rows, lookups and checks the talents handlers share (x-spec inferred).
import type { AppContext, Params } from '../../http/context.js';
import { abs, ParamError, strParam } from '../../http/context.js';
import { EDUCATIONS, EXPERIENCES, INDUSTRIES, nameOf, SALARIES } from './attributes.js';

export const MSG_NO_POSITION = '职位不存在或已下线';
export const MSG_NO_COMPANY = '企业不存在';
export const MSG_NO_RESUME = '简历不存在或未公开';
export const MSG_NOT_RECRUITER = '企业入驻审核通过后才能管理职位';
export const MSG_NO_RESUME_YET = '请先在“基本信息”中填写简历';

export interface CompanyRow {
  id: number;
  user_id: number;
  name: string;
  industry: number;
  city: string;
  scale: string;
  contact: string;
  phone: string;
  jianjie: string;
  logo: string;
  content: string;
  created_at: number;
  updated_at: number;
}
export interface ResumeRow {
  id: number;
  user_id: number;
  name: string;
  gender: '男' | '女';
  birth_year: number;
  phone: string;
  city: string;
  education: number;
  experience: number;
  industry: number;
  job_title: string;
  salary: number;
  summary: string;
  public: 0 | 1;
  content: string;
  created_at: number;
  updated_at: number;
}
export interface EntryRow {
  id: number;
  resume_id: number;
  kind: 'work' | 'school';
  org: string;
  title: string;
  start: string;
  end: string;
  note: string;
}

export const companyOfUser = (ctx: AppContext, userId: number) => ctx.db.prepare('SELECT * FROM talent_companies WHERE user_id = ?').get(userId) as CompanyRow | undefined;
export const companyById = (ctx: AppContext, id: number) => ctx.db.prepare('SELECT * FROM talent_companies WHERE id = ?').get(id) as CompanyRow | undefined;
export const resumeOfUser = (ctx: AppContext, userId: number) => ctx.db.prepare('SELECT * FROM talent_resumes WHERE user_id = ?').get(userId) as ResumeRow | undefined;
export const resumeById = (ctx: AppContext, id: number) => ctx.db.prepare('SELECT * FROM talent_resumes WHERE id = ?').get(id) as ResumeRow | undefined;
export const entriesOf = (ctx: AppContext, resumeId: number) =>
  ctx.db.prepare("SELECT * FROM talent_entries WHERE resume_id = ? ORDER BY kind = 'school', start DESC, id DESC").all(resumeId) as EntryRow[];

export const logoOf = (ctx: AppContext, c: Pick<CompanyRow, 'id' | 'logo'>) => abs(ctx, c.logo || `/media/img/avatar/talent-company-${c.id}.svg`);
export const onlineCount = (ctx: AppContext, companyId: number) => (ctx.db.prepare('SELECT COUNT(*) AS n FROM talent_positions WHERE company_id = ? AND status = 1').get(companyId) as { n: number }).n;

export function companyCard(ctx: AppContext, c: CompanyRow) {
  return { id: c.id, name: c.name, logo: logoOf(ctx, c), industry: nameOf(INDUSTRIES, c.industry), city: c.city, scale: c.scale, jianjie: c.jianjie, positions: onlineCount(ctx, c.id) };
}

/** Age this year in Asia/Shanghai. */
export const ageOf = (ctx: AppContext, birthYear: number) => new Date((ctx.now() + 8 * 3600) * 1000).getUTCFullYear() - birthYear;
/** 李明 → 李先生 / 李女士: what anyone but a recruiter it was sent to sees. */
export const maskedName = (r: Pick<ResumeRow, 'name' | 'gender'>) => `${r.name.slice(0, 1)}${r.gender === '女' ? '女士' : '先生'}`;

export function resumeCard(ctx: AppContext, r: ResumeRow, full: boolean) {
  return {
    id: r.id,
    name: full ? r.name : maskedName(r),
    gender: r.gender,
    age: ageOf(ctx, r.birth_year),
    city: r.city,
    education: nameOf(EDUCATIONS, r.education),
    experience: nameOf(EXPERIENCES, r.experience),
    job_title: r.job_title,
    salary: nameOf(SALARIES, r.salary),
    industry: nameOf(INDUSTRIES, r.industry),
    summary: r.summary,
  };
}

/** A trimmed text of min–max characters, or the field's message. */
export function sized(p: Params, key: string, min: number, max: number, label: string): string {
  const v = strParam(p, key, '').trim();
  if ([...v].length < min || [...v].length > max) throw new ParamError(`${key} ${label} ${min}–${max} 个字`);
  return v;
}
/** An optional text of at most max characters. */
export function upTo(p: Params, key: string, max: number, label: string): string {
  const v = strParam(p, key, '').trim();
  if ([...v].length > max) throw new ParamError(`${key} ${label}最多 ${max} 个字`);
  return v;
}
export const PHONE = /^1[3-9]\d{9}$/;
export const PHONE_OR_LANDLINE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
export function phoneOf(p: Params, key: string, landline = false): string {
  const v = strParam(p, key, '').trim();
  if (!(landline ? PHONE_OR_LANDLINE : PHONE).test(v)) throw new ParamError(`${key} ${landline ? '请输入正确的手机号或座机号' : '请输入正确的手机号'}`);
  return v;
}
