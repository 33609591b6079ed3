import type { Migration } from '../../db/index.js';

/**
 * Logistics: items of every board in one table (origin in province/city/district, destination in to_*),
 * companies (one per member) with news, a member's logistics profile, contacts on items and in-site
 * messages. Prices in cents. Never edit a released migration; add the next version instead.
 */
export const logisticsMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'logistics',
    up: /* sql */ `
CREATE TABLE logistics_companies (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  business TEXT NOT NULL DEFAULT '',
  intro TEXT NOT NULL DEFAULT '',
  province TEXT NOT NULL,
  city TEXT NOT NULL,
  address TEXT NOT NULL DEFAULT '',
  contact_name TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE logistics_items (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  company_id INTEGER REFERENCES logistics_companies(id) ON DELETE SET NULL,
  sn TEXT NOT NULL,
  tab TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  title TEXT NOT NULL,
  province TEXT NOT NULL,
  city TEXT NOT NULL,
  district TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  to_province TEXT NOT NULL,
  to_city TEXT NOT NULL,
  to_district TEXT NOT NULL DEFAULT '',
  vehicle_type TEXT NOT NULL DEFAULT '',
  vehicle_length REAL NOT NULL DEFAULT 0,
  weight REAL NOT NULL DEFAULT 0,
  price_cents INTEGER NOT NULL DEFAULT 0,
  price_unit TEXT NOT NULL DEFAULT '车',
  load_date TEXT NOT NULL DEFAULT '',
  tags TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  contact_name TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  lat REAL,
  lng REAL,
  clickcount INTEGER NOT NULL DEFAULT 0,
  sharecount INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
-- the public list: one board and tab, online, newest first (a refresh moves created_at), or by a route / filter column
CREATE INDEX logistics_items_list ON logistics_items(sn, tab, status, created_at DESC, id DESC);
CREATE INDEX logistics_items_route ON logistics_items(sn, tab, status, city, to_city, created_at DESC);
CREATE INDEX logistics_items_to ON logistics_items(sn, tab, status, to_city, created_at DESC);
CREATE INDEX logistics_items_from_province ON logistics_items(sn, tab, status, province, to_province);
CREATE INDEX logistics_items_vtype ON logistics_items(sn, tab, status, vehicle_type, created_at DESC);
CREATE INDEX logistics_items_length ON logistics_items(sn, tab, status, vehicle_length);
CREATE INDEX logistics_items_weight ON logistics_items(sn, tab, status, weight);
CREATE INDEX logistics_items_date ON logistics_items(sn, tab, status, load_date);
CREATE INDEX logistics_items_price ON logistics_items(sn, tab, status, price_cents);
CREATE INDEX logistics_items_company ON logistics_items(company_id, status, created_at DESC);
CREATE INDEX logistics_items_owner ON logistics_items(user_id, status, updated_at DESC);

CREATE TABLE logistics_images (
  item_id INTEGER NOT NULL REFERENCES logistics_items(id) ON DELETE CASCADE,
  sort INTEGER NOT NULL,
  image_id INTEGER NOT NULL REFERENCES images(id),
  PRIMARY KEY (item_id, sort)
);

CREATE TABLE logistics_news (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES logistics_companies(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  clickcount INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX logistics_news_company ON logistics_news(company_id, created_at DESC, id DESC);
CREATE INDEX logistics_news_recent ON logistics_news(created_at DESC, id DESC);

CREATE TABLE logistics_profiles (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  role TEXT NOT NULL,
  realname TEXT NOT NULL,
  phone TEXT NOT NULL,
  city TEXT NOT NULL DEFAULT '',
  intro TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- a member asking about an item (查看电话 / 留言); the item's owner sees it and marks it handled
CREATE TABLE logistics_connects (
  id INTEGER PRIMARY KEY,
  item_id INTEGER NOT NULL REFERENCES logistics_items(id) ON DELETE CASCADE,
  owner_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content TEXT NOT NULL DEFAULT '',
  handled INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX logistics_connects_owner ON logistics_connects(owner_id, handled, created_at DESC);
CREATE INDEX logistics_connects_user ON logistics_connects(user_id, created_at DESC);

CREATE TABLE logistics_messages (
  id INTEGER PRIMARY KEY,
  from_user INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  to_user INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX logistics_messages_to ON logistics_messages(to_user, read, created_at DESC);
CREATE INDEX logistics_messages_from ON logistics_messages(from_user, created_at DESC);
`,
  },
  {
    version: 2,
    name: 'logistics_items_list_covering',
    // A list asks for a count and one page. The old indexes held one filter column each, so a route + vehicle +
    // weight query read whole rows and sorted them all. Now the filters' seeks and each sort's index hold every
    // filter column: counting, filtering and skipping to a page read index entries only.
    up: /* sql */ `
DROP INDEX logistics_items_list;
DROP INDEX logistics_items_route;
DROP INDEX logistics_items_to;
DROP INDEX logistics_items_from_province;
DROP INDEX logistics_items_vtype;
DROP INDEX logistics_items_length;
DROP INDEX logistics_items_weight;
DROP INDEX logistics_items_date;
DROP INDEX logistics_items_price;
-- the filters' seeks: by destination (then vehicle), or by vehicle when no destination is chosen
CREATE INDEX logistics_items_route ON logistics_items(sn, tab, status, to_province, to_city, vehicle_type, vehicle_length, weight, load_date, price_cents, province, city, created_at);
CREATE INDEX logistics_items_vehicle ON logistics_items(sn, tab, status, vehicle_type, vehicle_length, weight, to_province, to_city, load_date, price_cents, province, city, created_at);
-- one per sort that an index can hold, with every filter column
CREATE INDEX logistics_items_by_newest ON logistics_items(sn, tab, status, created_at DESC, id DESC, to_province, to_city, vehicle_type, vehicle_length, weight, load_date, price_cents, province, city);
CREATE INDEX logistics_items_by_price ON logistics_items(sn, tab, status, price_cents, to_province, to_city, vehicle_type, vehicle_length, weight, load_date, province, city, created_at);
CREATE INDEX logistics_items_by_weight ON logistics_items(sn, tab, status, weight, to_province, to_city, vehicle_type, vehicle_length, load_date, price_cents, province, city, created_at);
ANALYZE logistics_items;
`,
  },
  {
    version: 3,
    name: 'logistics_items_city_seeks',
    // A destination city without its province, or an origin city, had no seek: such a count read the board's
    // whole weight range (0.4–0.7 ms on 100 000 items, a third of that with these).
    up: /* sql */ `
CREATE INDEX logistics_items_to_city ON logistics_items(sn, tab, status, to_city, vehicle_type, vehicle_length, weight, load_date, price_cents, province, city, created_at);
CREATE INDEX logistics_items_from_city ON logistics_items(sn, tab, status, city, to_province, to_city, vehicle_type, vehicle_length, weight, load_date, price_cents, province, created_at);
ANALYZE logistics_items;
`,
  },
  {
    version: 4,
    name: 'logistics_items_place_then_weight',
    // A place chosen and a weight range: the seeks held vehicle columns between the place and the weight, so a
    // count read every item to that place and tested its weight. The weight now follows the place (a range
    // right after the equalities is a seek), and a province alone has its own; counts cost 40 % less.
    up: /* sql */ `
DROP INDEX logistics_items_route;
DROP INDEX logistics_items_to_city;
DROP INDEX logistics_items_from_city;
CREATE INDEX logistics_items_route ON logistics_items(sn, tab, status, to_province, to_city, weight, vehicle_type, vehicle_length, load_date, price_cents, province, city, created_at);
CREATE INDEX logistics_items_to_province ON logistics_items(sn, tab, status, to_province, weight, to_city, vehicle_type, vehicle_length, load_date, price_cents, province, city, created_at);
CREATE INDEX logistics_items_to_city ON logistics_items(sn, tab, status, to_city, weight, to_province, vehicle_type, vehicle_length, load_date, price_cents, province, city, created_at);
CREATE INDEX logistics_items_from_city ON logistics_items(sn, tab, status, city, weight, to_province, to_city, vehicle_type, vehicle_length, load_date, price_cents, province, created_at);
ANALYZE logistics_items;
`,
  },
];
