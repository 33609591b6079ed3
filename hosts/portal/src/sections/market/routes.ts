import type { RouteNode } from '@wz/app-kit';
import { sectionUnderConstruction } from '../../app/routing/sectionRoutes';

export const routes: RouteNode[] = [
  sectionUnderConstruction('market', 'market', '市场', { index: '市场', market_detail: '市场详情' }),
];
