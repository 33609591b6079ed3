/** The portal's router: its route table compiled by the app kit (matching, guards, lazy pages and groups). */
import { createRouter } from '@wz/app-kit';
import { routeGroups, routeTable } from './routes';

export const router = createRouter(routeTable, routeGroups);
export const { routes, matchesFor, routeHandleFor } = router;
