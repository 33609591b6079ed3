import { listingLoaders, listingRoutes } from '@wz/app-kit/listing';
import { CARSHIP_AREAS, carshipReads } from './reads';

export const pages = listingLoaders(carshipReads, { view: () => import('./view'), form: () => import('./form') });

// Vehicles and ships (spec §2): /carship goes to the new cars; each area has an index and a detail page.
export const routes = listingRoutes(pages, (page) => [
  { index: true, redirect: 'newcar/' },
  ...CARSHIP_AREAS.map(({ key, label }) => ({
    path: key,
    meta: { title: label },
    children: [
      { index: true, redirect: 'index/info' },
      page.index('index/:tab', { sample: { tab: 'info' }, fixed: { area: key } }),
      page.detail('detail/:tab/:id', { meta: { title: `${label}详情` }, sample: { tab: 'info', id: '1' }, fixed: { area: key } }),
    ],
  })),
]);
