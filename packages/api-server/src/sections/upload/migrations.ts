import type { Migration } from '../../db/index.js';

/**
 * The upload section's table: slots (created, bytes received, completed or expired). A completed upload
 * becomes a row of images (shell) and leaves this table; a refused or expired one leaves nothing.
 * Never edit a released migration; add the next version instead.
 */
export const uploadMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'uploads',
    up: /* sql */ `
CREATE TABLE uploads (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  size INTEGER NOT NULL,
  purpose TEXT NOT NULL,
  declared_type TEXT,
  state TEXT NOT NULL DEFAULT 'open',
  type TEXT,
  width INTEGER,
  height INTEGER,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX uploads_expires ON uploads(expires_at);
`,
  },
  {
    version: 2,
    name: 'image owners',
    // a picture a member uploaded is theirs to use (avatar, listings); seeded pictures have no owner
    up: /* sql */ `
ALTER TABLE images ADD COLUMN user_id INTEGER REFERENCES users(id) ON DELETE SET NULL;
CREATE INDEX images_owner ON images(user_id);
`,
  },
];
