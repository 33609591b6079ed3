/**
 * The user centre's pages (every area the sections contribute, app/userAreas.ts), matched by the frame (pages/UserFrame.tsx) inside
 * its own chunk: the app's route table (routes.ts) holds only /user/* and /usercenter/*, so the first
 * load of every other page does not carry the centre's forty-odd routes and their titles.
 */
import type { PageLoader, RouteNode, UserArea, UserPage } from '@wz/app-kit';
import { member } from '../../app/memberPages';
import { USER_AREAS } from '../../app/userAreas';

/** The member's overview at /user. */
const overview: PageLoader = () => import('./pages/Overview');
/** A page whose section is not built yet: an honest 正在建设中 inside the frame. */
const building: PageLoader = () => import('./pages/Building');

/** The loader of a page (or of an area's first page, which its index shows). */
function loaderOf(page: UserPage): PageLoader {
  if (page.pages?.length) return loaderOf(page.pages[0]!);
  return page.page ?? building;
}

function toRoute(page: UserPage, areaTitle?: string): RouteNode {
  const title = areaTitle ? `${page.label} · ${areaTitle}` : page.label;
  if (!page.pages) {
    return { path: page.path, page: loaderOf(page), meta: { title }, ...(page.sample ? { sample: page.sample } : {}) };
  }
  return {
    path: page.path,
    meta: { title },
    // the area's own path shows its first page (no redirect: a shared /user/personInfo link stays as it is)
    children: [
      { index: true, page: loaderOf(page) },
      ...page.pages.map((p) => toRoute(p, title)),
    ],
  };
}

const areaRoutes = (areas: readonly UserArea[]) => areas.map((a) => toRoute(a));

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
