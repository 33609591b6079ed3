// The member's cart and delivery addresses. Every row is looked up with the caller's id, so another
// member's cart row or address answers 404 and is never read or changed.
import type { SectionHandlers } from '../../http/section.js';
import { fail, intParam, ok, ParamError, strParam } from '../../http/context.js';
import { amounts, amountsAnswer, cartLines, groupedCart, HOME_PROVINCE, idsParam, MallRefusal, MSG_NO_ADDRESS, MSG_NO_CART, phoneParam, placeholders, textParam, type AddressRow } from './rows.js';

const MAX_ADDRESSES = 20;
const MAX_QUANTITY = 999;

type CartOps = 'mallCart' | 'mallAddToCart' | 'mallCartPrice' | 'mallCartAddOne' | 'mallCartReduceOne' | 'mallCartDelete' | 'mallCartClean' | 'mallAddresses' | 'mallSaveAddress' | 'mallDeleteAddress';

export const cartHandlers: Pick<SectionHandlers<'wzmall'>, CartOps> = {
  mallCart: (ctx, _p, req) => ok(groupedCart(ctx, cartLines(ctx, req.user!.id)), '请求成功'),

  mallAddToCart(ctx, p, req) {
    const productId = intParam(p, 'product_id');
    const quantity = intParam(p, 'quantity');
    if (quantity < 1) throw new ParamError('quantity 至少 1 件');
    const me = req.user!.id;
    return ctx.db.transaction(() => {
      const product = ctx.db.prepare('SELECT p.stock, g.status FROM mall_products p JOIN mall_goods g ON g.id = p.goods_id WHERE p.id = ?').get(productId) as { stock: number; status: number } | undefined;
      if (!product) return fail(404, '商品规格不存在');
      if (product.status !== 1) return fail(201, '商品已下架');
      const inCart = (ctx.db.prepare('SELECT quantity FROM mall_cart WHERE user_id = ? AND product_id = ?').get(me, productId) as { quantity: number } | undefined)?.quantity ?? 0;
      if (inCart + quantity > Math.min(product.stock, MAX_QUANTITY)) return fail(201, product.stock === 0 ? '该规格已售罄' : `库存不足，最多还能加入 ${Math.max(0, product.stock - inCart)} 件`);
      ctx.db
        .prepare('INSERT INTO mall_cart (user_id, product_id, quantity, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = quantity + excluded.quantity')
        .run(me, productId, quantity, ctx.now());
      const id = (ctx.db.prepare('SELECT id FROM mall_cart WHERE user_id = ? AND product_id = ?').get(me, productId) as { id: number }).id;
      const count = (ctx.db.prepare('SELECT COALESCE(SUM(quantity), 0) AS n FROM mall_cart WHERE user_id = ?').get(me) as { n: number }).n;
      return ok({ id, count }, '已加入购物车');
    }).immediate();
  },

  mallCartPrice(ctx, p, req) {
    const lines = cartLines(ctx, req.user!.id, idsParam(p, 'ids'));
    const own = ctx.db.prepare('SELECT province FROM mall_addresses WHERE user_id = ? ORDER BY is_default DESC, id LIMIT 1').get(req.user!.id) as { province: string } | undefined;
    return ok(amountsAnswer(amounts(lines, own?.province ?? HOME_PROVINCE)), '请求成功');
  },

  mallCartAddOne(ctx, p, req) {
    const id = intParam(p, 'id');
    const [line] = cartLines(ctx, req.user!.id, [id]);
    // conditional: never above the stock, even when two clicks race
    const changed = ctx.db
      .prepare('UPDATE mall_cart SET quantity = quantity + 1 WHERE id = ? AND user_id = ? AND quantity + 1 <= (SELECT MIN(stock, ?) FROM mall_products WHERE id = mall_cart.product_id)')
      .run(id, req.user!.id, MAX_QUANTITY).changes;
    if (!changed) return fail(201, `库存不足，最多购买 ${line!.stock} 件`);
    return ok({ quantity: line!.quantity + 1 }, '请求成功');
  },

  mallCartReduceOne(ctx, p, req) {
    const id = intParam(p, 'id');
    const [line] = cartLines(ctx, req.user!.id, [id]);
    const changed = ctx.db.prepare('UPDATE mall_cart SET quantity = quantity - 1 WHERE id = ? AND user_id = ? AND quantity > 1').run(id, req.user!.id).changes;
    if (!changed) return fail(201, '至少购买 1 件');
    return ok({ quantity: line!.quantity - 1 }, '请求成功');
  },

  mallCartDelete(ctx, p, req) {
    const ids = idsParam(p, 'ids');
    const changed = ctx.db.prepare(`DELETE FROM mall_cart WHERE user_id = ? AND id IN (${placeholders(ids)})`).run(req.user!.id, ...ids).changes;
    return changed ? ok(null, '删除成功') : fail(404, MSG_NO_CART);
  },

  mallCartClean(ctx, _p, req) {
    ctx.db.prepare('DELETE FROM mall_cart WHERE user_id = ?').run(req.user!.id);
    return ok(null, '已清空');
  },

  mallAddresses(ctx, _p, req) {
    const rows = ctx.db.prepare('SELECT * FROM mall_addresses WHERE user_id = ? ORDER BY is_default DESC, id').all(req.user!.id) as AddressRow[];
    return ok(rows.map(({ id, name, phone, province, city, district, address, is_default }) => ({ id, name, phone, province, city, district, address, is_default: is_default ? 1 : 0 })), '请求成功');
  },

  mallSaveAddress(ctx, p, req) {
    const me = req.user!.id;
    const id = p.id === undefined || p.id === '' ? null : intParam(p, 'id');
    const row = {
      name: textParam(p, 'name', '请填写收货人'),
      phone: phoneParam(p),
      province: textParam(p, 'province', '请选择省份'),
      city: textParam(p, 'city', '请选择城市'),
      district: textParam(p, 'district', '请选择区县'),
      address: textParam(p, 'address', '请填写详细地址'),
    };
    if (!/^1\d{10}$/.test(row.phone)) throw new ParamError('phone 请输入正确的手机号');
    const wantsDefault = strParam(p, 'is_default', '0') === '1';
    return ctx.db.transaction(() => {
      const count = (ctx.db.prepare('SELECT COUNT(*) AS n FROM mall_addresses WHERE user_id = ?').get(me) as { n: number }).n;
      let saved: number;
      if (id !== null) {
        if (!ctx.db.prepare('SELECT 1 FROM mall_addresses WHERE id = ? AND user_id = ?').get(id, me)) throw new MallRefusal(404, MSG_NO_ADDRESS);
        ctx.db.prepare('UPDATE mall_addresses SET name = @name, phone = @phone, province = @province, city = @city, district = @district, address = @address WHERE id = @id').run({ ...row, id });
        saved = id;
      } else {
        if (count >= MAX_ADDRESSES) throw new MallRefusal(201, `最多保存 ${MAX_ADDRESSES} 个收货地址`);
        saved = Number(
          ctx.db.prepare('INSERT INTO mall_addresses (user_id, name, phone, province, city, district, address, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)')
            .run(me, row.name, row.phone, row.province, row.city, row.district, row.address, ctx.now()).lastInsertRowid,
        );
      }
      // the first address is the default one
      if (wantsDefault || count === 0) {
        ctx.db.prepare('UPDATE mall_addresses SET is_default = (id = ?) WHERE user_id = ?').run(saved, me);
      }
      return ok({ id: saved }, '保存成功');
    }).immediate();
  },

  mallDeleteAddress(ctx, p, req) {
    const me = req.user!.id;
    const id = intParam(p, 'id');
    return ctx.db.transaction(() => {
      const a = ctx.db.prepare('SELECT is_default FROM mall_addresses WHERE id = ? AND user_id = ?').get(id, me) as { is_default: number } | undefined;
      if (!a) return fail(404, MSG_NO_ADDRESS);
      ctx.db.prepare('DELETE FROM mall_addresses WHERE id = ?').run(id);
      if (a.is_default) ctx.db.prepare('UPDATE mall_addresses SET is_default = 1 WHERE id = (SELECT id FROM mall_addresses WHERE user_id = ? ORDER BY id DESC LIMIT 1)').run(me);
      return ok(null, '删除成功');
    }).immediate();
  },
};
