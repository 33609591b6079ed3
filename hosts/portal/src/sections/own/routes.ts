import type { RouteNode } from '@wz/app-kit';
import { sectionUnderConstruction } from '../../app/routing/sectionRoutes';

export const routes: RouteNode[] = [
  sectionUnderConstruction('own', 'own', '个人', {
    index: '个人',
    own_detail1: '个人详情',
    own_detail2: '个人详情',
  }),
];
