// The shop's goods: list by status tab, one, save (create / update with specifications and the SKU matrix),
// on / off shelf, recycle station. Only the caller's shop: another shop's goods answer 404, nothing written.
import type { AppContext, Params } from '../../http/context.js';
import { abs, fmtTime, intParam, money, ok, ParamError, strParam } from '../../http/context.js';
import { memoCount } from '../../http/listing.js';
import type { SectionHandlers } from '../../http/section.js';
import { idsParam, MALL_PAGE, mallPage, MallRefusal, MSG_NO_GOODS, placeholders } from '../wzmall/rows.js';
import { keywordMatches, keywordPlan } from './keyword.js';
import { htmlText, sanitizeHtml } from './sanitize.js';
import { ownShop } from './shop.js';

type Tab = 'sale' | 'off' | 'soldout' | 'draft' | 'recycle';
/** Kept by triggers on mall_products (seller migration 5). */
const STOCK_SQL = 'g.stock_total';
const TAB_WHERE: Record<Tab, string> = {
  sale: `g.deleted_at IS NULL AND g.status = 1 AND ${STOCK_SQL} > 0`,
  soldout: `g.deleted_at IS NULL AND g.status = 1 AND ${STOCK_SQL} = 0`,
  off: 'g.deleted_at IS NULL AND g.status = 2',
  draft: 'g.deleted_at IS NULL AND g.status = 3',
  recycle: 'g.deleted_at IS NOT NULL',
};
const TABS = Object.keys(TAB_WHERE) as Tab[];
/**
 * The same tabs for the page's ids: a tab of one status walks mall_goods_seller_walk (shop, status, created_at, id,
 * deleted_at, stock_total) in order, covered, and stops after the page (`+` keeps the planner off the tabs index,
 * whose rows it would sort); the recycle station walks its partial index.
 */
const LIST_WHERE: Record<Tab, string> = {
  sale: `g.status = 1 AND +g.deleted_at IS NULL AND +${STOCK_SQL} > 0`,
  soldout: `g.status = 1 AND +g.deleted_at IS NULL AND +${STOCK_SQL} = 0`,
  off: 'g.status = 2 AND +g.deleted_at IS NULL',
  draft: 'g.status = 3 AND +g.deleted_at IS NULL',
  recycle: TAB_WHERE.recycle,
};
const STATUS_OF = { sale: 1, off: 2, draft: 3 } as const;

function tabOf(status: number, stock: number, deleted: number | null): Tab {
  if (deleted !== null) return 'recycle';
  if (status === 1) return stock > 0 ? 'sale' : 'soldout';
  return status === 3 ? 'draft' : 'off';
}

/** The ids, every one the shop's own (404 otherwise, before anything is written). */
function ownGoodsIds(ctx: AppContext, shopId: number, ids: number[]): number[] {
  const found = ctx.db.prepare(`SELECT COUNT(*) AS n FROM mall_goods WHERE shop_id = ? AND id IN (${placeholders(ids)})`).get(shopId, ...ids) as { n: number };
  if (found.n !== ids.length) throw new MallRefusal(404, MSG_NO_GOODS);
  return ids;
}

type Spec = { name: string; values: string[] };
type Sku = { key: string; price_cents: number; stock: number; code: string };

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : []);
const int = (v: unknown, key: string, min: number, max: number, message: string): number => {
  const n = typeof v === 'number' ? v : Number(v);
  if (v === '' || v === undefined || !Number.isSafeInteger(n) || n < min || n > max) throw new ParamError(`${key} ${message}`);
  return n;
};

/** Specifications: 1–3, names and values trimmed, not blank, no repeats. */
function specsParam(p: Params): Spec[] {
  const specs = list(p.specs).map((raw, i) => {
    const s = (raw ?? {}) as { name?: unknown; values?: unknown };
    const name = String(s.name ?? '').trim();
    if (!name) throw new ParamError(`specs 请填写第 ${i + 1} 个规格的名称`);
    const values = list(s.values).map((v) => String(v ?? '').trim());
    if (!values.length || values.some((v) => !v)) throw new ParamError(`specs 规格「${name}」至少要有一个值，且不能为空`);
    if (new Set(values).size !== values.length) throw new ParamError(`specs 规格「${name}」的值不能重复`);
    return { name, values };
  });
  if (!specs.length) throw new ParamError('specs 请至少添加一个规格（如 颜色）');
  if (specs.length > 3) throw new ParamError('specs 最多 3 个规格');
  if (new Set(specs.map((s) => s.name)).size !== specs.length) throw new ParamError('specs 规格名称不能重复');
  return specs;
}

/** Every combination of the specifications' value indexes (`0,2`), in order. */
export const combinations = (specs: Spec[]): string[] =>
  specs.reduce<number[][]>((acc, s) => acc.flatMap((c) => s.values.map((_, i) => [...c, i])), [[]]).map((c) => c.join(','));

/** The SKU matrix: exactly one price, stock and code per combination. */
function skusParam(p: Params, specs: Spec[]): Sku[] {
  const wanted = combinations(specs);
  const skus = list(p.skus).map((raw) => {
    const s = (raw ?? {}) as Record<string, unknown>;
    const key = String(s.key ?? '');
    return {
      key,
      price_cents: int(s.price_cents, 'skus', 1, 99_999_999, '每个规格组合都要填写价格（0.01–999999.99 元）'),
      stock: int(s.stock, 'skus', 0, 999_999, '库存须为 0–999999 的整数'),
      code: String(s.code ?? '').trim().slice(0, 40),
    };
  });
  const keys = new Set(skus.map((s) => s.key));
  if (keys.size !== skus.length || skus.length !== wanted.length || wanted.some((k) => !keys.has(k)))
    throw new ParamError(`skus 规格组合与规格不一致：应有 ${wanted.length} 个组合，每个组合填写一次`);
  return wanted.map((k) => skus.find((s) => s.key === k)!);
}

function picsParam(ctx: AppContext, p: Params, me: number): { id: number; url: string }[] {
  const ids = idsParam(p, 'pics', false);
  if (!ids.length) throw new ParamError('pics 请至少上传一张商品图片');
  if (ids.length > 10) throw new ParamError('pics 最多 10 张图片');
  const rows = ctx.db.prepare(`SELECT id, url FROM images WHERE user_id = ? AND id IN (${placeholders(ids)})`).all(me, ...ids) as { id: number; url: string }[];
  if (rows.length !== ids.length) throw new ParamError('pics 图片不存在或不是您上传的');
  return ids.map((id) => rows.find((r) => r.id === id)!);
}

type GoodsListOps = 'sellerGoodsList' | 'sellerGoods' | 'sellerGoodsSave' | 'sellerGoodsStatus' | 'sellerGoodsRemove';

export const goodsHandlers: Pick<SectionHandlers<'seller'>, GoodsListOps> = {
  // p99 on a 10 000-goods shop: bench/seller.bench.mjs
  sellerGoodsList(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const tab = strParam(p, 'tab', 'sale') as Tab;
    if (!TABS.includes(tab)) throw new ParamError('tab 取值不正确');
    const keyword = strParam(p, 'keyword', '').trim();
    const { offset } = mallPage(p);
    // each tab's count is a range of the covering index (shop, status, deleted_at, stock_total), kept until the next write
    const countOf = (t: Tab) => memoCount(ctx, `SELECT COUNT(*) AS n FROM mall_goods g WHERE g.shop_id = ? AND ${TAB_WHERE[t]}`, [shop]);
    const counts = Object.fromEntries(TABS.map((t) => [t, countOf(t)])) as Record<Tab, number>;
    const ORDER = 'ORDER BY g.created_at DESC, g.id DESC LIMIT ? OFFSET ?';
    let total = counts[tab];
    let ids: number[];
    if (!keyword) {
      // the tab's index in order (covering: skipped rows are never read), stopping after the page
      ids = total > offset ? ctx.db.prepare(`SELECT g.id FROM mall_goods g WHERE g.shop_id = ? AND ${LIST_WHERE[tab]} ${ORDER}`).pluck().all(shop, MALL_PAGE, offset) as number[] : [];
    } else {
      const plan = keywordPlan(ctx, shop, keyword);
      // a common keyword on an early page: walking the tab in order stops sooner than sorting every match
      const shopTotal = TABS.reduce((n, t) => n + counts[t], 0);
      const matches = plan.capped ? Math.max(plan.candidates, shopTotal) : Math.max(1, plan.candidates);
      const walked = Math.min(counts[tab], ((offset + MALL_PAGE) * shopTotal) / matches);
      if (walked < matches) {
        total = ctx.cache.memo(`sellerGoodsKeyword\u0000${shop}\u0000${tab}\u0000${keyword}`, () => keywordMatches(ctx, plan, shop, TAB_WHERE[tab]).length);
        ids = total > offset ? ctx.db.prepare(`SELECT g.id FROM mall_goods g WHERE g.shop_id = ? AND ${LIST_WHERE[tab]} AND ${plan.exact} ${ORDER}`).pluck().all(shop, ...plan.exactArgs, MALL_PAGE, offset) as number[] : [];
      } else {
        // a rare keyword: every match at once gives the page and the total
        const all = keywordMatches(ctx, plan, shop, TAB_WHERE[tab]);
        total = all.length;
        ids = all.slice(offset, offset + MALL_PAGE).map((r) => r[0]);
      }
    }
    // the page's rows and covers only
    const rows = ids.length
      ? (ctx.db
          .prepare(`SELECT g.id, g.title, g.price_cents, g.sales, g.status, g.code, g.deleted_at, g.created_at, ${STOCK_SQL} AS stock,
            (SELECT url FROM mall_goods_pics WHERE goods_id = g.id ORDER BY sort LIMIT 1) AS pic FROM mall_goods g WHERE g.id IN (${placeholders(ids)})`)
          .all(...ids) as { id: number; title: string; price_cents: number; sales: number; status: number; code: string; deleted_at: number | null; created_at: number; stock: number; pic: string | null }[])
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ok(
      {
        lists: ids.map((id) => byId.get(id)!).map((r) => ({ id: r.id, title: r.title, pic: abs(ctx, r.pic), price: money(r.price_cents), stock: r.stock, sales: r.sales, status: tabOf(r.status, r.stock, r.deleted_at), code: r.code, inputtime: fmtTime(r.created_at) })),
        total,
        counts,
      },
      '请求成功',
    );
  },

  sellerGoods(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const id = intParam(p, 'goods_id');
    const g = ctx.db.prepare('SELECT * FROM mall_goods WHERE id = ? AND shop_id = ?').get(id, shop) as
      | { id: number; category_id: number; title: string; description: string; shipping_cents: number; code: string; status: number; deleted_at: number | null }
      | undefined;
    if (!g) throw new MallRefusal(404, MSG_NO_GOODS);
    const category: number[] = [];
    for (let c: number | undefined = g.category_id; c; ) {
      category.unshift(c);
      c = (ctx.db.prepare('SELECT pid FROM mall_categories WHERE id = ?').get(c) as { pid: number } | undefined)?.pid;
    }
    const pics = (ctx.db.prepare('SELECT image_id, url FROM mall_goods_pics WHERE goods_id = ? ORDER BY sort').all(id) as { image_id: number | null; url: string }[]).map((r) => ({ id: r.image_id ?? 0, url: abs(ctx, r.url) }));
    const specRows = ctx.db.prepare('SELECT id, name FROM mall_specs WHERE goods_id = ? ORDER BY sort, id').all(id) as { id: number; name: string }[];
    const valueRows = specRows.map((s) => ctx.db.prepare('SELECT id, name FROM mall_spec_values WHERE spec_id = ? ORDER BY sort, id').all(s.id) as { id: number; name: string }[]);
    const indexOf = new Map(valueRows.flatMap((vals) => vals.map((v, i) => [v.id, i] as const)));
    const products = ctx.db.prepare("SELECT spec_key, price_cents, stock, code FROM mall_products WHERE goods_id = ? AND spec_key NOT LIKE 'x%' ORDER BY id").all(id) as { spec_key: string; price_cents: number; stock: number; code: string }[];
    const stock = products.reduce((n, r) => n + r.stock, 0);
    return ok(
      {
        id: g.id,
        category,
        title: g.title,
        pics,
        description: g.description,
        shipping_cents: g.shipping_cents,
        code: g.code,
        specs: specRows.map((s, i) => ({ name: s.name, values: valueRows[i]!.map((v) => v.name) })),
        skus: products.map((r) => ({ key: r.spec_key.split(',').map((v) => indexOf.get(Number(v)) ?? 0).join(','), price_cents: r.price_cents, stock: r.stock, code: r.code })),
        status: tabOf(g.status, stock, g.deleted_at),
      },
      '请求成功',
    );
  },

  sellerGoodsSave(ctx, p, req) {
    const me = req.user!.id;
    const shop = ownShop(ctx, me);
    const goodsId = p.goods_id === undefined || p.goods_id === '' ? null : intParam(p, 'goods_id');
    if (goodsId !== null) {
      ownGoodsIds(ctx, shop, [goodsId]);
      if (ctx.db.prepare('SELECT 1 FROM mall_goods WHERE id = ? AND deleted_at IS NOT NULL').get(goodsId)) throw new MallRefusal(201, '回收站中的商品请先恢复');
    }
    // every check first: a refused save writes nothing
    const categoryId = intParam(p, 'category_id');
    if (!ctx.db.prepare('SELECT 1 FROM mall_categories WHERE id = ? AND level = 3').get(categoryId)) throw new ParamError('category_id 请选择商品的三级类目');
    const title = strParam(p, 'title', '').trim();
    if (!title) throw new ParamError('title 请填写商品标题');
    if (title.length < 4) throw new ParamError('title 商品标题至少 4 个字');
    const pics = picsParam(ctx, p, me);
    const description = sanitizeHtml(strParam(p, 'description', ''));
    if (!htmlText(description) && !description.includes('<img')) throw new ParamError('description 请填写商品详情');
    const shipping = intParam(p, 'shipping_cents', 0);
    if (shipping < 0 || shipping > 100_000) throw new ParamError('shipping_cents 运费须为 0–1000 元');
    const code = strParam(p, 'code', '').trim();
    const specs = specsParam(p);
    const skus = skusParam(p, specs);
    const saveAs = strParam(p, 'save_as') as keyof typeof STATUS_OF;
    if (!(saveAs in STATUS_OF)) throw new ParamError('save_as 取值不正确');
    const lowest = Math.min(...skus.map((s) => s.price_cents));

    const id = ctx.db.transaction(() => {
      let id = goodsId;
      const row = { shop, categoryId, title, description, lowest, shipping, status: STATUS_OF[saveAs], code, now: ctx.now() };
      if (id === null) {
        id = Number(
          ctx.db.prepare(`INSERT INTO mall_goods (shop_id, category_id, title, description, price_cents, shipping_cents, status, code, created_at)
            VALUES (@shop, @categoryId, @title, @description, @lowest, @shipping, @status, @code, @now)`).run(row).lastInsertRowid,
        );
      } else {
        ctx.db.prepare(`UPDATE mall_goods SET category_id = @categoryId, title = @title, description = @description, price_cents = @lowest,
          shipping_cents = @shipping, status = @status, code = @code WHERE id = @id`).run({ ...row, id });
      }
      ctx.db.prepare('DELETE FROM mall_goods_pics WHERE goods_id = ?').run(id);
      const addPic = ctx.db.prepare('INSERT INTO mall_goods_pics (goods_id, sort, url, image_id) VALUES (?, ?, ?, ?)');
      pics.forEach((pic, i) => addPic.run(id, i, pic.url, pic.id));
      // a goods picture uploaded while publishing joins the picture space (商品图片) for reuse
      const addPhoto = ctx.db.prepare("INSERT OR IGNORE INTO mall_shop_photos (shop_id, image_id, name, folder, created_at) VALUES (?, ?, ?, '商品图片', ?)");
      pics.forEach((pic, i) => pic.id && addPhoto.run(shop, pic.id, `${title.slice(0, 24)} ${i + 1}`, ctx.now()));
      // specifications get new ids; products keep theirs (orders and carts point at them), matched by their text
      const oldSpecs = ctx.db.prepare('SELECT id FROM mall_specs WHERE goods_id = ?').all(id) as { id: number }[];
      for (const s of oldSpecs) ctx.db.prepare('DELETE FROM mall_spec_values WHERE spec_id = ?').run(s.id);
      ctx.db.prepare('DELETE FROM mall_specs WHERE goods_id = ?').run(id);
      const valueIds = specs.map((s, i) => {
        const specId = Number(ctx.db.prepare('INSERT INTO mall_specs (goods_id, name, sort) VALUES (?, ?, ?)').run(id, s.name, i).lastInsertRowid);
        return s.values.map((v, j) => Number(ctx.db.prepare('INSERT INTO mall_spec_values (spec_id, name, sort) VALUES (?, ?, ?)').run(specId, v, j).lastInsertRowid));
      });
      const existing = ctx.db.prepare('SELECT id, spec_text FROM mall_products WHERE goods_id = ?').all(id) as { id: number; spec_text: string }[];
      const kept = new Set<number>();
      for (const sku of skus) {
        const idx = sku.key.split(',').map(Number);
        const specKey = idx.map((v, i) => valueIds[i]![v]).join(',');
        const specText = idx.map((v, i) => `${specs[i]!.name}:${specs[i]!.values[v]}`).join(' ');
        const same = existing.find((e) => e.spec_text === specText);
        if (same) {
          ctx.db.prepare('UPDATE mall_products SET spec_key = ?, price_cents = ?, stock = ?, code = ? WHERE id = ?').run(specKey, sku.price_cents, sku.stock, sku.code, same.id);
          kept.add(same.id);
        } else {
          ctx.db.prepare('INSERT INTO mall_products (goods_id, spec_key, spec_text, price_cents, stock, code) VALUES (?, ?, ?, ?, ?, ?)').run(id, specKey, specText, sku.price_cents, sku.stock, sku.code);
        }
      }
      for (const gone of existing.filter((e) => !kept.has(e.id))) {
        ctx.db.prepare('DELETE FROM mall_cart WHERE product_id = ?').run(gone.id);
        const used = ctx.db.prepare('SELECT 1 FROM mall_order_items WHERE product_id = ? UNION SELECT 1 FROM mall_snapups WHERE product_id = ?').get(gone.id, gone.id);
        // a combination orders still name stays, no longer sold (no spec key a buyer can choose)
        if (used) ctx.db.prepare("UPDATE mall_products SET stock = 0, spec_key = 'x' || id WHERE id = ?").run(gone.id);
        else ctx.db.prepare('DELETE FROM mall_products WHERE id = ?').run(gone.id);
      }
      return id;
    })();
    return ok({ id }, goodsId === null ? (saveAs === 'sale' ? '发布成功' : '已保存') : '已保存');
  },

  sellerGoodsStatus(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const ids = ownGoodsIds(ctx, shop, idsParam(p, 'ids'));
    const to = strParam(p, 'status');
    if (to !== 'sale' && to !== 'off') throw new ParamError('status 取值不正确');
    const deleted = ctx.db.prepare(`SELECT COUNT(*) AS n FROM mall_goods WHERE deleted_at IS NOT NULL AND id IN (${placeholders(ids)})`).get(...ids) as { n: number };
    if (deleted.n) throw new MallRefusal(201, '回收站中的商品请先恢复');
    ctx.db.prepare(`UPDATE mall_goods SET status = ? WHERE shop_id = ? AND id IN (${placeholders(ids)})`).run(STATUS_OF[to], shop, ...ids);
    return ok(null, to === 'sale' ? '已上架' : '已下架');
  },

  sellerGoodsRemove(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const ids = ownGoodsIds(ctx, shop, idsParam(p, 'ids'));
    const restore = p.restore === true || p.restore === 'true';
    if (restore) {
      // restored goods go to the warehouse (off shelf), as 千牛 does
      ctx.db.prepare(`UPDATE mall_goods SET deleted_at = NULL, status = CASE WHEN status = 3 THEN 3 ELSE 2 END WHERE shop_id = ? AND id IN (${placeholders(ids)})`).run(shop, ...ids);
      return ok(null, '已恢复到仓库');
    }
    ctx.db.prepare(`UPDATE mall_goods SET deleted_at = ?, status = CASE WHEN status = 1 THEN 2 ELSE status END WHERE shop_id = ? AND deleted_at IS NULL AND id IN (${placeholders(ids)})`).run(ctx.now(), shop, ...ids);
    return ok(null, '已移入回收站');
  },
};
