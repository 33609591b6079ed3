import { reads } from '@wz/sdk';
import type { RouteNode } from '../../app/routing/route';
import { browseParams, demandsRead, goodsRead, idParam } from './params';

const cart = () => import('./pages/ShoppingCart');

// The mall, buyer side (spec §2 Mall). Public pages declare their first reads (server rendering); the
// cart and snap-up need a login. The member's mall centre is in the user centre (user/pageRoutes.ts).
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
        reads: (search) => {
          const p = browseParams(search);
          return [reads.mallCategoryList(), p.tab === 'need' ? demandsRead(p) : goodsRead(p)];
        },
      },
      {
        path: 'index',
        page: () => import('./pages/ShopPage'),
        meta: { title: '商家信息' },
        sample: { '?': 'id=1' },
        reads: (search) => {
          const id = idParam(search);
          return id ? [reads.mallShopInfo({ shop_id: id }), reads.mallShopGoods({ shop_id: id, page: Number(search.get('page')) || 1 })] : [];
        },
      },
      {
        path: 'businessEvaluation',
        page: () => import('./pages/GoodsDetail'),
        meta: { title: '商品信息' },
        sample: { '?': 'id=1' },
        reads: (search) => {
          const id = idParam(search);
          return id ? [reads.mallGoodsInfo({ goods_id: id }), reads.mallGoodsAttr({ goods_id: id })] : [];
        },
      },
      { path: 'businsserSettleIn', page: () => import('./pages/SettleIn'), meta: { title: '商家入驻' } },
      { path: 'shoppingCart', page: cart, meta: { title: '购物车', requiresLogin: true } },
      { path: 'snapUp', page: () => import('./pages/SnapUp'), meta: { title: '限时抢购', requiresLogin: true } },
    ],
  },
];
