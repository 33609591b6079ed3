// The own section's rows and answers, shared by the public reads, the member's writes, feedback, talk and search.
import type { AppContext } from '../../http/context.js';
import type { Schema } from '../../http/section.js';
import { abs, fmtTime } from '../../http/context.js';
import { heldSql } from '../../http/feedback.js';

export type PageRow = { id: number; user_id: number; name: string; category: Schema<'OwnCategory'>; district: string; jianjie: string; avatar: string; content: string; created_at: number; updated_at: number };
export type PostRow = { id: number; page_id: number; title: string; content: string; pics: string; status: Schema<'OwnPostStatus'>; clickcount: number; created_at: number; published_at: number; updated_at: number };

export const CATEGORIES: Schema<'OwnCategory'>[] = ['生活', '美食', '旅行', '摄影', '亲子', '宠物', '运动', '数码', '其他'];
export const DISTRICTS = ['亭湖区', '盐都区', '大丰区', '射阳县', '建湖县', '东台市', '响水县', '滨海县', '阜宁县'];
export const MSG_NO_POST = '动态不存在或已下线';
export const MSG_NO_PAGE = '个人主页不存在';
export const postLink = (id: number) => `/own/own_detail2?id=${id}`;
export const pageLink = (id: number) => `/own/own_detail1?id=${id}`;

/** Published posts that no report holds. */
export const PUBLIC_POST = `p.status = 'published' AND NOT ${heldSql('own', 'p.id')}`;

export const picIds = (pics: string): number[] => pics.split(',').filter(Boolean).map(Number);

/** The pictures of posts by id, in each post's order. */
export function galleryOf(ctx: AppContext, rows: { pics: string }[]): Map<number, string> {
  const ids = [...new Set(rows.flatMap((r) => picIds(r.pics)))];
  const map = new Map<number, string>();
  if (!ids.length) return map;
  for (const r of ctx.db.prepare(`SELECT id, url FROM images WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as { id: number; url: string }[]) map.set(r.id, abs(ctx, r.url));
  return map;
}

const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;|&amp;|&lt;|&gt;|&quot;|&#39;/g, ' ').replace(/\s+/g, ' ').trim();

export function postCards(ctx: AppContext, where: string, args: unknown[], order: string, limit: number, offset = 0) {
  const rows = ctx.db
    .prepare(`SELECT p.*, (SELECT COUNT(*) FROM feedback_likes l WHERE l.kind = 'own' AND l.item_id = p.id) AS likes,
      (SELECT COUNT(*) FROM feedback_comments c WHERE c.kind = 'own' AND c.item_id = p.id AND c.parent_id IS NULL AND c.hidden = 0) AS comments
      FROM own_posts p WHERE ${PUBLIC_POST}${where ? ` AND ${where}` : ''} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...args, limit, offset) as (PostRow & { likes: number; comments: number })[];
  const gallery = galleryOf(ctx, rows);
  return rows.map((p) => {
    const ids = picIds(p.pics);
    return {
      id: p.id, title: p.title, pic: ids.length ? (gallery.get(ids[0]!) ?? '') : '', pics: ids.length, summary: textOf(p.content).slice(0, 80),
      likes: p.likes, comments: p.comments, clickcount: p.clickcount + ctx.views.pending('own_posts', p.id), inputtime: fmtTime(p.published_at || p.created_at),
    };
  });
}

export const postCount = (ctx: AppContext, where: string, args: unknown[]) =>
  (ctx.db.prepare(`SELECT COUNT(*) AS n FROM own_posts p WHERE ${PUBLIC_POST}${where ? ` AND ${where}` : ''}`).get(...args) as { n: number }).n;

export function pageCard(ctx: AppContext, pg: PageRow) {
  return {
    id: pg.id, name: pg.name, avatar: abs(ctx, pg.avatar), category: pg.category, district: pg.district, jianjie: pg.jianjie,
    posts: postCount(ctx, 'p.page_id = ?', [pg.id]), latest: postCards(ctx, 'p.page_id = ?', [pg.id], 'p.published_at DESC, p.id DESC', 3),
  };
}

export const pageById = (ctx: AppContext, id: number) => ctx.db.prepare('SELECT * FROM own_pages WHERE id = ?').get(id) as PageRow | undefined;

/** A public post with its page's owner, or undefined. */
export const publicPost = (ctx: AppContext, id: number) =>
  ctx.db.prepare(`SELECT p.*, g.user_id AS owner_id FROM own_posts p JOIN own_pages g ON g.id = p.page_id WHERE p.id = ? AND ${PUBLIC_POST}`).get(id) as (PostRow & { owner_id: number }) | undefined;
export const anyPost = (ctx: AppContext, id: number) =>
  ctx.db.prepare('SELECT p.id, p.title, g.user_id AS owner_id FROM own_posts p JOIN own_pages g ON g.id = p.page_id WHERE p.id = ?').get(id) as { id: number; title: string; owner_id: number } | undefined;
