import type { Migration } from '../../db/index.js';

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
];
