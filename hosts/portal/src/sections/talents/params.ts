/**
 * Talents' URLs and first reads (/talents/index?tab=&city=&industry=&salary=&experience=&education=&jobtype=
 * &keyword=&sort=&page=, talents_detail1?id= (a position), talents_detail2?id= (a company), talents_detail3?id=
 * (a résumé)). No React: routes and the boot script use it too.
 */
import { reads, type OperationParams } from '@wz/sdk';

export const talentsIndexPath = '/talents/index';
export const positionPath = (id: number) => `/talents/talents_detail1?id=${id}`;
export const companyPath = (id: number) => `/talents/talents_detail2?id=${id}`;
export const resumePath = (id: number) => `/talents/talents_detail3?id=${id}`;
export const talentsUserPath = (page: string) => `/user/talentsRelease/${page}`;
export const talentIdOf = (search: URLSearchParams) => Math.max(0, Math.floor(Number(search.get('id')) || 0));
const pageNo = (search: URLSearchParams) => Math.min(100000, Math.max(1, Math.floor(Number(search.get('page')) || 1)));

/** The option rows the index filters by (their options come from talentFilters). */
export const POSITION_ROWS = ['industry', 'salary', 'experience', 'education', 'jobtype'] as const;
export const RESUME_ROWS = ['industry', 'experience', 'education'] as const;
export const TALENT_SORTS = [
  { value: '', label: '最新发布' },
  { value: 'pay', label: '薪资最高' },
] as const;

const ids = (search: URLSearchParams, key: string) => {
  const v = search.get(key)?.trim() ?? '';
  return /^\d{1,9}(,\d{1,9}){0,19}$/.test(v) ? v : undefined;
};
const text = (search: URLSearchParams, key: string, max: number) => search.get(key)?.trim().slice(0, max) || undefined;

export const isResumeTab = (search: URLSearchParams) => search.get('tab') === 'resume';

/** The position list's params from the URL (malformed values are left out, so a bad link shows the whole list). */
export function positionParams(search: URLSearchParams): OperationParams<'talentPositions'> {
  const out: OperationParams<'talentPositions'> = { page: pageNo(search) };
  const city = text(search, 'city', 12);
  const keyword = text(search, 'keyword', 30);
  if (city) out.city = city;
  if (keyword) out.keyword = keyword;
  for (const key of POSITION_ROWS) {
    const v = ids(search, key);
    if (v) out[key] = v;
  }
  if (search.get('sort') === 'pay') out.sort = 1;
  return out;
}

export function resumeParams(search: URLSearchParams): OperationParams<'talentResumes'> {
  const out: OperationParams<'talentResumes'> = { page: pageNo(search) };
  const city = text(search, 'city', 12);
  const keyword = text(search, 'keyword', 30);
  if (city) out.city = city;
  if (keyword) out.keyword = keyword;
  for (const key of RESUME_ROWS) {
    const v = ids(search, key);
    if (v) out[key] = v;
  }
  return out;
}

/** /talents/index's reads, by name: the filters and the tab's list. */
export const talentsIndexReads = (search: URLSearchParams) =>
  isResumeTab(search)
    ? { filters: reads.talentFilters({}), positions: undefined, resumes: reads.talentResumes(resumeParams(search)) }
    : { filters: reads.talentFilters({}), positions: reads.talentPositions(positionParams(search)), resumes: undefined };

export function positionReads(search: URLSearchParams) {
  const id = talentIdOf(search);
  return { position: id ? reads.talentPosition({ id }) : undefined };
}
export function companyReads(search: URLSearchParams) {
  const id = talentIdOf(search);
  return { company: id ? reads.talentCompany({ id }) : undefined };
}
export function resumeReads(search: URLSearchParams) {
  const id = talentIdOf(search);
  return { resume: id ? reads.talentResume({ id }) : undefined };
}
