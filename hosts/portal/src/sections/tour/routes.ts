import type { RouteNode } from '@wz/app-kit';
import { sectionUnderConstruction } from '../../app/routing/sectionRoutes';

export const routes: RouteNode[] = [
  sectionUnderConstruction('tour', 'tour', '旅游', { index: '旅游', tour_detail: '旅游详情' }),
];
