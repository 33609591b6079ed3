import { reads } from '@wz/sdk';
import type { RouteNode } from '../../app/routing/route';
import { sectionFrame } from '../../app/routing/sectionRoutes';
import { tourDetailReads, tourIdOf, tourListRead } from './params';

// Travel (spec §2: /tour with index and tour_detail): the operators' pages, server-rendered from these reads.
export const routes: RouteNode[] = [
  {
    path: 'tour',
    ...sectionFrame('tour', '旅游'),
    children: [
      { index: true, redirect: 'index' },
      {
        path: 'index',
        page: () => import('./pages/TourIndex'),
        reads: (search) => [reads.tourFilters({}), tourListRead(search)],
      },
      {
        path: 'tour_detail',
        page: () => import('./pages/TourDetail'),
        meta: { title: '旅游详情' },
        sample: { '?': 'id=1' },
        reads: (search) => (tourIdOf(search) ? Object.values(tourDetailReads(tourIdOf(search))) : []),
        head: (search, answer) => {
          const id = tourIdOf(search);
          const d = id ? answer(tourDetailReads(id).detail) : undefined;
          return d && { title: d.title, description: d.jianjie, image: d.pic };
        },
      },
    ],
  },
];
