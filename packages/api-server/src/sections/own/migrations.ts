import type { Migration } from '../../db/index.js';

/** The own section's tables, versioned on their own. Never edit a released migration; add the next one. */
export const ownMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'init',
    up: /* sql */ `
CREATE TABLE own_settlements (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  name TEXT NOT NULL,
  category TEXT NOT NULL,
  district TEXT NOT NULL,
  jianjie TEXT NOT NULL,
  avatar TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('waiting', 'approved', 'refused')),
  reason TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  reviewed_at INTEGER
);
CREATE INDEX own_settlements_status ON own_settlements(status, created_at);

-- an approved member's page (created by the review)
CREATE TABLE own_pages (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
  name TEXT NOT NULL,
  category TEXT NOT NULL,
  district TEXT NOT NULL,
  jianjie TEXT NOT NULL,
  avatar TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX own_pages_category ON own_pages(category, updated_at);
CREATE INDEX own_pages_district ON own_pages(district, updated_at);

-- pics: comma-separated ids of the member's pictures (images), in gallery order
CREATE TABLE own_posts (
  id INTEGER PRIMARY KEY,
  page_id INTEGER NOT NULL REFERENCES own_pages(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  pics TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('draft', 'published', 'down')),
  clickcount INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  published_at INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
CREATE INDEX own_posts_page ON own_posts(page_id, status, published_at);
CREATE INDEX own_posts_public ON own_posts(status, published_at);
`,
  },
];
