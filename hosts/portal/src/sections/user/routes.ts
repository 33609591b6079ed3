import type { PageLoader, RouteNode } from '../../app/routing/route';

/** The frame of every user-centre page: side menu, the area's page tabs, and the page it matches itself. */
const frame: PageLoader = () => import('./pages/UserFrame');
/** A member page outside /user not built yet (the release forms): the frame and 正在建设中. */
export const userCentre: PageLoader = () => import('./pages/FramedBuilding');

// Login is required for all of it (spec §2 User centre); the share bar is hidden on user pages.
export const member = { requiresLogin: true, hideShareBar: true, section: 'user' } as const;

/** Its pages are in pageRoutes.ts, loaded with the frame. */
export const routes: RouteNode[] = [
  { path: 'user/*', page: frame, meta: { ...member, title: '个人中心' } },
  { path: 'usercenter/*', page: frame, meta: { ...member, title: '商城个人中心' } },
];
