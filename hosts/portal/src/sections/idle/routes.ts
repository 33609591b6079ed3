import { reads } from '@wz/sdk';
import type { RouteNode } from '@wz/app-kit';
import { sectionFrame } from '../../app/routing/sectionRoutes';
import { idleIdOf, idleListRead } from './params';

// Idle goods (spec §2): /idle goes to the index; the detail takes its id from the query.
export const routes: RouteNode[] = [
  {
    path: 'idle',
    ...sectionFrame('idle', '闲置'),
    children: [
      { index: true, redirect: 'index' },
      {
        path: 'index',
        page: () => import('./pages/IdleIndex'),
        reads: (search) => [reads.idleAds({}), reads.idleTab({}), reads.idleAttr({}), idleListRead(search)],
      },
      {
        path: 'detail',
        page: () => import('./pages/IdleDetail'),
        meta: { title: '闲置详情' },
        sample: { '?': 'id=1' },
        reads: (search) => (idleIdOf(search) ? [reads.idleDetail({ id: idleIdOf(search) })] : []),
      },
    ],
  },
];
