import { defineSection } from '../../http/section.js';
import { daohangHandlers } from './handlers.js';

export const daohang = defineSection({ key: 'daohang', handlers: daohangHandlers });
