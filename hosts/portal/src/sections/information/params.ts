/**
 * Information's URLs and first reads (/information/index?module=&publisher=&sort=&keyword=&page=,
 * /information/information_detail?id=). No React: routes and the boot script use it too.
 */
import { reads, type OperationParams } from '@wz/sdk';

export const infoPath = (id?: number) => (id ? `/information/information_detail?id=${id}` : '/information/index');
export const infoUserPath = (page: string) => `/user/informationRelease/${page}`;
export const infoEditPath = (id?: number) => (id ? `/release/informationEdit?id=${id}` : '/release/informationEdit');
export const infoIdOf = (search: URLSearchParams) => Math.max(0, Math.floor(Number(search.get('id')) || 0));

export const INFO_SORTS = [
  { value: 'new', label: '最新' },
  { value: 'hot', label: '最热' },
] as const;

type ListParams = OperationParams<'informationLists'>;

/** The list call's params from the URL (unknown values are left out, so a bad link shows the whole list). */
export function infoListParams(search: URLSearchParams): ListParams {
  const page = Math.min(100000, Math.max(1, Math.floor(Number(search.get('page')) || 1)));
  const module = Math.floor(Number(search.get('module')) || 0);
  const publisher = Math.floor(Number(search.get('publisher')) || 0);
  const keyword = search.get('keyword')?.trim().slice(0, 50);
  return {
    page,
    ...(module > 0 ? { module } : {}),
    ...(publisher > 0 ? { publisher } : {}),
    ...(search.get('sort') === 'hot' ? { sort: 'hot' as const } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

/** /information/index's reads, by name (route, boot script, server renderer and page share them). */
export const infoIndexReads = (search: URLSearchParams) => ({ publishers: reads.informationPublishers({}), list: reads.informationLists(infoListParams(search)) });

/** /information/information_detail's reads: the article (with its publisher, services and related) and its comments. */
export function infoDetailReads(search: URLSearchParams) {
  const id = infoIdOf(search);
  return id
    ? { detail: reads.informationDetail({ id }), comments: reads.feedbackComments({ kind: 'information', item_id: id, page: 1 }) }
    : { detail: undefined, comments: undefined };
}
