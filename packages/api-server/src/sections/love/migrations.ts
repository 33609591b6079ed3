import type { Migration } from '../../db/index.js';

/** The love section's tables, versioned on their own. Never edit a released migration; add the next version. */
export const loveMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'init',
    up: /* sql */ `
-- one dating profile per member; phone and wechat are shown only after both sides agreed (love_contacts)
CREATE TABLE love_profiles (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  nickname TEXT NOT NULL,
  sex TEXT NOT NULL CHECK (sex IN ('m', 'f')),
  birth_year INTEGER NOT NULL,
  height INTEGER NOT NULL,
  education INTEGER NOT NULL,
  income INTEGER NOT NULL,
  marital INTEGER NOT NULL,
  city TEXT NOT NULL,
  occupation TEXT NOT NULL DEFAULT '',
  intro TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL,
  wechat TEXT NOT NULL DEFAULT '',
  photo TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  active_at INTEGER NOT NULL
);
CREATE INDEX love_profiles_sex_new ON love_profiles(sex, created_at);
CREATE INDEX love_profiles_sex_active ON love_profiles(sex, active_at);
CREATE INDEX love_profiles_new ON love_profiles(created_at);
CREATE INDEX love_profiles_active ON love_profiles(active_at);

CREATE TABLE love_photos (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  url TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX love_photos_user ON love_photos(user_id, id);

CREATE TABLE love_ideals (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  age_min INTEGER NOT NULL, age_max INTEGER NOT NULL, height_min INTEGER NOT NULL, height_max INTEGER NOT NULL,
  education INTEGER NOT NULL, income INTEGER NOT NULL, marital INTEGER NOT NULL, city TEXT NOT NULL, note TEXT NOT NULL
);

CREATE TABLE love_follows (
  user_id INTEGER NOT NULL, target_id INTEGER NOT NULL, created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, target_id)
);
CREATE INDEX love_follows_target ON love_follows(target_id, created_at);

CREATE TABLE love_blocks (
  user_id INTEGER NOT NULL, target_id INTEGER NOT NULL, created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, target_id)
);
CREATE INDEX love_blocks_target ON love_blocks(target_id);

CREATE TABLE love_visits (
  user_id INTEGER NOT NULL, visitor_id INTEGER NOT NULL, at INTEGER NOT NULL,
  PRIMARY KEY (user_id, visitor_id)
);

-- one request per pair and direction; state waiting → accepted | refused, once
CREATE TABLE love_contacts (
  id INTEGER PRIMARY KEY,
  from_id INTEGER NOT NULL, to_id INTEGER NOT NULL,
  message TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('waiting', 'accepted', 'refused')),
  created_at INTEGER NOT NULL, answered_at INTEGER,
  UNIQUE (from_id, to_id)
);
CREATE INDEX love_contacts_to ON love_contacts(to_id, created_at);

CREATE TABLE love_gifts (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, pic TEXT NOT NULL, price_cents INTEGER NOT NULL, sort INTEGER NOT NULL
);

CREATE TABLE love_memberships (
  user_id INTEGER PRIMARY KEY, level INTEGER NOT NULL, end_at INTEGER NOT NULL
);

-- gift and membership orders, paid through the shared payment simulator
CREATE TABLE love_orders (
  order_number TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('gift', 'membership')),
  target_id INTEGER, gift_id INTEGER, number INTEGER NOT NULL DEFAULT 1,
  level INTEGER, months INTEGER,
  amount_cents INTEGER NOT NULL,
  trade_state TEXT NOT NULL CHECK (trade_state IN ('SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'PAYERROR')),
  idempotency_key TEXT,
  created_at INTEGER NOT NULL, paid_at INTEGER
);
CREATE UNIQUE INDEX love_orders_key ON love_orders(user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX love_orders_user ON love_orders(user_id, created_at);
CREATE INDEX love_orders_target ON love_orders(target_id, trade_state, paid_at);
CREATE INDEX love_orders_open ON love_orders(trade_state, created_at);
`,
  },
  // introducers (红娘): their profiles, the members who chose them, suggested matches and the fee of each accepted one
  {
    version: 2,
    name: 'introducers',
    up: /* sql */ `
CREATE TABLE love_introducers (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  name TEXT NOT NULL, photo TEXT NOT NULL DEFAULT '', years INTEGER NOT NULL, fee_cents INTEGER NOT NULL, intro TEXT NOT NULL,
  rating_sum INTEGER NOT NULL DEFAULT 0, rating_count INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
);
CREATE TABLE love_clients (
  user_id INTEGER PRIMARY KEY, introducer_id INTEGER NOT NULL, created_at INTEGER NOT NULL
);
CREATE INDEX love_clients_introducer ON love_clients(introducer_id, created_at);
CREATE TABLE love_suggestions (
  id INTEGER PRIMARY KEY,
  introducer_id INTEGER NOT NULL, member_id INTEGER NOT NULL, target_id INTEGER NOT NULL,
  note TEXT NOT NULL, appointment TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('waiting', 'accepted', 'refused')),
  fee_cents INTEGER NOT NULL, created_at INTEGER NOT NULL, answered_at INTEGER
);
CREATE INDEX love_suggestions_introducer ON love_suggestions(introducer_id, created_at);
CREATE INDEX love_suggestions_member ON love_suggestions(member_id, created_at);
`,
  },
  // the member search on 100 000 profiles: covering indexes for its plans (walk a sort, seek the filters, the
  // members on top of the list); top_until is the end of a 黄金/钻石 membership, kept with the membership
  {
    version: 3,
    name: 'search-indexes',
    up: /* sql */ `
-- has_photo follows photo (a generated column would not be read from a covering index)
ALTER TABLE love_profiles ADD COLUMN has_photo INTEGER NOT NULL DEFAULT 0;
UPDATE love_profiles SET has_photo = photo != '';
CREATE TRIGGER love_profiles_photo_insert AFTER INSERT ON love_profiles WHEN NEW.has_photo != (NEW.photo != '')
BEGIN UPDATE love_profiles SET has_photo = NEW.photo != '' WHERE user_id = NEW.user_id; END;
CREATE TRIGGER love_profiles_photo_update AFTER UPDATE OF photo ON love_profiles WHEN NEW.has_photo != (NEW.photo != '')
BEGIN UPDATE love_profiles SET has_photo = NEW.photo != '' WHERE user_id = NEW.user_id; END;
ALTER TABLE love_profiles ADD COLUMN top_until INTEGER NOT NULL DEFAULT 0;
UPDATE love_profiles SET top_until = COALESCE((SELECT m.end_at FROM love_memberships m WHERE m.user_id = love_profiles.user_id AND m.level >= 2), 0);
DROP INDEX love_profiles_sex_new;
DROP INDEX love_profiles_sex_active;
DROP INDEX love_profiles_new;
DROP INDEX love_profiles_active;
CREATE INDEX love_walk_sex_new ON love_profiles(sex, created_at DESC, user_id DESC, top_until, birth_year, height, education, income, marital, city, has_photo);
CREATE INDEX love_walk_sex_active ON love_profiles(sex, active_at DESC, user_id DESC, top_until, birth_year, height, education, income, marital, city, has_photo);
CREATE INDEX love_walk_new ON love_profiles(created_at DESC, user_id DESC, top_until, sex, birth_year, height, education, income, marital, city, has_photo);
CREATE INDEX love_walk_active ON love_profiles(active_at DESC, user_id DESC, top_until, sex, birth_year, height, education, income, marital, city, has_photo);
CREATE INDEX love_seek_age ON love_profiles(sex, birth_year, height, education, income, marital, city, has_photo, top_until, created_at, active_at);
CREATE INDEX love_seek_city ON love_profiles(city, sex, birth_year, height, education, income, marital, has_photo, top_until, created_at, active_at);
-- moves with every change of the search's and the cards' columns: the counter's arrays (counter.ts) know when to reload
CREATE TABLE love_meta (profiles INTEGER NOT NULL, active INTEGER NOT NULL);
INSERT INTO love_meta (profiles, active) VALUES (0, 0);
CREATE TRIGGER love_meta_active AFTER UPDATE OF active_at ON love_profiles BEGIN UPDATE love_meta SET active = active + 1; END;
CREATE TRIGGER love_meta_insert AFTER INSERT ON love_profiles BEGIN UPDATE love_meta SET profiles = profiles + 1; END;
CREATE TRIGGER love_meta_delete AFTER DELETE ON love_profiles BEGIN UPDATE love_meta SET profiles = profiles + 1; END;
CREATE TRIGGER love_meta_update AFTER UPDATE OF sex, birth_year, height, education, income, marital, city, has_photo, nickname, photo, intro, top_until ON love_profiles
BEGIN UPDATE love_meta SET profiles = profiles + 1; END;
CREATE INDEX love_top ON love_profiles(sex, birth_year, height, education, income, marital, city, has_photo, top_until, created_at, active_at) WHERE top_until > 0;
`,
  },
];
