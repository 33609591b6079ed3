import { defineSection } from '../../http/section.js';
import { registerReview } from '../../http/review.js';
import { feedbackHandlers } from './handlers.js';
import { feedbackMigrations } from './migrations.js';
import { reportReview } from './review.js';

/** Comments, reports and likes on items of every section that registers a kind (http/feedback.ts). */
export const feedback = defineSection({
  key: 'feedback',
  handlers: feedbackHandlers,
  migrations: feedbackMigrations,
  register: (app, { ctx }) => {
    // review of held items is a simulator in development only (as payment is)
    if (ctx.config.devMode) registerReview(app, ctx, reportReview);
  },
});
