import { pageRoute, type RouteNode } from '@wz/app-kit';
import { sectionFrame } from '../../app/routing/sectionRoutes';
import { daohangIndexReads, daohangSearchReads, daohangSiteReads } from './params';

// The site directory (spec §2: /daohang with index, site, search, and apply with login): pages of links made to be
// indexed, so index, site and search are rendered on the server from these reads.
export const routes: RouteNode[] = [
  {
    path: 'daohang',
    ...sectionFrame('daohang', '网址导航'),
    children: [
      { index: true, redirect: 'index' },
      { path: 'index', ...pageRoute({ page: () => import('./pages/DaohangIndex'), reads: daohangIndexReads, meta: { title: '网址导航' } }) },
      {
        path: 'site',
        ...pageRoute({
          page: () => import('./pages/DaohangSite'),
          reads: daohangSiteReads,
          head: ({ sites }) => sites && { title: `${sites.category.name} - 网址导航`, description: `${sites.category.parent ? `${sites.category.parent} · ` : ''}${sites.category.name}：${sites.lists.slice(0, 8).map((s) => s.name).join('、')}` },
          meta: { title: '分类网址' },
        }),
      },
      {
        path: 'search',
        ...pageRoute({
          page: () => import('./pages/DaohangSearch'),
          reads: daohangSearchReads,
          meta: { title: '网址搜索' },
        }),
      },
      { path: 'apply', page: () => import('./pages/DaohangApply'), meta: { title: '申请收录', requiresLogin: true, hideShareBar: true } },
    ],
  },
];
