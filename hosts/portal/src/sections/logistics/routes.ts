import type { RouteNode } from '../../app/routing/route';
import { pagesUnderConstruction } from '../../app/routing/sectionRoutes';

export const routes: RouteNode[] = [
  {
    path: 'logistics',
    meta: { section: 'logistics', title: '物流', banner: 'section' },
    children: [
      { index: true, redirect: 'index/qiyun/hy' },
      ...pagesUnderConstruction({
        'index/:sn?/:tab?': ['物流', { sn: 'qiyun', tab: 'hy' }],
        'detail/:sn?/:tab?/:id?': ['物流详情', { sn: 'qiyun', tab: 'hy', id: '1' }],
        'user/:id/:itemId?/:sn?/:tab?': [
          '物流企业',
          { id: '1', itemId: '1', sn: 'qiyun', tab: 'hy' },
        ],
      }),
    ],
  },
];
