// Applications and interview invitations (x-spec inferred, as BOSS直聘 runs them): a seeker sends the résumé
// to a position once (withdrawn only while 待查看); the recruiter opens it (已查看), then invites (邀请面试) or
// marks it 不合适; the seeker accepts or declines (with a reason). Each side reads only its own: another
// member's id answers 404 and nothing is written.
import type { AppContext, Params } from '../../http/context.js';
import type { Schema, SectionHandlers } from '../../http/section.js';
import { fail, fmtTime, intParam, ok, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';
import { EDUCATIONS, EXPERIENCES, nameOf, salaryLabel } from './attributes.js';
import { positions } from './listing.js';
import { ageOf, MSG_NO_POSITION, MSG_NO_RESUME_YET, phoneOf, resumeOfUser, sized, upTo } from './rows.js';

const MSG_NO_APPLICATION = '投递记录不存在';
const MSG_NO_INVITE = '面试邀请不存在';
type State = Schema<'TalentApplicationState'>;
const STATES: readonly State[] = ['unseen', 'seen', 'invited', 'rejected'];

type AppRow = { id: number; position_id: number; resume_id: number; seeker_id: number; recruiter_id: number; state: State; reason: string; created_at: number };
const JOINED = `SELECT a.*, p.title AS position, p.company_name AS company, p.salary_min, p.salary_max,
  r.name AS seeker, r.gender, r.birth_year, r.education, r.experience, r.job_title
  FROM talent_applications a JOIN talent_positions p ON p.id = a.position_id JOIN talent_resumes r ON r.id = a.resume_id`;
type Joined = AppRow & { position: string; company: string; salary_min: number; salary_max: number; seeker: string; gender: string; birth_year: number; education: number; experience: number; job_title: string };

function box(ctx: AppContext, p: Params, side: 'seeker_id' | 'recruiter_id', userId: number) {
  const { offset } = pageOf(p);
  const state = p.state === undefined || p.state === '' ? undefined : (strParam(p, 'state') as State);
  if (state !== undefined && !STATES.includes(state)) throw new ParamError('state 状态不存在');
  const counts = { all: 0, unseen: 0, seen: 0, invited: 0, rejected: 0 };
  for (const r of ctx.db.prepare(`SELECT state, COUNT(*) AS n FROM talent_applications WHERE ${side} = ? GROUP BY state`).all(userId) as { state: State; n: number }[]) {
    counts[r.state] = r.n;
    counts.all += r.n;
  }
  const rows = ctx.db
    .prepare(`${JOINED} WHERE a.${side} = ?${state ? ' AND a.state = ?' : ''} ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`)
    .all(...[userId, ...(state ? [state] : []), PAGE_SIZE, offset]) as Joined[];
  const lists = rows.map((r) => ({
    id: r.id,
    state: r.state,
    reason: r.reason,
    position_id: r.position_id,
    position: r.position,
    company: r.company,
    salary: salaryLabel(r.salary_min, r.salary_max),
    resume_id: r.resume_id,
    seeker: r.seeker,
    seeker_line: `${r.gender} · ${ageOf(ctx, r.birth_year)}岁 · ${nameOf(EDUCATIONS, r.education)} · ${nameOf(EXPERIENCES, r.experience)} · 期望 ${r.job_title}`,
    inputtime: fmtTime(r.created_at),
  }));
  return ok({ lists, total: state ? counts[state] : counts.all, counts }, '请求成功');
}

const received = (ctx: AppContext, id: number, userId: number) => ctx.db.prepare('SELECT * FROM talent_applications WHERE id = ? AND recruiter_id = ?').get(id, userId) as AppRow | undefined;

type InviteRow = { id: number; application_id: number; time: string; place: string; contact: string; phone: string; note: string; state: Schema<'TalentInviteState'>; reason: string; created_at: number; position_id: number; position: string; company: string; seeker: string };
function invites(ctx: AppContext, p: Params, side: 'recruiter_id' | 'seeker_id', userId: number) {
  const { offset } = pageOf(p);
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM talent_invites WHERE ${side} = ?`).get(userId) as { n: number }).n;
  const rows = ctx.db
    .prepare(`SELECT i.*, a.position_id, p.title AS position, p.company_name AS company, r.name AS seeker FROM talent_invites i
      JOIN talent_applications a ON a.id = i.application_id JOIN talent_positions p ON p.id = a.position_id JOIN talent_resumes r ON r.id = a.resume_id
      WHERE i.${side} = ? ORDER BY i.created_at DESC, i.id DESC LIMIT ? OFFSET ?`)
    .all(userId, PAGE_SIZE, offset) as InviteRow[];
  const lists = rows.map((r) => ({ id: r.id, application_id: r.application_id, position_id: r.position_id, position: r.position, company: r.company, seeker: r.seeker, time: r.time, place: r.place, contact: r.contact, phone: r.phone, note: r.note, state: r.state, reason: r.reason, inputtime: fmtTime(r.created_at) }));
  return ok({ lists, total }, '请求成功');
}

/** `YYYY-MM-DD HH:mm` (Asia/Shanghai) as unix seconds, or undefined when it is no such time. */
function interviewTime(value: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(value);
  if (!m) return undefined;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const t = Date.UTC(y, mo - 1, d, h - 8, mi) / 1000;
  const back = new Date((t + 8 * 3600) * 1000);
  return back.getUTCFullYear() === y && back.getUTCMonth() === mo - 1 && back.getUTCDate() === d && h < 24 && mi < 60 ? t : undefined;
}

export const applicationHandlers: Pick<
  SectionHandlers<'talents'>,
  'talentApply' | 'talentWithdraw' | 'talentSent' | 'talentReceived' | 'talentOpen' | 'talentReject' | 'talentInvite' | 'talentInvitesSent' | 'talentInvitesReceived' | 'talentAnswerInvite'
> = {
  talentApply(ctx, p, req) {
    const me = req.user!.id;
    const pos = positions.visible(ctx, intParam(p, 'position_id'), undefined);
    if (!pos || pos.status !== 1) return fail(404, MSG_NO_POSITION);
    if (pos.user_id === me) return fail(201, '不能投递自己企业的职位');
    const r = resumeOfUser(ctx, me);
    if (!r) return fail(201, MSG_NO_RESUME_YET);
    if (ctx.db.prepare('SELECT 1 FROM talent_applications WHERE position_id = ? AND seeker_id = ?').get(pos.id, me)) return fail(201, '您已投递过该职位');
    const now = ctx.now();
    const info = ctx.db
      .prepare("INSERT INTO talent_applications (position_id, resume_id, seeker_id, recruiter_id, state, reason, created_at, updated_at) VALUES (?, ?, ?, ?, 'unseen', '', ?, ?)")
      .run(pos.id, r.id, me, pos.user_id, now, now);
    return ok({ id: Number(info.lastInsertRowid) }, '投递成功');
  },

  talentWithdraw(ctx, p, req) {
    const a = ctx.db.prepare('SELECT * FROM talent_applications WHERE id = ? AND seeker_id = ?').get(intParam(p, 'id'), req.user!.id) as AppRow | undefined;
    if (!a) return fail(404, MSG_NO_APPLICATION);
    if (a.state !== 'unseen') return fail(201, '企业已查看，不能撤回');
    ctx.db.prepare('DELETE FROM talent_applications WHERE id = ?').run(a.id);
    return ok(null, '已撤回');
  },

  talentSent: (ctx, p, req) => box(ctx, p, 'seeker_id', req.user!.id),
  talentReceived: (ctx, p, req) => box(ctx, p, 'recruiter_id', req.user!.id),

  talentOpen(ctx, p, req) {
    const a = received(ctx, intParam(p, 'id'), req.user!.id);
    if (!a) return fail(404, MSG_NO_APPLICATION);
    if (a.state === 'unseen') ctx.db.prepare("UPDATE talent_applications SET state = 'seen', updated_at = ? WHERE id = ?").run(ctx.now(), a.id);
    return ok(null, '请求成功');
  },

  talentReject(ctx, p, req) {
    const reason = upTo(p, 'reason', 200, '原因');
    const a = received(ctx, intParam(p, 'id'), req.user!.id);
    if (!a) return fail(404, MSG_NO_APPLICATION);
    if (a.state === 'invited') return fail(201, '已邀请面试，不能标记为不合适');
    ctx.db.prepare("UPDATE talent_applications SET state = 'rejected', reason = ?, updated_at = ? WHERE id = ?").run(reason, ctx.now(), a.id);
    return ok(null, '已标记为不合适');
  },

  talentInvite(ctx, p, req) {
    const me = req.user!.id;
    const raw = strParam(p, 'time', '').trim();
    const at = interviewTime(raw);
    if (at === undefined) throw new ParamError('time 请选择面试时间（YYYY-MM-DD HH:mm）');
    if (at <= ctx.now()) throw new ParamError('time 面试时间须晚于现在');
    if (at > ctx.now() + 60 * 86400) throw new ParamError('time 面试时间须在 60 天以内');
    const place = sized(p, 'place', 4, 60, '面试地点');
    const contact = sized(p, 'contact', 2, 20, '联系人');
    const phone = phoneOf(p, 'phone', true);
    const note = upTo(p, 'note', 200, '备注');
    const a = received(ctx, intParam(p, 'application_id'), me);
    if (!a) return fail(404, MSG_NO_APPLICATION);
    if (a.state === 'invited') return fail(201, '已发送过面试邀请');
    if (a.state === 'rejected') return fail(201, '已标记为不合适的投递不能邀请面试');
    const now = ctx.now();
    const id = ctx.db.transaction(() => {
      ctx.db.prepare("UPDATE talent_applications SET state = 'invited', updated_at = ? WHERE id = ?").run(now, a.id);
      return Number(
        ctx.db
          .prepare("INSERT INTO talent_invites (application_id, recruiter_id, seeker_id, time, place, contact, phone, note, state, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)")
          .run(a.id, me, a.seeker_id, raw, place, contact, phone, note, now).lastInsertRowid,
      );
    })();
    return ok({ id }, '面试邀请已发送');
  },

  talentInvitesSent: (ctx, p, req) => invites(ctx, p, 'recruiter_id', req.user!.id),
  talentInvitesReceived: (ctx, p, req) => invites(ctx, p, 'seeker_id', req.user!.id),

  talentAnswerInvite(ctx, p, req) {
    const answer = strParam(p, 'answer', '');
    if (answer !== 'accept' && answer !== 'decline') throw new ParamError('answer 请选择接受或拒绝');
    const reason = answer === 'decline' ? sized(p, 'reason', 2, 200, '拒绝原因') : '';
    const i = ctx.db.prepare('SELECT id, state FROM talent_invites WHERE id = ? AND seeker_id = ?').get(intParam(p, 'id'), req.user!.id) as { id: number; state: string } | undefined;
    if (!i) return fail(404, MSG_NO_INVITE);
    if (i.state !== 'pending') return fail(201, '您已回复过该邀请');
    ctx.db.prepare('UPDATE talent_invites SET state = ?, reason = ?, answered_at = ? WHERE id = ?').run(answer === 'accept' ? 'accepted' : 'declined', reason, ctx.now(), i.id);
    return ok(null, answer === 'accept' ? '已接受面试邀请' : '已拒绝面试邀请');
  },
};
