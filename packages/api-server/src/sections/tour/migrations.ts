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
];
