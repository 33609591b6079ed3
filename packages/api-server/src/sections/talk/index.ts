import { defineSection } from '../../http/section.js';
import { talkHandlers } from './handlers.js';
import { talkMigrations } from './migrations.js';

/** Conversations on items of every section that registers a kind (http/conversations.ts). */
export const talk = defineSection({ key: 'talk', handlers: talkHandlers, migrations: talkMigrations });
