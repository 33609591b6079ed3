import { listingRoutes } from '../../app/listing/engine';
import { carship } from './listing';

export const routes = listingRoutes(carship);
