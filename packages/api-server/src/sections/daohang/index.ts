import { defineSection } from '../../http/section.js';
import { registerReview } from '../../http/review.js';
import { daohangSeed } from './seed.js';
import { daohangMigrations } from './migrations.js';
import { daohangHandlers } from './handlers.js';
import { daohangReview } from './apply.js';

export const daohang = defineSection({
  key: 'daohang',
  handlers: daohangHandlers,
  migrations: daohangMigrations,
  seed: daohangSeed,
  register: (app, { ctx }) => {
    // a site is listed by review: a simulator in development only (as tour's settle-in)
    if (ctx.config.devMode) registerReview(app, ctx, daohangReview);
  },
});
