// Browsing (public): categories and heads, facets, brands, goods lists and search, shops, goods detail,
// specifications and products, reviews, shipping fee, adverts.
import type { AppContext, Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { abs, fail, fmtTime, intParam, likeArg, money, ok, ParamError, strParam } from '../../http/context.js';
import {
  FREE_OVER, GOODS_CARD_SQL, MallRefusal, goodsCards, HOME_PROVINCE, idsParam, MALL_PAGE, mallPage, MSG_EMPTY_SEARCH, MSG_NO_GOODS, placeholders, REMOTE_EXTRA, sortParam, type GoodsRow,
} from './rows.js';

type Cat = { id: number; pid: number; level: 1 | 2 | 3; name: string };
const MSG_NO_CATEGORY = '分类不存在';
const MSG_NO_SHOP = '店铺不存在';

function category(ctx: AppContext, id: number): Cat | undefined {
  return ctx.db.prepare('SELECT id, pid, level, name FROM mall_categories WHERE id = ?').get(id) as Cat | undefined;
}
/** A category and every category below it. */
function subtree(ctx: AppContext, id: number): number[] {
  return (ctx.db.prepare('SELECT id FROM mall_categories WHERE id = ? OR pid = ? OR pid IN (SELECT id FROM mall_categories WHERE pid = ?)').all(id, id, id) as { id: number }[]).map((r) => r.id);
}
/** The category path from the top down. */
function pathOf(ctx: AppContext, id: number): Cat[] {
  const out: Cat[] = [];
  for (let c = category(ctx, id); c; c = c.pid ? category(ctx, c.pid) : undefined) out.unshift(c);
  return out;
}

/** The public goods list: on sale, optionally by category subtree, brands, facet values (OR within a facet, AND across). */
function goodsQuery(ctx: AppContext, p: Params, extra: { where: string[]; args: unknown[] }) {
  const where = ['g.status = 1', ...extra.where];
  const args = [...extra.args];
  if (p.cid !== undefined && p.cid !== '') {
    const cid = intParam(p, 'cid');
    if (!category(ctx, cid)) return null;
    const ids = subtree(ctx, cid);
    where.push(`g.category_id IN (${placeholders(ids)})`);
    args.push(...ids);
  }
  const brands = idsParam(p, 'brand', false);
  if (brands.length) {
    where.push(`g.brand_id IN (${placeholders(brands)})`);
    args.push(...brands);
  }
  const values = idsParam(p, 'attr', false);
  if (values.length) {
    const rows = ctx.db.prepare(`SELECT id, attr_id FROM mall_attr_values WHERE id IN (${placeholders(values)})`).all(...values) as { id: number; attr_id: number }[];
    if (rows.length !== values.length) throw new ParamError('attr 筛选条件不存在');
    const byAttr = new Map<number, number[]>();
    for (const r of rows) byAttr.set(r.attr_id, [...(byAttr.get(r.attr_id) ?? []), r.id]);
    for (const group of byAttr.values()) {
      where.push(`EXISTS (SELECT 1 FROM mall_goods_attr_values v WHERE v.goods_id = g.id AND v.value_id IN (${placeholders(group)}))`);
      args.push(...group);
    }
  }
  const order = sortParam(p);
  const { offset } = mallPage(p);
  const sql = where.join(' AND ');
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM mall_goods g WHERE ${sql}`).get(...args) as { n: number }).n;
  const rows = ctx.db.prepare(`${GOODS_CARD_SQL} WHERE ${sql} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...args, MALL_PAGE, offset) as GoodsRow[];
  return { lists: goodsCards(ctx, rows), total };
}

function keywordParam(p: Params): string {
  const keyword = strParam(p, 'keyword', '').trim();
  // the spec's own text, without the generic 参数错误 prefix
  if (!keyword) throw new MallRefusal(400, MSG_EMPTY_SEARCH);
  return keyword;
}
export { keywordParam };

type CatalogOps =
  | 'mallCategoryList' | 'mallHeads' | 'mallFilterAttr' | 'mallRuzhuMainCategory' | 'mallRuzhuSubCategory' | 'mallCategoryBrand' | 'mallGoodsList' | 'mallSearch'
  | 'mallShopInfo' | 'mallShopGoods' | 'mallGoodsComments' | 'mallGoodsInfo' | 'mallShippingFee' | 'mallGoodsAttr' | 'mallProduct' | 'mallAdverts';

export const catalogHandlers: Pick<SectionHandlers<'wzmall'>, CatalogOps> = {
  mallCategoryList(ctx) {
    const all = ctx.db.prepare('SELECT id, pid, level, name FROM mall_categories ORDER BY level, sort, id').all() as Cat[];
    type Node = Cat & { children: Node[] };
    const nodes = new Map<number, Node>(all.map((c) => [c.id, { ...c, children: [] }]));
    const roots: Node[] = [];
    for (const n of nodes.values()) (n.pid ? nodes.get(n.pid)?.children : roots)?.push(n);
    return ok(roots, '请求成功');
  },

  mallHeads(ctx, p) {
    const level = intParam(p, 'belong_id', 1);
    const cid = intParam(p, 'cid', 0);
    const rows = ctx.db.prepare('SELECT id, pid, level, name FROM mall_categories WHERE level = ? AND pid = ? ORDER BY sort, id').all(level, level === 1 ? 0 : cid) as Cat[];
    return ok(rows, '请求成功');
  },

  mallFilterAttr(ctx, p) {
    const cid = intParam(p, 'cid');
    const top = pathOf(ctx, cid)[0];
    if (!top) return fail(404, MSG_NO_CATEGORY);
    const attrs = ctx.db.prepare('SELECT id, name FROM mall_attrs WHERE category_id = ? ORDER BY sort, id').all(top.id) as { id: number; name: string }[];
    const values = ctx.db.prepare('SELECT id, name FROM mall_attr_values WHERE attr_id = ? ORDER BY sort, id');
    return ok(attrs.map((a) => ({ ...a, values: values.all(a.id) as { id: number; name: string }[] })), '请求成功');
  },

  mallRuzhuMainCategory: (ctx) => ok(ctx.db.prepare('SELECT id, name FROM mall_categories WHERE level = 1 ORDER BY sort, id').all() as { id: number; name: string }[], '请求成功'),

  mallRuzhuSubCategory(ctx, p) {
    const pid = intParam(p, 'pid');
    const parent = category(ctx, pid);
    if (!parent || parent.level !== 1) return fail(404, MSG_NO_CATEGORY);
    return ok(ctx.db.prepare('SELECT id, name FROM mall_categories WHERE pid = ? ORDER BY sort, id').all(pid) as { id: number; name: string }[], '请求成功');
  },

  mallCategoryBrand(ctx, p) {
    const top = pathOf(ctx, intParam(p, 'cid'))[0];
    if (!top) return fail(404, MSG_NO_CATEGORY);
    const rows = ctx.db.prepare('SELECT id, name, logo FROM mall_brands WHERE category_id = ? ORDER BY id').all(top.id) as { id: number; name: string; logo: string }[];
    return ok(rows.map((b) => ({ ...b, logo: abs(ctx, b.logo) })), '请求成功');
  },

  mallGoodsList(ctx, p) {
    const list = goodsQuery(ctx, p, { where: [], args: [] });
    return list ? ok(list, '请求成功') : fail(404, MSG_NO_CATEGORY);
  },

  mallSearch(ctx, p) {
    const like = likeArg(keywordParam(p));
    const where = [`(g.title LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM mall_brands b WHERE b.id = g.brand_id AND b.name LIKE ? ESCAPE '\\') OR EXISTS (SELECT 1 FROM mall_shops s2 WHERE s2.id = g.shop_id AND s2.name LIKE ? ESCAPE '\\'))`];
    return ok(goodsQuery(ctx, p, { where, args: [like, like, like] })!, '请求成功');
  },

  mallShopInfo(ctx, p) {
    const id = intParam(p, 'shop_id');
    const s = ctx.db.prepare('SELECT s.*, c.name AS category FROM mall_shops s JOIN mall_categories c ON c.id = s.main_category WHERE s.id = ? AND s.status = 2').get(id) as
      | { id: number; name: string; logo: string; intro: string; category: string; address: string; phone: string; created_at: number }
      | undefined;
    if (!s) return fail(404, MSG_NO_SHOP);
    const stats = ctx.db.prepare('SELECT COUNT(*) AS n, COALESCE(SUM(sales), 0) AS sales FROM mall_goods WHERE shop_id = ? AND status = 1').get(id) as { n: number; sales: number };
    return ok({ id: s.id, name: s.name, logo: abs(ctx, s.logo), intro: s.intro, category: s.category, address: s.address, phone: s.phone, goods_count: stats.n, sales: stats.sales, inputtime: fmtTime(s.created_at) }, '请求成功');
  },

  mallShopGoods(ctx, p) {
    const id = intParam(p, 'shop_id');
    if (!ctx.db.prepare('SELECT 1 FROM mall_shops WHERE id = ? AND status = 2').get(id)) return fail(404, MSG_NO_SHOP);
    return ok(goodsQuery(ctx, p, { where: ['g.shop_id = ?'], args: [id] })!, '请求成功');
  },

  mallGoodsComments(ctx, p) {
    const id = intParam(p, 'goods_id');
    if (!ctx.db.prepare('SELECT 1 FROM mall_goods WHERE id = ?').get(id)) return fail(404, MSG_NO_GOODS);
    const withPics = intParam(p, 'pic', 0) === 1;
    const { offset } = mallPage(p);
    const where = `c.goods_id = ?${withPics ? " AND c.pics <> '[]'" : ''}`;
    const rows = ctx.db
      .prepare(`SELECT c.id, u.nickname, u.username, c.score, c.content, c.pics, c.spec_text, c.reply, c.created_at FROM mall_comments c JOIN users u ON u.id = c.user_id
        WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`)
      .all(id, MALL_PAGE, offset) as { id: number; nickname: string; username: string; score: number; content: string; pics: string; spec_text: string; reply: string; created_at: number }[];
    const counts = ctx.db.prepare("SELECT COUNT(*) AS all_n, COALESCE(SUM(pics <> '[]'), 0) AS pic_n FROM mall_comments WHERE goods_id = ?").get(id) as { all_n: number; pic_n: number };
    return ok(
      {
        lists: rows.map((c) => ({
          id: c.id,
          nickname: c.nickname || `${c.username.slice(0, 1)}***`,
          score: c.score,
          content: c.content,
          pics: (JSON.parse(c.pics) as string[]).map((u) => abs(ctx, u)),
          spec: c.spec_text,
          inputtime: fmtTime(c.created_at),
          ...(c.reply ? { reply: c.reply } : {}),
        })),
        total: withPics ? counts.pic_n : counts.all_n,
        counts: { all: counts.all_n, pic: counts.pic_n },
      },
      '请求成功',
    );
  },

  mallGoodsInfo(ctx, p, req) {
    const id = intParam(p, 'goods_id');
    const g = ctx.db
      .prepare(`SELECT g.*, s.name AS shopname, s.logo AS shoplogo, b.name AS brand FROM mall_goods g JOIN mall_shops s ON s.id = g.shop_id
        LEFT JOIN mall_brands b ON b.id = g.brand_id WHERE g.id = ?`)
      .get(id) as { id: number; title: string; description: string; sales: number; status: number; category_id: number; shop_id: number; shopname: string; shoplogo: string; brand: string | null } | undefined;
    if (!g) return fail(404, MSG_NO_GOODS);
    const range = ctx.db.prepare(`SELECT MIN(price_cents) AS lo, MAX(price_cents) AS hi, COALESCE(SUM(stock), 0) AS stock FROM mall_products WHERE goods_id = ? AND ${SOLD}`).get(id) as { lo: number | null; hi: number | null; stock: number };
    const pics = (ctx.db.prepare('SELECT url FROM mall_goods_pics WHERE goods_id = ? ORDER BY sort').all(id) as { url: string }[]).map((r) => abs(ctx, r.url));
    const followed = req.user !== undefined && ctx.db.prepare('SELECT 1 FROM mall_follows WHERE user_id = ? AND goods_id = ?').get(req.user.id, id) !== undefined;
    return ok(
      {
        id: g.id,
        title: g.title,
        pics,
        price: money(range.lo ?? 0),
        min_price: money(range.lo ?? 0),
        max_price: money(range.hi ?? 0),
        sales: g.sales,
        stock: range.stock,
        description: g.description,
        shop: { id: g.shop_id, name: g.shopname, logo: abs(ctx, g.shoplogo) },
        category: pathOf(ctx, g.category_id).map((c) => ({ id: c.id, name: c.name })),
        brand: g.brand ?? '',
        followed,
        status: g.status === 1 ? 1 : 0,
      },
      '请求成功',
    );
  },

  mallShippingFee(ctx, p, req) {
    const id = intParam(p, 'goods_id');
    const g = ctx.db.prepare('SELECT shipping_cents, price_cents FROM mall_goods WHERE id = ?').get(id) as { shipping_cents: number; price_cents: number } | undefined;
    if (!g) return fail(404, MSG_NO_GOODS);
    // the member's region: their default address, else the province asked for, else the shops' own
    const own = req.user && (ctx.db.prepare('SELECT province FROM mall_addresses WHERE user_id = ? ORDER BY is_default DESC, id LIMIT 1').get(req.user.id) as { province: string } | undefined);
    const province = own?.province || strParam(p, 'province', '').trim() || HOME_PROVINCE;
    const fee = g.price_cents >= FREE_OVER ? 0 : g.shipping_cents + (province === HOME_PROVINCE ? 0 : REMOTE_EXTRA);
    return ok({ fee: money(fee), province, free_over: money(FREE_OVER) }, '请求成功');
  },

  mallGoodsAttr(ctx, p) {
    const id = intParam(p, 'goods_id');
    if (!ctx.db.prepare('SELECT 1 FROM mall_goods WHERE id = ?').get(id)) return fail(404, MSG_NO_GOODS);
    const specs = ctx.db.prepare('SELECT id, name FROM mall_specs WHERE goods_id = ? ORDER BY sort, id').all(id) as { id: number; name: string }[];
    const values = ctx.db.prepare('SELECT id, name FROM mall_spec_values WHERE spec_id = ? ORDER BY sort, id');
    const products = ctx.db.prepare(`SELECT id, spec_key, spec_text, price_cents, stock FROM mall_products WHERE goods_id = ? AND ${SOLD} ORDER BY id`).all(id) as ProductRow[];
    return ok({ specs: specs.map((s) => ({ ...s, values: values.all(s.id) as { id: number; name: string }[] })), products: products.map(productAnswer) }, '请求成功');
  },

  mallProduct(ctx, p) {
    const id = intParam(p, 'goods_id');
    const values = strParam(p, 'values').split(',').map(Number);
    if (!ctx.db.prepare('SELECT 1 FROM mall_goods WHERE id = ?').get(id)) return fail(404, MSG_NO_GOODS);
    const row = ctx.db.prepare('SELECT id, spec_key, spec_text, price_cents, stock FROM mall_products WHERE goods_id = ? AND spec_key = ?').get(id, values.join(',')) as ProductRow | undefined;
    return row ? ok(productAnswer(row), '请求成功') : fail(404, '该规格组合暂不销售');
  },

  mallAdverts(ctx) {
    const rows = ctx.db.prepare('SELECT id, pic, title, url FROM mall_adverts ORDER BY sort, id').all() as { id: number; pic: string; title: string; url: string }[];
    return ok(rows.map((a) => ({ ...a, pic: abs(ctx, a.pic) })), '请求成功');
  },
};

/** A combination the seller centre dropped while orders still name it has the spec key `x<id>`: no longer sold. */
const SOLD = "spec_key NOT LIKE 'x%'";

type ProductRow = { id: number; spec_key: string; spec_text: string; price_cents: number; stock: number };
const productAnswer = (r: ProductRow) => ({ id: r.id, values: r.spec_key.split(',').map(Number), price: money(r.price_cents), stock: r.stock, spec: r.spec_text });
