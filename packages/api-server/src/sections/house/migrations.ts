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
  {
    version: 3,
    name: 'house_counts',
    // A list's count read every match of its filters (about 80 ns each, thousands a query). The bar's first
    // rows (price, rooms, type) are counted ahead here, one row per price: a count sums tens of these.
    // 五室及以上 is rooms 5 and more: the band min(rooms, 5) makes every rooms option an equality.
    up: /* sql */ `
DROP INDEX houses_filter;
CREATE INDEX houses_filter ON houses(house_nav_id, tab, status, min(rooms, 5), property_type, total_price, measure, unit_price, build_year, created_at, tags);
CREATE TABLE house_counts (
  house_nav_id INTEGER NOT NULL,
  tab TEXT NOT NULL,
  room_band INTEGER NOT NULL,
  property_type TEXT NOT NULL,
  total_price INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (house_nav_id, tab, room_band, property_type, total_price)
) WITHOUT ROWID;
INSERT INTO house_counts
  SELECT house_nav_id, tab, min(rooms, 5), property_type, total_price, COUNT(*) FROM houses WHERE status = 1 GROUP BY 1, 2, 3, 4, 5;
CREATE TRIGGER house_counts_insert AFTER INSERT ON houses WHEN new.status = 1 BEGIN
  INSERT INTO house_counts VALUES (new.house_nav_id, new.tab, min(new.rooms, 5), new.property_type, new.total_price, 1)
    ON CONFLICT DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER house_counts_delete AFTER DELETE ON houses WHEN old.status = 1 BEGIN
  UPDATE house_counts SET n = n - 1
    WHERE house_nav_id = old.house_nav_id AND tab = old.tab AND room_band = min(old.rooms, 5) AND property_type = old.property_type AND total_price = old.total_price;
END;
CREATE TRIGGER house_counts_update AFTER UPDATE OF house_nav_id, tab, status, rooms, property_type, total_price ON houses BEGIN
  UPDATE house_counts SET n = n - 1
    WHERE old.status = 1 AND house_nav_id = old.house_nav_id AND tab = old.tab AND room_band = min(old.rooms, 5) AND property_type = old.property_type AND total_price = old.total_price;
  INSERT INTO house_counts SELECT new.house_nav_id, new.tab, min(new.rooms, 5), new.property_type, new.total_price, 1 WHERE new.status = 1
    ON CONFLICT DO UPDATE SET n = n + 1;
END;
`,
  },
];
