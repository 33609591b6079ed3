import type { Migration } from '../../db/index.js';

/**
 * The housing section's tables. Money is whole 万元 (元 per month for rentals), as the contract says.
 * Never edit a released migration; add the next version instead.
 */
export const houseMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'houses',
    up: /* sql */ `
CREATE TABLE houses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  house_nav_id INTEGER NOT NULL,
  tab TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  title TEXT NOT NULL,
  province TEXT NOT NULL,
  city TEXT NOT NULL,
  district TEXT NOT NULL,
  address TEXT NOT NULL,
  total_price INTEGER NOT NULL DEFAULT 0,
  unit_price INTEGER NOT NULL DEFAULT 0,
  property_type TEXT NOT NULL,
  developers TEXT NOT NULL DEFAULT '',
  down_payment INTEGER NOT NULL DEFAULT 0,
  open_date TEXT NOT NULL DEFAULT '',
  delivery_date TEXT NOT NULL DEFAULT '',
  room TEXT NOT NULL DEFAULT '',
  rooms INTEGER NOT NULL DEFAULT 0,
  measure INTEGER NOT NULL DEFAULT 0,
  direction TEXT NOT NULL DEFAULT '',
  housetype TEXT NOT NULL DEFAULT '',
  floor_level TEXT NOT NULL DEFAULT '',
  build_year INTEGER NOT NULL DEFAULT 0,
  decoration TEXT NOT NULL DEFAULT '',
  layout TEXT NOT NULL DEFAULT '',
  tags TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  contact_name TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  lat REAL,
  lng REAL,
  clickcount INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
-- the public lists: one section and tab, online, newest first or by a sort column
CREATE INDEX houses_list ON houses(house_nav_id, tab, status, created_at DESC, id DESC);
CREATE INDEX houses_total ON houses(house_nav_id, tab, status, total_price);
CREATE INDEX houses_unit ON houses(house_nav_id, tab, status, unit_price);
CREATE INDEX houses_measure ON houses(house_nav_id, tab, status, measure);
CREATE INDEX houses_rooms ON houses(house_nav_id, tab, status, rooms);
CREATE INDEX houses_type ON houses(house_nav_id, tab, status, property_type);
CREATE INDEX houses_owner ON houses(user_id, house_nav_id, tab, status);

CREATE TABLE house_images (
  house_id INTEGER NOT NULL REFERENCES houses(id) ON DELETE CASCADE,
  sort INTEGER NOT NULL,
  image_id INTEGER NOT NULL REFERENCES images(id),
  PRIMARY KEY (house_id, sort)
);

CREATE TABLE house_floor_plans (
  id INTEGER PRIMARY KEY,
  house_id INTEGER NOT NULL REFERENCES houses(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  pic TEXT NOT NULL,
  room TEXT NOT NULL,
  measure INTEGER NOT NULL,
  direction TEXT NOT NULL,
  price INTEGER NOT NULL,
  description TEXT NOT NULL
);
CREATE INDEX house_floor_plans_house ON house_floor_plans(house_id);

CREATE TABLE house_news (
  id INTEGER PRIMARY KEY,
  house_id INTEGER NOT NULL REFERENCES houses(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX house_news_house ON house_news(house_id, created_at DESC);
`,
  },
  {
    version: 2,
    name: 'houses_list_covering',
    // A list asks for a count and one page: each sort gets an index that also holds the filter columns of the
    // bar's first rows, so counting, filtering and skipping to a page read the index only, never the rows.
    up: /* sql */ `
DROP INDEX houses_list;
DROP INDEX houses_total;
DROP INDEX houses_unit;
DROP INDEX houses_measure;
DROP INDEX houses_rooms;
DROP INDEX houses_type;
-- the filters' own seek: rooms and type are lists of equalities, then the price range
CREATE INDEX houses_filter ON houses(house_nav_id, tab, status, rooms, property_type, total_price, measure, unit_price, build_year, created_at, tags);
CREATE INDEX houses_by_newest ON houses(house_nav_id, tab, status, created_at DESC, id DESC, total_price, unit_price, measure, rooms, property_type, build_year, tags);
CREATE INDEX houses_by_total ON houses(house_nav_id, tab, status, total_price, unit_price, measure, rooms, property_type, build_year, created_at, tags);
CREATE INDEX houses_by_unit ON houses(house_nav_id, tab, status, unit_price, total_price, measure, rooms, property_type, build_year, created_at, tags);
CREATE INDEX houses_by_measure ON houses(house_nav_id, tab, status, measure, total_price, unit_price, rooms, property_type, build_year, created_at, tags);
`,
  },
];
