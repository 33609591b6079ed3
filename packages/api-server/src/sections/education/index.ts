import { educationSearch } from './search.js';
import { defineSection } from '../../http/section.js';
import { educationSeed } from './seed.js';
import { educationMigrations } from './migrations.js';
import { educationHandlers } from './handlers.js';
import { closeExpiredOrders } from './orders.js';
import { registerPaySim } from './paysim.js';
import { registerReview } from '../../http/review.js';
import { registerDocumentBytes } from './documents.js';
import { educationReview } from './release.js';
import { closeExpiredCoursewareOrders } from './sales.js';

export const education = defineSection({
  key: 'education',
  seed: educationSeed,
  handlers: educationHandlers,
  search: educationSearch,
  migrations: educationMigrations,
  register: async (app, { ctx, prefix }) => {
    if (ctx.config.devMode) {
      registerPaySim(app, ctx);
      registerReview(app, ctx, educationReview);
    }
    await registerDocumentBytes(app, ctx, prefix);
  },
  sweep: (ctx) => {
    closeExpiredOrders(ctx);
    closeExpiredCoursewareOrders(ctx);
    ctx.db.prepare("DELETE FROM education_documents WHERE state = 'open' AND expires_at <= ?").run(ctx.now());
  },
});
