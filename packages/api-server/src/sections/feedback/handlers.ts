// Comments with replies, reports and likes (x-spec: inferred) on the items of every kind registered in
// http/feedback.ts. Texts are stored as typed (trimmed) and shown as text. A member deletes their own comment;
// the item's publisher hides, shows or deletes any comment on it. Someone else's comment answers 404.
import type { AppContext, Params } from '../../http/context.js';
import type { Schema, SectionHandlers } from '../../http/section.js';
import { fail, fmtTime, abs, intParam, ok, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';
import { feedbackKind, REPORT_HOLD_AT } from '../../http/feedback.js';

const MSG_NO_ITEM = '内容不存在或已下线';
const MSG_NO_COMMENT = '评论不存在';
const NAME = "COALESCE(NULLIF(u.nickname, ''), u.username)";

export const REASONS: Record<Schema<'FeedbackReason'>, string> = { illegal: '违法违规', vulgar: '色情低俗', fake: '虚假信息', infringe: '侵权', other: '其他' };

type CommentRow = { id: number; kind: string; item_id: number; owner_id: number; user_id: number; parent_id: number | null; content: string; hidden: number; created_at: number; user: string; avatar: string };

function kindOf(p: Params) {
  const kind = strParam(p, 'kind');
  const k = feedbackKind(kind);
  if (!k) throw new ParamError('kind 不支持评论的栏目');
  return { kind, k };
}

function textOf(p: Params, key: string, min: number, max: number, label: string): string {
  const v = strParam(p, key, '').trim();
  if (v.length < min || v.length > max) throw new ParamError(`${key} ${label} ${min}–${max} 个字`);
  return v;
}

const commentSql = `SELECT c.*, ${NAME} AS user, u.avatar FROM feedback_comments c JOIN users u ON u.id = c.user_id`;

function repliesOf(ctx: AppContext, parentIds: number[], withHidden: boolean): Map<number, CommentRow[]> {
  const map = new Map<number, CommentRow[]>();
  if (!parentIds.length) return map;
  const rows = ctx.db
    .prepare(`${commentSql} WHERE c.parent_id IN (${parentIds.map(() => '?').join(',')}) ${withHidden ? '' : 'AND c.hidden = 0'} ORDER BY c.created_at, c.id`)
    .all(...parentIds) as CommentRow[];
  for (const r of rows) {
    const list = map.get(r.parent_id!) ?? [];
    if (list.length < 50) list.push(r);
    map.set(r.parent_id!, list);
  }
  return map;
}

const replyOf = (r: CommentRow, me: number | undefined) => ({ id: r.id, user: r.user, content: r.content, inputtime: fmtTime(r.created_at), mine: r.user_id === me, author: r.user_id === r.owner_id });

/** Whether an item may be reported: the hold row's state as the reporter's list shows it. */
function resultOf(ctx: AppContext, kind: string, itemId: number): Schema<'FeedbackReportResult'> {
  const h = ctx.db.prepare('SELECT state FROM feedback_holds WHERE kind = ? AND item_id = ?').get(kind, itemId) as { state: 'held' | 'restored' | 'removed' } | undefined;
  return h?.state ?? 'pending';
}

function likeState(ctx: AppContext, kind: string, itemId: number, me: number | undefined) {
  const likes = (ctx.db.prepare('SELECT COUNT(*) AS n FROM feedback_likes WHERE kind = ? AND item_id = ?').get(kind, itemId) as { n: number }).n;
  const liked = me !== undefined && !!ctx.db.prepare('SELECT 1 FROM feedback_likes WHERE kind = ? AND item_id = ? AND user_id = ?').get(kind, itemId, me);
  return { liked, likes };
}

/** A comment the caller may act on as `role`, or undefined (answered as a missing one). */
function commentFor(ctx: AppContext, id: number, me: number, role: 'writer-or-owner' | 'owner') {
  const c = ctx.db.prepare('SELECT * FROM feedback_comments WHERE id = ?').get(id) as CommentRow | undefined;
  if (!c) return undefined;
  const k = feedbackKind(c.kind);
  const owner = k?.anyItem(ctx, c.item_id)?.ownerId ?? c.owner_id;
  if (owner === me || (role === 'writer-or-owner' && c.user_id === me)) return c;
  return undefined;
}

export const feedbackHandlers: SectionHandlers<'feedback'> = {
  feedbackComments(ctx, p, req) {
    const { kind, k } = kindOf(p);
    const itemId = intParam(p, 'item_id');
    if (!k.item(ctx, itemId)) return fail(404, MSG_NO_ITEM);
    const { offset } = pageOf(p);
    const where = 'c.kind = ? AND c.item_id = ? AND c.parent_id IS NULL AND c.hidden = 0';
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM feedback_comments c WHERE ${where}`).get(kind, itemId) as { n: number }).n;
    const rows = ctx.db.prepare(`${commentSql} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`).all(kind, itemId, PAGE_SIZE, offset) as CommentRow[];
    const me = req.user?.id;
    const replies = repliesOf(ctx, rows.map((r) => r.id), false);
    const lists = rows.map((r) => ({ ...replyOf(r, me), avatar: abs(ctx, r.avatar), replies: (replies.get(r.id) ?? []).map((x) => replyOf(x, me)) }));
    return ok({ lists, total }, '请求成功');
  },

  feedbackComment(ctx, p, req) {
    const me = req.user!.id;
    const { kind, k } = kindOf(p);
    const itemId = intParam(p, 'item_id');
    const parentId = p.parent_id === undefined || p.parent_id === '' ? null : intParam(p, 'parent_id');
    const content = textOf(p, 'content', 2, 500, '评论内容');
    const item = k.item(ctx, itemId);
    if (!item) return fail(404, MSG_NO_ITEM);
    if (parentId !== null) {
      const parent = ctx.db.prepare('SELECT id FROM feedback_comments WHERE id = ? AND kind = ? AND item_id = ? AND parent_id IS NULL AND hidden = 0').get(parentId, kind, itemId);
      if (!parent) return fail(404, MSG_NO_COMMENT);
    }
    const info = ctx.db
      .prepare('INSERT INTO feedback_comments (kind, item_id, owner_id, user_id, parent_id, content, hidden, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?)')
      .run(kind, itemId, item.ownerId, me, parentId, content, ctx.now());
    return ok({ id: Number(info.lastInsertRowid) }, parentId === null ? '评论成功' : '回复成功');
  },

  feedbackRemoveComment(ctx, p, req) {
    const c = commentFor(ctx, intParam(p, 'id'), req.user!.id, 'writer-or-owner');
    if (!c) return fail(404, MSG_NO_COMMENT);
    ctx.db.transaction(() => {
      ctx.db.prepare('DELETE FROM feedback_comments WHERE parent_id = ?').run(c.id);
      ctx.db.prepare('DELETE FROM feedback_comments WHERE id = ?').run(c.id);
    })();
    return ok(null, '删除成功');
  },

  feedbackHideComment(ctx, p, req) {
    const id = intParam(p, 'id');
    const hidden = intParam(p, 'hidden');
    const c = commentFor(ctx, id, req.user!.id, 'owner');
    if (!c) return fail(404, MSG_NO_COMMENT);
    ctx.db.prepare('UPDATE feedback_comments SET hidden = ? WHERE id = ?').run(hidden ? 1 : 0, id);
    return ok(null, hidden ? '已隐藏' : '已恢复显示');
  },

  feedbackCommentsMine(ctx, p, req) {
    const me = req.user!.id;
    const { kind, k } = kindOf(p);
    const status = strParam(p, 'status', 'all');
    const { offset } = pageOf(p);
    const where = `c.owner_id = ? AND c.kind = ? AND c.parent_id IS NULL${status === 'visible' ? ' AND c.hidden = 0' : status === 'hidden' ? ' AND c.hidden = 1' : ''}`;
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM feedback_comments c WHERE ${where}`).get(me, kind) as { n: number }).n;
    const rows = ctx.db.prepare(`${commentSql} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`).all(me, kind, PAGE_SIZE, offset) as CommentRow[];
    const replies = repliesOf(ctx, rows.map((r) => r.id), true);
    const lists = rows.map((r) => {
      const item = k.anyItem(ctx, r.item_id);
      return {
        id: r.id, item_id: r.item_id, item_title: item?.title ?? '（已删除）', item_link: item?.link ?? '', user: r.user, content: r.content,
        inputtime: fmtTime(r.created_at), hidden: r.hidden === 1, replies: (replies.get(r.id) ?? []).map((x) => replyOf(x, me)),
      };
    });
    return ok({ lists, total }, '请求成功');
  },

  feedbackReport(ctx, p, req) {
    const me = req.user!.id;
    const { kind, k } = kindOf(p);
    const itemId = intParam(p, 'item_id');
    const reason = strParam(p, 'reason') as Schema<'FeedbackReason'>;
    if (!(reason in REASONS)) throw new ParamError('reason 请选择举报原因');
    const content = strParam(p, 'content', '').trim();
    if (content.length > 200) throw new ParamError('content 补充说明最多 200 个字');
    if (reason === 'other' && content.length < 5) throw new ParamError('content 选择“其他”时请说明原因（至少 5 个字）');
    const item = k.item(ctx, itemId);
    if (!item) return fail(404, MSG_NO_ITEM);
    if (item.ownerId === me) return fail(201, '不能举报自己发布的内容');
    if (ctx.db.prepare('SELECT 1 FROM feedback_reports WHERE kind = ? AND item_id = ? AND user_id = ?').get(kind, itemId, me)) return fail(201, '您已举报过该内容，请等待处理');
    const now = ctx.now();
    const held = ctx.db.transaction(() => {
      ctx.db.prepare('INSERT INTO feedback_reports (kind, item_id, owner_id, user_id, reason, content, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(kind, itemId, item.ownerId, me, reason, content, now);
      const n = (ctx.db.prepare('SELECT COUNT(*) AS n FROM feedback_reports WHERE kind = ? AND item_id = ?').get(kind, itemId) as { n: number }).n;
      // a review that restored the item stands; later reports are listed but hold it no more
      if (n < REPORT_HOLD_AT || resultOf(ctx, kind, itemId) !== 'pending') return false;
      ctx.db.prepare("INSERT INTO feedback_holds (kind, item_id, state, updated_at) VALUES (?, ?, 'held', ?)").run(kind, itemId, now);
      return true;
    })();
    return ok({ held }, '举报成功，我们会尽快核实处理');
  },

  feedbackReports(ctx, p, req) {
    const me = req.user!.id;
    const { kind, k } = kindOf(p);
    const { offset } = pageOf(p);
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM feedback_reports WHERE owner_id = ? AND kind = ?').get(me, kind) as { n: number }).n;
    const rows = ctx.db
      .prepare('SELECT id, item_id, reason, content, created_at FROM feedback_reports WHERE owner_id = ? AND kind = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?')
      .all(me, kind, PAGE_SIZE, offset) as { id: number; item_id: number; reason: Schema<'FeedbackReason'>; content: string; created_at: number }[];
    const lists = rows.map((r) => {
      const item = k.anyItem(ctx, r.item_id);
      return { id: r.id, item_id: r.item_id, item_title: item?.title ?? '（已删除）', item_link: item?.link ?? '', reason: r.reason, reason_text: REASONS[r.reason], content: r.content, inputtime: fmtTime(r.created_at), result: resultOf(ctx, kind, r.item_id) };
    });
    return ok({ lists, total }, '请求成功');
  },

  feedbackLike(ctx, p, req) {
    const me = req.user!.id;
    const { kind, k } = kindOf(p);
    const itemId = intParam(p, 'item_id');
    if (!k.item(ctx, itemId)) return fail(404, MSG_NO_ITEM);
    const had = ctx.db.prepare('DELETE FROM feedback_likes WHERE kind = ? AND item_id = ? AND user_id = ?').run(kind, itemId, me).changes;
    if (!had) ctx.db.prepare('INSERT INTO feedback_likes (kind, item_id, user_id, created_at) VALUES (?, ?, ?, ?)').run(kind, itemId, me, ctx.now());
    return ok(likeState(ctx, kind, itemId, me), had ? '已取消点赞' : '点赞成功');
  },

  feedbackLikeState(ctx, p, req) {
    const { kind, k } = kindOf(p);
    const itemId = intParam(p, 'item_id');
    if (!k.item(ctx, itemId)) return fail(404, MSG_NO_ITEM);
    return ok(likeState(ctx, kind, itemId, req.user?.id), '请求成功');
  },
};
