import type { Migration } from '../../db/index.js';

/**
 * The mall (buyer side). Money in integer cents. A product is one sold combination of a goods' spec values
 * (`spec_key`: the value ids in spec order) with its own price and stock; stock only moves through
 * conditional UPDATEs (`stock >= ?`), so it never goes below zero. Never edit a released migration.
 */
export const wzmallMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'mall',
    up: /* sql */ `
CREATE TABLE mall_categories (
  id INTEGER PRIMARY KEY,
  pid INTEGER NOT NULL DEFAULT 0,
  level INTEGER NOT NULL CHECK (level IN (1, 2, 3)),
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX mall_categories_pid ON mall_categories(pid, sort);

CREATE TABLE mall_attrs (id INTEGER PRIMARY KEY, category_id INTEGER NOT NULL, name TEXT NOT NULL, sort INTEGER NOT NULL DEFAULT 0);
CREATE TABLE mall_attr_values (id INTEGER PRIMARY KEY, attr_id INTEGER NOT NULL REFERENCES mall_attrs(id), name TEXT NOT NULL, sort INTEGER NOT NULL DEFAULT 0);
CREATE TABLE mall_brands (id INTEGER PRIMARY KEY, name TEXT NOT NULL, logo TEXT NOT NULL DEFAULT '', category_id INTEGER NOT NULL);

CREATE TABLE mall_shops (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  logo TEXT NOT NULL DEFAULT '',
  intro TEXT NOT NULL DEFAULT '',
  main_category INTEGER NOT NULL,
  sub_category INTEGER NOT NULL,
  contact TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  province TEXT NOT NULL DEFAULT '江苏省',
  licence_image_id INTEGER REFERENCES images(id),
  status INTEGER NOT NULL DEFAULT 1, -- 1 reviewing, 2 approved, 3 rejected
  reason TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX mall_shops_owner ON mall_shops(user_id) WHERE user_id IS NOT NULL;

CREATE TABLE mall_goods (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES mall_shops(id),
  category_id INTEGER NOT NULL,
  brand_id INTEGER,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0), -- lowest product price, for sorting
  shipping_cents INTEGER NOT NULL DEFAULT 0 CHECK (shipping_cents >= 0),
  sales INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL
);
CREATE INDEX mall_goods_category ON mall_goods(status, category_id);
CREATE INDEX mall_goods_shop ON mall_goods(shop_id, status);
CREATE TABLE mall_goods_pics (goods_id INTEGER NOT NULL REFERENCES mall_goods(id), sort INTEGER NOT NULL, url TEXT NOT NULL, PRIMARY KEY (goods_id, sort));
CREATE TABLE mall_goods_attr_values (goods_id INTEGER NOT NULL REFERENCES mall_goods(id), value_id INTEGER NOT NULL, PRIMARY KEY (goods_id, value_id));
CREATE INDEX mall_goods_attr_values_value ON mall_goods_attr_values(value_id);

CREATE TABLE mall_specs (id INTEGER PRIMARY KEY, goods_id INTEGER NOT NULL REFERENCES mall_goods(id), name TEXT NOT NULL, sort INTEGER NOT NULL);
CREATE INDEX mall_specs_goods ON mall_specs(goods_id, sort);
CREATE TABLE mall_spec_values (id INTEGER PRIMARY KEY, spec_id INTEGER NOT NULL REFERENCES mall_specs(id), name TEXT NOT NULL, sort INTEGER NOT NULL);
CREATE INDEX mall_spec_values_spec ON mall_spec_values(spec_id, sort);
CREATE TABLE mall_products (
  id INTEGER PRIMARY KEY,
  goods_id INTEGER NOT NULL REFERENCES mall_goods(id),
  spec_key TEXT NOT NULL,
  spec_text TEXT NOT NULL,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  stock INTEGER NOT NULL CHECK (stock >= 0),
  UNIQUE (goods_id, spec_key)
);

CREATE TABLE mall_comments (
  id INTEGER PRIMARY KEY,
  goods_id INTEGER NOT NULL REFERENCES mall_goods(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  order_item_id INTEGER UNIQUE,
  score INTEGER NOT NULL CHECK (score BETWEEN 1 AND 5),
  content TEXT NOT NULL,
  pics TEXT NOT NULL DEFAULT '[]',
  spec_text TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX mall_comments_goods ON mall_comments(goods_id, created_at DESC);

CREATE TABLE mall_follows (user_id INTEGER NOT NULL REFERENCES users(id), goods_id INTEGER NOT NULL REFERENCES mall_goods(id), created_at INTEGER NOT NULL, PRIMARY KEY (user_id, goods_id));
CREATE TABLE mall_messages (
  id INTEGER PRIMARY KEY,
  goods_id INTEGER NOT NULL REFERENCES mall_goods(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  content TEXT NOT NULL,
  reply TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
CREATE INDEX mall_messages_user ON mall_messages(user_id, created_at DESC);

CREATE TABLE mall_demands (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  budget_cents INTEGER NOT NULL DEFAULT 0,
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX mall_demands_new ON mall_demands(created_at DESC, id DESC);

CREATE TABLE mall_cart (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  product_id INTEGER NOT NULL REFERENCES mall_products(id),
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, product_id)
);

CREATE TABLE mall_addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  province TEXT NOT NULL,
  city TEXT NOT NULL,
  district TEXT NOT NULL,
  address TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX mall_addresses_user ON mall_addresses(user_id);

CREATE TABLE mall_snapups (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES mall_products(id),
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  stock INTEGER NOT NULL CHECK (stock >= 0),
  per_member INTEGER NOT NULL CHECK (per_member >= 1)
);
CREATE TABLE mall_appointments (snapup_id INTEGER NOT NULL REFERENCES mall_snapups(id), user_id INTEGER NOT NULL REFERENCES users(id), created_at INTEGER NOT NULL, PRIMARY KEY (snapup_id, user_id));

CREATE TABLE mall_orders (
  id INTEGER PRIMARY KEY,
  order_number TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL DEFAULT 'normal' CHECK (kind IN ('normal', 'snapup')),
  snapup_id INTEGER REFERENCES mall_snapups(id),
  status INTEGER NOT NULL DEFAULT 1 CHECK (status BETWEEN 0 AND 6),
  trade_state TEXT NOT NULL DEFAULT 'NOTPAY' CHECK (trade_state IN ('SUCCESS', 'REFUND', 'NOTPAY', 'CLOSED', 'PAYERROR')),
  goods_cents INTEGER NOT NULL CHECK (goods_cents >= 0),
  shipping_cents INTEGER NOT NULL CHECK (shipping_cents >= 0),
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  ship_name TEXT NOT NULL,
  ship_phone TEXT NOT NULL,
  ship_address TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  client_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  UNIQUE (user_id, client_key)
);
CREATE INDEX mall_orders_user ON mall_orders(user_id, status, created_at DESC);
CREATE INDEX mall_orders_open ON mall_orders(trade_state, created_at);
CREATE TABLE mall_order_items (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES mall_orders(id),
  goods_id INTEGER NOT NULL REFERENCES mall_goods(id),
  product_id INTEGER NOT NULL REFERENCES mall_products(id),
  shop_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  spec_text TEXT NOT NULL,
  pic TEXT NOT NULL,
  price_cents INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity >= 1)
);
CREATE INDEX mall_order_items_order ON mall_order_items(order_id);
CREATE TABLE mall_order_log (order_id INTEGER NOT NULL REFERENCES mall_orders(id), status INTEGER NOT NULL, text TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE INDEX mall_order_log_order ON mall_order_log(order_id);
CREATE TABLE mall_returns (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL UNIQUE REFERENCES mall_orders(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  reason TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  status INTEGER NOT NULL DEFAULT 1,
  prev_status INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE mall_adverts (id INTEGER PRIMARY KEY, pic TEXT NOT NULL, title TEXT NOT NULL, url TEXT NOT NULL, sort INTEGER NOT NULL DEFAULT 0);
`,
  },
];
