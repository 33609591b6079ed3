import { defineSection } from '../../http/section.js';
import { registerReview } from '../../http/review.js';
import { talentReview } from './company.js';
import { talentHandlers } from './handlers.js';
import { talentMigrations } from './migrations.js';
import { talentSeed } from './seed.js';

export const talents = defineSection({
  key: 'talents',
  pooled: ['talentPositions'],
  handlers: talentHandlers,
  migrations: talentMigrations,
  seed: talentSeed,
  register: (app, { ctx }) => {
    if (ctx.config.devMode) registerReview(app, ctx, talentReview);
  },
});
