import type { RouteNode } from '@wz/app-kit';
import { sectionUnderConstruction } from '../../app/routing/sectionRoutes';

export const routes: RouteNode[] = [
  sectionUnderConstruction('information', 'information', '资讯', {
    index: '资讯',
    information_detail: '资讯详情',
  }),
];
