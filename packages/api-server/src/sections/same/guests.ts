// Guest sessions (做客, x-spec: inferred): a manager invites a member (物业经理, 社区民警…) for a time; the group's
// members ask, the guest answers from the user centre, and the answers show on the group's page.
import type { AppContext } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { intParam, ok, ParamError, strParam } from '../../http/context.js';
import { guestItem, isManager, managed, postable, refuse, roleOf, text, type GuestRow } from './rows.js';

/** `YYYY-MM-DD HH:mm` (Asia/Shanghai) → unix seconds, or undefined when it is not a real time. */
export function parseMinute(raw: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(raw.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi] = m.map(Number) as number[];
  const t = Date.UTC(y!, mo! - 1, d!, h!, mi!) / 1000 - 8 * 3600;
  const back = new Date((t + 8 * 3600) * 1000);
  return back.getUTCMonth() === mo! - 1 && back.getUTCDate() === d && h! < 24 && mi! < 60 ? t : undefined;
}

type Guests = 'sameGuestMine' | 'sameGuestCreate' | 'sameGuestAsk' | 'sameGuestAnswer';
const sessionOf = (ctx: AppContext, id: number) => ctx.db.prepare('SELECT * FROM same_guests WHERE id = ?').get(id) as GuestRow | undefined;

export const guestHandlers: Pick<SectionHandlers<'same'>, Guests> = {
  sameGuestMine(ctx, _p, req) {
    const me = req.user!.id;
    const rows = ctx.db
      .prepare(`SELECT s.*, g.name AS group_name FROM same_guests s JOIN same_groups g ON g.id = s.group_id
        WHERE s.guest_id = ? OR s.group_id IN (SELECT group_id FROM same_members WHERE user_id = ? AND role IN ('owner', 'manager'))
        ORDER BY s.starts_at DESC, s.id DESC LIMIT 100`)
      .all(me, me) as (GuestRow & { group_name: string })[];
    return ok({ lists: rows.map((s) => guestItem(ctx, s, me, s.group_name, isManager(roleOf(ctx, s.group_id, me)))) }, '请求成功');
  },

  sameGuestCreate(ctx, p, req) {
    const { group } = managed(ctx, intParam(p, 'gid'), req.user!.id);
    const who = strParam(p, 'guest', '').trim();
    const guest = ctx.db.prepare('SELECT id FROM users WHERE (username = ? OR phone = ?) AND password_hash <> ?').get(who, who, '!') as { id: number } | undefined;
    if (!guest) throw new ParamError('guest 找不到该用户，请输入嘉宾的用户名或手机号');
    const guestTitle = text(p, 'guesttitle', 2, 20, '嘉宾身份');
    const title = text(p, 'title', 4, 30, '做客主题');
    const intro = text(p, 'intro', 5, 500, '做客介绍');
    const starts = parseMinute(strParam(p, 'starts', ''));
    if (starts === undefined) throw new ParamError('starts 请填写开始时间，如 2026-12-01 19:30');
    if (starts < ctx.now() - 600) throw new ParamError('starts 开始时间不能早于现在');
    const id = ctx.db
      .prepare('INSERT INTO same_guests (group_id, guest_id, guest_title, title, intro, starts_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(group.id, guest.id, guestTitle, title, intro, starts, ctx.now()).lastInsertRowid;
    return ok({ id: Number(id) }, '做客已安排');
  },

  sameGuestAsk(ctx, p, req) {
    const me = req.user!.id;
    const s = sessionOf(ctx, intParam(p, 'id'));
    if (!s) return refuse(404, '做客不存在');
    if (s.guest_id === me) return refuse(201, '嘉宾不能向自己提问');
    postable(ctx, s.group_id, me);
    const content = text(p, 'content', 5, 300, '问题');
    const id = ctx.db.prepare('INSERT INTO same_guest_questions (session_id, user_id, content, created_at) VALUES (?, ?, ?, ?)').run(s.id, me, content, ctx.now()).lastInsertRowid;
    return ok({ id: Number(id) }, '提问成功');
  },

  sameGuestAnswer(ctx, p, req) {
    const me = req.user!.id;
    const q = ctx.db.prepare('SELECT q.id, s.guest_id FROM same_guest_questions q JOIN same_guests s ON s.id = q.session_id WHERE q.id = ?').get(intParam(p, 'id')) as { id: number; guest_id: number } | undefined;
    // only the invited guest answers; anyone else is told the question does not exist
    if (!q || q.guest_id !== me) return refuse(404, '问题不存在');
    const answer = text(p, 'answer', 2, 2000, '回答内容');
    ctx.db.prepare('UPDATE same_guest_questions SET answer = ?, answered_at = ? WHERE id = ?').run(answer, ctx.now(), q.id);
    return ok(null, '回答成功');
  },
};
