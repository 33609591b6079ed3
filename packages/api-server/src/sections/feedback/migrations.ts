import type { Migration } from '../../db/index.js';

/** Comments, reports, holds and likes of every publishing section's items, versioned on their own. */
export const feedbackMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'init',
    up: /* sql */ `
-- owner_id is the item's owner when the row was written (the publisher's lists read by it)
CREATE TABLE feedback_comments (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  owner_id INTEGER NOT NULL REFERENCES users(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  parent_id INTEGER REFERENCES feedback_comments(id),
  content TEXT NOT NULL,
  hidden INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX feedback_comments_item ON feedback_comments(kind, item_id, parent_id, created_at);
CREATE INDEX feedback_comments_parent ON feedback_comments(parent_id, created_at);
CREATE INDEX feedback_comments_owner ON feedback_comments(owner_id, kind, created_at);

CREATE TABLE feedback_reports (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  owner_id INTEGER NOT NULL REFERENCES users(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  reason TEXT NOT NULL CHECK (reason IN ('illegal', 'vulgar', 'fake', 'infringe', 'other')),
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (kind, item_id, user_id)
);
CREATE INDEX feedback_reports_owner ON feedback_reports(owner_id, kind, created_at);

-- an item held by reports until review restores it or removes it for good
CREATE TABLE feedback_holds (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('held', 'restored', 'removed')),
  updated_at INTEGER NOT NULL,
  UNIQUE (kind, item_id)
);
CREATE INDEX feedback_holds_state ON feedback_holds(state, updated_at);

CREATE TABLE feedback_likes (
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (kind, item_id, user_id)
);
`,
  },
];
