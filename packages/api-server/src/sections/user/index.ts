import type { Section } from '../../http/section.js';
import { userHandlers } from './handlers.js';

export const user: Section = { key: 'user', handlers: userHandlers };
