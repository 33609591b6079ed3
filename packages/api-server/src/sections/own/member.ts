// Settle-in (入驻) and the member's own page and posts (x-spec: inferred). A member applies once (again only
// after a refusal); review approves it (the dev simulator) and creates the page. Every write is the owner's,
// validated in full before anything is written; another member's post answers 404 and nothing changes.
import type { AppContext, Params } from '../../http/context.js';
import type { Schema, SectionHandlers } from '../../http/section.js';
import { abs, fail, fmtTime, intParam, ok, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';
import { cleanHtml, htmlTextLength } from '../../http/html.js';
import type { Reviewable } from '../../http/review.js';
import { CATEGORIES, DISTRICTS, galleryOf, picIds, type PageRow, type PostRow } from './rows.js';

const MSG_NOT_OWNER = '入驻审核通过后才能管理个人主页';
type SettlementRow = { user_id: number; name: string; category: string; district: string; jianjie: string; avatar: string; status: 'waiting' | 'approved' | 'refused'; reason: string; created_at: number };

const settlementOf = (ctx: AppContext, userId: number) => ctx.db.prepare('SELECT * FROM own_settlements WHERE user_id = ?').get(userId) as SettlementRow | undefined;
const pageOfUser = (ctx: AppContext, userId: number) => ctx.db.prepare('SELECT * FROM own_pages WHERE user_id = ?').get(userId) as PageRow | undefined;

function sized(p: Params, key: string, min: number, max: number, label: string): string {
  const v = strParam(p, key, '').trim();
  if (v.length < min || v.length > max) throw new ParamError(`${key} ${label} ${min}–${max} 个字`);
  return v;
}
function profileOf(p: Params) {
  const name = sized(p, 'name', 2, 20, '名称');
  const category = strParam(p, 'category', '') as Schema<'OwnCategory'>;
  if (!CATEGORIES.includes(category)) throw new ParamError('category 请选择分类');
  const district = strParam(p, 'district', '').trim();
  if (!DISTRICTS.includes(district)) throw new ParamError('district 请选择所在地区');
  const jianjie = sized(p, 'jianjie', 5, 200, '简介');
  return { name, category, district, jianjie };
}
function pictureOf(ctx: AppContext, p: Params, key: string, userId: number, required: boolean): string | undefined {
  const id = p[key] === undefined || p[key] === '' ? 0 : intParam(p, key);
  if (!id) {
    if (required) throw new ParamError(`${key} 请上传头像`);
    return undefined;
  }
  const row = ctx.db.prepare('SELECT url FROM images WHERE id = ? AND user_id = ?').get(id, userId) as { url: string } | undefined;
  if (!row) throw new ParamError(`${key} 图片不存在，请重新上传`);
  return row.url;
}
/** The gallery's upload ids: at most 9, each the member's picture (or already in this post). */
function picsOf(ctx: AppContext, p: Params, userId: number, had: number[]): string {
  const raw = strParam(p, 'pics', '').split(',').map((s) => s.trim()).filter(Boolean);
  if (raw.length > 9) throw new ParamError('pics 最多 9 张图片');
  const ids = raw.map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id) || id < 1) || new Set(ids).size !== ids.length) throw new ParamError('pics 图片有误，请重新上传');
  for (const id of ids)
    if (!had.includes(id) && !ctx.db.prepare('SELECT 1 FROM images WHERE id = ? AND user_id = ?').get(id, userId)) throw new ParamError('pics 图片不存在，请重新上传');
  return ids.join(',');
}
function mine<T>(ctx: AppContext, userId: number, then: (pg: PageRow) => T) {
  const pg = pageOfUser(ctx, userId);
  return pg ? then(pg) : fail(201, MSG_NOT_OWNER);
}

type MemberOps = Exclude<keyof SectionHandlers<'own'>, 'ownFilters' | 'ownLists' | 'ownPage' | 'ownPosts' | 'ownPost'>;

export const memberHandlers: Pick<SectionHandlers<'own'>, MemberOps> = {
  ownRuzhuStatus(ctx, _p, req) {
    const s = settlementOf(ctx, req.user!.id);
    if (!s) return ok({ status: 'none', reason: '', name: '', inputtime: '', page_id: null }, '请求成功');
    return ok({ status: s.status, reason: s.reason, name: s.name, inputtime: fmtTime(s.created_at), page_id: pageOfUser(ctx, s.user_id)?.id ?? null }, '请求成功');
  },

  ownRuzhu(ctx, p, req) {
    const me = req.user!.id;
    const f = profileOf(p);
    const avatar = pictureOf(ctx, p, 'avatar', me, true)!;
    const had = settlementOf(ctx, me);
    if (had?.status === 'waiting') return fail(201, '您的入驻申请正在审核中，请耐心等待');
    if (had?.status === 'approved') return fail(201, '您已开通个人主页');
    ctx.db
      .prepare(`INSERT INTO own_settlements (user_id, name, category, district, jianjie, avatar, status, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, 'waiting', '', ?)
        ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, category = excluded.category, district = excluded.district, jianjie = excluded.jianjie,
          avatar = excluded.avatar, status = 'waiting', reason = '', created_at = excluded.created_at, reviewed_at = NULL`)
      .run(me, f.name, f.category, f.district, f.jianjie, avatar, ctx.now());
    return ok(null, '提交成功，请等待审核');
  },

  ownMine(ctx, _p, req) {
    return mine(ctx, req.user!.id, (g) => ok({ id: g.id, name: g.name, avatar: abs(ctx, g.avatar), category: g.category, district: g.district, jianjie: g.jianjie, content: g.content }, '请求成功'));
  },

  ownSaveBase(ctx, p, req) {
    const me = req.user!.id;
    const f = profileOf(p);
    const avatar = pictureOf(ctx, p, 'avatar', me, false);
    return mine(ctx, me, (g) => {
      ctx.db.prepare('UPDATE own_pages SET name = ?, category = ?, district = ?, jianjie = ?, avatar = COALESCE(?, avatar), updated_at = ? WHERE id = ?').run(f.name, f.category, f.district, f.jianjie, avatar ?? null, ctx.now(), g.id);
      return ok(null, '保存成功');
    });
  },

  ownSaveDetail(ctx, p, req) {
    const html = cleanHtml(strParam(p, 'html', ''));
    if (htmlTextLength(html) < 10) throw new ParamError('html 请至少输入 10 个字');
    return mine(ctx, req.user!.id, (g) => {
      ctx.db.prepare('UPDATE own_pages SET content = ?, updated_at = ? WHERE id = ?').run(html, ctx.now(), g.id);
      return ok(null, '保存成功');
    });
  },

  ownMyPosts(ctx, p, req) {
    const status = strParam(p, 'status', 'published') as Schema<'OwnPostStatus'>;
    const { offset } = pageOf(p);
    return mine(ctx, req.user!.id, (g) => {
      const counts = { draft: 0, published: 0, down: 0 };
      for (const r of ctx.db.prepare('SELECT status, COUNT(*) AS n FROM own_posts WHERE page_id = ? GROUP BY status').all(g.id) as { status: keyof typeof counts; n: number }[]) counts[r.status] = r.n;
      const rows = ctx.db
        .prepare(`SELECT p.*, (SELECT COUNT(*) FROM feedback_comments c WHERE c.kind = 'own' AND c.item_id = p.id AND c.parent_id IS NULL) AS comments FROM own_posts p WHERE p.page_id = ? AND p.status = ? ORDER BY p.updated_at DESC, p.id DESC LIMIT ? OFFSET ?`)
        .all(g.id, status, PAGE_SIZE, offset) as (PostRow & { comments: number })[];
      const gallery = galleryOf(ctx, rows);
      const lists = rows.map((r) => ({ id: r.id, title: r.title, pic: gallery.get(picIds(r.pics)[0] ?? 0) ?? '', status: r.status, clickcount: r.clickcount, comments: r.comments, inputtime: fmtTime(r.updated_at) }));
      return ok({ lists, total: counts[status], counts }, '请求成功');
    });
  },

  ownMyPost(ctx, p, req) {
    const id = intParam(p, 'id');
    return mine(ctx, req.user!.id, (g) => {
      const r = ctx.db.prepare('SELECT * FROM own_posts WHERE id = ? AND page_id = ?').get(id, g.id) as PostRow | undefined;
      if (!r) return fail(404, '动态不存在');
      const gallery = galleryOf(ctx, [r]);
      return ok({ id: r.id, title: r.title, content: r.content, gallery: picIds(r.pics).filter((i) => gallery.has(i)).map((i) => ({ id: i, url: gallery.get(i)! })), status: r.status }, '请求成功');
    });
  },

  ownSavePost(ctx, p, req) {
    const me = req.user!.id;
    const id = p.id === undefined || p.id === '' ? undefined : intParam(p, 'id');
    const title = sized(p, 'title', 2, 60, '标题');
    const html = cleanHtml(strParam(p, 'html', ''));
    if (htmlTextLength(html) < 5) throw new ParamError('html 正文请至少输入 5 个字');
    const publish = p.publish !== undefined && intParam(p, 'publish') === 1;
    return mine(ctx, me, (g) => {
      const now = ctx.now();
      if (id === undefined) {
        const pics = picsOf(ctx, p, me, []);
        const status = publish ? 'published' : 'draft';
        const info = ctx.db.prepare('INSERT INTO own_posts (page_id, title, content, pics, status, created_at, published_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(g.id, title, html, pics, status, now, publish ? now : 0, now);
        return ok({ id: Number(info.lastInsertRowid), status }, publish ? '发布成功' : '草稿已保存');
      }
      const r = ctx.db.prepare('SELECT * FROM own_posts WHERE id = ? AND page_id = ?').get(id, g.id) as PostRow | undefined;
      if (!r) return fail(404, '动态不存在');
      const pics = picsOf(ctx, p, me, picIds(r.pics));
      const status = publish ? 'published' : r.status;
      ctx.db.prepare('UPDATE own_posts SET title = ?, content = ?, pics = ?, status = ?, published_at = ?, updated_at = ? WHERE id = ?').run(title, html, pics, status, status === 'published' && !r.published_at ? now : r.published_at, now, id);
      return ok({ id, status }, publish ? '发布成功' : '保存成功');
    });
  },

  ownSetPostStatus(ctx, p, req) {
    const id = intParam(p, 'id');
    const status = strParam(p, 'status') as 'published' | 'down';
    return mine(ctx, req.user!.id, (g) => {
      const r = ctx.db.prepare('SELECT published_at FROM own_posts WHERE id = ? AND page_id = ?').get(id, g.id) as { published_at: number } | undefined;
      if (!r) return fail(404, '动态不存在');
      const now = ctx.now();
      ctx.db.prepare('UPDATE own_posts SET status = ?, published_at = ?, updated_at = ? WHERE id = ?').run(status, status === 'published' && !r.published_at ? now : r.published_at, now, id);
      return ok(null, status === 'down' ? '已下架' : '发布成功');
    });
  },
};

/** Applications as the review simulator decides them; approval creates the member's page. */
export const ownReview: Reviewable = {
  kind: 'own',
  label: '个人主页',
  waiting: (ctx) =>
    (ctx.db.prepare("SELECT * FROM own_settlements WHERE status = 'waiting' ORDER BY created_at").all() as SettlementRow[]).map((s) => ({ id: s.user_id, name: s.name, detail: `${s.category} · ${s.district} · ${s.jianjie}`, created_at: s.created_at })),
  decide(ctx, userId, approve, reason) {
    const s = settlementOf(ctx, userId);
    if (!s || s.status !== 'waiting') return false;
    const now = ctx.now();
    ctx.db.transaction(() => {
      ctx.db.prepare('UPDATE own_settlements SET status = ?, reason = ?, reviewed_at = ? WHERE user_id = ?').run(approve ? 'approved' : 'refused', approve ? '' : reason, now, userId);
      if (approve && !pageOfUser(ctx, userId))
        ctx.db.prepare('INSERT INTO own_pages (user_id, name, category, district, jianjie, avatar, content, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(userId, s.name, s.category, s.district, s.jianjie, s.avatar, '', now, now);
    })();
    return true;
  },
};
