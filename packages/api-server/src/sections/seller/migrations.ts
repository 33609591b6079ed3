import type { Migration } from '../../db/index.js';
import { GRAMS_SQL } from './keyword.js';

/**
 * The seller centre's additions to the mall's tables (applied after wzmall's). A goods item's `status`
 * keeps the mall's meaning for buyers (1 on sale, anything else not buyable): 2 off shelf (仓库中), 3 draft;
 * `deleted_at` puts it in the recycle station. A product gets the seller's own code; a picture remembers
 * the upload it came from; a shipment holds the carrier and tracking number. Never edit a released migration.
 */
export const sellerMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'seller',
    up: /* sql */ `
ALTER TABLE mall_goods ADD COLUMN code TEXT NOT NULL DEFAULT '';
ALTER TABLE mall_goods ADD COLUMN deleted_at INTEGER;
ALTER TABLE mall_products ADD COLUMN code TEXT NOT NULL DEFAULT '';
ALTER TABLE mall_goods_pics ADD COLUMN image_id INTEGER;
CREATE TABLE mall_shipments (
  order_id INTEGER PRIMARY KEY REFERENCES mall_orders(id),
  shop_id INTEGER NOT NULL,
  carrier TEXT NOT NULL,
  tracking TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX mall_order_items_shop ON mall_order_items(shop_id, order_id);
`,
  },
  {
    version: 2,
    name: 'seller service',
    // the shop's reply under a review, and the reason a refused return gives the buyer
    up: /* sql */ `
ALTER TABLE mall_comments ADD COLUMN reply TEXT NOT NULL DEFAULT '';
ALTER TABLE mall_comments ADD COLUMN reply_at INTEGER;
ALTER TABLE mall_messages ADD COLUMN reply_at INTEGER;
ALTER TABLE mall_returns ADD COLUMN refuse_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE mall_returns ADD COLUMN decided_at INTEGER;
CREATE INDEX mall_comments_reply ON mall_comments(goods_id, reply);
CREATE INDEX mall_messages_goods ON mall_messages(goods_id, created_at DESC);
`,
  },
  {
    version: 3,
    name: 'seller shop settings',
    // the shop's return address and settlement account; its own category tree (two levels); freight templates
    up: /* sql */ `
ALTER TABLE mall_shops ADD COLUMN return_address TEXT NOT NULL DEFAULT '';
ALTER TABLE mall_shops ADD COLUMN account_name TEXT NOT NULL DEFAULT '';
ALTER TABLE mall_shops ADD COLUMN account_no TEXT NOT NULL DEFAULT '';
CREATE TABLE mall_shop_classes (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES mall_shops(id),
  pid INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX mall_shop_classes_shop ON mall_shop_classes(shop_id, pid, sort);
CREATE TABLE mall_freight_templates (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES mall_shops(id),
  name TEXT NOT NULL,
  mode TEXT NOT NULL CHECK (mode IN ('piece', 'weight')),
  first INTEGER NOT NULL CHECK (first >= 1),
  first_cents INTEGER NOT NULL CHECK (first_cents >= 0),
  next INTEGER NOT NULL CHECK (next >= 1),
  next_cents INTEGER NOT NULL CHECK (next_cents >= 0),
  free_over_cents INTEGER NOT NULL DEFAULT 0 CHECK (free_over_cents >= 0),
  created_at INTEGER NOT NULL
);
CREATE INDEX mall_freight_templates_shop ON mall_freight_templates(shop_id, id);
`,
  },
  {
    version: 4,
    name: 'seller pictures and brands',
    // the picture space (the shop's uploads in folders) and the brands the shop applies to sell
    up: /* sql */ `
CREATE TABLE mall_shop_photos (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES mall_shops(id),
  image_id INTEGER NOT NULL REFERENCES images(id),
  name TEXT NOT NULL,
  folder TEXT NOT NULL DEFAULT '默认',
  created_at INTEGER NOT NULL,
  UNIQUE (shop_id, image_id)
);
CREATE INDEX mall_shop_photos_folder ON mall_shop_photos(shop_id, folder, created_at DESC);
CREATE INDEX mall_goods_pics_image ON mall_goods_pics(image_id);
CREATE TABLE mall_shop_brands (
  id INTEGER PRIMARY KEY,
  shop_id INTEGER NOT NULL REFERENCES mall_shops(id),
  name TEXT NOT NULL,
  licence_image_id INTEGER NOT NULL REFERENCES images(id),
  status INTEGER NOT NULL DEFAULT 1,
  reason TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  UNIQUE (shop_id, name)
);
`,
  },
  {
    version: 5,
    name: 'seller goods stock total',
    // the goods list's tabs (出售中 / 已售罄) and counts read each goods item's stock total from its row, kept by
    // triggers on every stock change (checkout, close, refund, seller edit), instead of summing products per row
    up: /* sql */ `
ALTER TABLE mall_goods ADD COLUMN stock_total INTEGER NOT NULL DEFAULT 0;
UPDATE mall_goods SET stock_total = (SELECT COALESCE(SUM(p.stock), 0) FROM mall_products p WHERE p.goods_id = mall_goods.id);
CREATE TRIGGER mall_products_stock_insert AFTER INSERT ON mall_products BEGIN
  UPDATE mall_goods SET stock_total = stock_total + NEW.stock WHERE id = NEW.goods_id;
END;
CREATE TRIGGER mall_products_stock_update AFTER UPDATE OF stock, goods_id ON mall_products BEGIN
  UPDATE mall_goods SET stock_total = stock_total - OLD.stock WHERE id = OLD.goods_id;
  UPDATE mall_goods SET stock_total = stock_total + NEW.stock WHERE id = NEW.goods_id;
END;
CREATE TRIGGER mall_products_stock_delete AFTER DELETE ON mall_products BEGIN
  UPDATE mall_goods SET stock_total = stock_total - OLD.stock WHERE id = OLD.goods_id;
END;
CREATE INDEX mall_goods_seller ON mall_goods(shop_id, status, created_at DESC, id DESC);
CREATE INDEX mall_goods_seller_tabs ON mall_goods(shop_id, status, deleted_at, stock_total);
`,
  },
  {
    version: 6,
    name: 'seller goods list indexes',
    // the goods list: a keyword finds its goods through grams (keyword.ts), a tab's page of ids is read from one
    // covering index (skipped rows never touch the table), the recycle station walks its own partial index
    up: /* sql */ `
${GRAMS_SQL}
DROP INDEX mall_goods_seller;
CREATE INDEX mall_goods_seller_walk ON mall_goods(shop_id, status, created_at DESC, id DESC, deleted_at, stock_total);
CREATE INDEX mall_goods_seller_recycle ON mall_goods(shop_id, created_at DESC, id DESC) WHERE deleted_at IS NOT NULL;
`,
  },
];
