import type { Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { fail, intParam, likeArg, ok, pageOf, PAGE_SIZE, strParam } from '../../http/context.js';
import { MSG_NO_ARTICLE, publicArticle, publicCards, publicCount, publisherCard, servicesOf, type PublisherRow } from './rows.js';
import { publisherHandlers } from './publisher.js';

const ORDERS = { new: 'a.published_at DESC, a.id DESC', hot: 'a.clickcount DESC, a.published_at DESC, a.id DESC' } as const;

/** The list's WHERE from its filters (x-spec: inferred: keyword, column, publisher). */
function listWhere(p: Params): { where: string; args: unknown[] } {
  const parts: string[] = [];
  const args: unknown[] = [];
  const keyword = strParam(p, 'keyword', '').trim();
  if (keyword) {
    parts.push("(a.title LIKE ? ESCAPE '\\' OR a.summary LIKE ? ESCAPE '\\' OR a.tags LIKE ? ESCAPE '\\')");
    args.push(likeArg(keyword), likeArg(keyword), likeArg(keyword));
  }
  if (p.module !== undefined && p.module !== '') {
    parts.push('a.module_id = ?');
    args.push(intParam(p, 'module'));
  }
  if (p.publisher !== undefined && p.publisher !== '') {
    parts.push('a.publisher_id = ?');
    args.push(intParam(p, 'publisher'));
  }
  return { where: parts.join(' AND '), args };
}

export const informationHandlers: SectionHandlers<'information'> = {
  informationPublishers(ctx) {
    const rows = ctx.db.prepare('SELECT p.* FROM information_publishers p ORDER BY p.id LIMIT 100').all() as PublisherRow[];
    const lists = rows.map((p) => publisherCard(ctx, p)).filter((p) => p.articles > 0).sort((a, b) => b.articles - a.articles || a.id - b.id).slice(0, 20);
    return ok({ lists }, '请求成功');
  },

  informationLists(ctx, p) {
    const { offset } = pageOf(p);
    const { where, args } = listWhere(p);
    const sort = strParam(p, 'sort', 'new') === 'hot' ? 'hot' : 'new';
    return ok({ lists: publicCards(ctx, where, args, ORDERS[sort], PAGE_SIZE, offset), total: publicCount(ctx, where, args) }, '请求成功');
  },

  informationDetail(ctx, p) {
    const id = intParam(p, 'id');
    const a = publicArticle(ctx, id);
    if (!a) return fail(404, MSG_NO_ARTICLE);
    ctx.views.bump('information_articles', id);
    const pub = ctx.db.prepare('SELECT * FROM information_publishers WHERE id = ?').get(a.publisher_id) as PublisherRow;
    // related: the same column first, then the publisher's newest
    const related = publicCards(ctx, 'a.publisher_id = ? AND a.id != ?', [a.publisher_id, id], `(a.module_id = ${Number(a.module_id)}) DESC, a.published_at DESC, a.id DESC`, 5);
    const card = publicCards(ctx, 'a.id = ?', [id], 'a.id', 1)[0]!;
    return ok({ ...card, content: a.content, publisher_card: publisherCard(ctx, pub), services: servicesOf(ctx, pub.id), related }, '请求成功');
  },

  ...publisherHandlers,
};
