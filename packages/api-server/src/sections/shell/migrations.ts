import type { Migration } from '../../db/index.js';

/**
 * The shell section's tables, versioned on their own (a shared runner applies every section's in order). `legacy`
 * is the global version that applied the same SQL before migrations were kept per section, so a database
 * migrated then is recognised. Never edit a released migration; add the next version instead.
 */
export const shellMigrations: readonly Migration[] = [
  // users and sessions, and the shell data: menus, categories, banners, app codes, ads, images, recommendations, regions, search index
  {
    version: 1,
    legacy: 1,
    name: 'init',
    up: /* sql */ `
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  nickname TEXT NOT NULL DEFAULT '',
  phone TEXT UNIQUE,
  avatar TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE sessions (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  scene TEXT NOT NULL CHECK (scene IN ('reg', 'forget')),
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sms_codes_phone ON sms_codes(phone, scene, created_at);

CREATE TABLE qr_logins (
  key TEXT PRIMARY KEY,
  status INTEGER NOT NULL DEFAULT 0,
  user_id INTEGER REFERENCES users(id),
  token TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- schools (stype 1) and guides/institutions (stype 2) share one shape; ids are per stype.

CREATE TABLE menus (
  id INTEGER PRIMARY KEY,
  menu_en TEXT NOT NULL UNIQUE,
  menu_cn TEXT NOT NULL,
  url TEXT NOT NULL,
  sort INTEGER NOT NULL
);

-- category tree: second-level menus (pid 0 under a menu) and their children; leibie = a menu's types.
CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  menu_id INTEGER NOT NULL REFERENCES menus(id),
  pid INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX categories_menu ON categories(menu_id, pid);

CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  belong_id INTEGER NOT NULL,
  style TEXT NOT NULL CHECK (style IN ('big', 'small')),
  type TEXT NOT NULL CHECK (type IN ('图片', '视频')),
  title TEXT NOT NULL,
  coverimg TEXT NOT NULL,
  titleshow INTEGER NOT NULL,
  titlepos TEXT NOT NULL,
  titlecolor TEXT NOT NULL,
  titlefont TEXT NOT NULL,
  jumplinktype INTEGER NOT NULL,
  jumplink TEXT NOT NULL,
  videoways INTEGER NOT NULL,
  videourl TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX banners_belong ON banners(belong_id, style, sort);

CREATE TABLE app_codes (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  mark TEXT NOT NULL,
  pic TEXT NOT NULL
);

CREATE TABLE module_ads (
  id INTEGER PRIMARY KEY,
  module TEXT NOT NULL,
  title TEXT NOT NULL,
  pic TEXT NOT NULL,
  url TEXT NOT NULL
);
CREATE INDEX module_ads_module ON module_ads(module);

CREATE TABLE images (
  id INTEGER PRIMARY KEY,
  url TEXT NOT NULL
);

CREATE TABLE tuijian_blocks (
  tplnum TEXT PRIMARY KEY,
  tpltitle TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE tuijian_items (
  id INTEGER PRIMARY KEY,
  tplnum TEXT NOT NULL REFERENCES tuijian_blocks(tplnum),
  title TEXT NOT NULL,
  jianjie TEXT NOT NULL,
  pic TEXT NOT NULL,
  url TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE regions (
  code TEXT PRIMARY KEY,
  pid TEXT NOT NULL,
  name TEXT NOT NULL
);
CREATE INDEX regions_pid ON regions(pid);

CREATE TABLE search_index (
  id INTEGER PRIMARY KEY,
  ref_id INTEGER NOT NULL,
  menu_en TEXT NOT NULL,
  menu_cn TEXT NOT NULL,
  title TEXT NOT NULL,
  jianjie TEXT NOT NULL,
  pic TEXT NOT NULL,
  url TEXT NOT NULL,
  inputtime INTEGER NOT NULL
);
`,
  },
  // a renewed session remembers its successor, so parallel requests near expiry share one newtoken
  {
    version: 2,
    legacy: 3,
    name: 'session_renewal',
    up: /* sql */ `
ALTER TABLE sessions ADD COLUMN renewed_token TEXT;
`,
  },
  // failed SMS-code attempts are counted; a session remembers the first token of its renewal chain (family)
  {
    version: 3,
    legacy: 4,
    name: 'hardening',
    up: /* sql */ `
ALTER TABLE sms_codes ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN family TEXT;
WITH RECURSIVE chain(token, root) AS (
  SELECT token, token FROM sessions
    WHERE token NOT IN (SELECT renewed_token FROM sessions WHERE renewed_token IS NOT NULL)
  UNION
  SELECT s.renewed_token, c.root FROM sessions s JOIN chain c ON s.token = c.token WHERE s.renewed_token IS NOT NULL
)
UPDATE sessions SET family = (SELECT root FROM chain WHERE chain.token = sessions.token);
CREATE INDEX sessions_family ON sessions(family);
`,
  },
  // one search index over every section (http/search.ts): documents, their FTS5 tokens, rows changed since the
  // last flush (marked by triggers written from the sections' descriptions) and the descriptions' signature
  {
    version: 4,
    name: 'search_index_fts',
    up: /* sql */ `
DROP TABLE search_index;
CREATE TABLE search_docs (
  id INTEGER PRIMARY KEY,
  source TEXT NOT NULL,
  ref_id INTEGER NOT NULL,
  channel TEXT NOT NULL,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  pic TEXT NOT NULL,
  url TEXT NOT NULL,
  time INTEGER NOT NULL,
  UNIQUE (source, ref_id)
);
CREATE VIRTUAL TABLE search_fts USING fts5(title, words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0');
CREATE TABLE search_dirty (
  source TEXT NOT NULL,
  ref_id INTEGER NOT NULL,
  PRIMARY KEY (source, ref_id)
) WITHOUT ROWID;
CREATE TABLE search_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`,
  },
];
