// Conversations (x-spec: inferred): a logged-in visitor leaves a message on an item of a registered kind; the
// item's owner and the visitor reply in one thread; each side's box lists its threads with every message.
// Only the two members of a thread read or write it. Texts are stored as typed (trimmed) and shown as text.
import type { AppContext, Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { fail, fmtTime, intParam, ok, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';
import { leaveMessage, talkKind } from '../../http/conversations.js';

const MSG_NO_ITEM = '留言对象不存在';
const MSG_NO_THREAD = '留言不存在';
const NAME = "COALESCE(NULLIF(u.nickname, ''), u.username)";

interface ThreadRow {
  id: number;
  kind: string;
  item_id: number;
  owner_id: number;
  visitor_id: number;
  updated_at: number;
  peer: string;
}

function contentOf(p: Params): string {
  const content = strParam(p, 'content', '').trim();
  if (content.length < 2 || content.length > 500) throw new ParamError('content 留言内容 2–500 个字');
  return content;
}

function kindOf(p: Params) {
  const kind = strParam(p, 'kind');
  const k = talkKind(kind);
  if (!k) throw new ParamError('kind 不支持留言的栏目');
  return { kind, k };
}

function box(ctx: AppContext, p: Params, me: number, side: 'owner_id' | 'visitor_id') {
  const { kind, k } = kindOf(p);
  const { offset } = pageOf(p);
  const peerSide = side === 'owner_id' ? 'visitor_id' : 'owner_id';
  const where = `t.${side} = ? AND t.kind = ?`;
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM talk_threads t WHERE ${where}`).get(me, kind) as { n: number }).n;
  const unreadSql = 'SELECT COUNT(*) AS n FROM talk_messages m WHERE m.thread_id = ? AND m.from_user != ? AND m.read = 0';
  const allUnread = (
    ctx.db.prepare(`SELECT COUNT(*) AS n FROM talk_messages m JOIN talk_threads t ON t.id = m.thread_id WHERE ${where} AND m.from_user != ? AND m.read = 0`).get(me, kind, me) as { n: number }
  ).n;
  const rows = ctx.db
    .prepare(`SELECT t.id, t.kind, t.item_id, t.owner_id, t.visitor_id, t.updated_at, ${NAME} AS peer FROM talk_threads t JOIN users u ON u.id = t.${peerSide}
      WHERE ${where} ORDER BY t.updated_at DESC, t.id DESC LIMIT ? OFFSET ?`)
    .all(me, kind, PAGE_SIZE, offset) as ThreadRow[];
  const messagesOf = ctx.db.prepare('SELECT id, from_user, content, created_at FROM talk_messages WHERE thread_id = ? ORDER BY id LIMIT 200');
  const lists = rows.map((t) => {
    const item = k.item(ctx, t.item_id);
    const messages = messagesOf.all(t.id) as { id: number; from_user: number; content: string; created_at: number }[];
    return {
      id: t.id,
      kind: t.kind as 'tour',
      item_id: t.item_id,
      item_title: item?.title ?? '（已下线）',
      item_link: item?.link ?? '',
      peer: t.peer,
      unread: (ctx.db.prepare(unreadSql).get(t.id, me) as { n: number }).n,
      updated: fmtTime(t.updated_at),
      messages: messages.map((m) => ({ id: m.id, mine: m.from_user === me, content: m.content, inputtime: fmtTime(m.created_at) })),
    };
  });
  return ok({ lists, total, unread: allUnread }, '请求成功');
}

export const talkHandlers: SectionHandlers<'talk'> = {
  talkSend(ctx, p, req) {
    const me = req.user!.id;
    const { kind, k } = kindOf(p);
    const itemId = intParam(p, 'item_id');
    const content = contentOf(p);
    const item = k.item(ctx, itemId);
    if (!item) return fail(404, MSG_NO_ITEM);
    if (item.ownerId === me) return fail(201, '不能给自己的页面留言');
    const threadId = leaveMessage(ctx, kind, itemId, item.ownerId, me, content);
    return ok({ thread_id: threadId }, '留言成功');
  },

  talkReply(ctx, p, req) {
    const me = req.user!.id;
    const id = intParam(p, 'thread_id');
    const content = contentOf(p);
    const t = ctx.db.prepare('SELECT id, owner_id, visitor_id FROM talk_threads WHERE id = ?').get(id) as { id: number; owner_id: number; visitor_id: number } | undefined;
    // someone else's thread answers like a missing one
    if (!t || (t.owner_id !== me && t.visitor_id !== me)) return fail(404, MSG_NO_THREAD);
    const now = ctx.now();
    ctx.db.transaction(() => {
      ctx.db.prepare('UPDATE talk_messages SET read = 1 WHERE thread_id = ? AND from_user != ?').run(id, me);
      ctx.db.prepare('INSERT INTO talk_messages (thread_id, from_user, content, created_at) VALUES (?, ?, ?, ?)').run(id, me, content, now);
      ctx.db.prepare('UPDATE talk_threads SET updated_at = ? WHERE id = ?').run(now, id);
    })();
    return ok(null, '回复成功');
  },

  talkReceived: (ctx, p, req) => box(ctx, p, req.user!.id, 'owner_id'),
  talkSent: (ctx, p, req) => box(ctx, p, req.user!.id, 'visitor_id'),
};
