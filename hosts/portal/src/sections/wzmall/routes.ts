import { reads } from '@wz/sdk';
import type { RouteNode } from '@wz/app-kit';
import { idParam, mallBrowseReads } from './params';

const cart = () => import('./pages/ShoppingCart');

// The mall, buyer side (spec §2 Mall). Public pages declare their main read (server rendering; one each:
// this table is in every page's first load); the cart and snap-up need a login. The member's mall
// centre is in the user centre (user/pageRoutes.ts).
export const routes: RouteNode[] = [
  {
    path: 'wzmall',
    meta: { section: 'wzmall', title: '商城' },
    children: [
      { index: true, redirect: 'businessRequireInfo' },
      {
        path: 'businessRequireInfo',
        page: () => import('./pages/MallHome'),
        meta: { title: '商城' },
        reads: mallBrowseReads,
      },
      {
        path: 'index',
        page: () => import('./pages/ShopPage'),
        meta: { title: '商家信息' },
        sample: { '?': 'id=1' },
        reads: (search) => (idParam(search) ? [reads.mallShopInfo({ shop_id: idParam(search) })] : []),
      },
      {
        path: 'businessEvaluation',
        page: () => import('./pages/GoodsDetail'),
        meta: { title: '商品信息' },
        sample: { '?': 'id=1' },
        reads: (search) => (idParam(search) ? [reads.mallGoodsInfo({ goods_id: idParam(search) })] : []),
      },
      { path: 'businsserSettleIn', page: () => import('./pages/SettleIn'), meta: { title: '商家入驻' } },
      { path: 'shoppingCart', page: cart, meta: { title: '购物车', requiresLogin: true }, reads: () => [reads.mallCart()] },
      { path: 'snapUp', page: () => import('./pages/SnapUp'), meta: { title: '限时抢购', requiresLogin: true } },
    ],
  },
];
