/**
 * The user centre's pages (every sub-area of areas.ts), matched by the frame (pages/UserFrame.tsx) inside
 * its own chunk: the app's route table (routes.ts) holds only /user/* and /usercenter/*, so the first
 * load of every other page does not carry the centre's forty-odd routes and their titles.
 */
import type { PageLoader, RouteNode } from '../../app/routing/route';
import { member } from './routes';
import { USER_AREAS, type UserArea, type UserPage } from './areas';
import { listingLoaders } from '../../app/listing/engine';
import { carship } from '../carship/listing';
import { house } from '../house/listing';

/** The member's overview at /user. */
const overview: PageLoader = () => import('./pages/Overview');
/** A page whose section is not built yet: an honest 正在建设中 inside the frame. */
const building: PageLoader = () => import('./pages/Building');

/** Pages built so far, by their path under the area's parent (`personInfo/base`). */
const BUILT: Record<string, PageLoader> = {
  'personInfo/base': () => import('./pages/ProfileBase'),
  'personInfo/changePassword': () => import('./pages/ChangePassword'),
  'personInfo/favourites': () => import('./pages/Favourites'),
  'educationRelease/userOrder': () => import('./pages/GiftOrders'),
  'house/list/:sn/:tab': listingLoaders(house).mine,
  'house/edit/:sn?/:tab?/:id?': listingLoaders(house).edit,
  'car/list/:sn/:tab': listingLoaders(carship).mine,
  'car/edit/:sn?/:tab?/:id?': listingLoaders(carship).edit,
  'ship/list/:sn/:tab': listingLoaders(carship).mine,
  'ship/edit/:sn?/:tab?/:id?': listingLoaders(carship).edit,
  'idle/list': () => import('../idle/user/IdleList'),
  'idle/edit': () => import('../idle/user/IdleEdit'),
  'personInfo/cartManage': () => import('../wzmall/pages/ShoppingCart'),
  'personInfo/cartOrder': () => import('../wzmall/user/OrderList'),
  // /user/wzmall, and the mall centre under /usercenter/wzmall/
  wzmall: () => import('../wzmall/user/MallCentre'),
  'wzmall/order': () => import('../wzmall/user/OrderList'),
  'wzmall/orderDetail': () => import('../wzmall/user/OrderDetail'),
  'wzmall/orderEvaluation': () => import('../wzmall/user/OrderEvaluation'),
  'wzmall/publicEvaluation': () => import('../wzmall/user/PublishReview'),
  'wzmall/configAddress': () => import('../wzmall/user/Addresses'),
  'wzmall/editAddress': () => import('../wzmall/user/EditAddress'),
  'wzmall/focusGoods': () => import('../wzmall/user/FocusGoods'),
  'wzmall/message': () => import('../wzmall/user/Messages'),
  'wzmall/need': () => import('../wzmall/user/Needs'),
  'wzmall/returnOrder': () => import('../wzmall/user/Returns'),
  'logistics/list': () => import('../logistics/user/LogisticsList'),
  'logistics/edit/:id?': () => import('../logistics/user/LogisticsEdit'),
};

/** The loader of a page (or of an area's first page, which its index shows). */
function loaderOf(page: UserPage, key: string): PageLoader {
  if (page.pages?.length) return loaderOf(page.pages[0]!, `${key}/${page.pages[0]!.path}`);
  return BUILT[key] ?? building;
}

function toRoute(page: UserPage, key: string, areaTitle?: string): RouteNode {
  const title = areaTitle ? `${page.label} · ${areaTitle}` : page.label;
  if (!page.pages) {
    return { path: page.path, page: loaderOf(page, key), meta: { title }, ...(page.sample ? { sample: page.sample } : {}) };
  }
  return {
    path: page.path,
    meta: { title },
    // the area's own path shows its first page (no redirect: a shared /user/personInfo link stays as it is)
    children: [
      { index: true, page: loaderOf(page, key) },
      ...page.pages.map((p) => toRoute(p, `${key}/${p.path}`, title)),
    ],
  };
}

const areaRoutes = (areas: readonly UserArea[]) => areas.map((a) => toRoute(a, a.path));

export const pageRoutes: RouteNode[] = [
  {
    path: 'user',
    meta: { ...member, title: '个人中心' },
    children: [{ index: true, page: overview }, ...areaRoutes(USER_AREAS.filter((a) => !a.base))],
  },
  {
    path: 'usercenter',
    meta: { ...member, title: '商城个人中心' },
    children: [
      ...areaRoutes(USER_AREAS.filter((a) => a.base === '/usercenter')).map((r) => ({
        ...r,
        // the mall's member pages start at its orders
        children: [{ index: true, redirect: 'order' }, ...(r.children ?? []).filter((c) => !c.index)],
      })),
    ],
  },
];
