import type { Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { fail, fmtTime, intParam, likeArg, ok, pageOf, PAGE_SIZE, strParam } from '../../http/context.js';
import { CATEGORIES, DISTRICTS, galleryOf, MSG_NO_PAGE, MSG_NO_POST, pageById, pageCard, picIds, postCards, postCount, publicPost, PUBLIC_POST, type PageRow } from './rows.js';
import { memberHandlers } from './member.js';

/** Pages with at least one public post are listed; the most recent post first. */
const LISTED = `EXISTS (SELECT 1 FROM own_posts p WHERE p.page_id = g.id AND ${PUBLIC_POST})`;
const LATEST = `(SELECT MAX(p.published_at) FROM own_posts p WHERE p.page_id = g.id AND ${PUBLIC_POST})`;

function listWhere(p: Params): { where: string; args: unknown[] } {
  const parts = [LISTED];
  const args: unknown[] = [];
  const category = strParam(p, 'category', '');
  if (category) {
    parts.push('g.category = ?');
    args.push(category);
  }
  const district = strParam(p, 'district', '').trim();
  if (district) {
    parts.push('g.district = ?');
    args.push(district);
  }
  const keyword = strParam(p, 'keyword', '').trim();
  if (keyword) {
    parts.push(`(g.name LIKE ? ESCAPE '\\' OR g.jianjie LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM own_posts p WHERE p.page_id = g.id AND ${PUBLIC_POST} AND p.title LIKE ? ESCAPE '\\'))`);
    args.push(likeArg(keyword), likeArg(keyword), likeArg(keyword));
  }
  return { where: parts.join(' AND '), args };
}

export const ownHandlers: SectionHandlers<'own'> = {
  ownFilters(ctx) {
    const used = (ctx.db.prepare("SELECT DISTINCT district FROM own_pages WHERE district != '' ORDER BY district").all() as { district: string }[]).map((r) => r.district);
    return ok({ categories: CATEGORIES, districts: [...new Set([...DISTRICTS, ...used])] }, '请求成功');
  },

  ownLists(ctx, p) {
    const { offset } = pageOf(p);
    const { where, args } = listWhere(p);
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM own_pages g WHERE ${where}`).get(...args) as { n: number }).n;
    const rows = ctx.db.prepare(`SELECT g.* FROM own_pages g WHERE ${where} ORDER BY ${LATEST} DESC, g.id DESC LIMIT ? OFFSET ?`).all(...args, PAGE_SIZE, offset) as PageRow[];
    return ok({ lists: rows.map((g) => pageCard(ctx, g)), total }, '请求成功');
  },

  ownPage(ctx, p) {
    const g = pageById(ctx, intParam(p, 'id'));
    if (!g) return fail(404, MSG_NO_PAGE);
    return ok({ ...pageCard(ctx, g), content: g.content, inputtime: fmtTime(g.created_at) }, '请求成功');
  },

  ownPosts(ctx, p) {
    const pageId = intParam(p, 'page_id');
    if (!pageById(ctx, pageId)) return fail(404, MSG_NO_PAGE);
    const { offset } = pageOf(p);
    return ok({ lists: postCards(ctx, 'p.page_id = ?', [pageId], 'p.published_at DESC, p.id DESC', PAGE_SIZE, offset), total: postCount(ctx, 'p.page_id = ?', [pageId]) }, '请求成功');
  },

  ownPost(ctx, p) {
    const id = intParam(p, 'id');
    const post = publicPost(ctx, id);
    if (!post) return fail(404, MSG_NO_POST);
    ctx.views.bump('own_posts', id);
    const g = pageById(ctx, post.page_id)!;
    const card = postCards(ctx, 'p.id = ?', [id], 'p.id', 1)[0]!;
    const gallery = galleryOf(ctx, [post]);
    return ok({
      ...card,
      content: post.content,
      gallery: picIds(post.pics).map((i) => gallery.get(i)).filter((u): u is string => !!u),
      page: { id: g.id, name: g.name, avatar: pageCard(ctx, g).avatar, jianjie: g.jianjie },
    }, '请求成功');
  },

  ...memberHandlers,
};
