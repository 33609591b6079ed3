import type { RouteNode } from '@wz/app-kit';
import { searchQuery } from './params';

export const routes: RouteNode[] = [
  {
    path: 'search',
    page: () => import('./pages/Search'),
    meta: { title: '搜索' },
    sample: { '?': 'keyword=旅游' },
    reads: (search) => {
      const { groups } = searchQuery(search);
      return groups ? [groups] : [];
    },
  },
];
