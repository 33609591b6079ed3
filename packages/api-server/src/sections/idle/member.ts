// A member's idle goods (spec §7, fields x-spec: inferred): the user-type registration, publishing and
// managing their own items (only the owner reads, edits or changes one), 想要 and who asked. Every field is
// checked before anything is written.
import { leaveMessage } from '../../http/conversations.js';
import type { Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { fail, fmtTime, intParam, ok, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';
import { CONDITIONS, USER_TYPE_KEYS, type UserType } from './attributes.js';
import { idles, idleUser, MSG_NO_IDLE, priceOf, userAnswer, type IdleRow } from './listing.js';

const MSG_REGISTER_FIRST = '请先选择闲置用户类型';

/** The registration's fields (addUser / modUser). */
function userColumns(p: Params) {
  const type = strParam(p, 'type') as UserType;
  if (!USER_TYPE_KEYS.includes(type)) throw new ParamError(`type 取值 ${USER_TYPE_KEYS.join('、')}`);
  const name = strParam(p, 'name').trim();
  if (name.length < 2) throw new ParamError('name 名称 2–30 个字');
  return { type, name, phone: strParam(p, 'phone'), intro: strParam(p, 'intro', '').trim() };
}

const STATUS_MSG: Record<string, string> = { '1': '已上架', '0': '已下架', '2': '已标记为售出', '-1': '删除成功' };

/** One field's column and value (idleField), refused unless it is valid. */
function fieldValue(p: Params): { column: string; value: string | number } {
  const field = strParam(p, 'field');
  const value = strParam(p, 'value').trim();
  switch (field) {
    case 'price':
    case 'original_price':
      return { column: field, value: priceOf(value, 'value') };
    case 'title':
      if ([...value].length < 5 || [...value].length > 60) throw new ParamError('value 标题 5–60 个字');
      return { column: 'title', value };
    case 'condition':
      if (!(CONDITIONS as readonly string[]).includes(value)) throw new ParamError(`value 成色取值 ${CONDITIONS.join('、')}`);
      return { column: 'condition', value };
    case 'status':
      if (!(value in STATUS_MSG)) throw new ParamError('value 状态取值 1、0、2、-1');
      return { column: 'status', value: Number(value) };
    default:
      throw new ParamError('field 取值 price、original_price、title、condition、status');
  }
}

interface ConnectRow {
  id: number;
  item_id: number;
  item_title: string;
  nickname: string;
  username: string;
  phone: string | null;
  message: string;
  created_at: number;
}

const CONNECT_SQL = `SELECT c.id, c.item_id, i.title AS item_title, u.nickname, u.username, u.phone, c.message, c.created_at
  FROM idle_connects c JOIN idle_items i ON i.id = c.item_id JOIN users u ON u.id = c.user_id`;

function connectAnswer(c: ConnectRow, full: boolean) {
  return {
    id: c.id,
    item_id: c.item_id,
    item_title: c.item_title,
    nickname: c.nickname || c.username,
    ...(full ? { phone: c.phone ?? '' } : {}),
    message: full ? c.message : '',
    inputtime: fmtTime(c.created_at),
  };
}

type MemberOps = Exclude<keyof SectionHandlers<'idle'>, 'idleAds' | 'idleTab' | 'idleAttr' | 'idleList' | 'idleDetail' | 'idleUserDetail' | 'idleModify'>;

export const memberHandlers: Pick<SectionHandlers<'idle'>, MemberOps> = {
  idleQueryUser(ctx, _p, req) {
    const u = idleUser(ctx, req.user!.id);
    return ok(u ? userAnswer(u) : null, '请求成功');
  },

  idleAddUser(ctx, p, req) {
    const cols = userColumns(p);
    if (idleUser(ctx, req.user!.id)) return fail(201, '您已注册闲置用户类型，请在资料中修改');
    const now = ctx.now();
    ctx.db.prepare('INSERT INTO idle_users (user_id, type, name, phone, intro, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(req.user!.id, cols.type, cols.name, cols.phone, cols.intro, now, now);
    return ok(null, '注册成功');
  },

  idleModUser(ctx, p, req) {
    const cols = userColumns(p);
    const me = req.user!.id;
    if (!idleUser(ctx, me)) return fail(201, MSG_REGISTER_FIRST);
    ctx.db.transaction(() => {
      ctx.db.prepare('UPDATE idle_users SET type = ?, name = ?, phone = ?, intro = ?, updated_at = ? WHERE user_id = ?').run(cols.type, cols.name, cols.phone, cols.intro, ctx.now(), me);
      // the items carry the seller's type (an indexed filter column)
      ctx.db.prepare('UPDATE idle_items SET user_type = ? WHERE user_id = ?').run(cols.type, me);
    })();
    return ok(null, '保存成功');
  },

  idleUserList(ctx, p, req) {
    const me = req.user!.id;
    const { offset } = pageOf(p);
    const status = p.status === undefined || p.status === '' ? undefined : intParam(p, 'status');
    const c = ctx.db
      .prepare('SELECT COUNT(*) AS all_n, COALESCE(SUM(status = 1), 0) AS online, COALESCE(SUM(status = 0), 0) AS offline, COALESCE(SUM(status = 2), 0) AS sold FROM idle_items WHERE user_id = ? AND status != -1')
      .get(me) as { all_n: number; online: number; offline: number; sold: number };
    const where = status === undefined ? 'user_id = ? AND status != -1' : 'user_id = ? AND status = ?';
    const args = status === undefined ? [me] : [me, status];
    const rows = ctx.db.prepare(`SELECT * FROM idle_items WHERE ${where} ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?`).all(...args, PAGE_SIZE, offset) as IdleRow[];
    const lists = idles.items(ctx, rows).map((item, i) => ({ ...item, status: rows[i]!.status as 0 | 1 | 2, clickcount: rows[i]!.clickcount }));
    const total = status === undefined ? c.all_n : status === 1 ? c.online : status === 0 ? c.offline : c.sold;
    return ok({ lists, total, counts: { all: c.all_n, online: c.online, offline: c.offline, sold: c.sold } }, '请求成功');
  },

  idleCreate(ctx, p, req) {
    const me = req.user!.id;
    const { row, images } = idles.checked(ctx, p, me);
    const u = idleUser(ctx, me);
    if (!u) return fail(201, MSG_REGISTER_FIRST);
    return ok({ id: idles.store.insert(ctx, me, { ...row, user_type: u.type }, images) }, '发布成功');
  },

  idleField(ctx, p, req) {
    const id = intParam(p, 'id');
    const { column, value } = fieldValue(p);
    if (!idles.own(ctx, id, req.user!.id)) return fail(404, MSG_NO_IDLE);
    ctx.db.prepare(`UPDATE idle_items SET ${column} = ?, updated_at = ? WHERE id = ?`).run(value, ctx.now(), id);
    return ok(null, column === 'status' ? STATUS_MSG[String(value)]! : '修改成功');
  },

  idleConnect(ctx, p, req) {
    const id = intParam(p, 'id');
    const me = req.user!.id;
    const message = strParam(p, 'message', '').trim();
    const r = idles.visible(ctx, id, me);
    if (!r || r.status !== 1) return fail(404, MSG_NO_IDLE);
    if (r.user_id === me) return fail(201, '这是您自己发布的闲置');
    ctx.db.transaction(() => {
      ctx.db
        .prepare(`INSERT INTO idle_connects (item_id, seller_id, user_id, message, created_at) VALUES (?, ?, ?, ?, ?)
          ON CONFLICT (item_id, user_id) DO UPDATE SET created_at = excluded.created_at,
            message = CASE excluded.message WHEN '' THEN idle_connects.message ELSE excluded.message END`)
        .run(id, r.user_id, me, message, ctx.now());
      ctx.db.prepare('UPDATE idle_items SET wants = (SELECT COUNT(*) FROM idle_connects WHERE item_id = ?) WHERE id = ?').run(id, id);
      // the note opens (or adds to) the buyer's thread with the seller: both reply there
      if (message.length >= 2) leaveMessage(ctx, 'idle', id, r.user_id!, me, message);
    })();
    return ok({ phone: r.contact_phone, contact_name: r.contact_name }, '已通知卖家');
  },

  idleItemConnects(ctx, p, req) {
    const id = intParam(p, 'id');
    const me = req.user!.id;
    const r = idles.visible(ctx, id, me);
    if (!r) return fail(404, MSG_NO_IDLE);
    const { offset } = pageOf(p);
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM idle_connects WHERE item_id = ?').get(id) as { n: number }).n;
    const rows = ctx.db.prepare(`${CONNECT_SQL} WHERE c.item_id = ? ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`).all(id, PAGE_SIZE, offset) as ConnectRow[];
    // the seller reads every note; others see who asked and when
    return ok({ lists: rows.map((c) => connectAnswer(c, r.user_id === me)), total }, '请求成功');
  },

  idleUserConnects(ctx, p, req) {
    const me = req.user!.id;
    const { offset } = pageOf(p);
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM idle_connects c JOIN idle_items i ON i.id = c.item_id WHERE c.seller_id = ? AND i.status != -1').get(me) as { n: number }).n;
    const rows = ctx.db
      .prepare(`${CONNECT_SQL} WHERE c.seller_id = ? AND i.status != -1 ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`)
      .all(me, PAGE_SIZE, offset) as ConnectRow[];
    return ok({ lists: rows.map((c) => connectAnswer(c, true)), total }, '请求成功');
  },
};
