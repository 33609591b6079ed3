import type { RouteNode } from '../../app/routing/route';
import { pageUnderConstruction } from '../../app/routing/sectionRoutes';

/** The six areas of vehicles and ships, each with a listing and a detail page. */
const AREAS: Record<string, string> = {
  newcar: '新车',
  ercar: '二手车',
  zucar: '租车',
  newship: '新船',
  ership: '二手船',
  zuship: '租船',
};

export const routes: RouteNode[] = [
  {
    path: 'carship',
    meta: { section: 'carship', title: '车船', banner: 'section' },
    children: [
      { index: true, redirect: 'newcar/' },
      ...Object.entries(AREAS).map(([area, title]) => ({
        path: area,
        meta: { title },
        children: [
          { index: true, redirect: 'index/info' },
          pageUnderConstruction('index/:tab', {}, { tab: 'info' }),
          pageUnderConstruction('detail/:tab/:id', { title: `${title}详情` }, { tab: 'info', id: '1' }),
        ],
      })),
    ],
  },
];
