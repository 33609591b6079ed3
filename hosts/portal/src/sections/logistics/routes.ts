import { reads } from '@wz/sdk';
import type { RouteNode } from '@wz/app-kit';
import { sectionFrame } from '../../app/routing/sectionRoutes';
import { pageOf } from '@wz/app-kit/listing';
import { companyItemsRead, logisticsListRead, logisticsSnRead, snOf, tabOf } from './params';

// Logistics (spec §2 Logistics): boards by sn and tab, an item's detail, a company's page.
export const routes: RouteNode[] = [
  {
    path: 'logistics',
    ...sectionFrame('logistics', '物流'),
    children: [
      { index: true, redirect: 'index/qiyun/hy' },
      {
        path: 'index/:sn?/:tab?',
        page: () => import('./pages/LogisticsIndex'),
        sample: { sn: 'qiyun', tab: 'hy' },
        reads: (search, p = {}) => [logisticsSnRead(), logisticsListRead(snOf(p.sn), tabOf(p.tab), search)],
      },
      {
        path: 'detail/:sn?/:tab?/:id?',
        page: () => import('./pages/LogisticsDetail'),
        meta: { title: '物流详情' },
        sample: { sn: 'qiyun', tab: 'hy', id: '1' },
        reads: (_search, p = {}) => (Number(p.id) > 0 ? [reads.logisticsDetail({ id: Number(p.id) })] : []),
      },
      {
        path: 'user/:id/:itemId?/:sn?/:tab?',
        page: () => import('./pages/LogisticsCompany'),
        meta: { title: '物流企业' },
        sample: { id: '1', itemId: '1', sn: 'qiyun', tab: 'hy' },
        reads: (search, p = {}) => {
          const id = Number(p.id);
          if (!(id > 0)) return [];
          const newsId = Number(p.itemId);
          return [
            reads.logisticsCompany({ id }),
            newsId > 0 ? reads.logisticsNewsDetail({ id: newsId }) : companyItemsRead(id, p.sn, p.tab, pageOf(search)),
            reads.logisticsNewsList({ company_id: id, page: 1 }),
          ];
        },
      },
    ],
  },
];
