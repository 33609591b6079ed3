import type { Migration } from '../../db/index.js';
import { listingDdl } from '../../http/defineListing.js';

/** The talents section's tables, versioned on their own. Never edit a released migration; add the next one. */
export const talentMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'init',
    up: /* sql */ `
-- a recruiter's settlement (入驻); the review creates the company
CREATE TABLE talent_settlements (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  name TEXT NOT NULL,
  industry INTEGER NOT NULL,
  city TEXT NOT NULL,
  scale TEXT NOT NULL,
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  jianjie TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('waiting', 'approved', 'refused')),
  reason TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  reviewed_at INTEGER
);
CREATE INDEX talent_settlements_status ON talent_settlements(status, created_at);
CREATE TABLE talent_companies (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
  name TEXT NOT NULL,
  industry INTEGER NOT NULL,
  city TEXT NOT NULL,
  scale TEXT NOT NULL,
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  jianjie TEXT NOT NULL,
  logo TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
${listingDdl({
  table: 'talent_positions',
  pictures: { table: 'talent_position_images', fk: 'position_id' },
  columns: [
    'company_id INTEGER NOT NULL REFERENCES talent_companies(id)',
    "company_name TEXT NOT NULL DEFAULT ''",
    'industry INTEGER NOT NULL',
    'salary_min INTEGER NOT NULL',
    'salary_max INTEGER NOT NULL',
    'experience INTEGER NOT NULL',
    'education INTEGER NOT NULL',
    'jobtype INTEGER NOT NULL',
    'headcount INTEGER NOT NULL DEFAULT 1',
    "requirements TEXT NOT NULL DEFAULT ''",
  ],
})}
CREATE INDEX talent_positions_by_newest ON talent_positions(status, created_at DESC, id DESC);
CREATE INDEX talent_positions_by_pay ON talent_positions(status, salary_max DESC, id DESC);
CREATE INDEX talent_positions_city ON talent_positions(status, city, created_at DESC, id DESC);
CREATE INDEX talent_positions_company ON talent_positions(company_id, status, created_at DESC);
-- one résumé per member; public: its summary is listed
CREATE TABLE talent_resumes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
  name TEXT NOT NULL,
  gender TEXT NOT NULL,
  birth_year INTEGER NOT NULL,
  phone TEXT NOT NULL,
  city TEXT NOT NULL,
  education INTEGER NOT NULL,
  experience INTEGER NOT NULL,
  industry INTEGER NOT NULL,
  job_title TEXT NOT NULL,
  salary INTEGER NOT NULL,
  summary TEXT NOT NULL,
  public INTEGER NOT NULL DEFAULT 1,
  content TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX talent_resumes_public ON talent_resumes(public, updated_at DESC);
CREATE TABLE talent_entries (
  id INTEGER PRIMARY KEY,
  resume_id INTEGER NOT NULL REFERENCES talent_resumes(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('work', 'school')),
  org TEXT NOT NULL,
  title TEXT NOT NULL,
  start TEXT NOT NULL,
  end TEXT NOT NULL DEFAULT '',
  note TEXT NOT NULL DEFAULT ''
);
CREATE INDEX talent_entries_resume ON talent_entries(resume_id, kind, start DESC);
CREATE TABLE talent_applications (
  id INTEGER PRIMARY KEY,
  position_id INTEGER NOT NULL REFERENCES talent_positions(id) ON DELETE CASCADE,
  resume_id INTEGER NOT NULL REFERENCES talent_resumes(id),
  seeker_id INTEGER NOT NULL REFERENCES users(id),
  recruiter_id INTEGER NOT NULL REFERENCES users(id),
  state TEXT NOT NULL CHECK (state IN ('unseen', 'seen', 'invited', 'rejected')),
  reason TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (position_id, seeker_id)
);
CREATE INDEX talent_applications_seeker ON talent_applications(seeker_id, state, created_at DESC);
CREATE INDEX talent_applications_recruiter ON talent_applications(recruiter_id, state, created_at DESC);
CREATE TABLE talent_invites (
  id INTEGER PRIMARY KEY,
  application_id INTEGER NOT NULL UNIQUE REFERENCES talent_applications(id) ON DELETE CASCADE,
  recruiter_id INTEGER NOT NULL REFERENCES users(id),
  seeker_id INTEGER NOT NULL REFERENCES users(id),
  time TEXT NOT NULL,
  place TEXT NOT NULL,
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL CHECK (state IN ('pending', 'accepted', 'declined')),
  reason TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  answered_at INTEGER
);
CREATE INDEX talent_invites_recruiter ON talent_invites(recruiter_id, created_at DESC);
CREATE INDEX talent_invites_seeker ON talent_invites(seeker_id, created_at DESC);
`,
  },
  {
    version: 2,
    name: 'talent_positions_list_covering',
    // A list asks for a count and one page, always by industry on the index (the 行业 row) and often by salary
    // band, experience, education and city. The old indexes held no filter column, so every match was a table
    // read. Now each sort has an index with and without the industry ahead of it, and one seek index per case,
    // all holding every filter column: counting, filtering and skipping to a page read index entries only.
    up: /* sql */ `
DROP INDEX talent_positions_by_newest;
DROP INDEX talent_positions_by_pay;
DROP INDEX talent_positions_city;
CREATE INDEX talent_positions_filter ON talent_positions(status, industry, salary_min, experience, education, jobtype, city, created_at, salary_max);
CREATE INDEX talent_positions_all_filter ON talent_positions(status, salary_min, industry, experience, education, jobtype, city, created_at, salary_max);
CREATE INDEX talent_positions_by_newest ON talent_positions(status, industry, created_at DESC, id DESC, salary_min, experience, education, jobtype, city);
CREATE INDEX talent_positions_by_pay ON talent_positions(status, industry, salary_max DESC, id DESC, salary_min, experience, education, jobtype, city);
CREATE INDEX talent_positions_all_by_newest ON talent_positions(status, created_at DESC, id DESC, industry, salary_min, experience, education, jobtype, city);
CREATE INDEX talent_positions_all_by_pay ON talent_positions(status, salary_max DESC, id DESC, industry, salary_min, experience, education, jobtype, city);
ANALYZE talent_positions;
`,
  },
];
