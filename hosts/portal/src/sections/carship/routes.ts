import { reads } from '@wz/sdk';
import type { RouteNode } from '@wz/app-kit';
import { sectionFrame } from '../../app/routing/sectionRoutes';
import { areaOf, carshipAttributeRead, carshipListRead, CARSHIP_AREAS, tabOf } from './params';

// Vehicles and ships (spec §2): /carship goes to the new cars; each area has an index and a detail page.
export const routes: RouteNode[] = [
  {
    path: 'carship',
    ...sectionFrame('carship', '车船'),
    children: [
      { index: true, redirect: 'newcar/' },
      ...CARSHIP_AREAS.map(({ key, label }): RouteNode => ({
        path: key,
        meta: { title: label },
        children: [
          { index: true, redirect: 'index/info' },
          {
            path: 'index/:tab',
            page: () => import('./pages/CarshipIndex'),
            sample: { tab: 'info' },
            reads: (search, p = {}) => {
              const area = areaOf(key);
              return [carshipAttributeRead(area), carshipListRead(area, tabOf(p.tab), search)];
            },
          },
          {
            path: 'detail/:tab/:id',
            page: () => import('./pages/CarshipDetail'),
            meta: { title: `${label}详情` },
            sample: { tab: 'info', id: '1' },
            reads: (_search, p = {}) =>
              Number(p.id) > 0 ? [reads.carshipDetail({ id: Number(p.id) })] : [],
          },
        ],
      })),
    ],
  },
];
