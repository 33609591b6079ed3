import type { Migration } from '../../db/index.js';

/**
 * The tour section's tables, versioned on their own (a shared runner applies every section's in order). `legacy`
 * is the global version that applied the same SQL before migrations were kept per section, so a database
 * migrated then is recognised. Never edit a released migration; add the next version instead.
 */
export const tourMigrations: readonly Migration[] = [
  {
    version: 1,
    legacy: 1,
    name: 'init',
    up: /* sql */ `
CREATE TABLE tours (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  jianjie TEXT NOT NULL,
  content TEXT NOT NULL,
  pic TEXT NOT NULL,
  address TEXT NOT NULL,
  price_cents INTEGER NOT NULL,
  days INTEGER NOT NULL,
  clickcount INTEGER NOT NULL DEFAULT 0,
  inputtime INTEGER NOT NULL
);

-- routes (kind r), scenery (s), media (m) and notices (n) of a tour
CREATE TABLE tour_items (
  id INTEGER PRIMARY KEY,
  tour_id INTEGER NOT NULL REFERENCES tours(id),
  kind TEXT NOT NULL CHECK (kind IN ('r', 's', 'm', 'n')),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  pic TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL,
  inputtime INTEGER NOT NULL
);
CREATE INDEX tour_items_tour ON tour_items(tour_id, kind, sort);
`,
  },
  // contact details
  {
    version: 2,
    legacy: 2,
    name: 'tour_contact',
    up: /* sql */ `
ALTER TABLE tours ADD COLUMN tel TEXT NOT NULL DEFAULT '';
ALTER TABLE tours ADD COLUMN opentime TEXT NOT NULL DEFAULT '';
`,
  },
  // settle-in (入驻): operators own their page; themes, region, A-level, the user-centre blocks (x-spec: inferred)
  {
    version: 3,
    name: 'tour_operators',
    up: /* sql */ `
CREATE TABLE tour_settlements (
  user_id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('scenic', 'agency')),
  name TEXT NOT NULL,
  licence TEXT NOT NULL,
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('waiting', 'approved', 'refused')),
  reason TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  reviewed_at INTEGER
);
CREATE INDEX tour_settlements_status ON tour_settlements(status, created_at);

ALTER TABLE tours ADD COLUMN user_id INTEGER;
ALTER TABLE tours ADD COLUMN city TEXT NOT NULL DEFAULT '';
ALTER TABLE tours ADD COLUMN level TEXT NOT NULL DEFAULT '';
ALTER TABLE tours ADD COLUMN introduce TEXT NOT NULL DEFAULT '';
ALTER TABLE tours ADD COLUMN futi TEXT NOT NULL DEFAULT '';
ALTER TABLE tours ADD COLUMN lat REAL;
ALTER TABLE tours ADD COLUMN lng REAL;
ALTER TABLE tours ADD COLUMN vr TEXT NOT NULL DEFAULT '';
ALTER TABLE tours ADD COLUMN updated_at INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX tours_user ON tours(user_id) WHERE user_id IS NOT NULL;
CREATE INDEX tours_city ON tours(city, inputtime);
CREATE INDEX tours_level ON tours(level, inputtime);

CREATE TABLE tour_themes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  sort INTEGER NOT NULL
);
CREATE TABLE tour_theme_links (
  tour_id INTEGER NOT NULL REFERENCES tours(id),
  theme_id INTEGER NOT NULL REFERENCES tour_themes(id),
  PRIMARY KEY (tour_id, theme_id)
);
CREATE INDEX tour_theme_links_theme ON tour_theme_links(theme_id, tour_id);
`,
  },
];
