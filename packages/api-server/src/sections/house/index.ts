import type { Section } from '../../http/section.js';
import { houseHandlers } from './handlers.js';
import { memberHandlers } from './member.js';

export const house: Section = { key: 'house', handlers: { ...houseHandlers, ...memberHandlers } };
