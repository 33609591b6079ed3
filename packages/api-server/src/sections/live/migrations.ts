import type { Migration } from '../../db/index.js';
import { listingDdl } from '../../http/defineListing.js';

/** The live section's tables, versioned on their own. Never edit a released migration; add the next one. */
export const liveMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'init',
    up: /* sql */ `
-- a provider's settlement (入驻); approved providers offer services, any member posts needs
CREATE TABLE live_providers (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  type TEXT NOT NULL CHECK (type IN ('individual', 'company')),
  name TEXT NOT NULL,
  category INTEGER NOT NULL,
  district TEXT NOT NULL,
  phone TEXT NOT NULL,
  jianjie TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('waiting', 'approved', 'refused')),
  reason TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  reviewed_at INTEGER
);
CREATE INDEX live_providers_status ON live_providers(status, created_at);
${listingDdl({
  table: 'live_items',
  pictures: { table: 'live_item_images', fk: 'item_id' },
  columns: [
    "kind TEXT NOT NULL CHECK (kind IN ('service', 'need'))",
    'category INTEGER NOT NULL',
    'price INTEGER NOT NULL DEFAULT 0',
    "price_unit TEXT NOT NULL DEFAULT '次'",
    "area TEXT NOT NULL DEFAULT ''",
    "provider TEXT NOT NULL DEFAULT ''",
  ],
})}
CREATE INDEX live_items_by_newest ON live_items(status, kind, created_at DESC, id DESC);
CREATE INDEX live_items_by_price ON live_items(status, kind, price, id DESC);
CREATE INDEX live_items_by_views ON live_items(status, kind, clickcount DESC, id DESC);
CREATE TABLE live_applications (
  id INTEGER PRIMARY KEY,
  item_id INTEGER NOT NULL REFERENCES live_items(id) ON DELETE CASCADE,
  applicant_id INTEGER NOT NULL REFERENCES users(id),
  owner_id INTEGER NOT NULL REFERENCES users(id),
  message TEXT NOT NULL,
  phone TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('unseen', 'seen')),
  created_at INTEGER NOT NULL,
  UNIQUE (item_id, applicant_id)
);
CREATE INDEX live_applications_owner ON live_applications(owner_id, state, created_at DESC);
CREATE INDEX live_applications_applicant ON live_applications(applicant_id, state, created_at DESC);
`,
  },
  {
    version: 2,
    name: 'live_applications_answered',
    // The owner accepts or declines an application (with a reason): SQLite cannot widen a CHECK, so the table
    // is built again with the new states and the answer's columns, its rows copied as they were.
    up: /* sql */ `
CREATE TABLE live_applications_v2 (
  id INTEGER PRIMARY KEY,
  item_id INTEGER NOT NULL REFERENCES live_items(id) ON DELETE CASCADE,
  applicant_id INTEGER NOT NULL REFERENCES users(id),
  owner_id INTEGER NOT NULL REFERENCES users(id),
  message TEXT NOT NULL,
  phone TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('unseen', 'seen', 'accepted', 'declined')),
  reason TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  answered_at INTEGER,
  UNIQUE (item_id, applicant_id)
);
INSERT INTO live_applications_v2 (id, item_id, applicant_id, owner_id, message, phone, state, created_at)
  SELECT id, item_id, applicant_id, owner_id, message, phone, state, created_at FROM live_applications;
DROP TABLE live_applications;
ALTER TABLE live_applications_v2 RENAME TO live_applications;
CREATE INDEX live_applications_owner ON live_applications(owner_id, state, created_at DESC);
CREATE INDEX live_applications_applicant ON live_applications(applicant_id, state, created_at DESC);
`,
  },
];
