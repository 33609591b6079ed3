import { tourSearch } from './search.js';
import { defineSection } from '../../http/section.js';
import { addTalkKind } from '../../http/conversations.js';
import { registerReview } from '../../http/review.js';
import { tourSeed } from './seed.js';
import { tourMigrations } from './migrations.js';
import { tourHandlers } from './handlers.js';
import { tourReview } from './operator.js';
import { publicTour } from './rows.js';

// visitors leave messages on an operator's page; the operator answers in their message box
addTalkKind('tour', {
  item: (ctx, id) => {
    const t = publicTour(ctx, id);
    return t && t.user_id !== null ? { ownerId: t.user_id, title: t.title, link: `/tour/tour_detail?id=${t.id}` } : undefined;
  },
});

export const tour = defineSection({
  key: 'tour',
  handlers: tourHandlers,
  migrations: tourMigrations,
  search: tourSearch,
  seed: tourSeed,
  register: (app, { ctx }) => {
    // review of settle-in applications is a simulator in development only (as payment is)
    if (ctx.config.devMode) registerReview(app, ctx, tourReview);
  },
});
