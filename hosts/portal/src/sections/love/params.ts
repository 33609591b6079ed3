/**
 * Love's URLs and first reads (spec §2: /Love, /Introducerinfo, /Introducerinfogeren, /MembershipDetails; x-spec:
 * inferred: /Love?id= is a member's page, /Introducerinfogeren?id= an introducer's). The list keeps its filters,
 * sort and page in the query. No React: routes and the boot script use it too.
 */
import { reads, type OperationParams, type Read } from '@wz/sdk';

export const lovePath = (id?: number) => (id ? `/Love?id=${id}` : '/Love');
export const introducerPath = (id: number) => `/Introducerinfogeren?id=${id}`;
export const loveUserPath = (page: string) => `/user/mutuaLovelist/${page}`;
export const idOf = (search: URLSearchParams) => {
  const n = Math.floor(Number(search.get('id')));
  return Number.isSafeInteger(n) && n > 0 && n <= 2147483647 ? n : 0;
};

export const LOVE_SORTS = [
  { value: 'new', label: '最新注册' },
  { value: 'active', label: '最近活跃' },
] as const;
export const SEXES = [
  { value: 'f', label: '女士' },
  { value: 'm', label: '男士' },
] as const;
export const EDUCATIONS = ['高中及以下', '中专', '大专', '本科', '硕士', '博士'];
export const INCOMES = ['3000元以下', '3000-5000元', '5000-8000元', '8000-12000元', '12000-20000元', '20000元以上'];
export const MARITALS = ['未婚', '离异', '丧偶'];
/** Age bands and height bands of the filter (min-max, as 珍爱网's dropdowns). */
export const AGE_BANDS = ['18-25', '26-30', '31-35', '36-40', '41-50', '51-99'];
export const HEIGHT_BANDS = ['140-160', '160-170', '170-180', '180-220'];
export const LOVE_PAGE = 12;

type ListParams = OperationParams<'loveMembers'>;
const int = (search: URLSearchParams, key: string, min: number, max: number) => {
  const n = Math.floor(Number(search.get(key)));
  return n >= min && n <= max ? n : undefined;
};
const band = (raw: string | null, bands: string[]) => (raw && bands.includes(raw) ? raw.split('-').map(Number) as [number, number] : undefined);

/** The list call's params from the URL (unknown values are left out, so a bad link shows the whole list). */
export function loveListParams(search: URLSearchParams): ListParams {
  const sex = search.get('sex');
  const age = band(search.get('age'), AGE_BANDS);
  const height = band(search.get('height'), HEIGHT_BANDS);
  const sort = search.get('sort');
  const city = search.get('city')?.trim().slice(0, 20);
  const education = int(search, 'education', 1, 6);
  const income = int(search, 'income', 1, 6);
  const marital = int(search, 'marital', 1, 3);
  return {
    page: int(search, 'page', 1, 100000) ?? 1,
    ...(sex === 'm' || sex === 'f' ? { sex } : {}),
    ...(age ? { age_min: age[0], age_max: age[1] } : {}),
    ...(height ? { height_min: height[0], height_max: height[1] } : {}),
    ...(education ? { education } : {}),
    ...(income ? { income } : {}),
    ...(marital ? { marital } : {}),
    ...(city ? { city } : {}),
    ...(search.get('photo') === '1' ? { photo: 1 as const } : {}),
    ...(sort === 'active' ? { sort } : {}),
  };
}

/** /Love's reads, by name: the list with its options, or (with ?id=) the member's page. */
export function loveReads(search: URLSearchParams): { filters?: Read<'loveFilters'>; list?: Read<'loveMembers'>; member?: Read<'loveMember'> } {
  const id = idOf(search);
  return id
    ? { filters: undefined, list: undefined, member: reads.loveMember({ id }) }
    : { filters: reads.loveFilters({}), list: reads.loveMembers(loveListParams(search)), member: undefined };
}

export const membershipReads = () => ({ levels: reads.loveLevels({}) });
export const introducersReads = () => ({ agency: reads.loveIntroducers({}) });
export function introducerReads(search: URLSearchParams): { introducer?: Read<'loveIntroducer'> } {
  const id = idOf(search);
  return { introducer: id ? reads.loveIntroducer({ id }) : undefined };
}
