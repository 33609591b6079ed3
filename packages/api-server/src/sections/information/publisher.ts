// Settle-in (入驻) and the publisher's own page, columns, services and articles (x-spec: inferred). A member
// applies once (again only after a refusal); review approves it (the dev simulator, http/review.ts) and creates
// the publisher's page. Every write is the owner's, validated in full before anything is written; another
// member's column, service or article answers 404 and nothing changes.
import type { AppContext, Params } from '../../http/context.js';
import type { Schema, SectionHandlers } from '../../http/section.js';
import { abs, fail, fmtTime, intParam, ok, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';
import { cleanHtml, htmlTextLength } from '../../http/html.js';
import type { Reviewable } from '../../http/review.js';
import { modulesOf, servicesOf, tagsOf, type ArticleRow, type PublisherRow } from './rows.js';

const MSG_NOT_PUBLISHER = '入驻审核通过后才能管理资讯';
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

type SettlementRow = { user_id: number; name: string; jianjie: string; logo: string; contact: string; phone: string; status: 'waiting' | 'approved' | 'refused'; reason: string; created_at: number };

const settlementOf = (ctx: AppContext, userId: number) => ctx.db.prepare('SELECT * FROM information_settlements WHERE user_id = ?').get(userId) as SettlementRow | undefined;
const publisherOf = (ctx: AppContext, userId: number) => ctx.db.prepare('SELECT * FROM information_publishers WHERE user_id = ?').get(userId) as PublisherRow | undefined;

const text = (p: Params, key: string) => strParam(p, key, '').trim();
function sized(p: Params, key: string, min: number, max: number, label: string): string {
  const v = text(p, key);
  if (v.length < min || v.length > max) throw new ParamError(min > 0 ? `${key} ${label} ${min}–${max} 个字` : `${key} ${label}最多 ${max} 个字`);
  return v;
}
function phoneOf(p: Params): string {
  const v = text(p, 'phone');
  if (!PHONE.test(v)) throw new ParamError('phone 请输入正确的手机号或座机号（如 0515-88880000）');
  return v;
}
/** An uploaded picture of the member (its stored path); 0 / empty → undefined (keep what is there). */
function pictureOf(ctx: AppContext, p: Params, key: string, userId: number, required: boolean, label: string): string | undefined {
  const id = p[key] === undefined || p[key] === '' ? 0 : intParam(p, key);
  if (!id) {
    if (required) throw new ParamError(`${key} 请上传${label}`);
    return undefined;
  }
  const row = ctx.db.prepare('SELECT url FROM images WHERE id = ? AND user_id = ?').get(id, userId) as { url: string } | undefined;
  if (!row) throw new ParamError(`${key} 图片不存在，请重新上传`);
  return row.url;
}
const optionalId = (p: Params, key: string) => (p[key] === undefined || p[key] === '' ? undefined : intParam(p, key));

/** The caller's publisher page, or the refusal before approval. */
function mine<T>(ctx: AppContext, userId: number, then: (pub: PublisherRow) => T) {
  const pub = publisherOf(ctx, userId);
  return pub ? then(pub) : fail(201, MSG_NOT_PUBLISHER);
}

function tagsParam(p: Params): string {
  const tags = [...new Set(text(p, 'tags').split(/[,，\s]+/).map((t) => t.trim()).filter(Boolean))];
  if (tags.length > 5) throw new ParamError('tags 最多 5 个标签');
  if (tags.some((t) => t.length > 10)) throw new ParamError('tags 每个标签最多 10 个字');
  return tags.join(',');
}

type PublisherOps = Exclude<keyof SectionHandlers<'information'>, 'informationPublishers' | 'informationLists' | 'informationDetail'>;

export const publisherHandlers: Pick<SectionHandlers<'information'>, PublisherOps> = {
  informationRuzhuStatus(ctx, _p, req) {
    const s = settlementOf(ctx, req.user!.id);
    if (!s) return ok({ status: 'none', reason: '', name: '', inputtime: '', publisher_id: null }, '请求成功');
    return ok({ status: s.status, reason: s.reason, name: s.name, inputtime: fmtTime(s.created_at), publisher_id: publisherOf(ctx, s.user_id)?.id ?? null }, '请求成功');
  },

  informationRuzhu(ctx, p, req) {
    const me = req.user!.id;
    const name = sized(p, 'name', 2, 20, '名称');
    const jianjie = sized(p, 'jianjie', 5, 200, '简介');
    const logo = pictureOf(ctx, p, 'logo', me, true, '头像/标志')!;
    const contact = sized(p, 'contact', 2, 20, '联系人');
    const phone = phoneOf(p);
    const had = settlementOf(ctx, me);
    if (had?.status === 'waiting') return fail(201, '您的入驻申请正在审核中，请耐心等待');
    if (had?.status === 'approved') return fail(201, '您已入驻资讯栏目');
    ctx.db
      .prepare(`INSERT INTO information_settlements (user_id, name, jianjie, logo, contact, phone, status, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, 'waiting', '', ?)
        ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, jianjie = excluded.jianjie, logo = excluded.logo, contact = excluded.contact,
          phone = excluded.phone, status = 'waiting', reason = '', created_at = excluded.created_at, reviewed_at = NULL`)
      .run(me, name, jianjie, logo, contact, phone, ctx.now());
    return ok(null, '提交成功，请等待审核');
  },

  informationMine(ctx, _p, req) {
    return mine(ctx, req.user!.id, (pub) =>
      ok({ id: pub.id, name: pub.name, jianjie: pub.jianjie, logo: abs(ctx, pub.logo), contact: pub.contact, phone: pub.phone, modules: modulesOf(ctx, pub.id, false), services: servicesOf(ctx, pub.id) }, '请求成功'),
    );
  },

  informationSaveBase(ctx, p, req) {
    const me = req.user!.id;
    const name = sized(p, 'name', 2, 20, '名称');
    const jianjie = sized(p, 'jianjie', 5, 200, '简介');
    const logo = pictureOf(ctx, p, 'logo', me, false, '头像/标志');
    const contact = sized(p, 'contact', 2, 20, '联系人');
    const phone = phoneOf(p);
    return mine(ctx, me, (pub) => {
      ctx.db.prepare('UPDATE information_publishers SET name = ?, jianjie = ?, logo = COALESCE(?, logo), contact = ?, phone = ?, updated_at = ? WHERE id = ?').run(name, jianjie, logo ?? null, contact, phone, ctx.now(), pub.id);
      return ok(null, '保存成功');
    });
  },

  informationSaveService(ctx, p, req) {
    const id = optionalId(p, 'id');
    const title = sized(p, 'title', 2, 30, '服务名称');
    const content = sized(p, 'content', 5, 500, '服务说明');
    const price = sized(p, 'price', 0, 20, '价格') || '面议';
    return mine(ctx, req.user!.id, (pub) => {
      if (id === undefined) {
        const n = (ctx.db.prepare('SELECT COUNT(*) AS n FROM information_services WHERE publisher_id = ?').get(pub.id) as { n: number }).n;
        if (n >= 20) return fail(201, '服务最多 20 项');
        const info = ctx.db.prepare('INSERT INTO information_services (publisher_id, title, content, price, created_at) VALUES (?, ?, ?, ?, ?)').run(pub.id, title, content, price, ctx.now());
        return ok({ id: Number(info.lastInsertRowid) }, '保存成功');
      }
      const changed = ctx.db.prepare('UPDATE information_services SET title = ?, content = ?, price = ? WHERE id = ? AND publisher_id = ?').run(title, content, price, id, pub.id).changes;
      return changed ? ok({ id }, '保存成功') : fail(404, '服务不存在');
    });
  },

  informationRemoveService(ctx, p, req) {
    const id = intParam(p, 'id');
    return mine(ctx, req.user!.id, (pub) =>
      ctx.db.prepare('DELETE FROM information_services WHERE id = ? AND publisher_id = ?').run(id, pub.id).changes ? ok(null, '删除成功') : fail(404, '服务不存在'),
    );
  },

  informationSaveModule(ctx, p, req) {
    const id = optionalId(p, 'id');
    const name = sized(p, 'name', 2, 12, '栏目名称');
    const sort = p.sort === undefined || p.sort === '' ? 0 : intParam(p, 'sort');
    if (sort < 0 || sort > 999) throw new ParamError('sort 排序 0–999');
    return mine(ctx, req.user!.id, (pub) => {
      const clash = ctx.db.prepare('SELECT id FROM information_modules WHERE publisher_id = ? AND name = ?').get(pub.id, name) as { id: number } | undefined;
      if (clash && clash.id !== id) throw new ParamError('name 已有同名栏目');
      if (id === undefined) {
        const n = (ctx.db.prepare('SELECT COUNT(*) AS n FROM information_modules WHERE publisher_id = ?').get(pub.id) as { n: number }).n;
        if (n >= 50) return fail(201, '栏目最多 50 个');
        const info = ctx.db.prepare('INSERT INTO information_modules (publisher_id, name, sort, created_at) VALUES (?, ?, ?, ?)').run(pub.id, name, sort, ctx.now());
        return ok({ id: Number(info.lastInsertRowid) }, '保存成功');
      }
      const changed = ctx.db.prepare('UPDATE information_modules SET name = ?, sort = ? WHERE id = ? AND publisher_id = ?').run(name, sort, id, pub.id).changes;
      return changed ? ok({ id }, '保存成功') : fail(404, '栏目不存在');
    });
  },

  informationRemoveModule(ctx, p, req) {
    const id = intParam(p, 'id');
    return mine(ctx, req.user!.id, (pub) => {
      if (!ctx.db.prepare('SELECT 1 FROM information_modules WHERE id = ? AND publisher_id = ?').get(id, pub.id)) return fail(404, '栏目不存在');
      if (ctx.db.prepare('SELECT 1 FROM information_articles WHERE module_id = ?').get(id)) return fail(201, '栏目下还有文章，请先移走或删除文章');
      ctx.db.prepare('DELETE FROM information_modules WHERE id = ?').run(id);
      return ok(null, '删除成功');
    });
  },

  informationArticles(ctx, p, req) {
    const status = strParam(p, 'status', 'published') as Schema<'InformationArticleStatus'>;
    const { offset } = pageOf(p);
    return mine(ctx, req.user!.id, (pub) => {
      const counts = { draft: 0, published: 0, down: 0 };
      for (const r of ctx.db.prepare('SELECT status, COUNT(*) AS n FROM information_articles WHERE publisher_id = ? GROUP BY status').all(pub.id) as { status: keyof typeof counts; n: number }[]) counts[r.status] = r.n;
      const rows = ctx.db
        .prepare(`SELECT a.*, m.name AS module, (SELECT COUNT(*) FROM feedback_comments c WHERE c.kind = 'information' AND c.item_id = a.id AND c.parent_id IS NULL) AS comments
          FROM information_articles a JOIN information_modules m ON m.id = a.module_id WHERE a.publisher_id = ? AND a.status = ? ORDER BY a.updated_at DESC, a.id DESC LIMIT ? OFFSET ?`)
        .all(pub.id, status, PAGE_SIZE, offset) as (ArticleRow & { module: string; comments: number })[];
      const lists = rows.map((a) => ({ id: a.id, title: a.title, module: a.module, status: a.status, cover: abs(ctx, a.cover), clickcount: a.clickcount, comments: a.comments, inputtime: fmtTime(a.updated_at) }));
      return ok({ lists, total: counts[status], counts }, '请求成功');
    });
  },

  informationArticle(ctx, p, req) {
    const id = intParam(p, 'id');
    return mine(ctx, req.user!.id, (pub) => {
      const a = ctx.db.prepare('SELECT * FROM information_articles WHERE id = ? AND publisher_id = ?').get(id, pub.id) as ArticleRow | undefined;
      if (!a) return fail(404, '文章不存在');
      return ok({ id: a.id, title: a.title, module_id: a.module_id, cover: abs(ctx, a.cover), summary: a.summary, content: a.content, tags: tagsOf(a.tags), status: a.status }, '请求成功');
    });
  },

  informationSaveArticle(ctx, p, req) {
    const me = req.user!.id;
    const id = optionalId(p, 'id');
    const title = sized(p, 'title', 5, 60, '标题');
    const moduleId = intParam(p, 'module_id');
    const cover = pictureOf(ctx, p, 'cover', me, id === undefined, '封面图片');
    const summary = sized(p, 'summary', 10, 120, '摘要');
    const html = cleanHtml(strParam(p, 'html', ''));
    if (htmlTextLength(html) < 20) throw new ParamError('html 正文请至少输入 20 个字');
    const tags = tagsParam(p);
    const publish = p.publish !== undefined && intParam(p, 'publish') === 1;
    return mine(ctx, me, (pub) => {
      if (!ctx.db.prepare('SELECT 1 FROM information_modules WHERE id = ? AND publisher_id = ?').get(moduleId, pub.id)) throw new ParamError('module_id 请选择栏目');
      const now = ctx.now();
      if (id === undefined) {
        const status = publish ? 'published' : 'draft';
        const info = ctx.db
          .prepare('INSERT INTO information_articles (publisher_id, module_id, title, summary, cover, content, tags, status, created_at, published_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
          .run(pub.id, moduleId, title, summary, cover!, html, tags, status, now, publish ? now : 0, now);
        return ok({ id: Number(info.lastInsertRowid), status }, publish ? '发布成功' : '草稿已保存');
      }
      const a = ctx.db.prepare('SELECT status, published_at FROM information_articles WHERE id = ? AND publisher_id = ?').get(id, pub.id) as { status: Schema<'InformationArticleStatus'>; published_at: number } | undefined;
      if (!a) return fail(404, '文章不存在');
      const status = publish ? 'published' : a.status;
      ctx.db
        .prepare('UPDATE information_articles SET module_id = ?, title = ?, summary = ?, cover = COALESCE(?, cover), content = ?, tags = ?, status = ?, published_at = ?, updated_at = ? WHERE id = ?')
        .run(moduleId, title, summary, cover ?? null, html, tags, status, status === 'published' && !a.published_at ? now : a.published_at, now, id);
      return ok({ id, status }, publish ? '发布成功' : '保存成功');
    });
  },

  informationSetStatus(ctx, p, req) {
    const id = intParam(p, 'id');
    const status = strParam(p, 'status') as 'published' | 'down';
    return mine(ctx, req.user!.id, (pub) => {
      const a = ctx.db.prepare('SELECT status, published_at FROM information_articles WHERE id = ? AND publisher_id = ?').get(id, pub.id) as { status: string; published_at: number } | undefined;
      if (!a) return fail(404, '文章不存在');
      const now = ctx.now();
      ctx.db.prepare('UPDATE information_articles SET status = ?, published_at = ?, updated_at = ? WHERE id = ?').run(status, status === 'published' && !a.published_at ? now : a.published_at, now, id);
      return ok(null, status === 'down' ? '已下架' : '发布成功');
    });
  },
};

/** The settle-in applications as the review simulator decides them; approval creates the publisher's page. */
export const informationReview: Reviewable = {
  kind: 'information',
  label: '资讯入驻',
  waiting: (ctx) =>
    (ctx.db.prepare("SELECT * FROM information_settlements WHERE status = 'waiting' ORDER BY created_at").all() as SettlementRow[]).map((s) => ({
      id: s.user_id,
      name: s.name,
      detail: `${s.jianjie} · 联系人 ${s.contact} ${s.phone}`,
      created_at: s.created_at,
    })),
  decide(ctx, userId, approve, reason) {
    const s = settlementOf(ctx, userId);
    if (!s || s.status !== 'waiting') return false;
    const now = ctx.now();
    ctx.db.transaction(() => {
      ctx.db.prepare('UPDATE information_settlements SET status = ?, reason = ?, reviewed_at = ? WHERE user_id = ?').run(approve ? 'approved' : 'refused', approve ? '' : reason, now, userId);
      if (approve && !publisherOf(ctx, userId))
        ctx.db.prepare('INSERT INTO information_publishers (user_id, name, jianjie, logo, contact, phone, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(userId, s.name, s.jianjie, s.logo, s.contact, s.phone, now, now);
    })();
    return true;
  },
};
