/**
 * Travel's URLs and first reads (spec §2: /tour/index, /tour/tour_detail?id=). The index keeps its theme,
 * region, A-level, keyword, sort and page in the query. No React: routes and the boot script use it too.
 */
import { reads, type OperationParams } from '@wz/sdk';

export const tourPath = (id?: number) => (id ? `/tour/tour_detail?id=${id}` : '/tour/index');
export const tourUserPath = (page: string) => `/user/tourRelease/${page}`;
export const tourIdOf = (search: URLSearchParams) => Math.max(0, Math.floor(Number(search.get('id')) || 0));

export const TOUR_SORTS = [
  { value: 'new', label: '最新' },
  { value: 'hot', label: '人气' },
  { value: 'price_asc', label: '价格↑' },
  { value: 'price_desc', label: '价格↓' },
] as const;
export const TOUR_LEVELS = ['5A', '4A', '3A', '2A', '1A'] as const;
export const OPERATOR_TYPES = { scenic: '景区', agency: '旅行社' } as const;

type ListParams = OperationParams<'tourLists'>;

/** The list call's params from the URL (unknown values are left out, so a bad link shows the whole list). */
export function tourListParams(search: URLSearchParams): ListParams {
  const page = Math.min(100000, Math.max(1, Math.floor(Number(search.get('page')) || 1)));
  const theme = Math.floor(Number(search.get('theme')) || 0);
  const region = search.get('region')?.trim().slice(0, 20);
  const level = search.get('level') as (typeof TOUR_LEVELS)[number] | null;
  const sort = search.get('sort') as (typeof TOUR_SORTS)[number]['value'] | null;
  const keyword = search.get('keyword')?.trim().slice(0, 50);
  return {
    page,
    ...(theme > 0 ? { theme } : {}),
    ...(region ? { region } : {}),
    ...(level && TOUR_LEVELS.includes(level) ? { level } : {}),
    ...(sort && sort !== 'new' && TOUR_SORTS.some((s) => s.value === sort) ? { sort } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

export const tourListRead = (search: URLSearchParams) => reads.tourLists(tourListParams(search));

/** The detail page's reads: the page, its itinerary, scenery and picture posts, notices and neighbours. */
export function tourDetailReads(id: number) {
  return {
    detail: reads.tourDetail({ id }),
    routes: reads.tourDetailR({ id }),
    scenery: reads.tourDetailS({ id }),
    media: reads.tourDetailM({ id }),
    notices: reads.tourDetailN({ id }),
    adjacent: reads.tourAdjacent({ id }),
  } as const;
}

/** /tour/index's reads, by name (route, boot script, server renderer and page share them). */
export const tourIndexReads = (search: URLSearchParams) => ({ filters: reads.tourFilters({}), list: tourListRead(search) });

/** /tour/tour_detail's reads, by name; none without an id. */
export function tourDetailPageReads(search: URLSearchParams) {
  const id = tourIdOf(search);
  return id ? tourDetailReads(id) : { detail: undefined, routes: undefined, scenery: undefined, media: undefined, notices: undefined, adjacent: undefined };
}
