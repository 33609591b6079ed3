// Contacts on items and in-site messages (x-spec: inferred). A contact is seen by the member who made it
// and the item's owner; a message only by its sender and its recipient. Texts are stored as typed.
import type { AppContext, Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { fail, fmtTime, intParam, ok, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';
import { itemStore, MSG_NO_ITEM } from './listing.js';
import type { Sn, Tab } from './boards.js';

const MSG_NO_CONNECT = '联系记录不存在';
const MSG_NO_MESSAGE = '消息不存在';
const NAME = "COALESCE(NULLIF(u.nickname, ''), u.username)";

interface ConnectRow {
  id: number;
  item_id: number;
  item_title: string;
  sn: Sn;
  tab: Tab;
  name: string;
  phone: string;
  content: string;
  handled: 0 | 1;
  created_at: number;
}

interface MessageRow {
  id: number;
  from_user: number;
  from_name: string;
  to_user: number;
  to_name: string;
  content: string;
  read: 0 | 1;
  created_at: number;
}

const connectAnswer = ({ created_at, ...c }: ConnectRow) => ({ ...c, inputtime: fmtTime(created_at) });
const messageAnswer = ({ created_at, ...m }: MessageRow) => ({ ...m, inputtime: fmtTime(created_at) });

const count = (ctx: AppContext, sql: string, ...args: unknown[]) => (ctx.db.prepare(sql).get(...args) as { n: number }).n;

const MESSAGE_SELECT = `SELECT m.id, m.from_user, ${NAME.replaceAll('u.', 'f.')} AS from_name, m.to_user, ${NAME.replaceAll('u.', 't.')} AS to_name, m.content, m.read, m.created_at
  FROM logistics_messages m JOIN users f ON f.id = m.from_user JOIN users t ON t.id = m.to_user`;

function messages(ctx: AppContext, p: Params, column: 'from_user' | 'to_user', userId: number) {
  const { offset } = pageOf(p);
  const rows = ctx.db.prepare(`${MESSAGE_SELECT} WHERE m.${column} = ? ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`).all(userId, PAGE_SIZE, offset) as MessageRow[];
  return { lists: rows.map(messageAnswer), total: count(ctx, `SELECT COUNT(*) AS n FROM logistics_messages WHERE ${column} = ?`, userId) };
}
const unreadOf = (ctx: AppContext, userId: number) => count(ctx, 'SELECT COUNT(*) AS n FROM logistics_messages WHERE to_user = ? AND read = 0', userId);

type TalkOps = 'logisticsConnect' | 'logisticsItemConnects' | 'logisticsUserConnects' | 'changeLogisticsConnect' | 'addLogisticsMessage' | 'logisticsMsgSent' | 'logisticsMsgReceived';

export const talkHandlers: Pick<SectionHandlers<'logistics'>, TalkOps> = {
  logisticsConnect(ctx, p, req) {
    const userId = req.user!.id;
    const content = strParam(p, 'content', '').trim();
    const item = itemStore.visible(ctx, intParam(p, 'item_id'), undefined);
    if (!item || item.user_id === null) return fail(404, MSG_NO_ITEM);
    if (item.user_id === userId) return fail(201, '不能联系自己发布的信息');
    const info = ctx.db.prepare('INSERT INTO logistics_connects (item_id, owner_id, user_id, content, created_at) VALUES (?, ?, ?, ?, ?)').run(item.id, item.user_id, userId, content, ctx.now());
    return ok({ id: Number(info.lastInsertRowid), phone: item.contact_phone }, '已联系');
  },

  logisticsItemConnects(ctx, p, req) {
    const userId = req.user!.id;
    const { offset } = pageOf(p);
    const handled = p.handled === undefined || p.handled === '' ? undefined : intParam(p, 'handled');
    const where = handled === undefined ? 'c.owner_id = ?' : 'c.owner_id = ? AND c.handled = ?';
    const args = handled === undefined ? [userId] : [userId, handled];
    const rows = ctx.db
      .prepare(`SELECT c.id, c.item_id, i.title AS item_title, i.sn, i.tab, ${NAME} AS name, COALESCE(u.phone, '') AS phone, c.content, c.handled, c.created_at
        FROM logistics_connects c JOIN logistics_items i ON i.id = c.item_id JOIN users u ON u.id = c.user_id
        WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`)
      .all(...args, PAGE_SIZE, offset) as ConnectRow[];
    return ok(
      {
        lists: rows.map(connectAnswer),
        total: count(ctx, `SELECT COUNT(*) AS n FROM logistics_connects c WHERE ${where}`, ...args),
        unhandled: count(ctx, 'SELECT COUNT(*) AS n FROM logistics_connects WHERE owner_id = ? AND handled = 0', userId),
      },
      '请求成功',
    );
  },

  logisticsUserConnects(ctx, p, req) {
    const userId = req.user!.id;
    const { offset } = pageOf(p);
    const rows = ctx.db
      .prepare(`SELECT c.id, c.item_id, i.title AS item_title, i.sn, i.tab, i.contact_name AS name, i.contact_phone AS phone, c.content, c.handled, c.created_at
        FROM logistics_connects c JOIN logistics_items i ON i.id = c.item_id WHERE c.user_id = ? ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`)
      .all(userId, PAGE_SIZE, offset) as ConnectRow[];
    return ok(
      {
        lists: rows.map(connectAnswer),
        total: count(ctx, 'SELECT COUNT(*) AS n FROM logistics_connects WHERE user_id = ?', userId),
        unhandled: count(ctx, 'SELECT COUNT(*) AS n FROM logistics_connects WHERE user_id = ? AND handled = 0', userId),
      },
      '请求成功',
    );
  },

  changeLogisticsConnect(ctx, p, req) {
    const id = intParam(p, 'id');
    const value = intParam(p, 'value');
    const info = ctx.db.prepare('UPDATE logistics_connects SET handled = ? WHERE id = ? AND owner_id = ?').run(value, id, req.user!.id);
    return info.changes ? ok(null, value === 1 ? '已处理' : '已标为未处理') : fail(404, MSG_NO_CONNECT);
  },

  addLogisticsMessage(ctx, p, req) {
    const from = req.user!.id;
    const to = intParam(p, 'to_user');
    const content = strParam(p, 'content').trim();
    if (!content) throw new ParamError('content 请输入消息内容');
    if (to === from) return fail(201, '不能给自己发消息');
    if (!ctx.db.prepare('SELECT 1 FROM users WHERE id = ?').get(to)) return fail(404, '用户不存在');
    const info = ctx.db.prepare('INSERT INTO logistics_messages (from_user, to_user, content, created_at) VALUES (?, ?, ?, ?)').run(from, to, content, ctx.now());
    return ok({ id: Number(info.lastInsertRowid) }, '发送成功');
  },

  logisticsMsgSent(ctx, p, req) {
    const userId = req.user!.id;
    return ok({ ...messages(ctx, p, 'from_user', userId), unread: unreadOf(ctx, userId) }, '请求成功');
  },

  logisticsMsgReceived(ctx, p, req) {
    const userId = req.user!.id;
    if (p.id !== undefined && p.id !== '') {
      // opening one message marks it read; someone else's answers like a missing one
      const id = intParam(p, 'id');
      const info = ctx.db.prepare('UPDATE logistics_messages SET read = 1 WHERE id = ? AND to_user = ?').run(id, userId);
      if (!info.changes) return fail(404, MSG_NO_MESSAGE);
      const row = ctx.db.prepare(`${MESSAGE_SELECT} WHERE m.id = ?`).get(id) as MessageRow;
      return ok({ lists: [messageAnswer(row)], total: 1, unread: unreadOf(ctx, userId) }, '请求成功');
    }
    return ok({ ...messages(ctx, p, 'to_user', userId), unread: unreadOf(ctx, userId) }, '请求成功');
  },
};
