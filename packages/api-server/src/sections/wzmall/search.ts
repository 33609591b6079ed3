// What the one search finds of the mall (http/search.ts): goods on sale, with their category and brand names.
import type { SearchSource } from '../../http/search.js';

export const mallSearch: readonly SearchSource[] = [
  {
    key: 'wzmall_goods',
    channel: 'wzmall',
    channelName: '商城',
    table: 'mall_goods',
    watch: ['title', 'description', 'status', 'category_id', 'brand_id', 'price_cents'],
    load(db, ids) {
      const marks = ids.map(() => '?').join(',');
      const rows = db
        .prepare(
          `SELECT g.id, g.title, g.description, g.price_cents, g.created_at, c.name AS category, COALESCE(b.name, '') AS brand, s.name AS shop
           FROM mall_goods g JOIN mall_shops s ON s.id = g.shop_id LEFT JOIN mall_categories c ON c.id = g.category_id LEFT JOIN mall_brands b ON b.id = g.brand_id
           WHERE g.status = 1 AND g.id IN (${marks})`,
        )
        .all(...ids) as { id: number; title: string; description: string; price_cents: number; created_at: number; category: string | null; brand: string; shop: string }[];
      const covers = new Map(db.prepare(`SELECT goods_id, url FROM mall_goods_pics WHERE goods_id IN (${marks}) ORDER BY sort DESC`).raw(true).all(...ids) as [number, string][]);
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        words: [r.description, r.category ?? '', r.brand, r.shop],
        summary: `¥${(r.price_cents / 100).toFixed(2)} · ${r.shop}`,
        pic: covers.get(r.id) ?? '',
        url: `/wzmall/businessEvaluation?id=${r.id}`,
        time: r.created_at,
      }));
    },
  },
];
