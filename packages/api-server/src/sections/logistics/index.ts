import { defineSection } from '../../http/section.js';
import { items } from './listing.js';
import { memberHandlers } from './member.js';
import { logisticsMigrations } from './migrations.js';
import { publicHandlers } from './public.js';
import { logisticsSeed } from './seed.js';
import { talkHandlers } from './talk.js';

export const logistics = defineSection({
  key: 'logistics',
  pooled: ['logisticsList'],
  handlers: { ...items.handlers, ...publicHandlers, ...memberHandlers, ...talkHandlers },
  migrations: logisticsMigrations,
  search: items.search,
  seed: logisticsSeed,
});
