// The information section's rows and the answers built from them, shared by the public reads, the publisher's
// writes, feedback and talk (who owns an article) and search.
import type { AppContext } from '../../http/context.js';
import type { Schema } from '../../http/section.js';
import { abs, fmtTime } from '../../http/context.js';
import { heldSql } from '../../http/feedback.js';

export type ArticleRow = {
  id: number; publisher_id: number; module_id: number; title: string; summary: string; cover: string; content: string; tags: string;
  status: Schema<'InformationArticleStatus'>; clickcount: number; created_at: number; published_at: number; updated_at: number;
};
export type PublisherRow = { id: number; user_id: number; name: string; jianjie: string; logo: string; contact: string; phone: string; created_at: number; updated_at: number };
type CardRow = ArticleRow & { module: string; publisher: string; owner_id: number; likes: number; comments: number };

export const MSG_NO_ARTICLE = '文章不存在或已下线';
export const articleLink = (id: number) => `/information/information_detail?id=${id}`;

/** Published articles of approved publishers that no report holds. */
export const PUBLIC_WHERE = `a.status = 'published' AND NOT ${heldSql('information', 'a.id')}`;
const CARD_SELECT = `SELECT a.*, m.name AS module, p.name AS publisher, p.user_id AS owner_id,
  (SELECT COUNT(*) FROM feedback_likes l WHERE l.kind = 'information' AND l.item_id = a.id) AS likes,
  (SELECT COUNT(*) FROM feedback_comments c WHERE c.kind = 'information' AND c.item_id = a.id AND c.parent_id IS NULL AND c.hidden = 0) AS comments
  FROM information_articles a JOIN information_modules m ON m.id = a.module_id JOIN information_publishers p ON p.id = a.publisher_id`;

export const tagsOf = (tags: string): string[] => tags.split(',').filter(Boolean);

export function cardOf(ctx: AppContext, r: CardRow) {
  return {
    id: r.id, title: r.title, summary: r.summary, cover: abs(ctx, r.cover), tags: tagsOf(r.tags), module_id: r.module_id, module: r.module,
    publisher_id: r.publisher_id, publisher: r.publisher, clickcount: r.clickcount + ctx.views.pending('information_articles', r.id),
    likes: r.likes, comments: r.comments, inputtime: fmtTime(r.published_at || r.created_at),
  };
}

export function publicCards(ctx: AppContext, where: string, args: unknown[], order: string, limit: number, offset = 0) {
  const rows = ctx.db.prepare(`${CARD_SELECT} WHERE ${PUBLIC_WHERE}${where ? ` AND ${where}` : ''} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...args, limit, offset) as CardRow[];
  return rows.map((r) => cardOf(ctx, r));
}

export const publicCount = (ctx: AppContext, where: string, args: unknown[]) =>
  (ctx.db.prepare(`SELECT COUNT(*) AS n FROM information_articles a WHERE ${PUBLIC_WHERE}${where ? ` AND ${where}` : ''}`).get(...args) as { n: number }).n;

/** A public article with its card fields, or undefined. */
export function publicArticle(ctx: AppContext, id: number): (CardRow & { owner_id: number }) | undefined {
  return ctx.db.prepare(`${CARD_SELECT} WHERE a.id = ? AND ${PUBLIC_WHERE}`).get(id) as CardRow | undefined;
}

/** Any article with its publisher's member id (the owner's lists, whatever its state). */
export const anyArticle = (ctx: AppContext, id: number) =>
  ctx.db.prepare('SELECT a.id, a.title, p.user_id AS owner_id FROM information_articles a JOIN information_publishers p ON p.id = a.publisher_id WHERE a.id = ?').get(id) as
    | { id: number; title: string; owner_id: number }
    | undefined;

export function modulesOf(ctx: AppContext, publisherId: number, publicOnly: boolean) {
  const count = publicOnly
    ? `(SELECT COUNT(*) FROM information_articles a WHERE a.module_id = m.id AND ${PUBLIC_WHERE})`
    : '(SELECT COUNT(*) FROM information_articles a WHERE a.module_id = m.id)';
  return ctx.db.prepare(`SELECT m.id, m.name, m.sort, ${count} AS articles FROM information_modules m WHERE m.publisher_id = ? ORDER BY m.sort, m.id`).all(publisherId) as {
    id: number; name: string; sort: number; articles: number;
  }[];
}

export function publisherCard(ctx: AppContext, p: PublisherRow) {
  const modules = modulesOf(ctx, p.id, true);
  return { id: p.id, name: p.name, logo: abs(ctx, p.logo), jianjie: p.jianjie, articles: modules.reduce((n, m) => n + m.articles, 0), modules };
}

export const servicesOf = (ctx: AppContext, publisherId: number) =>
  ctx.db.prepare('SELECT id, title, content, price FROM information_services WHERE publisher_id = ? ORDER BY id LIMIT 20').all(publisherId) as { id: number; title: string; content: string; price: string }[];
