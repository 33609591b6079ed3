import { defineSection } from '../../http/section.js';
import { userHandlers } from './handlers.js';

export const user = defineSection({ key: 'user', handlers: userHandlers });
