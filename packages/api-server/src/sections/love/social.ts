// Follows, visitors, contact requests and blocks. Contact details leave the server only on an accepted request.
import type { AppContext, Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { fail, fmtTime, intParam, ok, ParamError, strParam } from '../../http/context.js';
import { activeLevel, cardsOf, contactsLeft, levelOf, LOVE_PAGE, otherMember, touch } from './rows.js';

const pageOf = (p: Params) => (Math.max(1, intParam(p, 'page', 1)) - 1) * LOVE_PAGE;

/** Rows of (member id, time) as cards; members gone or blocked since are left out by the queries. */
function people(ctx: AppContext, rows: { id: number; at: number }[], total: number) {
  const cards = cardsOf(ctx, rows.map((r) => r.id));
  return { lists: rows.flatMap((r) => (cards.has(r.id) ? [{ card: cards.get(r.id)!, time: fmtTime(r.at) }] : [])), total };
}

/** Leaves out pairs blocked either way (the column holding the other member's id). */
const unblocked = (col: string) => `${col} NOT IN (SELECT target_id FROM love_blocks WHERE user_id = @me) AND ${col} NOT IN (SELECT user_id FROM love_blocks WHERE target_id = @me)`;

function pagedPeople(ctx: AppContext, p: Params, from: string, col: string, at: string, me: number) {
  const where = `${from} AND ${unblocked(col)} AND ${col} IN (SELECT user_id FROM love_profiles)`;
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${where}`).get({ me }) as { n: number }).n;
  const rows = ctx.db.prepare(`SELECT ${col} AS id, ${at} AS at FROM ${where} ORDER BY ${at} DESC LIMIT @limit OFFSET @offset`).all({ me, limit: LOVE_PAGE, offset: pageOf(p) }) as { id: number; at: number }[];
  return people(ctx, rows, total);
}

export const socialHandlers = {
  loveFollow(ctx, p, req) {
    const me = req.user!.id;
    const other = otherMember(ctx, me, intParam(p, 'id'));
    if ('fail' in other) return other.fail;
    ctx.db.prepare('INSERT OR IGNORE INTO love_follows (user_id, target_id, created_at) VALUES (?, ?, ?)').run(me, other.row.user_id, ctx.now());
    touch(ctx, me);
    return ok(null, '关注成功');
  },

  loveUnfollow(ctx, p, req) {
    ctx.db.prepare('DELETE FROM love_follows WHERE user_id = ? AND target_id = ?').run(req.user!.id, intParam(p, 'id'));
    return ok(null, '已取消关注');
  },

  loveFollows(ctx, p, req) {
    const kind = strParam(p, 'kind');
    if (kind !== 'mine' && kind !== 'fans') throw new ParamError('kind 取值 mine、fans');
    const me = req.user!.id;
    return ok(kind === 'mine' ? pagedPeople(ctx, p, 'love_follows WHERE user_id = @me', 'target_id', 'created_at', me) : pagedPeople(ctx, p, 'love_follows WHERE target_id = @me', 'user_id', 'created_at', me), '请求成功');
  },

  loveVisitors(ctx, p, req) {
    const me = req.user!.id;
    const all = pagedPeople(ctx, p, 'love_visits WHERE user_id = @me', 'visitor_id', 'at', me);
    // 谁看过我 is a membership's: without one the count shows, the names do not
    const locked = !levelOf(activeLevel(ctx, me).level)?.visitors;
    return ok({ locked, lists: locked ? [] : all.lists, total: all.total }, '请求成功');
  },

  loveAskContact(ctx, p, req) {
    const me = req.user!.id;
    const message = strParam(p, 'message', '').trim();
    if ([...message].length > 100) throw new ParamError('message 留言最多 100 字');
    const other = otherMember(ctx, me, intParam(p, 'id'));
    if ('fail' in other) return other.fail;
    const mine = ctx.db.prepare('SELECT phone FROM love_profiles WHERE user_id = ?').get(me) as { phone: string } | undefined;
    if (!mine?.phone) return fail(201, '请先完善婚恋资料并填写手机号');
    const id = other.row.user_id;
    const pair = ctx.db.prepare('SELECT from_id, state FROM love_contacts WHERE (from_id = ? AND to_id = ?) OR (from_id = ? AND to_id = ?)').all(me, id, id, me) as { from_id: number; state: string }[];
    if (pair.some((r) => r.state === 'accepted')) return fail(201, '你们已交换联系方式');
    if (pair.some((r) => r.from_id === id && r.state === 'waiting')) return fail(201, '对方已向你索要联系方式，请在联系记录中处理');
    if (pair.some((r) => r.from_id === me && r.state === 'waiting')) return fail(201, '已发送过请求，请等待对方回复');
    if (pair.some((r) => r.from_id === me && r.state === 'refused')) return fail(201, '对方已拒绝交换联系方式');
    if (contactsLeft(ctx, me) <= 0) return fail(201, '本月索要联系方式次数已用完，开通会员可获得更多次数');
    ctx.db.prepare("INSERT INTO love_contacts (from_id, to_id, message, state, created_at) VALUES (?, ?, ?, 'waiting', ?)").run(me, id, message, ctx.now());
    touch(ctx, me);
    return ok(null, '已发送请求，等待对方同意');
  },

  loveAnswerContact(ctx, p, req) {
    const me = req.user!.id;
    const answer = strParam(p, 'answer');
    if (answer !== 'accept' && answer !== 'refuse') throw new ParamError('answer 取值 accept、refuse');
    const row = ctx.db.prepare('SELECT id, from_id, state FROM love_contacts WHERE id = ? AND to_id = ?').get(intParam(p, 'id'), me) as { id: number; from_id: number; state: string } | undefined;
    if (!row || 'fail' in otherMember(ctx, me, row.from_id)) return fail(404, '请求不存在');
    if (row.state !== 'waiting') return fail(201, '该请求已处理');
    ctx.db.prepare("UPDATE love_contacts SET state = ?, answered_at = ? WHERE id = ? AND state = 'waiting'").run(answer === 'accept' ? 'accepted' : 'refused', ctx.now(), row.id);
    touch(ctx, me);
    return ok(null, answer === 'accept' ? '已同意，双方可查看联系方式' : '已拒绝');
  },

  loveContacts(ctx, p, req) {
    const me = req.user!.id;
    const box = strParam(p, 'box');
    if (box !== 'sent' && box !== 'received') throw new ParamError('box 取值 sent、received');
    const [mineCol, otherCol] = box === 'sent' ? ['from_id', 'to_id'] : ['to_id', 'from_id'];
    const where = `love_contacts c JOIN love_profiles o ON o.user_id = c.${otherCol} WHERE c.${mineCol} = @me AND ${unblocked(`c.${otherCol}`)}`;
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${where}`).get({ me }) as { n: number }).n;
    const rows = ctx.db
      .prepare(`SELECT c.id, c.${otherCol} AS other, c.message, c.state, c.created_at, o.phone, o.wechat FROM ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT @limit OFFSET @offset`)
      .all({ me, limit: LOVE_PAGE, offset: pageOf(p) }) as { id: number; other: number; message: string; state: 'waiting' | 'accepted' | 'refused'; created_at: number; phone: string; wechat: string }[];
    const cards = cardsOf(ctx, rows.map((r) => r.other));
    const lists = rows.map((r) => ({
      id: r.id, card: cards.get(r.other)!, message: r.message, state: r.state, time: fmtTime(r.created_at),
      contact: r.state === 'accepted' ? { phone: r.phone, wechat: r.wechat } : null,
    }));
    return ok({ lists, total }, '请求成功');
  },

  loveBlock(ctx, p, req) {
    const me = req.user!.id;
    const id = intParam(p, 'id');
    if (id === me) return fail(201, '不能屏蔽自己');
    if (!ctx.db.prepare('SELECT 1 FROM love_profiles WHERE user_id = ?').get(id)) return fail(404, '会员不存在');
    ctx.db.transaction(() => {
      ctx.db.prepare('INSERT OR IGNORE INTO love_blocks (user_id, target_id, created_at) VALUES (?, ?, ?)').run(me, id, ctx.now());
      ctx.db.prepare('DELETE FROM love_follows WHERE (user_id = ? AND target_id = ?) OR (user_id = ? AND target_id = ?)').run(me, id, id, me);
    })();
    return ok(null, '已屏蔽');
  },

  loveUnblock(ctx, p, req) {
    ctx.db.prepare('DELETE FROM love_blocks WHERE user_id = ? AND target_id = ?').run(req.user!.id, intParam(p, 'id'));
    return ok(null, '已取消屏蔽');
  },

  loveBlocks(ctx, p, req) {
    const me = req.user!.id;
    const where = 'love_blocks b JOIN love_profiles o ON o.user_id = b.target_id WHERE b.user_id = @me';
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${where}`).get({ me }) as { n: number }).n;
    const rows = ctx.db.prepare(`SELECT b.target_id AS id, b.created_at AS at FROM ${where} ORDER BY b.created_at DESC LIMIT @limit OFFSET @offset`).all({ me, limit: LOVE_PAGE, offset: pageOf(p) }) as { id: number; at: number }[];
    return ok(people(ctx, rows, total), '请求成功');
  },
} satisfies Partial<SectionHandlers<'love'>>;
