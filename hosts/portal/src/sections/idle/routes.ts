import { listingRoutes } from '../../app/listing/engine';
import { idle } from './listing';

export const routes = listingRoutes(idle);
