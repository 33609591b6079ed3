import type { PageLoader, RouteNode } from '../../app/routing/route';
import { USER_AREAS, type UserArea, type UserPage } from './areas';

/** The frame of every user-centre page: side menu, the area's page tabs, and the page. */
const frame: PageLoader = () => import('./pages/UserFrame');
/** The member's overview at /user. */
const overview: PageLoader = () => import('./pages/Overview');
/** A page whose section is not built yet: an honest 正在建设中 inside the frame. */
const building: PageLoader = () => import('./pages/Building');
/** A member page outside /user not built yet (the release forms): the frame and 正在建设中. */
export const userCentre: PageLoader = () => import('./pages/FramedBuilding');

/** Pages built so far, by their path under the area's parent (`personInfo/base`). */
const BUILT: Record<string, PageLoader> = {
  'personInfo/base': () => import('./pages/ProfileBase'),
  'personInfo/changePassword': () => import('./pages/ChangePassword'),
  'educationRelease/userOrder': () => import('./pages/GiftOrders'),
  'house/list/:sn/:tab': () => import('../house/user/HouseList'),
  'house/edit/:sn?/:tab?/:id?': () => import('../house/user/HouseEdit'),
  'car/list/:sn/:tab': () => import('../carship/user/CarshipList'),
  'car/edit/:sn?/:tab?/:id?': () => import('../carship/user/CarshipEdit'),
  'ship/list/:sn/:tab': () => import('../carship/user/CarshipList'),
  'ship/edit/:sn?/:tab?/:id?': () => import('../carship/user/CarshipEdit'),
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

// Login is required for all of it (spec §2 User centre); the share bar is hidden on user pages.
const member = { requiresLogin: true, hideShareBar: true, section: 'user' } as const;

export const routes: RouteNode[] = [
  {
    path: 'user',
    page: frame,
    meta: { ...member, title: '个人中心' },
    children: [{ index: true, page: overview }, ...areaRoutes(USER_AREAS.filter((a) => !a.base))],
  },
  {
    path: 'usercenter',
    page: frame,
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
