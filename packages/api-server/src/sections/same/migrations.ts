import type { Migration } from '../../db/index.js';

/**
 * The same section's tables (x-spec: inferred), versioned on their own. Never edit a released migration; add the
 * next version instead.
 */
export const sameMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'init',
    up: /* sql */ `
-- a group: created by a member's application, public once review approves it
CREATE TABLE same_groups (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('tongzhu', 'tongguan', 'tongyuan')),
  name TEXT NOT NULL,
  district TEXT NOT NULL,
  address TEXT NOT NULL DEFAULT '',
  jianjie TEXT NOT NULL,
  pic TEXT NOT NULL DEFAULT '',
  private INTEGER NOT NULL DEFAULT 0,
  owner_id INTEGER NOT NULL REFERENCES users(id),
  status TEXT NOT NULL CHECK (status IN ('waiting', 'approved', 'refused')),
  reason TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX same_groups_list ON same_groups(status, kind, district);
CREATE INDEX same_groups_owner ON same_groups(owner_id);

-- membership: role waiting (a join request), member, manager, owner
CREATE TABLE same_members (
  group_id INTEGER NOT NULL REFERENCES same_groups(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  role TEXT NOT NULL CHECK (role IN ('waiting', 'member', 'manager', 'owner')),
  message TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX same_members_user ON same_members(user_id);

CREATE TABLE same_topics (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES same_groups(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'closed')),
  created_at INTEGER NOT NULL
);
CREATE INDEX same_topics_group ON same_topics(group_id, status, created_at);

-- one vote per member and topic (the primary key is the rule)
CREATE TABLE same_votes (
  topic_id INTEGER NOT NULL REFERENCES same_topics(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  vote TEXT NOT NULL CHECK (vote IN ('for', 'against')),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (topic_id, user_id)
);

CREATE TABLE same_posts (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES same_groups(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  top INTEGER NOT NULL DEFAULT 0,
  hidden INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  last_at INTEGER NOT NULL
);
CREATE INDEX same_posts_group ON same_posts(group_id, top, last_at);

-- replies to a topic (kind topic) or a forum post (kind post)
CREATE TABLE same_replies (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('topic', 'post')),
  parent_id INTEGER NOT NULL,
  group_id INTEGER NOT NULL REFERENCES same_groups(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  content TEXT NOT NULL,
  hidden INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX same_replies_parent ON same_replies(kind, parent_id, id);

CREATE TABLE same_questions (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES same_groups(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  answer TEXT NOT NULL DEFAULT '',
  answer_by INTEGER REFERENCES users(id),
  answered_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX same_questions_group ON same_questions(group_id, created_at);

CREATE TABLE same_proposals (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES same_groups(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('waiting', 'adopted', 'declined')),
  reply TEXT NOT NULL DEFAULT '',
  topic_id INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX same_proposals_group ON same_proposals(group_id, created_at);

CREATE TABLE same_notices (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES same_groups(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX same_notices_group ON same_notices(group_id, created_at);

-- guest sessions (做客): an invited member answers the group's questions
CREATE TABLE same_guests (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES same_groups(id),
  guest_id INTEGER NOT NULL REFERENCES users(id),
  guest_title TEXT NOT NULL,
  title TEXT NOT NULL,
  intro TEXT NOT NULL,
  starts_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX same_guests_group ON same_guests(group_id, starts_at);
CREATE INDEX same_guests_guest ON same_guests(guest_id);

CREATE TABLE same_guest_questions (
  id INTEGER PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES same_guests(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  content TEXT NOT NULL,
  answer TEXT NOT NULL DEFAULT '',
  answered_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX same_guest_questions_session ON same_guest_questions(session_id, id);
`,
  },
];
