import type { RouteNode } from '../../app/routing/route';

// Housing (spec §2 Housing): list, detail and floor plan of a sub-area (sn) and tab.
export const routes: RouteNode[] = [
  {
    path: 'house',
    meta: { section: 'house', title: '房产', banner: 'section' },
    children: [
      { index: true, redirect: 'newfang/info/index' },
      { path: ':sn/:tab/index', page: () => import('./pages/HouseIndex'), meta: { title: '房产' }, sample: { sn: 'newfang', tab: 'info' } },
      { path: ':sn/:tab/detail/:id', page: () => import('./pages/HouseDetail'), meta: { title: '房源详情' }, sample: { sn: 'newfang', tab: 'info', id: '1' } },
      { path: ':sn/:tab/huxing/:id', page: () => import('./pages/HouseFloorPlan'), meta: { title: '户型详情' }, sample: { sn: 'newfang', tab: 'info', id: '1' } },
    ],
  },
];
