import type { Migration } from '../../db/index.js';

/**
 * Idle goods: members registered as a user type, their items (prices in 分) and who asked about them.
 * `user_type` is copied onto the items so the seller-type filter is an indexed column, not a join.
 * Status 1 在售, 0 已下架, 2 已售出, -1 deleted (kept for the connects that name it, never shown).
 */
export const idleMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'idle',
    up: /* sql */ `
CREATE TABLE idle_users (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  intro TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE idle_items (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  user_type TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  category INTEGER NOT NULL,
  title TEXT NOT NULL,
  price INTEGER NOT NULL DEFAULT 0,
  original_price INTEGER NOT NULL DEFAULT 0,
  condition TEXT NOT NULL,
  trade TEXT NOT NULL,
  province TEXT NOT NULL,
  city TEXT NOT NULL,
  district TEXT NOT NULL,
  address TEXT NOT NULL DEFAULT '',
  tags TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  contact_name TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  lat REAL,
  lng REAL,
  wants INTEGER NOT NULL DEFAULT 0,
  clickcount INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
-- the public list: on sale, newest first or by price, optionally one category, one city, one filter column
CREATE INDEX idle_items_list ON idle_items(status, created_at DESC, id DESC);
CREATE INDEX idle_items_price ON idle_items(status, price, id);
CREATE INDEX idle_items_category ON idle_items(status, category, created_at DESC, id DESC);
CREATE INDEX idle_items_category_price ON idle_items(status, category, price, id);
CREATE INDEX idle_items_city ON idle_items(status, city, created_at DESC, id DESC);
CREATE INDEX idle_items_condition ON idle_items(status, condition, created_at DESC);
CREATE INDEX idle_items_trade ON idle_items(status, trade, created_at DESC);
CREATE INDEX idle_items_user_type ON idle_items(status, user_type, created_at DESC);
CREATE INDEX idle_items_owner ON idle_items(user_id, status, updated_at DESC);

CREATE TABLE idle_images (
  idle_id INTEGER NOT NULL REFERENCES idle_items(id) ON DELETE CASCADE,
  sort INTEGER NOT NULL,
  image_id INTEGER NOT NULL REFERENCES images(id),
  PRIMARY KEY (idle_id, sort)
);

-- 想要: one row per member and item (asking again updates it)
CREATE TABLE idle_connects (
  id INTEGER PRIMARY KEY,
  item_id INTEGER NOT NULL REFERENCES idle_items(id) ON DELETE CASCADE,
  seller_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  message TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  UNIQUE (item_id, user_id)
);
CREATE INDEX idle_connects_item ON idle_connects(item_id, created_at DESC);
CREATE INDEX idle_connects_seller ON idle_connects(seller_id, created_at DESC);
`,
  },
  {
    version: 2,
    name: 'idle_items_list_covering',
    // A list asks for a count and one page. The old indexes held one filter column each and no sort after the
    // filters, so a category + condition + price query read whole rows and sorted thousands of them. Now one
    // index seeks the filters and one per sort (with and without a category) holds every filter column, so
    // counting, filtering and skipping to a page read index entries only.
    up: /* sql */ `
DROP INDEX idle_items_list;
DROP INDEX idle_items_price;
DROP INDEX idle_items_category;
DROP INDEX idle_items_category_price;
DROP INDEX idle_items_city;
DROP INDEX idle_items_condition;
DROP INDEX idle_items_trade;
DROP INDEX idle_items_user_type;
CREATE INDEX idle_items_filter ON idle_items(status, category, condition, price, user_type, city, trade, created_at);
CREATE INDEX idle_items_by_newest ON idle_items(status, category, created_at DESC, id DESC, condition, price, user_type, city, trade);
CREATE INDEX idle_items_by_price ON idle_items(status, category, price, condition, user_type, city, trade, created_at);
CREATE INDEX idle_items_all_by_newest ON idle_items(status, created_at DESC, id DESC, category, condition, price, user_type, city, trade);
CREATE INDEX idle_items_all_by_price ON idle_items(status, price, category, condition, user_type, city, trade, created_at);
ANALYZE idle_items;
`,
  },
  {
    version: 3,
    name: 'idle_items_same_city',
    // 同城 (same city) seeks the city before the condition and price: with the city last among the filter
    // index's columns, a count in a small city read every entry of the condition and price range.
    up: /* sql */ `
CREATE INDEX idle_items_city_filter ON idle_items(status, category, city, condition, price, user_type, trade, created_at);
ANALYZE idle_items;
`,
  },
];
