import { listingLoaders, listingRoutes } from '@wz/app-kit/listing';
import { idleReads } from './reads';

export const pages = listingLoaders(idleReads, { view: () => import('./view'), form: () => import('./form') });

// Idle goods (spec §2): /idle goes to the index; the detail takes its id from the query.
export const routes = listingRoutes(pages, (page) => [
  { index: true, redirect: 'index' },
  page.index('index'),
  page.detail('detail', { meta: { title: '闲置详情' }, sample: { '?': 'id=1' } }),
]);
