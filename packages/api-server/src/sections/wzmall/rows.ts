// What the mall's handlers share: id lists, goods cards, cart lines, the shipping rule and the order
// numbers. Amounts are integer cents until they are written into an answer (money()).
import { randomBytes } from 'node:crypto';
import type { AppContext, Params } from '../../http/context.js';
import { abs, fmtTime, intParam, money, ParamError, strParam } from '../../http/context.js';

export const MALL_PAGE = 20;
export const MSG_NO_GOODS = '商品不存在';
export const MSG_NO_ORDER = '订单不存在';
export const MSG_NO_ADDRESS = '收货地址不存在';
export const MSG_NO_CART = '购物车商品不存在';
export const MSG_EMPTY_SEARCH = '请先输入搜索内容！';
/** Orders (per shop) of at least 99 元 ship free; outside the shops' province costs 5 元 more. */
export const FREE_OVER = 9900;
export const REMOTE_EXTRA = 500;
export const HOME_PROVINCE = '江苏省';

/** A refusal thrown inside a check or a transaction (rolls it back), answered with its code and text as they are. */
export class MallRefusal extends Error {
  constructor(
    readonly code: 201 | 400 | 404,
    message: string,
  ) {
    super(message);
  }
}

export function mallPage(p: Params): { page: number; offset: number } {
  const page = intParam(p, 'page', 1);
  if (page < 1) throw new ParamError('page 必须 >= 1');
  return { page, offset: Math.min((page - 1) * MALL_PAGE, 1e12) };
}

/** `1,2,3` → [1, 2, 3], without repeats. */
export function idsParam(p: Params, key: string, required = true): number[] {
  const raw = strParam(p, key, required ? undefined : '');
  const ids = [...new Set(raw.split(',').filter(Boolean).map(Number))];
  if (required && ids.length === 0) throw new ParamError(`${key} 不能为空`);
  return ids;
}

export const placeholders = (list: readonly unknown[]) => list.map(() => '?').join(',');

/** Required text: trimmed, not blank (the field's own message). */
export function textParam(p: Params, key: string, message: string): string {
  const v = strParam(p, key, '').trim();
  if (!v) throw new ParamError(`${key} ${message}`);
  return v;
}

export function phoneParam(p: Params, key = 'phone'): string {
  const v = strParam(p, key, '').trim();
  if (!/^1\d{10}$/.test(v) && !/^0\d{2,3}-?\d{7,8}$/.test(v)) throw new ParamError(`${key} 请输入正确的手机号或座机号`);
  return v;
}

export type GoodsRow = { id: number; title: string; price_cents: number; sales: number; shop_id: number; shopname: string; created_at: number };
export const GOODS_CARD_SQL = 'SELECT g.id, g.title, g.price_cents, g.sales, g.shop_id, s.name AS shopname, g.created_at FROM mall_goods g JOIN mall_shops s ON s.id = g.shop_id';

export const goodsPic = (ctx: AppContext, goodsId: number) => abs(ctx, `/media/img/goods/${goodsId}-1.svg`);

export function goodsCards(ctx: AppContext, rows: GoodsRow[]) {
  const pics = new Map<number, string>();
  if (rows.length) {
    const found = ctx.db.prepare(`SELECT goods_id, url FROM mall_goods_pics WHERE sort = 0 AND goods_id IN (${placeholders(rows)})`).all(...rows.map((r) => r.id)) as { goods_id: number; url: string }[];
    for (const f of found) pics.set(f.goods_id, abs(ctx, f.url));
  }
  return rows.map((r) => ({ id: r.id, title: r.title, pic: pics.get(r.id) ?? '', price: money(r.price_cents), sales: r.sales, shop_id: r.shop_id, shopname: r.shopname, inputtime: fmtTime(r.created_at) }));
}

export const SORTS = ['g.sales DESC, g.id', 'g.sales DESC, g.id', 'g.price_cents ASC, g.id', 'g.price_cents DESC, g.id', 'g.created_at DESC, g.id DESC'];
export function sortParam(p: Params): string {
  const sort = intParam(p, 'sort', 0);
  const order = SORTS[sort];
  if (!order) throw new ParamError('sort 取值 0–4');
  return order;
}

/** A line of the cart (or of a checkout) with everything the amounts and the order need. */
export type Line = {
  id: number;
  quantity: number;
  product_id: number;
  price_cents: number;
  stock: number;
  spec_text: string;
  goods_id: number;
  title: string;
  status: number;
  shipping_cents: number;
  shop_id: number;
  shopname: string;
};

const LINE_SQL = `SELECT c.id, c.quantity, p.id AS product_id, p.price_cents, p.stock, p.spec_text, g.id AS goods_id, g.title, g.status, g.shipping_cents,
  g.shop_id, s.name AS shopname FROM mall_cart c JOIN mall_products p ON p.id = c.product_id JOIN mall_goods g ON g.id = p.goods_id
  JOIN mall_shops s ON s.id = g.shop_id WHERE c.user_id = ?`;

/** The caller's cart lines; with ids, exactly those (404 when one is not in the caller's cart). */
export function cartLines(ctx: AppContext, userId: number, ids?: number[]): Line[] {
  if (!ids) return ctx.db.prepare(`${LINE_SQL} ORDER BY g.shop_id, c.id DESC`).all(userId) as Line[];
  const lines = ctx.db.prepare(`${LINE_SQL} AND c.id IN (${placeholders(ids)}) ORDER BY g.shop_id, c.id DESC`).all(userId, ...ids) as Line[];
  if (lines.length !== ids.length) throw new MallRefusal(404, MSG_NO_CART);
  return lines;
}

export const lineValid = (l: Pick<Line, 'status' | 'stock' | 'quantity'>) => l.status === 1 && l.stock >= l.quantity;

/** Cart lines grouped by shop, as the cart and the checkout show them. */
export function groupedCart(ctx: AppContext, lines: Line[]) {
  const shops = new Map<number, { shop_id: number; shopname: string; items: unknown[] }>();
  for (const l of lines) {
    let shop = shops.get(l.shop_id);
    if (!shop) shops.set(l.shop_id, (shop = { shop_id: l.shop_id, shopname: l.shopname, items: [] }));
    shop.items.push({
      id: l.id,
      goods_id: l.goods_id,
      product_id: l.product_id,
      title: l.title,
      pic: goodsPic(ctx, l.goods_id),
      spec: l.spec_text,
      price: money(l.price_cents),
      quantity: l.quantity,
      stock: l.stock,
      valid: lineValid(l),
    });
  }
  return { shops: [...shops.values()], count: lines.reduce((n, l) => n + l.quantity, 0) } as never;
}

/** Goods, shipping and total in cents: shipping per shop, free from FREE_OVER, more outside HOME_PROVINCE. */
export function amounts(lines: Pick<Line, 'price_cents' | 'quantity' | 'shop_id' | 'shipping_cents'>[], province: string) {
  const shops = new Map<number, { subtotal: number; fee: number }>();
  let goods = 0;
  let count = 0;
  for (const l of lines) {
    const cents = l.price_cents * l.quantity;
    if (!Number.isSafeInteger(cents)) throw new ParamError('quantity 过大');
    goods += cents;
    count += l.quantity;
    const s = shops.get(l.shop_id) ?? { subtotal: 0, fee: 0 };
    s.subtotal += cents;
    s.fee = Math.max(s.fee, l.shipping_cents);
    shops.set(l.shop_id, s);
  }
  let shipping = 0;
  for (const s of shops.values()) if (s.subtotal < FREE_OVER) shipping += s.fee + (province === HOME_PROVINCE ? 0 : REMOTE_EXTRA);
  return { count, goods, shipping, total: goods + shipping };
}

export const amountsAnswer = (a: ReturnType<typeof amounts>) => ({ count: a.count, goods_amount: money(a.goods), shipping: money(a.shipping), total: money(a.total) });

export type AddressRow = { id: number; user_id: number; name: string; phone: string; province: string; city: string; district: string; address: string; is_default: number };

/** One of the caller's addresses (404 otherwise: another member's address is never read). */
export function ownAddress(ctx: AppContext, userId: number, id: number): AddressRow {
  const a = ctx.db.prepare('SELECT * FROM mall_addresses WHERE id = ? AND user_id = ?').get(id, userId) as AddressRow | undefined;
  if (!a) throw new MallRefusal(404, MSG_NO_ADDRESS);
  return a;
}

export function newOrderNumber(ctx: AppContext): string {
  return `MO${fmtTime(ctx.now()).replace(/\D/g, '')}${randomBytes(4).readUInt32BE(0).toString().padStart(10, '0').slice(-6)}`;
}

