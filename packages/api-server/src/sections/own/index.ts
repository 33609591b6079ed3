import { defineSection } from '../../http/section.js';
import { addTalkKind } from '../../http/conversations.js';
import { addFeedbackKind } from '../../http/feedback.js';
import { registerReview } from '../../http/review.js';
import { ownHandlers } from './handlers.js';
import { ownReview } from './member.js';
import { ownMigrations } from './migrations.js';
import { anyPost, pageById, pageLink, postLink, publicPost } from './rows.js';
import { ownSearch } from './search.js';
import { ownSeed } from './seed.js';

// visitors comment on, report and like posts, and leave messages on a member's page
addFeedbackKind('own', {
  item: (ctx, id) => {
    const p = publicPost(ctx, id);
    return p && { ownerId: p.owner_id, title: p.title, link: postLink(p.id) };
  },
  anyItem: (ctx, id) => {
    const p = anyPost(ctx, id);
    return p && { ownerId: p.owner_id, title: p.title, link: postLink(p.id) };
  },
});
addTalkKind('own', {
  item: (ctx, id) => {
    const g = pageById(ctx, id);
    return g && { ownerId: g.user_id, title: g.name, link: pageLink(g.id) };
  },
});

export const own = defineSection({
  key: 'own',
  handlers: ownHandlers,
  migrations: ownMigrations,
  search: ownSearch,
  seed: ownSeed,
  register: (app, { ctx }) => {
    if (ctx.config.devMode) registerReview(app, ctx, ownReview);
  },
});
