import type { RouteNode } from '@wz/app-kit';
import { framedBuilding } from '../../app/memberPages';

/** The release forms, by path → title. Until they are built each shows in the user centre; a built one is its section's route (/release/tour: sections/tour/routes.ts). */
const FORMS: Record<string, string> = {
  market: '发布市场信息',
  education: '发布教育信息',
};

export const routes: RouteNode[] = [
  {
    path: 'release',
    meta: { requiresLogin: true, hideShareBar: true, section: 'release', title: '发布信息' },
    children: Object.entries(FORMS).map(([path, title]) => ({ path, page: framedBuilding, meta: { title } })),
  },
];
