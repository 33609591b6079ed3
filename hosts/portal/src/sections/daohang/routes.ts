import type { RouteNode } from '@wz/app-kit';
import { pagesUnderConstruction } from '../../app/routing/sectionRoutes';

export const routes: RouteNode[] = [
  {
    path: 'daohang',
    meta: { section: 'daohang', title: '导航', banner: 'section' },
    children: [
      { index: true, redirect: 'index' },
      ...pagesUnderConstruction({ index: '网址导航', site: '网站详情', search: '网址搜索' }),
      ...pagesUnderConstruction({ apply: '申请入驻' }, { requiresLogin: true }),
    ],
  },
];
