import type { RouteNode } from '@wz/app-kit';

export const routes: RouteNode[] = [
  {
    path: 'tiandituh5',
    page: () => import('./pages/MapH5'),
    meta: { title: '地图', hideHeader: true, hideShareBar: true },
  },
];
