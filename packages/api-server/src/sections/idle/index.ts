import { defineSection } from '../../http/section.js';
import { idleHandlers } from './handlers.js';
import { memberHandlers } from './member.js';
import { idleMigrations } from './migrations.js';
import { idleSeed } from './seed.js';

export const idle = defineSection({
  key: 'idle',
  pooled: ['idleList'],
  handlers: { ...idleHandlers, ...memberHandlers },
  migrations: idleMigrations,
  seed: idleSeed,
});
