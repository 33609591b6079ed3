import { defineSection } from '../../http/section.js';
import { shellSeed } from './seed.js';
import { shellMigrations } from './migrations.js';
import { registerDevEndpoints } from './dev.js';
import { shellHandlers } from './handlers.js';

export const shell = defineSection({
  key: 'shell',
  seed: shellSeed,
  handlers: shellHandlers,
  migrations: shellMigrations,
  register: (app, { ctx }) => {
    if (ctx.config.devEndpoints) registerDevEndpoints(app, ctx);
  },
});
