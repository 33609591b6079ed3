import type { Migration } from '../../db/index.js';

/** Favourites of listings. No foreign key to the listing (its table depends on the kind): a deleted listing stays in the list as 已失效. */
export const favouriteMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'favourites',
    up: /* sql */ `
CREATE TABLE favourites (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, kind, item_id)
);
CREATE INDEX favourites_item ON favourites(kind, item_id);
CREATE INDEX favourites_user_time ON favourites(user_id, created_at DESC);
`,
  },
];
