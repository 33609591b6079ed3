import { pageRoute, type RouteNode } from '@wz/app-kit';
import { sectionFrame } from '../../app/routing/sectionRoutes';
import { ownIndexReads, ownPageReads, ownPostReads } from './params';

// Own (spec §2: /own with index, own_detail1 (a member's page), own_detail2 (a post)), server-rendered from
// these reads; the settle-in form is a release route (spec §2), kept in this folder.
export const routes: RouteNode[] = [
  {
    path: 'own',
    ...sectionFrame('own', '个人'),
    children: [
      { index: true, redirect: 'index' },
      { path: 'index', ...pageRoute({ page: () => import('./pages/OwnIndex'), reads: ownIndexReads, meta: { title: '个人' } }) },
      {
        path: 'own_detail1',
        ...pageRoute({
          page: () => import('./pages/OwnPage'),
          reads: ownPageReads,
          head: ({ page }) => page && { title: page.name, description: page.jianjie, image: page.avatar },
          meta: { title: '个人主页' },
        }),
      },
      {
        path: 'own_detail2',
        ...pageRoute({
          page: () => import('./pages/OwnPost'),
          reads: ownPostReads,
          head: ({ post }) => post && { title: post.title, description: post.summary, image: post.pic || post.page.avatar },
          meta: { title: '动态详情' },
        }),
      },
    ],
  },
  {
    path: 'release/own',
    page: () => import('./pages/OwnRelease'),
    meta: { requiresLogin: true, hideShareBar: true, section: 'release', title: '开通个人主页' },
  },
];
