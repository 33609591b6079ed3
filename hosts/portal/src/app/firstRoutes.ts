/** The pages and first reads the boot script can start before the app has arrived (no React). */
import { createFirstRoutes } from '@wz/app-kit';
import { routeGroups, routeTable } from './routes';

export const firstRoutes = createFirstRoutes(routeTable, routeGroups);
export const { staticRoutes, firstRoute } = firstRoutes;
