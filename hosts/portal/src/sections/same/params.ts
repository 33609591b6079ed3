/**
 * The groups' URLs and first reads (spec §2: /same/index, /same/detail with index, yiti, common, zhiwen; apply,
 * zhiwen-apply, zhiwen-huida). The group, tab filters and page live in the query. No React: the route table and
 * the boot script use it too.
 */
import { reads } from '@wz/sdk';

export type SameKind = 'tongzhu' | 'tongguan' | 'tongyuan';
export const KIND_NAMES: Record<SameKind, string> = { tongzhu: '同住', tongguan: '同馆', tongyuan: '同院' };
export const KIND_HINTS: Record<SameKind, string> = { tongzhu: '同一小区的邻居', tongguan: '同一场馆的会员', tongyuan: '同一学校或医院' };
export const PER_PAGE = 10;
export const SAME_HOME = '/same/index';
export const APPLY_PATH = '/same/apply';

const int = (v: string | null) => Math.max(0, Math.min(2147483647, Math.floor(Number(v) || 0)));
export const pageOf = (search: URLSearchParams) => Math.max(1, Math.min(100000, int(search.get('page')) || 1));
export const idOf = (search: URLSearchParams, name = 'id') => int(search.get(name));
export const kindOf = (search: URLSearchParams): SameKind | undefined => {
  const k = search.get('kind');
  return k === 'tongzhu' || k === 'tongguan' || k === 'tongyuan' ? k : undefined;
};

const q = (params: Record<string, string | number | undefined>) => {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '' && v !== 0 && !(k === 'page' && v === 1)) out.set(k, String(v));
  const s = out.toString();
  return s ? `?${s}` : '';
};
export const indexPath = (f: { kind?: string; district?: string; keyword?: string; page?: number }) => `/same/index${q(f)}`;
export const groupPath = (id: number) => `/same/detail${q({ id })}`;
export const topicsPath = (id: number, topic?: number, page?: number) => `/same/detail/yiti${q({ id, topic, page })}`;
export const forumPath = (id: number, post?: number, page?: number) => `/same/detail/common${q({ id, post, page })}`;
export const questionsPath = (id: number, page?: number) => `/same/detail/zhiwen${q({ id, page })}`;
export const askPath = (gid: number) => `/same/zhiwen-apply${q({ gid })}`;
export const answerPath = (id: number) => `/same/zhiwen-huida${q({ id })}`;
export const joinPath = (gid: number) => `/same/apply${q({ join: gid })}`;

/** /same/index: the kinds and districts, and the groups of the filters in the URL. */
export function sameIndexReads(search: URLSearchParams) {
  return {
    filters: reads.sameFilters({}),
    groups: reads.sameGroups({
      kind: kindOf(search),
      district: (search.get('district') ?? '').trim().slice(0, 20) || undefined,
      keyword: (search.get('keyword') ?? '').trim().slice(0, 30) || undefined,
      page: pageOf(search),
    }),
  };
}

/** Every page of a group has its home (header, role, managers); the tab adds its own list. */
const groupRead = (search: URLSearchParams) => {
  const id = idOf(search);
  return id ? reads.sameGroup({ id }) : undefined;
};
export const sameDetailReads = (search: URLSearchParams) => ({ group: groupRead(search) });
export function sameTopicsReads(search: URLSearchParams) {
  const id = idOf(search);
  const topic = idOf(search, 'topic');
  return {
    group: groupRead(search),
    topics: id && !topic ? reads.sameTopics({ gid: id, page: pageOf(search) }) : undefined,
    topic: topic ? reads.sameTopic({ id: topic }) : undefined,
  };
}
export function sameForumReads(search: URLSearchParams) {
  const id = idOf(search);
  const post = idOf(search, 'post');
  return {
    group: groupRead(search),
    posts: id && !post ? reads.samePosts({ gid: id, page: pageOf(search) }) : undefined,
    post: post ? reads.samePost({ id: post }) : undefined,
  };
}
export function sameQuestionsReads(search: URLSearchParams) {
  const id = idOf(search);
  return { group: groupRead(search), questions: id ? reads.sameQuestions({ gid: id, page: pageOf(search) }) : undefined };
}
