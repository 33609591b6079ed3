import type { Migration } from '../../db/index.js';

/**
 * The market section's tables (x-spec inferred), versioned on their own. Never edit a released migration; add the
 * next version instead.
 */
export const marketMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'market_init',
    up: /* sql */ `
CREATE TABLE market_leibie (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  sort INTEGER NOT NULL
);

-- one application per member; approval creates the member's one company
CREATE TABLE market_settlements (
  user_id INTEGER PRIMARY KEY,
  shuxing INTEGER NOT NULL,
  name TEXT NOT NULL,
  leibie_id INTEGER NOT NULL REFERENCES market_leibie(id),
  city TEXT NOT NULL,
  licence TEXT NOT NULL,
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('waiting', 'approved', 'refused')),
  reason TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  reviewed_at INTEGER
);
CREATE INDEX market_settlements_status ON market_settlements(status, created_at);

CREATE TABLE market_companies (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE,
  name TEXT NOT NULL,
  shuxing INTEGER NOT NULL,
  leibie_id INTEGER NOT NULL REFERENCES market_leibie(id),
  city TEXT NOT NULL,
  address TEXT NOT NULL DEFAULT '',
  jianjie TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  logo TEXT NOT NULL DEFAULT '',
  licence TEXT NOT NULL DEFAULT '',
  video TEXT NOT NULL DEFAULT '',
  goods_count INTEGER NOT NULL DEFAULT 0,
  browse_count INTEGER NOT NULL DEFAULT 0,
  like_count INTEGER NOT NULL DEFAULT 0,
  follow_count INTEGER NOT NULL DEFAULT 0,
  inputtime INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX market_companies_new ON market_companies(inputtime DESC, id DESC);
CREATE INDEX market_companies_leibie ON market_companies(leibie_id, inputtime DESC);
CREATE INDEX market_companies_city ON market_companies(city, inputtime DESC);
CREATE INDEX market_companies_leibie_city ON market_companies(leibie_id, city, inputtime DESC);
CREATE INDEX market_companies_hot ON market_companies(browse_count DESC, id DESC);
CREATE INDEX market_companies_like ON market_companies(like_count DESC, id DESC);

CREATE TABLE market_goods (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES market_companies(id),
  title TEXT NOT NULL,
  price_cents INTEGER NOT NULL,
  unit TEXT NOT NULL,
  pics TEXT NOT NULL,
  content TEXT NOT NULL,
  inputtime INTEGER NOT NULL
);
CREATE INDEX market_goods_company ON market_goods(company_id, inputtime DESC);
CREATE INDEX market_goods_new ON market_goods(inputtime DESC, id DESC);

CREATE TABLE market_notices (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES market_companies(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  inputtime INTEGER NOT NULL
);
CREATE INDEX market_notices_company ON market_notices(company_id, inputtime DESC);

CREATE TABLE market_infos (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES market_companies(id),
  title TEXT NOT NULL,
  infotype TEXT NOT NULL,
  content TEXT NOT NULL,
  clickcount INTEGER NOT NULL DEFAULT 0,
  inputtime INTEGER NOT NULL
);
CREATE INDEX market_infos_company ON market_infos(company_id, inputtime DESC);
CREATE INDEX market_infos_type ON market_infos(infotype, inputtime DESC);

CREATE TABLE market_follows (
  company_id INTEGER NOT NULL REFERENCES market_companies(id),
  user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (company_id, user_id)
);
CREATE TABLE market_likes (
  company_id INTEGER NOT NULL REFERENCES market_companies(id),
  user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (company_id, user_id)
);
-- the latest visit of each logged-in visitor (访客记录)
CREATE TABLE market_visits (
  company_id INTEGER NOT NULL REFERENCES market_companies(id),
  user_id INTEGER NOT NULL,
  visits INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (company_id, user_id)
);
CREATE INDEX market_visits_latest ON market_visits(company_id, created_at DESC);

-- a sub-account is a member of its own (users row) acting for its owner's company
CREATE TABLE market_subaccounts (
  user_id INTEGER PRIMARY KEY,
  owner_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX market_subaccounts_owner ON market_subaccounts(owner_id, created_at DESC);

-- the development simulator of the cloud video service: its auth tokens and assets
CREATE TABLE market_vod_tokens (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE market_vod_assets (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('CREATED', 'UPLOADED', 'PUBLISHED')),
  upload_sig TEXT NOT NULL,
  file TEXT NOT NULL DEFAULT '',
  mime TEXT NOT NULL DEFAULT '',
  size INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
`,
  },
  {
    version: 2,
    name: 'market_company_list_plans',
    // The company list (companyList) on 100 000 companies: each sort has an index to walk over every company,
    // over one category and over one city, each carrying the other filters (category, city, company type) so a
    // walk checks them in the index, never in the rows; counts seek the filter indexes. bench/market.bench.mjs.
    up: /* sql */ `
DROP INDEX market_companies_new;
DROP INDEX market_companies_leibie;
DROP INDEX market_companies_city;
DROP INDEX market_companies_leibie_city;
DROP INDEX market_companies_hot;
DROP INDEX market_companies_like;
CREATE INDEX market_companies_by_new ON market_companies(inputtime DESC, id DESC, leibie_id, city, shuxing);
CREATE INDEX market_companies_by_hot ON market_companies(browse_count DESC, id DESC, leibie_id, city, shuxing);
CREATE INDEX market_companies_by_like ON market_companies(like_count DESC, id DESC, leibie_id, city, shuxing);
CREATE INDEX market_companies_leibie_by_new ON market_companies(leibie_id, inputtime DESC, id DESC, city, shuxing);
CREATE INDEX market_companies_leibie_by_hot ON market_companies(leibie_id, browse_count DESC, id DESC, city, shuxing);
CREATE INDEX market_companies_leibie_by_like ON market_companies(leibie_id, like_count DESC, id DESC, city, shuxing);
CREATE INDEX market_companies_city_by_new ON market_companies(city, inputtime DESC, id DESC, leibie_id, shuxing);
CREATE INDEX market_companies_city_by_hot ON market_companies(city, browse_count DESC, id DESC, leibie_id, shuxing);
CREATE INDEX market_companies_city_by_like ON market_companies(city, like_count DESC, id DESC, leibie_id, shuxing);
CREATE INDEX market_companies_filter ON market_companies(leibie_id, city, shuxing);
CREATE INDEX market_companies_city_filter ON market_companies(city, shuxing);
CREATE INDEX market_companies_shuxing ON market_companies(shuxing);
-- the index page's rankings (storeCompanyList, countryRencaiList), newest id last as their ORDER BY says
CREATE INDEX market_companies_by_goods ON market_companies(goods_count DESC, browse_count DESC);
CREATE INDEX market_companies_by_follows ON market_companies(follow_count DESC, browse_count DESC);
`,
  },
];
