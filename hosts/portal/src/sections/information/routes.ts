import { pageRoute, type RouteNode } from '@wz/app-kit';
import { sectionFrame } from '../../app/routing/sectionRoutes';
import { infoDetailReads, infoIndexReads } from './params';

// Information (spec §2: /information with index and information_detail), server-rendered from these reads;
// the publisher's settle-in and article editor are release routes (spec §2), kept in this folder.
export const routes: RouteNode[] = [
  {
    path: 'information',
    ...sectionFrame('information', '资讯'),
    children: [
      { index: true, redirect: 'index' },
      { path: 'index', ...pageRoute({ page: () => import('./pages/InformationIndex'), reads: infoIndexReads, meta: { title: '资讯' } }) },
      {
        path: 'information_detail',
        ...pageRoute({
          page: () => import('./pages/InformationDetail'),
          reads: infoDetailReads,
          head: ({ detail }) => detail && { title: detail.title, description: detail.summary, image: detail.cover },
          meta: { title: '资讯详情' },
        }),
      },
    ],
  },
  {
    path: 'release/information',
    page: () => import('./pages/InformationRelease'),
    meta: { requiresLogin: true, hideShareBar: true, section: 'release', title: '资讯入驻' },
  },
  {
    path: 'release/informationEdit',
    page: () => import('./pages/InformationEdit'),
    meta: { requiresLogin: true, hideShareBar: true, section: 'release', title: '编辑资讯' },
  },
];
