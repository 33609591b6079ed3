// Version 1: users/sessions, education, gifts and orders, shell data. Money is integer cents; times are unix seconds.
export const version = 1;
export const name = 'init';
export const up = /* sql */ `
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

CREATE TABLE daohang_categories (
  id INTEGER PRIMARY KEY,
  pid INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

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
`;
