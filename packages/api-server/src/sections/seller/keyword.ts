// The goods list's keyword search (title, the goods' code, a combination's code: a substring, as LIKE finds it)
// through a gram index: every character and pair of characters of those texts, per shop, kept by triggers
// (seller migration 6) so every writer — the seller's save, the mall's seed, a bulk insert — keeps it in step.
// A keyword of 1–2 characters is one gram's posting; a longer one is the posting of its rarest pair, crossed
// with the second rarest, then checked with LIKE. A 2-character Chinese word is the common search, which the
// trigram tokenizer of FTS5 cannot index (it needs 3 characters), hence pairs.
import type { AppContext } from '../../http/context.js';
import { likeArg } from '../../http/context.js';
import { memoCount } from '../../http/listing.js';

/** Longest text indexed (titles ≤ 60, codes ≤ 40 characters by the contract). */
export const GRAM_TEXT_MAX = 128;

/**
 * The grams of the goods the `goods` / `products` conditions pick (`g.` is mall_goods, `p.` mall_products):
 * an INSERT for a trigger body or a backfill. No CTE: SQLite refuses them inside triggers.
 */
export function insertGrams(goods: string, products: string): string {
  return `INSERT OR IGNORE INTO mall_goods_grams (shop_id, gram, goods_id)
  SELECT t.shop_id, substr(t.s, q.n, w.w), t.id FROM (
    SELECT g.id, g.shop_id, lower(g.title) AS s FROM mall_goods g WHERE ${goods}
    UNION ALL SELECT g.id, g.shop_id, lower(g.code) FROM mall_goods g WHERE ${goods}
    UNION ALL SELECT g.id, g.shop_id, lower(p.code) FROM mall_products p JOIN mall_goods g ON g.id = p.goods_id WHERE ${products}
  ) t JOIN mall_seller_seq q ON q.n <= length(t.s) JOIN (SELECT 1 AS w UNION ALL SELECT 2) w ON w.w = 1 OR q.n < length(t.s);`;
}

const refresh = (id: string) => `DELETE FROM mall_goods_grams WHERE goods_id = ${id};
  ${insertGrams(`g.id = ${id}`, `p.goods_id = ${id}`)}`;

/** The gram index, its backfill and the triggers that keep it (migration 6's SQL: released, never change it). */
export const GRAMS_SQL = /* sql */ `
CREATE TABLE mall_seller_seq (n INTEGER PRIMARY KEY);
WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${GRAM_TEXT_MAX}) INSERT INTO mall_seller_seq SELECT n FROM s;
CREATE TABLE mall_goods_grams (
  shop_id INTEGER NOT NULL,
  gram TEXT NOT NULL,
  goods_id INTEGER NOT NULL,
  PRIMARY KEY (shop_id, gram, goods_id)
) WITHOUT ROWID;
CREATE INDEX mall_goods_grams_goods ON mall_goods_grams(goods_id);
${insertGrams('1', '1')}
CREATE TRIGGER mall_goods_grams_insert AFTER INSERT ON mall_goods BEGIN
  ${insertGrams('g.id = NEW.id', '0')}
END;
CREATE TRIGGER mall_goods_grams_update AFTER UPDATE OF title, code, shop_id ON mall_goods
  WHEN OLD.title IS NOT NEW.title OR OLD.code IS NOT NEW.code OR OLD.shop_id IS NOT NEW.shop_id BEGIN
  ${refresh('NEW.id')}
END;
CREATE TRIGGER mall_goods_grams_delete AFTER DELETE ON mall_goods BEGIN
  DELETE FROM mall_goods_grams WHERE goods_id = OLD.id;
END;
CREATE TRIGGER mall_products_grams_insert AFTER INSERT ON mall_products WHEN NEW.code <> '' BEGIN
  ${insertGrams('0', 'p.id = NEW.id')}
END;
CREATE TRIGGER mall_products_grams_update AFTER UPDATE OF code, goods_id ON mall_products
  WHEN OLD.code IS NOT NEW.code OR OLD.goods_id IS NOT NEW.goods_id BEGIN
  ${refresh('OLD.goods_id')}
  ${refresh('NEW.goods_id')}
END;
CREATE TRIGGER mall_products_grams_delete AFTER DELETE ON mall_products WHEN OLD.code <> '' BEGIN
  ${refresh('OLD.goods_id')}
END;
`;

/** The keyword's grams as the index holds them: lower-cased as SQLite's lower() and LIKE do (ASCII only). */
export function keywordGrams(keyword: string): string[] {
  const chars = Array.from(keyword.replace(/[A-Z]/g, (c) => c.toLowerCase()));
  if (chars.length <= 2) return [chars.join('')];
  return [...new Set(chars.slice(1).map((c, i) => chars[i] + c))];
}

/** Posting sizes are counted up to this: past it a gram is common, and the list walks its index instead. */
const POSTING_CAP = 2000;

export interface KeywordPlan {
  /** The rarest grams (up to three) whose postings hold every match. */
  grams: string[];
  /** The rarest posting's size, counted up to POSTING_CAP (then `capped`). */
  candidates: number;
  capped: boolean;
  /** The exact test on a goods row `g` (LIKE on title, code and the combinations' codes) and its args. */
  exact: string;
  exactArgs: unknown[];
  /** A keyword of 1–2 characters is exactly its gram's posting: no LIKE needed on the candidates. */
  postingIsExact: boolean;
}

export function keywordPlan(ctx: AppContext, shop: number, keyword: string): KeywordPlan {
  const sized = keywordGrams(keyword)
    .map((gram) => ({
      gram,
      n: memoCount(ctx, `SELECT COUNT(*) AS n FROM (SELECT 1 FROM mall_goods_grams WHERE shop_id = ? AND gram = ? LIMIT ${POSTING_CAP})`, [shop, gram]),
    }))
    .sort((a, b) => a.n - b.n);
  const like = likeArg(keyword);
  return {
    grams: sized.slice(0, 3).map((s) => s.gram),
    candidates: sized[0]!.n,
    capped: sized[0]!.n >= POSTING_CAP,
    exact: "(g.title LIKE ? ESCAPE '\\' OR g.code LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM mall_products p WHERE p.goods_id = g.id AND p.code LIKE ? ESCAPE '\\'))",
    exactArgs: [like, like, like],
    postingIsExact: sized.length === 1 && Array.from(keyword).length <= 2,
  };
}

/** Sorted id lists crossed by merging (a posting is read in goods_id order from the primary key). */
function intersect(lists: number[][]): number[] {
  return lists.reduce((acc, list) => {
    const out: number[] = [];
    for (let i = 0, j = 0; i < acc.length && j < list.length; ) {
      if (acc[i]! < list[j]!) i++;
      else if (acc[i]! > list[j]!) j++;
      else {
        out.push(acc[i]!);
        i++;
        j++;
      }
    }
    return out;
  });
}

/**
 * Every goods item of the shop the keyword matches that passes `where` (a tab), as [id, created_at], newest
 * first: the rarest postings crossed in memory (a merge costs less than a probe per entry), then each
 * candidate's row by its id (CROSS JOIN: never a scan of the tab's index) and the exact test.
 */
export function keywordMatches(ctx: AppContext, plan: KeywordPlan, shop: number, where: string): [number, number][] {
  const posting = ctx.db.prepare('SELECT goods_id FROM mall_goods_grams WHERE shop_id = ? AND gram = ?').pluck();
  const candidates = intersect(plan.grams.map((gram) => posting.all(shop, gram) as number[]));
  if (!candidates.length) return [];
  const exact = plan.postingIsExact ? '' : `AND ${plan.exact}`;
  const rows = ctx.db
    .prepare(`SELECT g.id, g.created_at FROM json_each(?) j CROSS JOIN mall_goods g ON g.id = j.value WHERE g.shop_id = ? AND ${where} ${exact}`)
    .raw()
    .all(JSON.stringify(candidates), shop, ...(plan.postingIsExact ? [] : plan.exactArgs)) as [number, number][];
  return rows.sort((a, b) => b[1] - a[1] || b[0] - a[0]);
}
