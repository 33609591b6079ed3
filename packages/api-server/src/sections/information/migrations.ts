import type { Migration } from '../../db/index.js';

/** The information section's tables, versioned on their own. Never edit a released migration; add the next one. */
export const informationMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'init',
    up: /* sql */ `
CREATE TABLE information_settlements (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  name TEXT NOT NULL,
  jianjie TEXT NOT NULL,
  logo TEXT NOT NULL,
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('waiting', 'approved', 'refused')),
  reason TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  reviewed_at INTEGER
);
CREATE INDEX information_settlements_status ON information_settlements(status, created_at);

-- an approved publisher's page (created by the review)
CREATE TABLE information_publishers (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
  name TEXT NOT NULL,
  jianjie TEXT NOT NULL,
  logo TEXT NOT NULL,
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE information_modules (
  id INTEGER PRIMARY KEY,
  publisher_id INTEGER NOT NULL REFERENCES information_publishers(id),
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  UNIQUE (publisher_id, name)
);

CREATE TABLE information_services (
  id INTEGER PRIMARY KEY,
  publisher_id INTEGER NOT NULL REFERENCES information_publishers(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  price TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX information_services_publisher ON information_services(publisher_id, id);

CREATE TABLE information_articles (
  id INTEGER PRIMARY KEY,
  publisher_id INTEGER NOT NULL REFERENCES information_publishers(id),
  module_id INTEGER NOT NULL REFERENCES information_modules(id),
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  cover TEXT NOT NULL,
  content TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('draft', 'published', 'down')),
  clickcount INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  published_at INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
CREATE INDEX information_articles_public ON information_articles(status, published_at);
CREATE INDEX information_articles_hot ON information_articles(status, clickcount);
CREATE INDEX information_articles_module ON information_articles(module_id, status, published_at);
CREATE INDEX information_articles_publisher ON information_articles(publisher_id, status, updated_at);
`,
  },
];
