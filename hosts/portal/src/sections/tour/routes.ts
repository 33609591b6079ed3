import { pageRoute, type RouteNode } from '@wz/app-kit';
import { sectionFrame } from '../../app/routing/sectionRoutes';
import { tourDetailPageReads, tourIndexReads } from './params';

// Travel (spec §2: /tour with index and tour_detail): the operators' pages, server-rendered from these reads.
export const routes: RouteNode[] = [
  {
    path: 'tour',
    ...sectionFrame('tour', '旅游'),
    children: [
      { index: true, redirect: 'index' },
      { path: 'index', ...pageRoute({ page: () => import('./pages/TourIndex'), reads: tourIndexReads }) },
      {
        path: 'tour_detail',
        ...pageRoute({
          page: () => import('./pages/TourDetail'),
          reads: tourDetailPageReads,
          head: ({ detail }) => detail && { title: detail.title, description: detail.jianjie, image: detail.pic },
          meta: { title: '旅游详情' },
        }),
      },
    ],
  },
  // the settle-in form (spec §2 release routes), in this section's folder
  {
    path: 'release/tour',
    page: () => import('./pages/TourRelease'),
    meta: { requiresLogin: true, hideShareBar: true, section: 'release', title: '旅游入驻' },
  },
];
