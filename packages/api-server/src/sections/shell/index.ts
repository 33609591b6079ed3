import { defineSection } from '../../http/section.js';
import { shellSeed } from './seed.js';
import { shellMigrations } from './migrations.js';
import { registerDevEndpoints } from './dev.js';
import { shellHandlers } from './handlers.js';

export const shell = defineSection({
  key: 'shell',
  // the search calls read the index on the reader threads (the main thread keeps it in step with the writes)
  pooled: ['search', 'searchCount', 'searchGroups', 'searchSuggest'],
  seed: shellSeed,
  handlers: shellHandlers,
  migrations: shellMigrations,
  register: (app, { ctx }) => {
    if (ctx.config.devEndpoints) registerDevEndpoints(app, ctx);
  },
});
