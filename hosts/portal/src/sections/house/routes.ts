import { reads } from '@wz/sdk';
import { listingLoaders, listingRoutes } from '@wz/app-kit/listing';
import { houseReads } from './reads';

export const pages = listingLoaders(houseReads, { view: () => import('./view'), form: () => import('./form') });

// Housing (spec §2 Housing): list, detail and floor plan of a sub-area (sn) and tab.
export const routes = listingRoutes(pages, (page) => [
  { index: true, redirect: 'newfang/info/index' },
  page.index(':sn/:tab/index', { meta: { title: '房产' }, sample: { sn: 'newfang', tab: 'info' } }),
  // the section number works as well as the slug (spec §2: sections 218, 219, 220)
  page.detail(':sn/:tab/detail/:id', { meta: { title: '房源详情' }, sample: { sn: '218', tab: 'info', id: '1' } }),
  {
    path: ':sn/:tab/huxing/:id',
    page: () => import('./FloorPlan'),
    meta: { title: '户型详情' },
    sample: { sn: 'newfang', tab: 'info', id: '1' },
    reads: (_search, p = {}) => (Number(p.id) > 0 ? [reads.houseFloorPlan({ id: Number(p.id) })] : []),
  },
]);
