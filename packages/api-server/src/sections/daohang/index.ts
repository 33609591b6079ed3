import type { Section } from '../../http/section.js';
import { daohangHandlers } from './handlers.js';

export const daohang: Section = { key: 'daohang', handlers: daohangHandlers };
