import type { Migration } from '../../db/index.js';

/**
 * The vehicles-and-ships tables: one table for the six areas (a car leaves the ship columns empty and the
 * other way round). Prices in whole 元. Never edit a released migration; add the next version instead.
 */
export const carshipMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'carships',
    up: /* sql */ `
CREATE TABLE carships (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  area TEXT NOT NULL,
  tab TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  title TEXT NOT NULL,
  price INTEGER NOT NULL DEFAULT 0,
  deposit INTEGER NOT NULL DEFAULT 0,
  pickup TEXT NOT NULL DEFAULT '',
  brand TEXT NOT NULL DEFAULT '',
  series TEXT NOT NULL DEFAULT '',
  year INTEGER NOT NULL DEFAULT 0,
  mileage INTEGER NOT NULL DEFAULT 0,
  gearbox TEXT NOT NULL DEFAULT '',
  energy TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL DEFAULT '',
  ship_type TEXT NOT NULL DEFAULT '',
  tonnage INTEGER NOT NULL DEFAULT 0,
  length REAL NOT NULL DEFAULT 0,
  zone TEXT NOT NULL DEFAULT '',
  province TEXT NOT NULL,
  city TEXT NOT NULL,
  district TEXT NOT NULL,
  address TEXT NOT NULL,
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
-- the public list: one area and tab, online, newest first or by a sort / filter column
CREATE INDEX carships_list ON carships(area, tab, status, created_at DESC, id DESC);
CREATE INDEX carships_price ON carships(area, tab, status, price);
CREATE INDEX carships_year ON carships(area, tab, status, year);
CREATE INDEX carships_mileage ON carships(area, tab, status, mileage);
CREATE INDEX carships_brand ON carships(area, tab, status, brand, series);
CREATE INDEX carships_ship ON carships(area, tab, status, ship_type, tonnage);
CREATE INDEX carships_length ON carships(area, tab, status, length);
CREATE INDEX carships_owner ON carships(user_id, area, tab, status);

CREATE TABLE carship_images (
  carship_id INTEGER NOT NULL REFERENCES carships(id) ON DELETE CASCADE,
  sort INTEGER NOT NULL,
  image_id INTEGER NOT NULL REFERENCES images(id),
  PRIMARY KEY (carship_id, sort)
);
`,
  },
];
