import { educationSearch } from './search.js';
import { defineSection } from '../../http/section.js';
import { educationSeed } from './seed.js';
import { educationMigrations } from './migrations.js';
import { educationHandlers } from './handlers.js';
import { closeExpiredOrders } from './orders.js';
import { registerPaySim } from './paysim.js';

export const education = defineSection({
  key: 'education',
  seed: educationSeed,
  handlers: educationHandlers,
  search: educationSearch,
  migrations: educationMigrations,
  register: (app, { ctx }) => {
    if (ctx.config.devMode) registerPaySim(app, ctx);
  },
  sweep: (ctx) => {
    closeExpiredOrders(ctx);
  },
});
