import type { PageLoader, RouteNode } from '@wz/app-kit';
import { member } from '../../app/memberPages';

/** The frame of every user-centre page: side menu, the area's page tabs, and the page it matches itself. */
const frame: PageLoader = () => import('./pages/UserFrame');

/** Its pages are in pageRoutes.ts, loaded with the frame. */
export const routes: RouteNode[] = [
  { path: 'user/*', page: frame, meta: { ...member, title: '个人中心' } },
  { path: 'usercenter/*', page: frame, meta: { ...member, title: '商城个人中心' } },
];
