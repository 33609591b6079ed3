import { listingRoutes } from '../../app/listing/engine';
import { house } from './listing';

export const routes = listingRoutes(house);
