import { pageRoute, type RouteNode } from '@wz/app-kit';
import { sectionFrame } from '../../app/routing/sectionRoutes';
import { liveDetailReads, liveIndexReads, priceText } from './params';

// Life services (spec §2: /live with index and Live_detail1), server-rendered from these reads; the
// providers' settle-in form is a release route (spec §2), kept in this folder.
export const routes: RouteNode[] = [
  {
    path: 'live',
    ...sectionFrame('live', '生活'),
    children: [
      { index: true, redirect: 'index' },
      { path: 'index', ...pageRoute({ page: () => import('./pages/LiveIndex'), reads: liveIndexReads, meta: { title: '生活服务' } }) },
      {
        path: 'Live_detail1',
        ...pageRoute({
          page: () => import('./pages/LiveDetail'),
          reads: liveDetailReads,
          head: ({ item }) => item && { title: `${item.title}（${priceText(item.price, item.price_unit)}）`, description: item.description.slice(0, 120), image: item.pictures[0] },
          meta: { title: '生活详情' },
        }),
      },
    ],
  },
  {
    path: 'release/live',
    page: () => import('./pages/LiveRelease'),
    meta: { requiresLogin: true, hideShareBar: true, section: 'release', title: '生活服务商入驻' },
  },
];
