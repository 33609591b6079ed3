import type { Migration } from '../../db/index.js';

/**
 * The daohang section's tables, versioned on their own (a shared runner applies every section's in order). `legacy`
 * is the global version that applied the same SQL before migrations were kept per section, so a database
 * migrated then is recognised. Never edit a released migration; add the next version instead.
 */
export const daohangMigrations: readonly Migration[] = [
  {
    version: 1,
    legacy: 1,
    name: 'init',
    up: /* sql */ `
CREATE TABLE daohang_categories (
  id INTEGER PRIMARY KEY,
  pid INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
`,
  },
  // the directory's sites (listed, and members' applications waiting or refused), adverts and click counts (x-spec: inferred)
  {
    version: 2,
    name: 'daohang_sites',
    up: /* sql */ `
CREATE TABLE daohang_sites (
  id INTEGER PRIMARY KEY,
  cid INTEGER NOT NULL REFERENCES daohang_categories(id),
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  -- the real address a seeded demo site stands for (shown on its demo page; '' for members' sites)
  homepage TEXT NOT NULL DEFAULT '',
  logo TEXT NOT NULL DEFAULT '',
  jianjie TEXT NOT NULL DEFAULT '',
  clicks INTEGER NOT NULL DEFAULT 0,
  top INTEGER NOT NULL DEFAULT 0,
  user_id INTEGER,
  status TEXT NOT NULL CHECK (status IN ('waiting', 'listed', 'refused')),
  reason TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  reviewed_at INTEGER
);
CREATE INDEX daohang_sites_cid ON daohang_sites(cid, status, clicks);
CREATE INDEX daohang_sites_top ON daohang_sites(top, status, clicks);
CREATE INDEX daohang_sites_user ON daohang_sites(user_id, created_at);
CREATE INDEX daohang_sites_waiting ON daohang_sites(status, created_at);

-- page 'index' (the directory home) or 'cate' (a first-level category's pages; cid 0 = every category)
CREATE TABLE daohang_ads (
  id INTEGER PRIMARY KEY,
  page TEXT NOT NULL CHECK (page IN ('index', 'cate')),
  cid INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  pic TEXT NOT NULL,
  url TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX daohang_ads_page ON daohang_ads(page, cid, sort);
`,
  },
];
