import { defineSection } from '../../http/section.js';
import { registerReview } from '../../http/review.js';
import { liveHandlers, liveReview } from './handlers.js';
import { liveMigrations } from './migrations.js';
import { liveSeed } from './seed.js';

export const live = defineSection({
  key: 'live',
  pooled: ['liveLists'],
  handlers: liveHandlers,
  migrations: liveMigrations,
  seed: liveSeed,
  register: (app, { ctx }) => {
    if (ctx.config.devMode) registerReview(app, ctx, liveReview);
  },
});
