/** The portal's router: its route table compiled by the app kit (matching, guards, lazy pages). */
import { createRouter } from '@wz/app-kit';
import { routeTable } from './routes';

export const router = createRouter(routeTable);
export const { routes, matchesFor, routeHandleFor } = router;
