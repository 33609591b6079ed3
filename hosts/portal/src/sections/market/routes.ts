import { pageRoute, type RouteNode } from '@wz/app-kit';
import { sectionFrame } from '../../app/routing/sectionRoutes';
import { marketDetailReads, marketIndexReads } from './params';

// Market (spec §2: /market with index and market_detail), server-rendered from these reads; the settle-in form is
// a release route (spec §2), kept in this folder.
export const routes: RouteNode[] = [
  {
    path: 'market',
    ...sectionFrame('market', '市场'),
    children: [
      { index: true, redirect: 'index' },
      { path: 'index', ...pageRoute({ page: () => import('./pages/MarketIndex'), reads: marketIndexReads, meta: { title: '市场' } }) },
      {
        path: 'market_detail',
        ...pageRoute({
          page: () => import('./pages/MarketDetail'),
          reads: marketDetailReads,
          head: ({ company }) => company && { title: company.name, description: company.jianjie, image: company.logo },
          meta: { title: '市场详情' },
        }),
      },
    ],
  },
  {
    path: 'release/market',
    page: () => import('./pages/MarketRelease'),
    meta: { requiresLogin: true, hideShareBar: true, section: 'release', title: '企业入驻' },
  },
];
