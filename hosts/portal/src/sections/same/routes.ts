import { pageRoute, type RouteNode } from '@wz/app-kit';
import { sectionFrame } from '../../app/routing/sectionRoutes';
import { sameDetailReads, sameForumReads, sameIndexReads, sameQuestionsReads, sameTopicsReads } from './params';

const groupHead = ({ group }: { group?: { group: { name: string; district: string; jianjie: string } } }, what = '') =>
  group && { title: `${group.group.name}${what ? ` · ${what}` : ''} - 同城`, description: `${group.group.district} · ${group.group.jianjie}`.slice(0, 120) };

// Community groups (spec §2: /same with index and detail — index, yiti, common, zhiwen — and apply, zhiwen-apply,
// zhiwen-huida with login). The public pages are rendered on the server from their reads (guest data; the
// member's standing arrives with the app).
export const routes: RouteNode[] = [
  {
    path: 'same',
    ...sectionFrame('same', '同城'),
    children: [
      { index: true, redirect: 'index' },
      { path: 'index', ...pageRoute({ page: () => import('./pages/SameIndex'), reads: sameIndexReads, meta: { title: '同城社区' } }) },
      {
        path: 'detail',
        meta: { title: '同城小组' },
        children: [
          { index: true, ...pageRoute({ page: () => import('./pages/GroupHome'), reads: sameDetailReads, head: (a) => groupHead(a), meta: { title: '小组首页' }, sample: { '?': 'id=1' } }) },
          { path: 'yiti', ...pageRoute({ page: () => import('./pages/GroupTopics'), reads: sameTopicsReads, head: (a) => groupHead(a, '议题'), meta: { title: '议题' }, sample: { '?': 'id=1' } }) },
          { path: 'common', ...pageRoute({ page: () => import('./pages/GroupForum'), reads: sameForumReads, head: (a) => groupHead(a, '贴吧'), meta: { title: '贴吧' }, sample: { '?': 'id=1' } }) },
          { path: 'zhiwen', ...pageRoute({ page: () => import('./pages/GroupQuestions'), reads: sameQuestionsReads, head: (a) => groupHead(a, '质问'), meta: { title: '质问' } }) },
        ],
      },
      { path: 'apply', page: () => import('./pages/SameApply'), meta: { title: '申请建组或加入', requiresLogin: true, hideShareBar: true } },
      { path: 'zhiwen-apply', page: () => import('./pages/ZhiwenApply'), meta: { title: '发起质问', requiresLogin: true, hideShareBar: true } },
      { path: 'zhiwen-huida', page: () => import('./pages/ZhiwenHuida'), meta: { title: '回答质问', requiresLogin: true, hideShareBar: true } },
    ],
  },
];
