import { reads } from '@wz/sdk';
import type { RouteNode } from '@wz/app-kit';
import { sectionFrame } from '../../app/routing/sectionRoutes';
import { areaOf, houseAttributeRead, houseListRead, tabOf } from './params';

// Housing (spec §2 Housing): list, detail and floor plan of a sub-area (sn) and tab.
export const routes: RouteNode[] = [
  {
    path: 'house',
    ...sectionFrame('house', '房产'),
    children: [
      { index: true, redirect: 'newfang/info/index' },
      {
        path: ':sn/:tab/index',
        page: () => import('./pages/HouseIndex'),
        meta: { title: '房产' },
        sample: { sn: 'newfang', tab: 'info' },
        reads: (search, p = {}) => {
          const area = areaOf(p.sn);
          return [houseAttributeRead(area), houseListRead(area, tabOf(p.tab), search)];
        },
      },
      {
        path: ':sn/:tab/detail/:id',
        page: () => import('./pages/HouseDetail'),
        meta: { title: '房源详情' },
        // the section number works as well as the slug (spec §2: sections 218, 219, 220)
        sample: { sn: '218', tab: 'info', id: '1' },
        reads: (_search, p = {}) => {
          const id = Number(p.id);
          return id > 0 ? [reads.newBuildingDetails({ id }), reads.listNewHouseMessage({ id, page: 1 })] : [];
        },
      },
      {
        path: ':sn/:tab/huxing/:id',
        page: () => import('./pages/HouseFloorPlan'),
        meta: { title: '户型详情' },
        sample: { sn: 'newfang', tab: 'info', id: '1' },
        reads: (_search, p = {}) => (Number(p.id) > 0 ? [reads.houseFloorPlan({ id: Number(p.id) })] : []),
      },
    ],
  },
];
