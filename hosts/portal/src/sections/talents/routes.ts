import type { RouteNode } from '@wz/app-kit';
import { sectionUnderConstruction } from '../../app/routing/sectionRoutes';

export const routes: RouteNode[] = [
  sectionUnderConstruction('talents', 'talent', '人才', {
    index: '人才',
    talents_detail1: '企业详情',
    talents_detail2: '职位详情',
    talents_detail3: '简历详情',
  }),
];
