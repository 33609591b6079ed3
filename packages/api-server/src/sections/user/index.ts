import { defineSection } from '../../http/section.js';
import { userSeed } from './seed.js';
import { userHandlers } from './handlers.js';

export const user = defineSection({ key: 'user', handlers: userHandlers, seed: userSeed });
