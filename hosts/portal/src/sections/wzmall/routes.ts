import type { RouteNode } from '../../app/routing/route';
import { pagesUnderConstruction } from '../../app/routing/sectionRoutes';

export const routes: RouteNode[] = [
  {
    path: 'wzmall',
    meta: { section: 'wzmall', title: '商城', banner: 'section' },
    children: [
      { index: true, redirect: 'businessRequireInfo' },
      ...pagesUnderConstruction({
        businessRequireInfo: '需求信息',
        index: '商家信息',
        businessEvaluation: '商品信息',
        businsserSettleIn: '商家入驻',
      }),
      ...pagesUnderConstruction({ shoppingCart: '购物车', snapUp: '限时抢购' }, { requiresLogin: true }),
    ],
  },
];
