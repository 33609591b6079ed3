/**
 * The seller centre's route table (spec §2: /seller/wzmall and its 16 children) as plain data, and the side
 * menu grouped as a 千牛 seller expects (店铺 / 商品 / 交易 / 客服). Paths are relative to /seller/wzmall.
 */
import type { RouteNode } from '@wz/app-kit';

const overview = () => import('./pages/Overview');
const ruzhu = () => import('./pages/RuZhu');
const goods = () => import('./pages/GoodsList');
const publish = () => import('./pages/Publish');
const orders = () => import('./pages/Orders');
const returns = () => import('./pages/Returns');
const reviews = () => import('./pages/Reviews');
const messages = () => import('./pages/Messages');
const storeSettle = () => import('./pages/StoreSettle');
const goodClassify = () => import('./pages/GoodClassify');
const distributMode = () => import('./pages/DistributMode');
const photos = () => import('./pages/Photos');
const brands = () => import('./pages/Brands');

export interface SellerPage {
  path: string;
  title: string;
  /** The page's menu group; none for pages reached from another (edit, SKU matrix). */
  group?: '店铺' | '商品' | '交易' | '客服';
  page: RouteNode['page'];
}

export const PAGES: SellerPage[] = [
  { path: '', title: '店铺概况', group: '店铺', page: overview },
  { path: 'sellerRuZhu', title: '入驻状态', group: '店铺', page: ruzhu },
  { path: 'storeSettle', title: '店铺设置', group: '店铺', page: storeSettle },
  { path: 'sellerBrand', title: '品牌管理', group: '店铺', page: brands },
  { path: 'photos', title: '图片空间', group: '店铺', page: photos },
  { path: 'publishGoods', title: '发布商品', group: '商品', page: publish },
  { path: 'goodList', title: '商品管理', group: '商品', page: goods },
  { path: 'goodList/recycliStation', title: '回收站', group: '商品', page: goods },
  { path: 'goodClassify', title: '店铺分类', group: '商品', page: goodClassify },
  { path: 'distributMode', title: '运费模板', group: '商品', page: distributMode },
  { path: 'editPublishGoods', title: '编辑商品', page: publish },
  { path: 'bindGoodAttr', title: '商品属性', page: publish },
  { path: 'products', title: '规格与库存', page: publish },
  { path: 'orderList', title: '订单管理', group: '交易', page: orders },
  { path: 'returnApplicatList', title: '退货申请', group: '交易', page: returns },
  { path: 'userComment', title: '评价管理', group: '客服', page: reviews },
  { path: 'userMessage', title: '买家留言', group: '客服', page: messages },
];

export const GROUPS = ['店铺', '商品', '交易', '客服'] as const;

export const routes: RouteNode[] = PAGES.map((p) =>
  p.path === '' ? { index: true, page: p.page, meta: { title: p.title } } : { path: p.path, page: p.page, meta: { title: p.title } },
);

/** The page a pathname (below the base) shows. */
export const pageOf = (path: string): SellerPage | undefined => PAGES.find((p) => p.path === path.replace(/^\/|\/$/g, ''));
