import type { Migration } from '../../db/index.js';

/** Conversation threads, versioned on their own. Never edit a released migration; add the next version. */
export const talkMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'init',
    up: /* sql */ `
-- one thread per item and visitor; owner_id is the item's owner when the thread opened
CREATE TABLE talk_threads (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  owner_id INTEGER NOT NULL REFERENCES users(id),
  visitor_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (kind, item_id, visitor_id)
);
CREATE INDEX talk_threads_owner ON talk_threads(owner_id, kind, updated_at);
CREATE INDEX talk_threads_visitor ON talk_threads(visitor_id, kind, updated_at);

CREATE TABLE talk_messages (
  id INTEGER PRIMARY KEY,
  thread_id INTEGER NOT NULL REFERENCES talk_threads(id),
  from_user INTEGER NOT NULL REFERENCES users(id),
  content TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX talk_messages_thread ON talk_messages(thread_id, id);
`,
  },
];
