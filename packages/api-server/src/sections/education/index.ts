import { defineSection } from '../../http/section.js';
import { educationMigrations } from './migrations.js';
import { educationHandlers } from './handlers.js';
import { closeExpiredOrders } from './orders.js';
import { registerPaySim } from './paysim.js';

export const education = defineSection({
  key: 'education',
  handlers: educationHandlers,
  migrations: educationMigrations,
  register: (app, { ctx }) => {
    if (ctx.config.devMode) registerPaySim(app, ctx);
  },
  sweep: (ctx) => {
    closeExpiredOrders(ctx);
  },
});
