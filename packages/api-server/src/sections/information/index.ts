import { defineSection } from '../../http/section.js';
import { addTalkKind } from '../../http/conversations.js';
import { addFeedbackKind } from '../../http/feedback.js';
import { registerReview } from '../../http/review.js';
import { informationHandlers } from './handlers.js';
import { informationMigrations } from './migrations.js';
import { informationReview } from './publisher.js';
import { anyArticle, articleLink, publicArticle } from './rows.js';
import { informationSearch } from './search.js';
import { informationSeed } from './seed.js';

const publicItem = (ctx: Parameters<typeof publicArticle>[0], id: number) => {
  const a = publicArticle(ctx, id);
  return a ? { ownerId: a.owner_id, title: a.title, link: articleLink(a.id) } : undefined;
};

// readers comment on, report and like articles, and leave messages for the publisher on an article
addFeedbackKind('information', {
  item: publicItem,
  anyItem: (ctx, id) => {
    const a = anyArticle(ctx, id);
    return a && { ownerId: a.owner_id, title: a.title, link: articleLink(a.id) };
  },
});
addTalkKind('information', { item: publicItem });

export const information = defineSection({
  key: 'information',
  handlers: informationHandlers,
  migrations: informationMigrations,
  search: informationSearch,
  seed: informationSeed,
  register: (app, { ctx }) => {
    if (ctx.config.devMode) registerReview(app, ctx, informationReview);
  },
});
