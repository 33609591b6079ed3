// The seller's goods list chooses a plan per query (walk the tab's index, or seek a keyword's grams and sort);
// whichever it takes, the page and the total must be the ones plain SQL (LIKE over every row) gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/index.js';
import { testServer, type TestServer } from './helpers.js';

const TAB_SQL: Record<string, string> = {
  sale: 'deleted_at IS NULL AND status = 1 AND stock_total > 0',
  soldout: 'deleted_at IS NULL AND status = 1 AND stock_total = 0',
  off: 'deleted_at IS NULL AND status = 2',
  draft: 'deleted_at IS NULL AND status = 3',
  recycle: 'deleted_at IS NOT NULL',
};
const WORDS = ['纯棉', '加厚', '男款', '女款', '儿童', '新款', '帆布包', 'T 恤', '卫衣', '外套', '围巾', '袜子'];

describe('seller goods list plans on a 3 000-goods shop', () => {
  let s: TestServer;
  let token = '';
  let shop = 0;
  let other = 0;
  beforeAll(async () => {
    s = await testServer();
    const user = (name: string) => Number(s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES (?, ?, '', '!', 0)").run(name, name).lastInsertRowid);
    const me = user('bulkseller');
    token = createSession(s.ctx, me).token;
    const addShop = s.db.prepare("INSERT INTO mall_shops (user_id, name, main_category, sub_category, status, created_at) VALUES (?, ?, 2, 21, 2, 0)");
    shop = Number(addShop.run(me, '批量店').lastInsertRowid);
    other = Number(addShop.run(user('otherseller'), '别家店').lastInsertRowid);
    const goods = s.db.prepare('INSERT INTO mall_goods (shop_id, category_id, title, price_cents, status, created_at, code, deleted_at) VALUES (?, 211, ?, 990, ?, ?, ?, ?)');
    const product = s.db.prepare("INSERT INTO mall_products (goods_id, spec_key, spec_text, price_cents, stock, code) VALUES (?, ?, '', 990, ?, ?)");
    s.db.transaction(() => {
      for (let i = 0; i < 3000; i++) {
        const title = `${WORDS[i % 12]}${i % 5 ? ' ' : ''}${WORDS[(i * 7) % 12]} 商品 ${i + 1}${i % 500 === 3 ? ' 100%_真' : ''}`;
        // created_at repeats (ties broken by id), codes only on some goods, some in upper case
        const id = Number(goods.run(i % 10 === 9 ? other : shop, title, i % 20 === 0 ? 2 : i % 50 === 1 ? 3 : 1, 1000 + Math.floor(i / 3), i % 4 ? `Sku-${i + 1}` : '', i % 97 === 0 ? 5 : null).lastInsertRowid);
        for (let c = 0; c < (i % 3 === 0 ? 2 : 1); c++) product.run(id, String(c), i % 13 === 0 ? 0 : 3, i % 7 ? `SKU-${i + 1}-${c}` : '');
      }
    })();
    s.ctx.cache.bump();
  });
  afterAll(() => s.close());

  const plain = (tab: string, keyword: string, page: number) => {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const base = `FROM mall_goods g WHERE shop_id = ? AND ${TAB_SQL[tab]} AND (title LIKE ? ESCAPE '\\' OR code LIKE ? ESCAPE '\\'
      OR EXISTS (SELECT 1 FROM mall_products p WHERE p.goods_id = g.id AND p.code LIKE ? ESCAPE '\\'))`;
    const ids = s.db.prepare(`SELECT id ${base} ORDER BY created_at DESC, id DESC LIMIT 20 OFFSET ?`).pluck().all(shop, like, like, like, (page - 1) * 20);
    const total = (s.db.prepare(`SELECT COUNT(*) AS n ${base}`).get(shop, like, like, like) as { n: number }).n;
    return { ids, total };
  };
  const check = async (label: string, keywords: string[]) => {
    for (const tab of Object.keys(TAB_SQL))
      for (const keyword of keywords)
        for (const page of [1, 2, 9, 60]) {
          const got = await s.get('/seller/goods/list', { tab, page, ...(keyword ? { keyword } : {}) }, token);
          expect(got.code, got.msg).toBe(200);
          const want = plain(tab, keyword, page);
          const at = `${label} ${JSON.stringify({ tab, keyword, page })}`;
          expect(got.data.lists.map((g: { id: number }) => g.id), at).toEqual(want.ids);
          expect(got.data.total, at).toBe(want.total);
        }
  };

  it('given every tab, page and keyword (1, 2 and more characters, codes in any case, none), answers the plain query’s page and total', async () => {
    await check('seeded', ['', '棉', '纯棉', '帆布包', 'T 恤', '商品 12', 'sku-1', 'SKU-12', 'sku-1200-1', 'Sku-7', '100%_', '%', 'zzz', '别家']);
  });

  it('given titles and codes changed, combinations added or removed and goods deleted, the keyword search follows', async () => {
    s.db.transaction(() => {
      s.db.prepare("UPDATE mall_goods SET title = '改名 羊毛大衣 ' || id WHERE shop_id = ? AND id % 11 = 0").run(shop);
      s.db.prepare("UPDATE mall_goods SET code = 'NEW-' || id WHERE shop_id = ? AND id % 13 = 0").run(shop);
      s.db.prepare("UPDATE mall_products SET code = 'P-' || id WHERE id % 17 = 0").run();
      s.db.prepare('DELETE FROM mall_products WHERE id % 19 = 0').run();
      s.db.prepare("INSERT INTO mall_products (goods_id, spec_key, spec_text, price_cents, stock, code) SELECT id, 'z', '', 990, 1, 'ADD-' || id FROM mall_goods WHERE shop_id = ? AND id % 23 = 0").run(shop);
      s.db.prepare('DELETE FROM mall_goods_pics WHERE goods_id IN (SELECT id FROM mall_goods WHERE id % 29 = 0)').run();
      s.db.prepare('DELETE FROM mall_products WHERE goods_id IN (SELECT id FROM mall_goods WHERE shop_id = ? AND id % 29 = 0)').run(shop);
      s.db.prepare('DELETE FROM mall_goods WHERE shop_id = ? AND id % 29 = 0').run(shop);
      s.db.prepare('UPDATE mall_goods SET shop_id = ? WHERE shop_id = ? AND id % 31 = 0').run(shop, other);
    })();
    s.ctx.cache.bump();
    await check('changed', ['羊毛', '改名 羊', 'new-', 'p-1', 'add-', '纯棉', 'sku-2', '别家']);
  });

  it('given another shop’s goods with the same words, never lists them', async () => {
    const got = await s.get('/seller/goods/list', { tab: 'sale', keyword: '商品' }, token);
    const shops = s.db.prepare(`SELECT DISTINCT shop_id FROM mall_goods WHERE id IN (${got.data.lists.map(() => '?').join(',')})`).pluck().all(...got.data.lists.map((g: { id: number }) => g.id));
    expect(shops).toEqual([shop]);
  });
});
