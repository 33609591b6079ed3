// Positions as a listing (defineListing): online positions of approved companies, by city, industry, salary
// band (the lowest monthly pay, in 元), experience, education, job type and keyword; newest or best paid first.
import type { AppContext, Params } from '../../http/context.js';
import { fmtTime, intParam, ParamError, strParam } from '../../http/context.js';
import { defineListing, type Writer } from '../../http/defineListing.js';
import type { ListingRow } from '../../http/listing.js';
import { tagsParam } from '../../http/listing.js';
import type { Cond } from '../../http/filters.js';
import { CITIES, DISTRICTS, EDUCATIONS, EXPERIENCES, INDUSTRIES, isOption, JOBTYPES, nameOf, ROWS, salaryLabel } from './attributes.js';
import { companyOfUser, logoOf, MSG_NO_POSITION, sized } from './rows.js';

export interface PositionRow extends ListingRow {
  company_id: number;
  company_name: string;
  industry: number;
  salary_min: number;
  salary_max: number;
  experience: number;
  education: number;
  jobtype: number;
  headcount: number;
  requirements: string;
  updated_at: number;
}

function optionOf(p: Params, key: string, options: readonly { id: number }[], label: string): number {
  const v = p[key] === undefined || p[key] === '' ? 0 : intParam(p, key);
  if (!isOption(options, v)) throw new ParamError(`${key} 请选择${label}`);
  return v;
}

/** Salary: 1000–200000 元 a month, the top at least the bottom and at most twice it (as BOSS直聘 asks). */
export function salaryOf(p: Params): { salary_min: number; salary_max: number } {
  const min = intParam(p, 'salary_min', 0);
  const max = intParam(p, 'salary_max', 0);
  if (min < 1000 || min > 200000) throw new ParamError('salary_min 最低月薪为 1000–200000 元');
  if (max < min) throw new ParamError('salary_max 最高月薪不能低于最低月薪');
  if (max > min * 2) throw new ParamError('salary_max 最高月薪不能超过最低月薪的 2 倍');
  if (max > 200000) throw new ParamError('salary_max 最高月薪不能超过 200000 元');
  return { salary_min: min, salary_max: max };
}

function validate(ctx: AppContext, p: Params, w: Writer) {
  const title = sized(p, 'title', 2, 30, '职位名称');
  const city = strParam(p, 'city', '').trim();
  if (!(CITIES as readonly string[]).includes(city)) throw new ParamError('city 请选择工作城市');
  const district = strParam(p, 'district', '').trim();
  if (!DISTRICTS[city]!.includes(district)) throw new ParamError('district 请选择工作区县');
  const address = strParam(p, 'address', '').trim();
  if ([...address].length > 60) throw new ParamError('address 详细地址最多 60 个字');
  const salary = salaryOf(p);
  const experience = optionOf(p, 'experience', EXPERIENCES, '经验要求');
  const education = optionOf(p, 'education', EDUCATIONS, '学历要求');
  const jobtype = optionOf(p, 'jobtype', JOBTYPES, '职位类型');
  const headcount = intParam(p, 'headcount', 0);
  if (headcount < 1 || headcount > 999) throw new ParamError('headcount 招聘人数为 1–999 人');
  const tags = tagsParam(p);
  if (tags.some((t) => [...t].length > 10)) throw new ParamError('tags 每个福利标签最多 10 个字');
  const description = sized(p, 'description', 10, 2000, '职位描述');
  const requirements = sized(p, 'requirements', 10, 2000, '任职要求');
  const lat = p.lat === undefined || p.lat === '' ? null : Number(p.lat);
  const lng = p.lng === undefined || p.lng === '' ? null : Number(p.lng);
  if ((lat === null) !== (lng === null)) throw new ParamError('lat 请在地图上选择位置');
  w.images();
  const company = companyOfUser(ctx, w.userId)!;
  return {
    title, city, district, address, ...salary, experience, education, jobtype, headcount, description, requirements, lat, lng,
    province: '江苏省', tags: tags.join(','), company_id: company.id, company_name: company.name, industry: company.industry,
    contact_name: company.contact, contact_phone: company.phone,
  };
}

/** The one industry asked for, when it is one known option (anything else is the filter row's to check). */
function oneIndustryOf(p: Params): number | undefined {
  const v = typeof p.industry === 'string' || typeof p.industry === 'number' ? String(p.industry) : '';
  return /^\d{1,9}$/.test(v) && isOption(INDUSTRIES, Number(v)) ? Number(v) : undefined;
}
/** Whether the list asks for exactly one industry (the walks that lead with it give the order then). */
const oneIndustry = (conds: readonly Cond[]) => conds.some((c) => c.column === 'industry' && c.args.length === 1);
/** The covering index that seeks the filters: by industry first when there is one, else by the salary band. */
const seekIndex = (conds: readonly Cond[]) => (conds.some((c) => c.column === 'industry') ? 'talent_positions_filter' : conds.some((c) => c.column === 'salary_min') ? 'talent_positions_all_filter' : undefined);

const cardOf = (r: PositionRow, logo: string) => ({
  id: r.id,
  title: r.title,
  company_id: r.company_id,
  company: r.company_name,
  logo,
  city: r.city,
  district: r.district,
  salary_min: r.salary_min,
  salary_max: r.salary_max,
  salary: salaryLabel(r.salary_min, r.salary_max),
  industry: nameOf(INDUSTRIES, r.industry),
  experience: nameOf(EXPERIENCES, r.experience),
  education: nameOf(EDUCATIONS, r.education),
  jobtype: nameOf(JOBTYPES, r.jobtype),
  tags: r.tags ? r.tags.split(',') : [],
  inputtime: fmtTime(r.created_at),
});
export type PositionCard = ReturnType<typeof cardOf>;

export const positions = defineListing<PositionRow>()({
  table: 'talent_positions',
  pictures: { table: 'talent_position_images', fk: 'position_id' },
  missing: MSG_NO_POSITION,
  columns: ['id', 'title', 'company_id', 'company_name', 'city', 'district', 'salary_min', 'salary_max', 'industry', 'experience', 'education', 'jobtype', 'tags', 'created_at'],
  operations: { list: 'talentPositions', mine: 'talentMyPositions', status: 'talentPositionStatus' },
  // One industry is the scope (what the walks lead with), so whether a walk is cheaper is told from that
  // industry's count, not the whole table's; several go through the filter row.
  scope: (p) => {
    const industry = oneIndustryOf(p);
    return {
      where: [['status = 1'], ...(industry ? [['industry = ?', industry] as const] : [])],
      filters: [
        { key: 'city', rule: { equals: 'city' } },
        { key: 'company_id', rule: { equals: 'company_id', number: true } },
        ...(industry ? ROWS.filter((r) => r.key !== 'industry') : ROWS),
        { key: 'keyword', rule: { keyword: ['title', 'company_name'] } },
      ],
    };
  },
  // one industry leads the walks and the seek (migration 2); several, or none, go through the indexes without it
  sorts: [
    { order: 'created_at DESC, id DESC', index: (q) => (oneIndustry(q.conds) ? 'talent_positions_by_newest' : 'talent_positions_all_by_newest') },
    { order: 'salary_max DESC, id DESC', index: (q) => (oneIndustry(q.conds) ? 'talent_positions_by_pay' : 'talent_positions_all_by_pay') },
  ],
  seek: (q) => seekIndex(q.conds),
  // counted on the seek's index, which holds every filter column in the order the ranges need
  count: (conds) => {
    const index = seekIndex(conds);
    return index && `SELECT COUNT(*) AS n FROM talent_positions INDEXED BY ${index} WHERE ${conds.map((c) => c.sql).join(' AND ')}`;
  },
  mine: () => ({ sql: '1 = 1', args: [] }),
  // the companies' logos of a page, in one query
  prepare: (ctx, rows) => {
    const ids = [...new Set(rows.map((r) => r.company_id))];
    const logos = new Map<number, string>();
    if (ids.length)
      for (const c of ctx.db.prepare(`SELECT id, logo FROM talent_companies WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as { id: number; logo: string }[]) logos.set(c.id, logoOf(ctx, c));
    return logos;
  },
  item: (r, _pictures, logos) => cardOf(r, logos.get(r.company_id) ?? ''),
  validate,
});
