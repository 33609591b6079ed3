import type { RouteNode } from '../../app/routing/route';
import { sectionUnderConstruction } from '../../app/routing/sectionRoutes';

export const routes: RouteNode[] = [
  sectionUnderConstruction('idle', 'idle', '闲置', { index: '闲置', detail: '闲置详情' }),
];
