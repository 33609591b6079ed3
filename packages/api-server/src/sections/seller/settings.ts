// The shop's own set-up: settings with its income so far, its category tree (two levels, ordered by the
// seller) and its freight templates. Every call starts from the caller's own shop; another shop's rows answer
// 404 and nothing is written; refused input writes nothing.
import type { Params } from '../../http/context.js';
import { abs, intParam, money, ok, ParamError, strParam } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { MallRefusal, phoneParam } from '../wzmall/rows.js';
import { ownShop } from './shop.js';

/** Trimmed text between `min` and `max` characters, with the field's own Chinese message. */
function text(p: Params, key: string, min: number, max: number, label: string): string {
  const v = strParam(p, key, '').trim();
  if (v.length < min) throw new ParamError(min > 1 ? `${key} 请填写${label}（至少 ${min} 个字）` : `${key} 请填写${label}`);
  if (v.length > max) throw new ParamError(`${key} ${label}不能超过 ${max} 个字`);
  return v;
}

function cents(p: Params, key: string, label: string, max = 100_000): number {
  const v = intParam(p, key, 0);
  if (v < 0 || v > max) throw new ParamError(`${key} ${label}应在 0–${money(max)} 元之间`);
  return v;
}

type Handled = 'sellerSettings' | 'sellerSettingsSave' | 'sellerClassifies' | 'sellerClassifySave' | 'sellerClassifyMove' | 'sellerClassifyRemove' | 'sellerFreights' | 'sellerFreightSave' | 'sellerFreightRemove';
type ClassRow = { id: number; pid: number; name: string; sort: number };
type FreightRow = { id: number; name: string; mode: 'piece' | 'weight'; first: number; first_cents: number; next: number; next_cents: number; free_over_cents: number };

export const settingsHandlers: Pick<SectionHandlers<'seller'>, Handled> = {
  sellerSettings(ctx, _p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const s = ctx.db.prepare('SELECT name, logo, intro, phone, return_address, account_name, account_no FROM mall_shops WHERE id = ?').get(shop) as {
      name: string; logo: string; intro: string; phone: string; return_address: string; account_name: string; account_no: string;
    };
    // the shop's part of each paid order (orders are split per shop, so this is the order's goods amount and freight)
    const income = ctx.db
      .prepare(`SELECT
          COALESCE(SUM(CASE WHEN o.trade_state IN ('SUCCESS', 'REFUND') THEN o.amount_cents END), 0) AS paid,
          COALESCE(SUM(CASE WHEN o.trade_state = 'REFUND' THEN o.amount_cents END), 0) AS refunded,
          COALESCE(SUM(CASE WHEN o.trade_state = 'SUCCESS' AND o.status IN (2, 3, 6) THEN o.amount_cents END), 0) AS to_settle
        FROM mall_orders o WHERE EXISTS (SELECT 1 FROM mall_order_items i WHERE i.order_id = o.id AND i.shop_id = ?)`)
      .get(shop) as { paid: number; refunded: number; to_settle: number };
    return ok(
      {
        shopname: s.name, logo: s.logo ? abs(ctx, s.logo) : '', intro: s.intro, phone: s.phone, return_address: s.return_address,
        account_name: s.account_name, account_no: s.account_no,
        income: { paid: money(income.paid), refunded: money(income.refunded), to_settle: money(income.to_settle) },
      },
      '请求成功',
    );
  },

  sellerSettingsSave(ctx, p, req) {
    const me = req.user!.id;
    const shop = ownShop(ctx, me);
    const shopname = text(p, 'shopname', 2, 30, '店铺名称');
    const intro = strParam(p, 'intro', '').trim();
    if (intro.length > 500) throw new ParamError('intro 店铺简介不能超过 500 个字');
    const phone = phoneParam(p);
    const returnAddress = text(p, 'return_address', 5, 100, '退货地址');
    const accountName = strParam(p, 'account_name', '').trim();
    const accountNo = strParam(p, 'account_no', '').replace(/\s/g, '');
    if (accountNo && !/^\d{10,30}$/.test(accountNo)) throw new ParamError('account_no 请输入正确的银行卡号（10–30 位数字）');
    if (accountNo && accountName.length < 2) throw new ParamError('account_name 请填写开户名');
    const logoId = intParam(p, 'logo', 0);
    const logo = logoId ? (ctx.db.prepare('SELECT url FROM images WHERE id = ? AND user_id = ?').get(logoId, me) as { url: string } | undefined) : undefined;
    if (logoId && !logo) throw new ParamError('logo 图片不存在，请重新上传');
    if (ctx.db.prepare('SELECT 1 FROM mall_shops WHERE name = ? AND id <> ?').get(shopname, shop)) throw new ParamError('shopname 店铺名称已被使用');
    ctx.db.prepare(`UPDATE mall_shops SET name = ?, intro = ?, phone = ?, return_address = ?, account_name = ?, account_no = ?${logo ? ', logo = ?' : ''} WHERE id = ?`)
      .run(shopname, intro, phone, returnAddress, accountName, accountNo, ...(logo ? [logo.url] : []), shop);
    ctx.cache.bump();
    return ok(null, '保存成功');
  },

  sellerClassifies(ctx, _p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const rows = ctx.db.prepare('SELECT id, pid, name, sort FROM mall_shop_classes WHERE shop_id = ? ORDER BY sort, id').all(shop) as ClassRow[];
    const lists = rows.filter((r) => r.pid === 0).map((t) => ({ id: t.id, name: t.name, children: rows.filter((c) => c.pid === t.id).map((c) => ({ id: c.id, name: c.name })) }));
    return ok({ lists }, '请求成功');
  },

  sellerClassifySave(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const name = text(p, 'name', 1, 20, '分类名称');
    const id = intParam(p, 'id', 0);
    if (id) {
      const changed = ctx.db.prepare('UPDATE mall_shop_classes SET name = ? WHERE id = ? AND shop_id = ?').run(name, id, shop).changes;
      if (!changed) throw new MallRefusal(404, '分类不存在');
      return ok({ id }, '保存成功');
    }
    const pid = intParam(p, 'pid', 0);
    if (pid) {
      const parent = ctx.db.prepare('SELECT pid FROM mall_shop_classes WHERE id = ? AND shop_id = ?').get(pid, shop) as { pid: number } | undefined;
      if (!parent) throw new MallRefusal(404, '上级分类不存在');
      if (parent.pid !== 0) throw new ParamError('pid 店铺分类最多两级');
    }
    const siblings = ctx.db.prepare('SELECT COUNT(*) AS n, COALESCE(MAX(sort), 0) AS last FROM mall_shop_classes WHERE shop_id = ? AND pid = ?').get(shop, pid) as { n: number; last: number };
    if (siblings.n >= 50) throw new MallRefusal(201, '同一级最多 50 个分类');
    if (ctx.db.prepare('SELECT 1 FROM mall_shop_classes WHERE shop_id = ? AND pid = ? AND name = ?').get(shop, pid, name)) throw new ParamError('name 同一级已有这个分类');
    const created = ctx.db.prepare('INSERT INTO mall_shop_classes (shop_id, pid, name, sort) VALUES (?, ?, ?, ?)').run(shop, pid, name, siblings.last + 1);
    return ok({ id: Number(created.lastInsertRowid) }, '保存成功');
  },

  sellerClassifyMove(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const id = intParam(p, 'id');
    const dir = strParam(p, 'dir');
    if (dir !== 'up' && dir !== 'down') throw new ParamError('dir 取值 up、down');
    const row = ctx.db.prepare('SELECT id, pid, name, sort FROM mall_shop_classes WHERE id = ? AND shop_id = ?').get(id, shop) as ClassRow | undefined;
    if (!row) throw new MallRefusal(404, '分类不存在');
    const siblings = ctx.db.prepare('SELECT id, pid, name, sort FROM mall_shop_classes WHERE shop_id = ? AND pid = ? ORDER BY sort, id').all(shop, row.pid) as ClassRow[];
    const at = siblings.findIndex((s) => s.id === id);
    const to = dir === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= siblings.length) throw new MallRefusal(201, dir === 'up' ? '已经是第一个' : '已经是最后一个');
    [siblings[at], siblings[to]] = [siblings[to]!, siblings[at]!];
    const set = ctx.db.prepare('UPDATE mall_shop_classes SET sort = ? WHERE id = ?');
    ctx.db.transaction(() => siblings.forEach((s, i) => set.run(i + 1, s.id)))();
    return ok(null, '已调整顺序');
  },

  sellerClassifyRemove(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const id = intParam(p, 'id');
    if (!ctx.db.prepare('SELECT 1 FROM mall_shop_classes WHERE id = ? AND shop_id = ?').get(id, shop)) throw new MallRefusal(404, '分类不存在');
    if (ctx.db.prepare('SELECT 1 FROM mall_shop_classes WHERE pid = ? AND shop_id = ?').get(id, shop)) throw new MallRefusal(201, '请先删除它的子分类');
    ctx.db.prepare('DELETE FROM mall_shop_classes WHERE id = ? AND shop_id = ?').run(id, shop);
    return ok(null, '已删除');
  },

  sellerFreights(ctx, _p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const rows = ctx.db.prepare('SELECT * FROM mall_freight_templates WHERE shop_id = ? ORDER BY id').all(shop) as FreightRow[];
    const lists = rows.map((r) => ({
      id: r.id, name: r.name, mode: r.mode, first: r.first, first_fee: money(r.first_cents), next: r.next, next_fee: money(r.next_cents),
      free_over: r.free_over_cents ? money(r.free_over_cents) : null,
    }));
    return ok({ lists }, '请求成功');
  },

  sellerFreightSave(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const id = intParam(p, 'id', 0);
    const name = text(p, 'name', 2, 20, '模板名称');
    const mode = strParam(p, 'mode');
    if (mode !== 'piece' && mode !== 'weight') throw new ParamError('mode 请选择计费方式');
    const unit = mode === 'piece' ? '件数' : '重量（克）';
    const first = intParam(p, 'first');
    if (first < 1 || first > 100_000) throw new ParamError(`first 首${unit}应在 1–100000 之间`);
    const next = intParam(p, 'next');
    if (next < 1 || next > 100_000) throw new ParamError(`next 续${unit}应在 1–100000 之间`);
    const firstCents = cents(p, 'first_cents', '首费');
    const nextCents = cents(p, 'next_cents', '续费');
    const freeOver = cents(p, 'free_over_cents', '包邮金额', 10_000_000);
    const args = [name, mode, first, firstCents, next, nextCents, freeOver];
    if (id) {
      const changed = ctx.db.prepare('UPDATE mall_freight_templates SET name = ?, mode = ?, first = ?, first_cents = ?, next = ?, next_cents = ?, free_over_cents = ? WHERE id = ? AND shop_id = ?').run(...args, id, shop).changes;
      if (!changed) throw new MallRefusal(404, '运费模板不存在');
      return ok({ id }, '保存成功');
    }
    if ((ctx.db.prepare('SELECT COUNT(*) AS n FROM mall_freight_templates WHERE shop_id = ?').get(shop) as { n: number }).n >= 20) throw new MallRefusal(201, '最多 20 个运费模板');
    const created = ctx.db.prepare('INSERT INTO mall_freight_templates (shop_id, name, mode, first, first_cents, next, next_cents, free_over_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(shop, ...args, ctx.now());
    return ok({ id: Number(created.lastInsertRowid) }, '保存成功');
  },

  sellerFreightRemove(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const changed = ctx.db.prepare('DELETE FROM mall_freight_templates WHERE id = ? AND shop_id = ?').run(intParam(p, 'id'), shop).changes;
    if (!changed) throw new MallRefusal(404, '运费模板不存在');
    return ok(null, '已删除');
  },
};
