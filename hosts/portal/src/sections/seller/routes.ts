import type { RouteNode } from '@wz/app-kit';

const sellerLink = () => import('./pages/SellerLink');

/** The seller centre's pages: a separate host; these paths link to it. */
const PAGES = [
  'sellerBrand',
  'sellerRuZhu',
  'goodList',
  'userComment',
  'userMessage',
  'goodClassify',
  'distributMode',
  'orderList',
  'storeSettle',
  'returnApplicatList',
  'goodList/recycliStation',
  'publishGoods',
  'editPublishGoods',
  'bindGoodAttr',
  'products',
  'photos',
];

export const routes: RouteNode[] = [
  {
    path: 'seller/wzmall',
    meta: { section: 'seller', title: '商家中心' },
    children: [
      { index: true, page: sellerLink },
      ...PAGES.map((path) => ({ path, page: sellerLink })),
    ],
  },
];
