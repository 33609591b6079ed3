import type { Section } from '../../http/section.js';
import { tourHandlers } from './handlers.js';

export const tour: Section = { key: 'tour', handlers: tourHandlers };
