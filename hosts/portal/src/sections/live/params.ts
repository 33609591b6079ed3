/**
 * Life services' URLs and first reads (/live/index?kind=&category=&district=&keyword=&sort=&page=,
 * /live/Live_detail1?id=). No React: routes and the boot script use it too.
 */
import { reads, type OperationParams } from '@wz/sdk';

export const liveIndexPath = '/live/index';
export const liveDetailPath = (id: number) => `/live/Live_detail1?id=${id}`;
export const liveUserPath = (page: string) => `/user/liveRelease/${page}`;
export const liveIdOf = (search: URLSearchParams) => Math.max(0, Math.floor(Number(search.get('id')) || 0));
export const LIVE_SORTS = [
  { value: '', label: '最新' },
  { value: '1', label: '价格最低' },
  { value: '2', label: '最多浏览' },
] as const;
export const KIND_LABEL = { service: '服务', need: '需求' } as const;
/** 4000 分 / 小时 → ¥40/小时; 0 → 面议. */
export const priceText = (cents: number, unit: string) => (cents ? `¥${(cents / 100).toFixed(cents % 100 ? 2 : 0)}/${unit}` : '面议');

/** The list's params from the URL (malformed values are left out, so a bad link shows the whole list). */
export function liveListParams(search: URLSearchParams): OperationParams<'liveLists'> {
  const page = Math.min(100000, Math.max(1, Math.floor(Number(search.get('page')) || 1)));
  const kind = search.get('kind') === 'need' ? 'need' : 'service';
  const category = Math.floor(Number(search.get('category')) || 0);
  const district = search.get('district')?.trim().slice(0, 12);
  const keyword = search.get('keyword')?.trim().slice(0, 30);
  const sort = Number(search.get('sort'));
  return {
    page,
    kind,
    ...(category > 0 ? { category } : {}),
    ...(district ? { district } : {}),
    ...(keyword ? { keyword } : {}),
    ...(sort === 1 || sort === 2 ? { sort } : {}),
  };
}

export const liveIndexReads = (search: URLSearchParams) => ({ filters: reads.liveFilters({}), list: reads.liveLists(liveListParams(search)) });
export function liveDetailReads(search: URLSearchParams) {
  const id = liveIdOf(search);
  return { item: id ? reads.liveDetail({ id }) : undefined };
}
