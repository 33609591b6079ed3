// The groups' rows, the caller's standing in a group and the answers built from them (x-spec: inferred).
import type { AppContext, Envelope, Params } from '../../http/context.js';
import type { Schema } from '../../http/section.js';
import { abs, fail, fmtTime, ParamError, strParam } from '../../http/context.js';

export type Kind = Schema<'SameKind'>;
export type Role = Schema<'SameRole'>;
export const KINDS: { key: Kind; name: string }[] = [
  { key: 'tongzhu', name: '同住' },
  { key: 'tongguan', name: '同馆' },
  { key: 'tongyuan', name: '同院' },
];
/** The seeded city's districts (盐城), where a group may be. */
export const DISTRICTS = ['亭湖区', '盐都区', '大丰区', '东台市', '建湖县', '射阳县', '阜宁县', '滨海县', '响水县'];

export const MSG_NO_GROUP = '小组不存在';
export const MSG_JOIN_FIRST = '加入小组后才能参与，请先申请加入';
export const PER_PAGE = 10;

export type GroupRow = {
  id: number; kind: Kind; name: string; district: string; address: string; jianjie: string; pic: string; private: number;
  owner_id: number; status: 'waiting' | 'approved' | 'refused'; reason: string; created_at: number;
};

/** A refusal a handler throws deep in a check; answered as its envelope by `guarded` (nothing is written before it). */
export class Refused extends Error {
  constructor(readonly code: number, msg: string) {
    super(msg);
  }
}
export const refuse = (code: number, msg: string): never => {
  throw new Refused(code, msg);
};

/** Wraps every handler of a table so a Refused answers its code and message. */
export function guarded<T extends Record<string, (...args: never[]) => unknown>>(handlers: T): T {
  const out: Record<string, unknown> = {};
  for (const [id, h] of Object.entries(handlers)) {
    out[id] = (...args: never[]) => {
      try {
        const r = h(...args);
        return r instanceof Promise ? r.catch(answer) : r;
      } catch (e) {
        return answer(e);
      }
    };
  }
  return out as T;
}
function answer(e: unknown): Envelope<null> {
  if (e instanceof Refused) return fail(e.code, e.message);
  throw e;
}

/** A required text, trimmed, of min–max characters (the server's check; the form says the same). */
export function text(p: Params, key: string, min: number, max: number, label: string): string {
  const v = strParam(p, key, '').trim();
  if ([...v].length < min || [...v].length > max) throw new ParamError(`${key} ${label}${min ? ` ${min}–${max} 个字` : `最多 ${max} 个字`}`);
  return v;
}

export const groupOf = (ctx: AppContext, id: number) => ctx.db.prepare('SELECT * FROM same_groups WHERE id = ?').get(id) as GroupRow | undefined;

export function roleOf(ctx: AppContext, gid: number, uid: number | undefined): Role {
  if (!uid) return 'none';
  const row = ctx.db.prepare('SELECT role FROM same_members WHERE group_id = ? AND user_id = ?').get(gid, uid) as { role: Role } | undefined;
  return row?.role ?? 'none';
}
export const isMember = (r: Role) => r === 'member' || r === 'manager' || r === 'owner';
export const isManager = (r: Role) => r === 'manager' || r === 'owner';

/** An approved group the caller may read: unknown, unapproved, or private to a non-member → 404. */
export function readable(ctx: AppContext, gid: number, uid: number | undefined): { group: GroupRow; role: Role } {
  const group = groupOf(ctx, gid);
  if (!group || group.status !== 'approved') return refuse(404, MSG_NO_GROUP);
  const role = roleOf(ctx, gid, uid);
  if (group.private && !isMember(role)) return refuse(404, MSG_NO_GROUP);
  return { group, role };
}

/** A group the caller may post in: a public group's non-member is told to join (201), a private one's gets 404. */
export function postable(ctx: AppContext, gid: number, uid: number): GroupRow {
  const { group, role } = readable(ctx, gid, uid);
  if (!isMember(role)) return refuse(201, MSG_JOIN_FIRST);
  return group;
}

/** A group the caller manages; anyone else gets 404 (a member acts only on what is theirs). */
export function managed(ctx: AppContext, gid: number, uid: number): { group: GroupRow; role: Role } {
  const group = groupOf(ctx, gid);
  const role = roleOf(ctx, gid, uid);
  if (!group || group.status !== 'approved' || !isManager(role)) return refuse(404, MSG_NO_GROUP);
  return { group, role };
}

export function person(ctx: AppContext, uid: number): Schema<'SamePerson'> {
  const u = ctx.db.prepare('SELECT id, username, nickname, avatar FROM users WHERE id = ?').get(uid) as { id: number; username: string; nickname: string; avatar: string } | undefined;
  return { id: uid, nickname: u ? u.nickname || u.username : '已注销用户', avatar: abs(ctx, u?.avatar) };
}

const count = (ctx: AppContext, sql: string, id: number) => (ctx.db.prepare(sql).get(id) as { n: number }).n;

export function groupCard(ctx: AppContext, g: GroupRow): Schema<'SameGroupCard'> {
  return {
    id: g.id, kind: g.kind, name: g.name, district: g.district, address: g.address, jianjie: g.jianjie, pic: abs(ctx, g.pic), private: g.private === 1,
    members: count(ctx, "SELECT COUNT(*) AS n FROM same_members WHERE group_id = ? AND role <> 'waiting'", g.id),
    topics: count(ctx, 'SELECT COUNT(*) AS n FROM same_topics WHERE group_id = ?', g.id),
    posts: count(ctx, 'SELECT COUNT(*) AS n FROM same_posts WHERE group_id = ? AND hidden = 0', g.id),
  };
}

export type TopicRow = { id: number; group_id: number; user_id: number; title: string; content: string; status: 'open' | 'closed'; created_at: number };
export function topicItem(ctx: AppContext, t: TopicRow, uid: number | undefined): Schema<'SameTopic'> {
  const votes = ctx.db.prepare("SELECT SUM(vote = 'for') AS yes, SUM(vote = 'against') AS no FROM same_votes WHERE topic_id = ?").get(t.id) as { yes: number | null; no: number | null };
  const mine = uid ? (ctx.db.prepare('SELECT vote FROM same_votes WHERE topic_id = ? AND user_id = ?').get(t.id, uid) as { vote: 'for' | 'against' } | undefined) : undefined;
  return {
    id: t.id, gid: t.group_id, title: t.title, content: t.content, status: t.status, yes: votes.yes ?? 0, no: votes.no ?? 0,
    replies: count(ctx, "SELECT COUNT(*) AS n FROM same_replies WHERE kind = 'topic' AND parent_id = ?", t.id),
    myvote: mine?.vote ?? '', author: person(ctx, t.user_id), inputtime: fmtTime(t.created_at),
  };
}

export type PostRow = { id: number; group_id: number; user_id: number; title: string; content: string; top: number; hidden: number; created_at: number; last_at: number };
export const postItem = (ctx: AppContext, p: PostRow): Schema<'SamePost'> => ({
  id: p.id, gid: p.group_id, title: p.title, content: p.content, top: p.top === 1, hidden: p.hidden === 1,
  replies: count(ctx, "SELECT COUNT(*) AS n FROM same_replies WHERE kind = 'post' AND parent_id = ? AND hidden = 0", p.id),
  author: person(ctx, p.user_id), inputtime: fmtTime(p.created_at), lasttime: fmtTime(p.last_at),
});

type ReplyRow = { id: number; user_id: number; content: string; hidden: number; created_at: number };
export function repliesOf(ctx: AppContext, kind: 'topic' | 'post', id: number): Schema<'SameReply'>[] {
  const rows = ctx.db.prepare('SELECT id, user_id, content, hidden, created_at FROM same_replies WHERE kind = ? AND parent_id = ? ORDER BY id LIMIT 500').all(kind, id) as ReplyRow[];
  return rows.map((r) => ({ id: r.id, content: r.hidden ? '' : r.content, hidden: r.hidden === 1, author: person(ctx, r.user_id), inputtime: fmtTime(r.created_at) }));
}

export type QuestionRow = { id: number; group_id: number; user_id: number; title: string; content: string; answer: string; answer_by: number | null; answered_at: number | null; created_at: number };
export const questionItem = (ctx: AppContext, q: QuestionRow): Schema<'SameQuestion'> => ({
  id: q.id, gid: q.group_id, title: q.title, content: q.content, answer: q.answer,
  answertime: q.answered_at ? fmtTime(q.answered_at) : '', answerer: q.answer_by ? person(ctx, q.answer_by).nickname : '',
  author: person(ctx, q.user_id), inputtime: fmtTime(q.created_at),
});

export type NoticeRow = { id: number; group_id: number; title: string; content: string; created_at: number };
export const noticeItem = (n: NoticeRow): Schema<'SameNotice'> => ({ id: n.id, gid: n.group_id, title: n.title, content: n.content, inputtime: fmtTime(n.created_at) });

export type GuestRow = { id: number; group_id: number; guest_id: number; guest_title: string; title: string; intro: string; starts_at: number; created_at: number };
/** `YYYY-MM-DD HH:mm` in Asia/Shanghai. */
export const fmtMinute = (seconds: number) => fmtTime(seconds).slice(0, 16);
export function guestItem(ctx: AppContext, s: GuestRow, uid: number | undefined, groupName: string, manager: boolean): Schema<'SameGuestSession'> {
  const qs = ctx.db.prepare('SELECT * FROM same_guest_questions WHERE session_id = ? ORDER BY id LIMIT 200').all(s.id) as { id: number; user_id: number; content: string; answer: string; created_at: number }[];
  return {
    id: s.id, gid: s.group_id, group: groupName, title: s.title, intro: s.intro, starts: fmtMinute(s.starts_at), guest: person(ctx, s.guest_id), guesttitle: s.guest_title,
    isguest: uid === s.guest_id, ismanager: manager,
    questions: qs.map((q) => ({ id: q.id, content: q.content, answer: q.answer, author: person(ctx, q.user_id), inputtime: fmtTime(q.created_at) })),
  };
}

export function pageArgs(p: Params): { offset: number } {
  const page = Number(p.page ?? 1) || 1;
  return { offset: Math.min((page - 1) * PER_PAGE, 1e12) };
}
