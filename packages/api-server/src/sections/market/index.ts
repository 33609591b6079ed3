import { defineSection } from '../../http/section.js';
import { addTalkKind } from '../../http/conversations.js';
import { registerReview } from '../../http/review.js';
import { marketHandlers } from './handlers.js';
import { marketReview } from './member.js';
import { marketMigrations } from './migrations.js';
import { companyById, companyLink } from './rows.js';
import { marketSearch } from './search.js';
import { marketSeed } from './seed.js';
import { registerVideoSimulator } from './video.js';

// visitors leave messages for a company (market/liuyan); the company answers them in 留言管理 (talk threads)
addTalkKind('market', {
  item: (ctx, id) => {
    const c = companyById(ctx, id);
    return c && { ownerId: c.user_id, title: c.name, link: companyLink(c.id) };
  },
});

export const market = defineSection({
  key: 'market',
  // the company list scans many rows: answered on the read pool's threads
  pooled: ['marketCompanyList'],
  handlers: marketHandlers,
  migrations: marketMigrations,
  seed: marketSeed,
  search: marketSearch,
  register: async (app, { ctx, prefix }) => {
    // review of settle-in applications and the cloud video service are simulators in development only (as payment is)
    if (!ctx.config.devMode) return;
    registerReview(app, ctx, marketReview);
    await registerVideoSimulator(app, ctx, prefix);
  },
});
