import type { RouteNode } from '../../app/routing/route';
import { pagesUnderConstruction } from '../../app/routing/sectionRoutes';

// Housing (spec §2 Housing): listing, estate detail and floor-plan detail of a category (sn) and tab.
export const routes: RouteNode[] = [
  {
    path: 'house',
    meta: { section: 'house', title: '房产', banner: 'section' },
    children: [
      { index: true, redirect: 'newfang/info/index' },
      ...pagesUnderConstruction({
        ':sn/:tab/index': ['房产', { sn: '218', tab: 'info' }],
        ':sn/:tab/detail/:id': ['楼盘详情', { sn: '218', tab: 'info', id: '1' }],
        ':sn/:tab/huxing/:id': ['户型详情', { sn: '219', tab: 'demand', id: '1' }],
      }),
    ],
  },
];
