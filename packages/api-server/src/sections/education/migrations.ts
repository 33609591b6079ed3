import type { Migration } from '../../db/index.js';

/**
 * The education section's tables, versioned on their own (a shared runner applies every section's in order). `legacy`
 * is the global version that applied the same SQL before migrations were kept per section, so a database
 * migrated then is recognised. Never edit a released migration; add the next version instead.
 */
export const educationMigrations: readonly Migration[] = [
  // schools and guides, teachers, courseware, comments, remarks, likes, gifts and orders, school pages. Money is integer cents; times are unix seconds
  {
    version: 1,
    legacy: 1,
    name: 'init',
    up: /* sql */ `
CREATE TABLE institutions (
  uid INTEGER PRIMARY KEY,
  stype INTEGER NOT NULL CHECK (stype IN (1, 2)),
  id INTEGER NOT NULL,
  schoolname TEXT NOT NULL,
  belong_cn TEXT NOT NULL,
  address TEXT NOT NULL,
  pic1 TEXT NOT NULL,
  banqi TEXT NOT NULL,
  xingshi TEXT NOT NULL,
  leibie TEXT NOT NULL,
  lianxiren TEXT NOT NULL,
  studentcount INTEGER NOT NULL,
  cldate TEXT NOT NULL,
  tel TEXT NOT NULL,
  website TEXT NOT NULL,
  clickcount INTEGER NOT NULL DEFAULT 0,
  sharecount INTEGER NOT NULL DEFAULT 0,
  zhengshu TEXT NOT NULL,
  piwen TEXT NOT NULL,
  jianjie TEXT NOT NULL,
  kecheng TEXT NOT NULL,
  xingzhi TEXT NOT NULL,
  cengji TEXT NOT NULL,
  pingji TEXT NOT NULL,
  fuzeren TEXT NOT NULL,
  lianyi TEXT NOT NULL,
  UNIQUE (stype, id)
);

CREATE TABLE teachers (
  id INTEGER PRIMARY KEY,
  realname TEXT NOT NULL,
  zhiwu TEXT NOT NULL,
  politics_status TEXT NOT NULL,
  school_id INTEGER NOT NULL,
  schoolname TEXT NOT NULL,
  pingji TEXT NOT NULL,
  jiuzhi_status TEXT NOT NULL,
  jiaoling INTEGER NOT NULL,
  city TEXT NOT NULL,
  position TEXT NOT NULL,
  csdate TEXT NOT NULL,
  clickcount INTEGER NOT NULL DEFAULT 0,
  sharecount INTEGER NOT NULL DEFAULT 0,
  zhici TEXT NOT NULL,
  jianli TEXT NOT NULL,
  zhaopian TEXT NOT NULL,
  wenping TEXT NOT NULL,
  zhengjian TEXT NOT NULL,
  location TEXT NOT NULL,
  website TEXT NOT NULL,
  tel TEXT NOT NULL
);

CREATE TABLE teacher_subjects (
  id INTEGER PRIMARY KEY,
  teacher_id INTEGER NOT NULL REFERENCES teachers(id),
  title TEXT NOT NULL
);
CREATE INDEX teacher_subjects_teacher ON teacher_subjects(teacher_id);

CREATE TABLE courseware (
  id INTEGER PRIMARY KEY,
  teacher_id INTEGER NOT NULL REFERENCES teachers(id),
  type INTEGER NOT NULL CHECK (type IN (1, 2, 3)),
  title TEXT NOT NULL,
  jianjie TEXT NOT NULL,
  fengmian TEXT NOT NULL,
  fileurl TEXT NOT NULL,
  price_cents INTEGER NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  tuijian INTEGER NOT NULL DEFAULT 0,
  clickcount INTEGER NOT NULL DEFAULT 0,
  inputtime INTEGER NOT NULL
);
CREATE INDEX courseware_teacher ON courseware(teacher_id, type, inputtime);

CREATE TABLE comments (
  id INTEGER PRIMARY KEY,
  courseware_id INTEGER NOT NULL REFERENCES courseware(id),
  parent_id INTEGER REFERENCES comments(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  content TEXT NOT NULL,
  inputtime INTEGER NOT NULL
);
CREATE INDEX comments_courseware ON comments(courseware_id, parent_id, inputtime);
CREATE INDEX comments_parent ON comments(parent_id);

CREATE TABLE kewu (
  id INTEGER PRIMARY KEY,
  teacher_id INTEGER NOT NULL REFERENCES teachers(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  fengmian TEXT NOT NULL,
  clickcount INTEGER NOT NULL DEFAULT 0,
  liuyancount INTEGER NOT NULL DEFAULT 0,
  inputtime INTEGER NOT NULL
);
CREATE INDEX kewu_teacher ON kewu(teacher_id, inputtime);

CREATE TABLE remarks (
  id INTEGER PRIMARY KEY,
  teacher_id INTEGER NOT NULL REFERENCES teachers(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  content TEXT NOT NULL,
  pingji TEXT NOT NULL CHECK (pingji IN ('优秀', '良好', '中等', '一般', '差')),
  inputtime INTEGER NOT NULL
);
CREATE INDEX remarks_teacher ON remarks(teacher_id, inputtime);

CREATE TABLE likes (
  teacher_id INTEGER NOT NULL REFERENCES teachers(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (teacher_id, user_id)
) WITHOUT ROWID;

CREATE TABLE collects (
  teacher_id INTEGER NOT NULL REFERENCES teachers(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (teacher_id, user_id)
) WITHOUT ROWID;

CREATE TABLE ratings (
  teacher_id INTEGER NOT NULL REFERENCES teachers(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  score INTEGER NOT NULL CHECK (score BETWEEN 1 AND 5),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (teacher_id, user_id)
) WITHOUT ROWID;

CREATE TABLE shares (
  id INTEGER PRIMARY KEY,
  teacher_id INTEGER NOT NULL REFERENCES teachers(id),
  type INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE gifts (
  id INTEGER PRIMARY KEY,
  flowername TEXT NOT NULL,
  flowerpic TEXT NOT NULL,
  price_cents INTEGER NOT NULL CHECK (price_cents > 0),
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  order_number TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  teacher_id INTEGER NOT NULL REFERENCES teachers(id),
  gift_id INTEGER NOT NULL REFERENCES gifts(id),
  number INTEGER NOT NULL CHECK (number >= 1),
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  trade_state TEXT NOT NULL DEFAULT 'NOTPAY' CHECK (trade_state IN ('SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'PAYERROR')),
  idempotency_key TEXT,
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX orders_teacher ON orders(teacher_id, trade_state);
CREATE INDEX orders_open ON orders(trade_state, created_at);

-- notices (ntype 2), campus life (1) and style (3) of a school/guide; kind 'centre' = alumni-centre notices.
CREATE TABLE news (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('school', 'centre')),
  stype INTEGER NOT NULL,
  school_id INTEGER NOT NULL,
  ntype INTEGER NOT NULL CHECK (ntype IN (1, 2, 3)),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  pic TEXT NOT NULL,
  inputtime INTEGER NOT NULL,
  FOREIGN KEY (stype, school_id) REFERENCES institutions(stype, id)
);
CREATE INDEX news_school ON news(kind, stype, school_id, ntype, inputtime);

CREATE TABLE alumni_classes (
  id INTEGER PRIMARY KEY,
  stype INTEGER NOT NULL,
  school_id INTEGER NOT NULL,
  jieshu INTEGER NOT NULL,
  nianji TEXT NOT NULL,
  banji TEXT NOT NULL,
  FOREIGN KEY (stype, school_id) REFERENCES institutions(stype, id)
);
CREATE INDEX alumni_school ON alumni_classes(stype, school_id, jieshu);

CREATE TABLE org_rows (
  id INTEGER PRIMARY KEY,
  stype INTEGER NOT NULL,
  school_id INTEGER NOT NULL,
  orgname TEXT NOT NULL,
  orgvalue TEXT NOT NULL,
  FOREIGN KEY (stype, school_id) REFERENCES institutions(stype, id)
);

CREATE TABLE student_classes (
  id INTEGER PRIMARY KEY,
  stype INTEGER NOT NULL,
  school_id INTEGER NOT NULL,
  nianji TEXT NOT NULL,
  banji TEXT NOT NULL,
  FOREIGN KEY (stype, school_id) REFERENCES institutions(stype, id)
);
`,
  },
  // education settlement status; alumni-centre notices in their own id space
  {
    version: 2,
    legacy: 2,
    name: 'settlements_centre_notices',
    up: /* sql */ `
CREATE TABLE education_settlements (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  status INTEGER NOT NULL CHECK (status IN (0, 1, 2, 3)),
  schoolname TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);

CREATE TABLE centre_notices (
  id INTEGER PRIMARY KEY,
  stype INTEGER NOT NULL,
  school_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  pic TEXT NOT NULL,
  inputtime INTEGER NOT NULL,
  FOREIGN KEY (stype, school_id) REFERENCES institutions(stype, id)
);
CREATE INDEX centre_notices_school ON centre_notices(stype, school_id, inputtime);
INSERT INTO centre_notices (stype, school_id, title, content, pic, inputtime)
  SELECT stype, school_id, title, content, pic, inputtime FROM news WHERE kind = 'centre' ORDER BY id;
DELETE FROM news WHERE kind = 'centre';
`,
  },
  // the publishing side (issue 34): owners of teachers and schools, applications, taken-down courseware,
  // courseware documents, paid-courseware orders
  {
    version: 3,
    name: 'release',
    up: /* sql */ `
ALTER TABLE teachers ADD COLUMN user_id INTEGER REFERENCES users(id);
CREATE UNIQUE INDEX teachers_user ON teachers(user_id) WHERE user_id IS NOT NULL;
ALTER TABLE institutions ADD COLUMN user_id INTEGER REFERENCES users(id);
CREATE UNIQUE INDEX institutions_user ON institutions(user_id) WHERE user_id IS NOT NULL;
ALTER TABLE courseware ADD COLUMN status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1));
ALTER TABLE courseware ADD COLUMN filename TEXT NOT NULL DEFAULT '';

CREATE TABLE education_applications (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  kind INTEGER NOT NULL CHECK (kind IN (1, 2, 3)),
  profile TEXT NOT NULL,
  reason TEXT NOT NULL DEFAULT ''
);

CREATE TABLE education_documents (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  token_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  ext TEXT NOT NULL,
  size INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('open', 'sent')),
  url TEXT NOT NULL DEFAULT '',
  expires_at INTEGER NOT NULL
);

CREATE TABLE courseware_orders (
  id INTEGER PRIMARY KEY,
  order_number TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  courseware_id INTEGER NOT NULL REFERENCES courseware(id),
  teacher_id INTEGER NOT NULL REFERENCES teachers(id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  trade_state TEXT NOT NULL DEFAULT 'NOTPAY' CHECK (trade_state IN ('SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'PAYERROR')),
  created_at INTEGER NOT NULL,
  paid_at INTEGER
);
CREATE INDEX courseware_orders_buyer ON courseware_orders(courseware_id, user_id, trade_state);
CREATE INDEX courseware_orders_teacher ON courseware_orders(teacher_id, created_at);
`,
  },
  // how long a video courseware plays (seconds), read from the MP4 on the server; 0 for text or unknown
  {
    version: 4,
    name: 'courseware duration',
    up: /* sql */ `
ALTER TABLE courseware ADD COLUMN duration INTEGER NOT NULL DEFAULT 0 CHECK (duration >= 0);
`,
  },
  // a school invites a teacher member; the teacher joins only on accepting (0 waiting, 2 declined)
  {
    version: 5,
    name: 'teacher invitations',
    up: /* sql */ `
CREATE TABLE teacher_invitations (
  school_id INTEGER NOT NULL,
  teacher_id INTEGER NOT NULL REFERENCES teachers(id) ON DELETE CASCADE,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 2)),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (school_id, teacher_id)
);
CREATE INDEX teacher_invitations_teacher ON teacher_invitations(teacher_id, status);
`,
  },
];
