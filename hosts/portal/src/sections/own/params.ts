/**
 * Own's URLs and first reads (/own/index?category=&district=&keyword=&page=, /own/own_detail1?id= (a member's
 * page), /own/own_detail2?id= (a post)). No React: routes and the boot script use it too.
 */
import { reads, type OperationParams } from '@wz/sdk';

export const ownIndexPath = '/own/index';
export const ownPagePath = (id: number) => `/own/own_detail1?id=${id}`;
export const ownPostPath = (id: number) => `/own/own_detail2?id=${id}`;
export const ownUserPath = (page: string) => `/user/ownRelease/${page}`;
export const ownIdOf = (search: URLSearchParams) => Math.max(0, Math.floor(Number(search.get('id')) || 0));
const pageNo = (search: URLSearchParams) => Math.min(100000, Math.max(1, Math.floor(Number(search.get('page')) || 1)));

export const OWN_CATEGORIES = ['生活', '美食', '旅行', '摄影', '亲子', '宠物', '运动', '数码', '其他'] as const;
type Category = (typeof OWN_CATEGORIES)[number];

/** The list call's params from the URL (unknown values are left out, so a bad link shows the whole list). */
export function ownListParams(search: URLSearchParams): OperationParams<'ownLists'> {
  const category = search.get('category') as Category | null;
  const district = search.get('district')?.trim().slice(0, 20);
  const keyword = search.get('keyword')?.trim().slice(0, 50);
  return {
    page: pageNo(search),
    ...(category && OWN_CATEGORIES.includes(category) ? { category } : {}),
    ...(district ? { district } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

export const ownIndexReads = (search: URLSearchParams) => ({ filters: reads.ownFilters({}), list: reads.ownLists(ownListParams(search)) });

/** A member's page: the profile and its posts (page in the URL). */
export function ownPageReads(search: URLSearchParams) {
  const id = ownIdOf(search);
  return id ? { page: reads.ownPage({ id }), posts: reads.ownPosts({ page_id: id, page: pageNo(search) }) } : { page: undefined, posts: undefined };
}

/** One post and its comments. */
export function ownPostReads(search: URLSearchParams) {
  const id = ownIdOf(search);
  return id ? { post: reads.ownPost({ id }), comments: reads.feedbackComments({ kind: 'own', item_id: id, page: 1 }) } : { post: undefined, comments: undefined };
}
