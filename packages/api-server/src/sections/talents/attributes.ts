// The talents section's option rows (x-spec inferred, as BOSS直聘 / 智联招聘 show them). Option ids are stable:
// URLs and stored rows carry them. Salary bands are K (千元) per month on a position's lowest pay.
import { choice, named, range, ranges, type FilterRow } from '../../http/filters.js';

export const CITIES = ['盐城市', '南京市', '苏州市', '无锡市', '南通市', '上海市'] as const;
export const DISTRICTS: Record<string, readonly string[]> = {
  盐城市: ['亭湖区', '盐都区', '大丰区', '东台市', '建湖县', '射阳县', '阜宁县', '滨海县', '响水县'],
  南京市: ['玄武区', '秦淮区', '建邺区', '鼓楼区', '江宁区'],
  苏州市: ['姑苏区', '工业园区', '吴中区', '相城区'],
  无锡市: ['梁溪区', '滨湖区', '新吴区'],
  南通市: ['崇川区', '通州区', '海门区'],
  上海市: ['浦东新区', '徐汇区', '闵行区', '静安区'],
};
export const SCALES = ['20人以下', '20-99人', '100-499人', '500-999人', '1000人以上'] as const;

export const INDUSTRIES = named(1, ['互联网/IT', '制造业', '教育培训', '餐饮/酒店', '零售/电商', '物流/运输', '医疗/健康', '金融/保险', '房地产/建筑', '农业/水产', '新能源', '其他']);
export const EDUCATIONS = named(11, ['不限', '初中及以下', '高中/中专', '大专', '本科', '硕士', '博士']);
export const EXPERIENCES = named(21, ['不限', '应届生', '1-3年', '3-5年', '5-10年', '10年以上']);
export const SALARIES = ranges(31, [[0, 3], [3, 5], [5, 8], [8, 12], [12, 20], [20, 30], [30, null]], 'K');
export const JOBTYPES = named(41, ['全职', '兼职', '实习']);

const byId = (id: number) => (o: { id: number }) => o.id === id;
export const nameOf = (options: readonly { id: number; name: string }[], id: number) => options.find(byId(id))?.name ?? '';
export const isOption = (options: readonly { id: number }[], id: number) => options.some(byId(id));

const idValue = (o: { id: number }) => o.id;
/** The list's filter rows: option ids in integer columns (the salary band on salary_min, in 元). */
export const ROWS: FilterRow[] = [
  { ...choice('industry', '行业', 'industry', INDUSTRIES), rule: { in: 'industry', value: idValue } },
  range('salary', '薪资', 'salary_min', 1000, SALARIES),
  { ...choice('experience', '经验', 'experience', EXPERIENCES), rule: { in: 'experience', value: idValue } },
  { ...choice('education', '学历', 'education', EDUCATIONS), rule: { in: 'education', value: idValue } },
  { ...choice('jobtype', '类型', 'jobtype', JOBTYPES), rule: { in: 'jobtype', value: idValue } },
];

/** 8000–12000 元 → 8-12K (a pay under 1000 元 per K keeps one decimal). */
export function salaryLabel(min: number, max: number): string {
  const k = (n: number) => (n % 1000 === 0 ? String(n / 1000) : (n / 1000).toFixed(1));
  return min === max ? `${k(min)}K` : `${k(min)}-${k(max)}K`;
}
