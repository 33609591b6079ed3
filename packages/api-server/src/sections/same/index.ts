import { defineSection } from '../../http/section.js';
import { registerReview } from '../../http/review.js';
import { sameMigrations } from './migrations.js';
import { sameSeed } from './seed.js';
import { memberHandlers, publicHandlers } from './handlers.js';
import { manageHandlers, sameReview } from './manage.js';
import { guestHandlers } from './guests.js';
import { guarded } from './rows.js';

export const same = defineSection({
  key: 'same',
  handlers: guarded({ ...publicHandlers, ...memberHandlers, ...manageHandlers, ...guestHandlers }),
  migrations: sameMigrations,
  seed: sameSeed,
  register: (app, { ctx }) => {
    // a new group is approved by review: a simulator in development only (as daohang's sites)
    if (ctx.config.devMode) registerReview(app, ctx, sameReview);
  },
});
