// Settle-in (入驻) and the operator's page (x-spec: inferred). A member applies once (again only after a
// refusal); review approves it (the dev simulator, http/review.ts) and creates the member's one `tours` row.
// Every write is the owner's, validated in full before anything is written, with a Chinese message per field.
import type { AppContext, Params } from '../../http/context.js';
import type { Schema, SectionHandlers } from '../../http/section.js';
import { abs, fail, fmtTime, intParam, money, ok, ParamError, strParam } from '../../http/context.js';
import { cleanHtml, htmlTextLength, safeUrl } from '../../http/html.js';
import type { Reviewable } from '../../http/review.js';
import { futiLines, isLevel, LEVELS, OPERATOR_TYPES, themesOf, type TourRow } from './rows.js';

const MSG_NOT_OPERATOR = '入驻审核通过后才能编辑旅游页面';
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

type SettlementRow = {
  user_id: number; type: Schema<'TourOperatorType'>; name: string; licence: string; contact: string; phone: string;
  status: 'waiting' | 'approved' | 'refused'; reason: string; created_at: number;
};

const settlementOf = (ctx: AppContext, userId: number) => ctx.db.prepare('SELECT * FROM tour_settlements WHERE user_id = ?').get(userId) as SettlementRow | undefined;
const ownTour = (ctx: AppContext, userId: number) =>
  ctx.db.prepare(`SELECT t.* FROM tours t JOIN tour_settlements s ON s.user_id = t.user_id AND s.status = 'approved' WHERE t.user_id = ?`).get(userId) as TourRow | undefined;

const text = (p: Params, key: string) => strParam(p, key, '').trim();
function sized(p: Params, key: string, min: number, max: number, label: string): string {
  const v = text(p, key);
  if (v.length < min || v.length > max) throw new ParamError(min > 0 ? `${key} ${label} ${min}–${max} 个字` : `${key} ${label}最多 ${max} 个字`);
  return v;
}
function phoneOf(p: Params, key: string, required = true): string {
  const v = text(p, key);
  if (!v && !required) return '';
  if (!PHONE.test(v)) throw new ParamError(`${key} 请输入正确的手机号或座机号（如 0515-88880000）`);
  return v;
}
/** An uploaded picture of the member (its stored path); 0 / empty → undefined (keep what is there). */
function pictureOf(ctx: AppContext, p: Params, key: string, userId: number, required: boolean): string | undefined {
  const id = p[key] === undefined || p[key] === '' ? 0 : intParam(p, key);
  if (!id) {
    if (required) throw new ParamError(`${key} 请上传图片`);
    return undefined;
  }
  const row = ctx.db.prepare('SELECT url FROM images WHERE id = ? AND user_id = ?').get(id, userId) as { url: string } | undefined;
  if (!row) throw new ParamError(`${key} 图片不存在，请重新上传`);
  return row.url;
}
function htmlOf(p: Params, min: number): string {
  const html = cleanHtml(strParam(p, 'html', ''));
  const n = htmlTextLength(html);
  if (n < min) throw new ParamError(`html 请至少输入 ${min} 个字`);
  if (html.length > 100_000) throw new ParamError('html 内容过长');
  return html;
}

/** The operator's page, or a refusal before approval; the write runs only when it is theirs. */
function onMine(ctx: AppContext, userId: number, write: (t: TourRow) => void, msg = '保存成功') {
  const t = ownTour(ctx, userId);
  if (!t) return fail(201, MSG_NOT_OPERATOR);
  ctx.db.transaction(() => {
    write(t);
    ctx.db.prepare('UPDATE tours SET updated_at = ? WHERE id = ?').run(ctx.now(), t.id);
  })();
  return ok(null, msg);
}

type OperatorOps = Exclude<keyof SectionHandlers<'tour'>, 'tourLists' | 'tourDetail' | 'tourDetailR' | 'tourDetailS' | 'tourDetailM' | 'tourDetailN' | 'tourAdjacent' | 'tourFilters'>;

export const operatorHandlers: Pick<SectionHandlers<'tour'>, OperatorOps> = {
  tourRuzhuStatus(ctx, _p, req) {
    const s = settlementOf(ctx, req.user!.id);
    if (!s) return ok({ status: 'none', reason: '', type: '', name: '', contact: '', phone: '', licence: '', tour_id: null, inputtime: '' }, '请求成功');
    const tour = s.status === 'approved' ? ownTour(ctx, s.user_id) : undefined;
    return ok({ status: s.status, reason: s.reason, type: s.type, name: s.name, contact: s.contact, phone: s.phone, licence: abs(ctx, s.licence), tour_id: tour?.id ?? null, inputtime: fmtTime(s.created_at) }, '请求成功');
  },

  tourRuzhu(ctx, p, req) {
    const me = req.user!.id;
    const type = text(p, 'type') as Schema<'TourOperatorType'>;
    if (!(type in OPERATOR_TYPES)) throw new ParamError('type 请选择入驻类型（景区或旅行社）');
    const name = sized(p, 'name', 2, 40, '名称');
    const licence = pictureOf(ctx, p, 'licence', me, true)!;
    const contact = sized(p, 'contact', 2, 20, '联系人');
    const phone = phoneOf(p, 'phone');
    const had = settlementOf(ctx, me);
    if (had?.status === 'waiting') return fail(201, '您的入驻申请正在审核中，请耐心等待');
    if (had?.status === 'approved') return fail(201, '您已入驻旅游栏目');
    ctx.db
      .prepare(`INSERT INTO tour_settlements (user_id, type, name, licence, contact, phone, status, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, 'waiting', '', ?)
        ON CONFLICT (user_id) DO UPDATE SET type = excluded.type, name = excluded.name, licence = excluded.licence, contact = excluded.contact,
          phone = excluded.phone, status = 'waiting', reason = '', created_at = excluded.created_at, reviewed_at = NULL`)
      .run(me, type, name, licence, contact, phone, ctx.now());
    return ok(null, '提交成功，请等待审核');
  },

  tourMine(ctx, _p, req) {
    const t = ownTour(ctx, req.user!.id);
    if (!t) return fail(201, MSG_NOT_OPERATOR);
    const items = ctx.db.prepare("SELECT id, kind, title, content, pic, url, inputtime FROM tour_items WHERE tour_id = ? AND kind IN ('s', 'm') ORDER BY sort, id").all(t.id) as { id: number; kind: string; title: string; content: string; pic: string; url: string; inputtime: number }[];
    return ok({
      id: t.id, title: t.title, jianjie: t.jianjie, price: money(t.price_cents), opentime: t.opentime, tel: t.tel, pic: abs(ctx, t.pic), city: t.city, level: t.level,
      content: t.content, introduce: t.introduce, themes: (themesOf(ctx, [t.id]).get(t.id) ?? []).map((x) => x.id),
      scenery: items.filter((i) => i.kind === 's').slice(0, 3).map((i) => ({ pic: abs(ctx, i.pic), caption: i.title })),
      futi: futiLines(t.futi),
      tietu: items.filter((i) => i.kind === 'm' && !/\.(mp4|webm)$/.test(i.url)).map((i) => ({ id: i.id, title: i.title, pic: abs(ctx, i.pic), content: i.content, inputtime: fmtTime(i.inputtime) })),
      address: t.address, lat: t.lat, lng: t.lng, vr: t.vr,
    }, '请求成功');
  },

  tourSaveBase(ctx, p, req) {
    const me = req.user!.id;
    const title = sized(p, 'title', 2, 40, '名称');
    const jianjie = sized(p, 'jianjie', 5, 200, '简介');
    const price = text(p, 'price');
    if (!/^\d{1,6}(\.\d{1,2})?$/.test(price)) throw new ParamError('price 请输入价格（0–999999 元，最多两位小数）');
    const opentime = sized(p, 'opentime', 2, 40, '开放时间');
    const tel = phoneOf(p, 'tel');
    const city = text(p, 'city');
    if (!city || city.length > 20) throw new ParamError('city 请选择所在地区');
    const level = text(p, 'level');
    if (level && !isLevel(level)) throw new ParamError(`level 景区等级取值 ${LEVELS.join('、')}`);
    const pic = pictureOf(ctx, p, 'pic', me, false);
    return onMine(ctx, me, (t) => {
      if (!pic && !t.pic) throw new ParamError('pic 请上传封面图片');
      ctx.db
        .prepare('UPDATE tours SET title = ?, jianjie = ?, price_cents = ?, opentime = ?, tel = ?, city = ?, level = ?, pic = COALESCE(?, pic) WHERE id = ?')
        .run(title, jianjie, Math.round(Number(price) * 100), opentime, tel, city, level, pic ?? null, t.id);
    });
  },

  tourSaveDetail(ctx, p, req) {
    const html = htmlOf(p, 10);
    return onMine(ctx, req.user!.id, (t) => void ctx.db.prepare('UPDATE tours SET content = ? WHERE id = ?').run(html, t.id));
  },

  tourSaveIntroduce(ctx, p, req) {
    const html = htmlOf(p, 10);
    return onMine(ctx, req.user!.id, (t) => void ctx.db.prepare('UPDATE tours SET introduce = ? WHERE id = ?').run(html, t.id));
  },

  tourSaveTheme(ctx, p, req) {
    const ids = text(p, 'themes').split(',').filter(Boolean).map(Number);
    if (!ids.length) throw new ParamError('themes 请至少选择 1 个主题');
    if (ids.length > 5) throw new ParamError('themes 最多选择 5 个主题');
    if (ids.some((id) => !Number.isSafeInteger(id)) || new Set(ids).size !== ids.length) throw new ParamError('themes 主题有误，请重新选择');
    const known = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM tour_themes WHERE id IN (${ids.map(() => '?').join(',')})`).get(...ids) as { n: number }).n;
    if (known !== ids.length) throw new ParamError('themes 主题不存在，请重新选择');
    return onMine(ctx, req.user!.id, (t) => {
      ctx.db.prepare('DELETE FROM tour_theme_links WHERE tour_id = ?').run(t.id);
      const add = ctx.db.prepare('INSERT INTO tour_theme_links (tour_id, theme_id) VALUES (?, ?)');
      for (const id of ids) add.run(t.id, id);
    });
  },

  tourSaveScenery(ctx, p, req) {
    const me = req.user!.id;
    const given = [1, 2, 3].map((n) => ({ caption: sized(p, `caption${n}`, 2, 30, '图片说明'), pic: pictureOf(ctx, p, `pic${n}`, me, false) }));
    return onMine(ctx, me, (t) => {
      const had = ctx.db.prepare("SELECT pic FROM tour_items WHERE tour_id = ? AND kind = 's' ORDER BY sort, id LIMIT 3").all(t.id) as { pic: string }[];
      const rows = given.map((g, i) => {
        const pic = g.pic ?? had[i]?.pic;
        if (!pic) throw new ParamError(`pic${i + 1} 请上传第 ${i + 1} 张图片`);
        return { ...g, pic };
      });
      ctx.db.prepare("DELETE FROM tour_items WHERE tour_id = ? AND kind = 's'").run(t.id);
      const add = ctx.db.prepare("INSERT INTO tour_items (tour_id, kind, title, content, pic, url, sort, inputtime) VALUES (?, 's', ?, '', ?, '', ?, ?)");
      rows.forEach((r, i) => add.run(t.id, r.caption, r.pic, i + 1, ctx.now()));
    });
  },

  tourSaveFuti(ctx, p, req) {
    const lines = strParam(p, 'lines', '').split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
    if (!lines.length) throw new ParamError('lines 请至少填写 1 行副题');
    if (lines.length > 6) throw new ParamError('lines 最多 6 行副题');
    if (lines.some((l) => l.length > 30)) throw new ParamError('lines 每行副题最多 30 个字');
    return onMine(ctx, req.user!.id, (t) => void ctx.db.prepare('UPDATE tours SET futi = ? WHERE id = ?').run(lines.join('\n'), t.id));
  },

  tourSaveTietu(ctx, p, req) {
    const me = req.user!.id;
    const id = p.id === undefined || p.id === '' ? undefined : intParam(p, 'id');
    const title = sized(p, 'title', 2, 30, '标题');
    const content = sized(p, 'content', 0, 500, '说明');
    const pic = pictureOf(ctx, p, 'pic', me, id === undefined);
    const t = ownTour(ctx, me);
    if (!t) return fail(201, MSG_NOT_OPERATOR);
    const now = ctx.now();
    if (id === undefined) {
      const count = (ctx.db.prepare("SELECT COUNT(*) AS n FROM tour_items WHERE tour_id = ? AND kind = 'm'").get(t.id) as { n: number }).n;
      if (count >= 50) return fail(201, '贴图最多 50 张');
      const info = ctx.db
        .prepare("INSERT INTO tour_items (tour_id, kind, title, content, pic, url, sort, inputtime) VALUES (?, 'm', ?, ?, ?, ?, (SELECT COALESCE(MAX(sort), 0) + 1 FROM tour_items WHERE tour_id = ? AND kind = 'm'), ?)")
        .run(t.id, title, content, pic, pic, t.id, now);
      return ok({ id: Number(info.lastInsertRowid) }, '发布成功');
    }
    const changed = ctx.db
      .prepare("UPDATE tour_items SET title = ?, content = ?, pic = COALESCE(?, pic), url = COALESCE(?, url) WHERE id = ? AND tour_id = ? AND kind = 'm'")
      .run(title, content, pic ?? null, pic ?? null, id, t.id).changes;
    if (!changed) return fail(404, '贴图不存在');
    return ok({ id }, '保存成功');
  },

  tourRemoveTietu(ctx, p, req) {
    const id = intParam(p, 'id');
    const t = ownTour(ctx, req.user!.id);
    if (!t) return fail(201, MSG_NOT_OPERATOR);
    const removed = ctx.db.prepare("DELETE FROM tour_items WHERE id = ? AND tour_id = ? AND kind = 'm'").run(id, t.id).changes;
    return removed ? ok(null, '删除成功') : fail(404, '贴图不存在');
  },

  tourSaveZhuzhi(ctx, p, req) {
    const address = sized(p, 'address', 5, 100, '详细地址');
    const lat = Number(p.lat);
    const lng = Number(p.lng);
    // the portal's picker works on China's map
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || lat < 3 || lat > 54 || lng < 73 || lng > 136) throw new ParamError('lat 请在地图上选择位置');
    return onMine(ctx, req.user!.id, (t) => void ctx.db.prepare('UPDATE tours SET address = ?, lat = ?, lng = ? WHERE id = ?').run(address, lat, lng, t.id));
  },

  tourSaveVr(ctx, p, req) {
    const raw = text(p, 'vr');
    const vr = raw ? safeUrl(raw) : '';
    if (vr === undefined || (vr && !/^https?:\/\//i.test(vr))) throw new ParamError('vr 请输入以 http:// 或 https:// 开头的全景链接');
    return onMine(ctx, req.user!.id, (t) => void ctx.db.prepare('UPDATE tours SET vr = ? WHERE id = ?').run(vr, t.id));
  },
};

/** The settle-in applications as the review simulator decides them; approval creates the operator's page. */
export const tourReview: Reviewable = {
  kind: 'tour',
  label: '旅游入驻',
  waiting: (ctx) =>
    (ctx.db.prepare("SELECT * FROM tour_settlements WHERE status = 'waiting' ORDER BY created_at").all() as SettlementRow[]).map((s) => ({
      id: s.user_id,
      name: s.name,
      detail: `${OPERATOR_TYPES[s.type]} · 联系人 ${s.contact} ${s.phone}`,
      created_at: s.created_at,
    })),
  decide(ctx, userId, approve, reason) {
    const s = settlementOf(ctx, userId);
    if (!s || s.status !== 'waiting') return false;
    const now = ctx.now();
    ctx.db.transaction(() => {
      ctx.db.prepare('UPDATE tour_settlements SET status = ?, reason = ?, reviewed_at = ? WHERE user_id = ?').run(approve ? 'approved' : 'refused', approve ? '' : reason, now, userId);
      if (approve && !ctx.db.prepare('SELECT 1 FROM tours WHERE user_id = ?').get(userId))
        ctx.db
          .prepare("INSERT INTO tours (title, jianjie, content, pic, address, price_cents, days, clickcount, inputtime, tel, opentime, user_id, updated_at) VALUES (?, '', '', '', '', 0, 1, 0, ?, ?, '', ?, ?)")
          .run(s.name, now, s.phone, userId, now);
    })();
    return true;
  },
};
