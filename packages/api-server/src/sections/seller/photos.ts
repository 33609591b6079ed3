// The picture space (the shop's uploads in folders: rename, move, delete unless a goods item uses the picture)
// and the brands the shop applies to sell with a licence picture. Every call starts from the caller's own
// shop; another shop's rows answer 404 and nothing is written.
import type { Params } from '../../http/context.js';
import { abs, fmtTime, intParam, ok, ParamError, strParam } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { idsParam, MALL_PAGE, mallPage, MallRefusal, placeholders } from '../wzmall/rows.js';
import { ownShop } from './shop.js';

const MSG_NO_PHOTO = '图片不存在';

function folderParam(p: Params): string {
  const folder = strParam(p, 'folder', '默认').trim() || '默认';
  if (folder.length > 20) throw new ParamError('folder 文件夹名称不能超过 20 个字');
  return folder;
}

type PhotoRow = { id: number; image_id: number; url: string; name: string; folder: string; created_at: number };
type Handled = 'sellerPhotos' | 'sellerPhotoAdd' | 'sellerPhotoUpdate' | 'sellerPhotoRemove' | 'sellerBrands' | 'sellerBrandApply' | 'sellerBrandRemove';

export const photoHandlers: Pick<SectionHandlers<'seller'>, Handled> = {
  sellerPhotos(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const folder = strParam(p, 'folder', '').trim();
    const { offset } = mallPage(p);
    const where = `ph.shop_id = ?${folder ? ' AND ph.folder = ?' : ''}`;
    const args: unknown[] = folder ? [shop, folder] : [shop];
    const rows = ctx.db
      .prepare(`SELECT ph.id, ph.image_id, i.url, ph.name, ph.folder, ph.created_at FROM mall_shop_photos ph JOIN images i ON i.id = ph.image_id
        WHERE ${where} ORDER BY ph.created_at DESC, ph.id DESC LIMIT ? OFFSET ?`)
      .all(...args, MALL_PAGE, offset) as PhotoRow[];
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM mall_shop_photos ph WHERE ${where}`).get(...args) as { n: number }).n;
    const uses = rows.length
      ? (ctx.db.prepare(`SELECT DISTINCT gp.image_id, g.title FROM mall_goods_pics gp JOIN mall_goods g ON g.id = gp.goods_id WHERE g.shop_id = ? AND gp.image_id IN (${placeholders(rows)})`)
          .all(shop, ...rows.map((r) => r.image_id)) as { image_id: number; title: string }[])
      : [];
    const folders = ctx.db.prepare('SELECT folder AS name, COUNT(*) AS count FROM mall_shop_photos WHERE shop_id = ? GROUP BY folder ORDER BY MIN(created_at), folder').all(shop) as { name: string; count: number }[];
    const lists = rows.map((r) => ({
      id: r.id, image_id: r.image_id, url: abs(ctx, r.url), name: r.name, folder: r.folder, inputtime: fmtTime(r.created_at),
      used_by: uses.filter((u) => u.image_id === r.image_id).map((u) => u.title),
    }));
    return ok({ lists, total, folders }, '请求成功');
  },

  sellerPhotoAdd(ctx, p, req) {
    const me = req.user!.id;
    const shop = ownShop(ctx, me);
    const ids = idsParam(p, 'ids');
    if (ids.length > 20) throw new ParamError('ids 一次最多上传 20 张图片');
    const folder = folderParam(p);
    const mine = ctx.db.prepare(`SELECT id FROM images WHERE user_id = ? AND id IN (${placeholders(ids)})`).all(me, ...ids) as { id: number }[];
    if (mine.length !== ids.length) throw new ParamError('ids 图片不存在，请重新上传');
    const add = ctx.db.prepare('INSERT OR IGNORE INTO mall_shop_photos (shop_id, image_id, name, folder, created_at) VALUES (?, ?, ?, ?, ?)');
    ctx.db.transaction(() => ids.forEach((id, i) => add.run(shop, id, `图片 ${id}`, folder, ctx.now() + i)))();
    return ok(null, '已上传');
  },

  sellerPhotoUpdate(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const id = intParam(p, 'id');
    const name = strParam(p, 'name', '').trim();
    if (!name) throw new ParamError('name 请填写图片名称');
    if (name.length > 30) throw new ParamError('name 图片名称不能超过 30 个字');
    const folder = folderParam(p);
    const changed = ctx.db.prepare('UPDATE mall_shop_photos SET name = ?, folder = ? WHERE id = ? AND shop_id = ?').run(name, folder, id, shop).changes;
    if (!changed) throw new MallRefusal(404, MSG_NO_PHOTO);
    return ok(null, '保存成功');
  },

  sellerPhotoRemove(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const photo = ctx.db.prepare('SELECT image_id FROM mall_shop_photos WHERE id = ? AND shop_id = ?').get(intParam(p, 'id'), shop) as { image_id: number } | undefined;
    if (!photo) throw new MallRefusal(404, MSG_NO_PHOTO);
    const used = ctx.db.prepare('SELECT g.title FROM mall_goods_pics gp JOIN mall_goods g ON g.id = gp.goods_id WHERE g.shop_id = ? AND gp.image_id = ? LIMIT 3').all(shop, photo.image_id) as { title: string }[];
    if (used.length) throw new MallRefusal(201, `该图片正被商品${used.map((u) => `「${u.title}」`).join('、')}使用，不能删除`);
    ctx.db.prepare('DELETE FROM mall_shop_photos WHERE shop_id = ? AND image_id = ?').run(shop, photo.image_id);
    return ok(null, '已删除');
  },

  sellerBrands(ctx, _p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const rows = ctx.db.prepare('SELECT b.id, b.name, i.url, b.status, b.reason, b.created_at FROM mall_shop_brands b JOIN images i ON i.id = b.licence_image_id WHERE b.shop_id = ? ORDER BY b.id DESC').all(shop) as
      { id: number; name: string; url: string; status: 1 | 2 | 3; reason: string; created_at: number }[];
    return ok({ lists: rows.map((b) => ({ id: b.id, name: b.name, licence: abs(ctx, b.url), status: b.status, reason: b.reason, inputtime: fmtTime(b.created_at) })) }, '请求成功');
  },

  sellerBrandApply(ctx, p, req) {
    const me = req.user!.id;
    const shop = ownShop(ctx, me);
    const name = strParam(p, 'name', '').trim();
    if (!name) throw new ParamError('name 请填写品牌名称');
    if (name.length > 30) throw new ParamError('name 品牌名称不能超过 30 个字');
    const licence = intParam(p, 'licence', 0);
    if (!licence) throw new ParamError('licence 请上传品牌授权书或商标注册证');
    if (!ctx.db.prepare('SELECT 1 FROM images WHERE id = ? AND user_id = ?').get(licence, me)) throw new ParamError('licence 图片不存在，请重新上传');
    if (ctx.db.prepare('SELECT 1 FROM mall_shop_brands WHERE shop_id = ? AND name = ?').get(shop, name)) throw new ParamError('name 已申请过这个品牌');
    const created = ctx.db.prepare('INSERT INTO mall_shop_brands (shop_id, name, licence_image_id, created_at) VALUES (?, ?, ?, ?)').run(shop, name, licence, ctx.now());
    return ok({ id: Number(created.lastInsertRowid) }, '已提交，等待平台审核');
  },

  sellerBrandRemove(ctx, p, req) {
    const shop = ownShop(ctx, req.user!.id);
    const changed = ctx.db.prepare('DELETE FROM mall_shop_brands WHERE id = ? AND shop_id = ?').run(intParam(p, 'id'), shop).changes;
    if (!changed) throw new MallRefusal(404, '品牌不存在');
    return ok(null, '已删除');
  },
};
