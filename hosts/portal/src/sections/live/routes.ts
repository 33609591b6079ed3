import type { RouteNode } from '@wz/app-kit';
import { sectionUnderConstruction } from '../../app/routing/sectionRoutes';

export const routes: RouteNode[] = [
  sectionUnderConstruction('live', 'live', '生活', { index: '生活', Live_detail1: '生活详情' }),
];
