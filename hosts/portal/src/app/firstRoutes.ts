/** The pages and first reads the boot script can start before the app has arrived (no React). */
import { createFirstRoutes } from '@wz/app-kit';
import { routeTable } from './routes';

export const { staticRoutes, firstRoute } = createFirstRoutes(routeTable);
