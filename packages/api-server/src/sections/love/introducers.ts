// Introducers (红娘): the agency's page, a member's choice, and the introducer's centre (clients, suggestions, income).
import type { AppContext, Params } from '../../http/context.js';
import type { Schema, SectionHandlers } from '../../http/section.js';
import { abs, fail, fmtTime, intParam, money, ok, ParamError, strParam } from '../../http/context.js';
import { blockedEither, cardsOf, LOVE_PAGE, monthStart, MSG_NO_MEMBER } from './rows.js';

const MSG_NO_INTRODUCER = '红娘不存在';
/** The agency's own facts (x-spec: inferred): one local agency runs the introducers. */
export const AGENCY = {
  name: '盐城缘来红娘服务中心',
  intro: '扎根盐城十年的本地婚恋服务机构，实名认证、一对一红娘服务，已帮助上千位单身朋友找到另一半。所有会员资料经人工审核，联系方式在双方同意前严格保密。',
  hotline: '0515-88886520',
  address: '盐城市亭湖区解放南路 88 号缘来大厦 6 楼',
};
export const STORIES = [
  { title: '相识一年，携手一生', couple: '小雨 & 大海', content: '经张红娘介绍，两人在水街的咖啡馆第一次见面，聊了整整一个下午。一年后，他们在亲友的祝福中走进婚姻殿堂。', pic: '/media/img/photo/story-1.svg' },
  { title: '慢慢来，刚刚好', couple: '安然 & 远方', content: '都曾因工作忙碌错过缘分，红娘根据两人的作息安排了周末见面，如今已经订婚。', pic: '/media/img/photo/story-2.svg' },
  { title: '同城的缘分', couple: '静好 & 书生', content: '同在东台工作却从未遇见，红娘牵线后发现彼此是中学校友，缘分就是这么奇妙。', pic: '/media/img/photo/story-3.svg' },
];
export const FEES = [
  { name: '牵线服务', price_cents: 19900, content: '红娘为您推荐合适的对象，并安排一次见面' },
  { name: '一对一红娘（3 个月）', price_cents: 199900, content: '专属红娘全程跟进，每月不少于 4 次精准推荐' },
  { name: '情感咨询', price_cents: 9900, content: '一小时一对一情感与形象咨询' },
];

type IntroducerRow = { user_id: number; name: string; photo: string; years: number; fee_cents: number; intro: string; rating_sum: number; rating_count: number };
type SuggestionRow = { id: number; member_id: number; target_id: number; note: string; appointment: string; state: 'waiting' | 'accepted' | 'refused'; created_at: number };

function introducerCard(ctx: AppContext, r: IntroducerRow): Schema<'LoveIntroducerCard'> {
  const served = (ctx.db.prepare('SELECT COUNT(*) AS n FROM love_clients WHERE introducer_id = ?').get(r.user_id) as { n: number }).n;
  const matched = (ctx.db.prepare("SELECT COUNT(*) AS n FROM love_suggestions WHERE introducer_id = ? AND state = 'accepted'").get(r.user_id) as { n: number }).n;
  return {
    id: r.user_id, name: r.name, photo: abs(ctx, r.photo), years: r.years, rating: r.rating_count ? Math.round((r.rating_sum / r.rating_count) * 10) / 10 : 0,
    served, matched, fee: money(r.fee_cents), intro: r.intro,
  };
}
const introducerOf = (ctx: AppContext, id: number) => ctx.db.prepare('SELECT * FROM love_introducers WHERE user_id = ?').get(id) as IntroducerRow | undefined;

function suggestions(ctx: AppContext, rows: SuggestionRow[]) {
  const cards = cardsOf(ctx, rows.flatMap((r) => [r.member_id, r.target_id]));
  return rows.flatMap((r) =>
    cards.has(r.member_id) && cards.has(r.target_id)
      ? [{ id: r.id, member: cards.get(r.member_id)!, target: cards.get(r.target_id)!, note: r.note, appointment: r.appointment, state: r.state, time: fmtTime(r.created_at) }]
      : [],
  );
}
const offset = (p: Params) => (Math.max(1, intParam(p, 'page', 1)) - 1) * LOVE_PAGE;

/** The caller as introducer, or the failure. */
function asIntroducer(ctx: AppContext, userId: number) {
  return introducerOf(ctx, userId) ?? fail(201, '请先填写红娘资料');
}

export const introducerHandlers = {
  loveIntroducers(ctx) {
    const rows = ctx.db.prepare('SELECT * FROM love_introducers ORDER BY rating_sum * 1.0 / MAX(rating_count, 1) DESC, user_id').all() as IntroducerRow[];
    return ok({ agency: AGENCY, lists: rows.map((r) => introducerCard(ctx, r)), stories: STORIES.map((s) => ({ ...s, pic: abs(ctx, s.pic) })), fees: FEES.map((f) => ({ name: f.name, price: money(f.price_cents), content: f.content })) }, '请求成功');
  },

  loveIntroducer(ctx, p, req) {
    const row = introducerOf(ctx, intParam(p, 'id'));
    if (!row) return fail(404, MSG_NO_INTRODUCER);
    const viewer = req.user?.id;
    const ids = (ctx.db.prepare('SELECT user_id FROM love_clients WHERE introducer_id = ? ORDER BY created_at DESC LIMIT 24').all(row.user_id) as { user_id: number }[])
      .map((r) => r.user_id)
      .filter((id) => !viewer || (id !== viewer && !blockedEither(ctx, viewer, id)));
    const cards = cardsOf(ctx, ids);
    const chosen = !!viewer && !!ctx.db.prepare('SELECT 1 FROM love_clients WHERE user_id = ? AND introducer_id = ?').get(viewer, row.user_id);
    return ok({ introducer: introducerCard(ctx, row), members: ids.flatMap((id) => (cards.has(id) ? [cards.get(id)!] : [])).slice(0, 12), chosen }, '请求成功');
  },

  loveChooseIntroducer(ctx, p, req) {
    const me = req.user!.id;
    const id = intParam(p, 'id');
    if (id === 0) {
      ctx.db.prepare('DELETE FROM love_clients WHERE user_id = ?').run(me);
      return ok(null, '已取消红娘服务');
    }
    if (!introducerOf(ctx, id)) return fail(404, MSG_NO_INTRODUCER);
    if (id === me) return fail(201, '不能选择自己作为红娘');
    if (!ctx.db.prepare('SELECT 1 FROM love_profiles WHERE user_id = ?').get(me)) return fail(201, '请先填写婚恋资料');
    ctx.db.prepare('INSERT INTO love_clients (user_id, introducer_id, created_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET introducer_id = excluded.introducer_id, created_at = excluded.created_at').run(me, id, ctx.now());
    return ok(null, '已设置为我的红娘');
  },

  loveMyIntroducer(ctx, _p, req) {
    const me = req.user!.id;
    const client = ctx.db.prepare('SELECT introducer_id FROM love_clients WHERE user_id = ?').get(me) as { introducer_id: number } | undefined;
    const row = client && introducerOf(ctx, client.introducer_id);
    const rows = ctx.db.prepare('SELECT * FROM love_suggestions WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT 50').all(me) as SuggestionRow[];
    return ok({ introducer: row ? introducerCard(ctx, row) : null, suggestions: suggestions(ctx, rows.filter((r) => !blockedEither(ctx, me, r.target_id))) }, '请求成功');
  },

  loveAnswerSuggestion(ctx, p, req) {
    const answer = strParam(p, 'answer');
    if (answer !== 'accept' && answer !== 'refuse') throw new ParamError('answer 取值 accept、refuse');
    const row = ctx.db.prepare('SELECT * FROM love_suggestions WHERE id = ? AND member_id = ?').get(intParam(p, 'id'), req.user!.id) as SuggestionRow | undefined;
    if (!row) return fail(404, '推荐不存在');
    if (row.state !== 'waiting') return fail(201, '该推荐已回复');
    ctx.db.prepare("UPDATE love_suggestions SET state = ?, answered_at = ? WHERE id = ? AND state = 'waiting'").run(answer === 'accept' ? 'accepted' : 'refused', ctx.now(), row.id);
    return ok(null, answer === 'accept' ? '已接受，红娘将为您安排见面' : '已婉拒');
  },

  loveIntroducerMine(ctx, _p, req) {
    const row = introducerOf(ctx, req.user!.id);
    return ok({ introducer: row ? introducerCard(ctx, row) : null }, '请求成功');
  },

  loveIntroducerSave(ctx, p, req) {
    const me = req.user!.id;
    const name = strParam(p, 'name', '').trim();
    if ([...name].length < 2 || [...name].length > 20) throw new ParamError('name 请输入 2–20 个字的称呼');
    const years = intParam(p, 'years', 0);
    if (years < 0 || years > 60) throw new ParamError('years 从业年限须在 0 到 60 年之间');
    const fee = strParam(p, 'fee', '').trim();
    if (!/^\d{1,4}(\.\d{1,2})?$/.test(fee)) throw new ParamError('fee 请输入 0–9999 元的服务费，最多两位小数');
    const intro = strParam(p, 'intro', '').trim();
    if ([...intro].length < 10 || [...intro].length > 500) throw new ParamError('intro 个人介绍 10–500 字');
    const picId = p.pic === undefined || p.pic === '' ? 0 : intParam(p, 'pic');
    const pic = picId ? (ctx.db.prepare('SELECT url FROM images WHERE id = ? AND user_id = ?').get(picId, me) as { url: string } | undefined) : undefined;
    if (picId && !pic) throw new ParamError('pic 图片不存在，请重新上传');
    const cents = Math.round(Number(fee) * 100);
    ctx.db
      .prepare(`INSERT INTO love_introducers (user_id, name, photo, years, fee_cents, intro, created_at) VALUES (@me, @name, @photo, @years, @cents, @intro, @now)
        ON CONFLICT (user_id) DO UPDATE SET name = @name, years = @years, fee_cents = @cents, intro = @intro, photo = CASE WHEN @photo = '' THEN photo ELSE @photo END`)
      .run({ me, name, photo: pic?.url ?? '', years, cents, intro, now: ctx.now() });
    return ok(null, '保存成功');
  },

  loveIntroducerClients(ctx, p, req) {
    const me = req.user!.id;
    const total = (ctx.db.prepare('SELECT COUNT(*) AS n FROM love_clients c JOIN love_profiles o ON o.user_id = c.user_id WHERE c.introducer_id = ?').get(me) as { n: number }).n;
    const rows = ctx.db.prepare('SELECT c.user_id AS id, c.created_at AS at FROM love_clients c JOIN love_profiles o ON o.user_id = c.user_id WHERE c.introducer_id = ? ORDER BY c.created_at DESC LIMIT ? OFFSET ?').all(me, LOVE_PAGE, offset(p)) as { id: number; at: number }[];
    const cards = cardsOf(ctx, rows.map((r) => r.id));
    return ok({ lists: rows.map((r) => ({ card: cards.get(r.id)!, time: fmtTime(r.at) })), total }, '请求成功');
  },

  loveSuggest(ctx, p, req) {
    const me = req.user!.id;
    const introducer = asIntroducer(ctx, me);
    if ('code' in introducer) return introducer;
    const note = strParam(p, 'note', '').trim();
    if ([...note].length > 200) throw new ParamError('note 推荐理由最多 200 字');
    const appointment = strParam(p, 'appointment', '').trim();
    if ([...appointment].length < 4 || [...appointment].length > 60) throw new ParamError('appointment 请填写见面时间和地点（4–60 字）');
    const member = intParam(p, 'member');
    const target = intParam(p, 'target');
    if (!ctx.db.prepare('SELECT 1 FROM love_clients WHERE user_id = ? AND introducer_id = ?').get(member, me)) return fail(404, MSG_NO_MEMBER);
    if (member === target) return fail(201, '不能把会员推荐给自己');
    if (!ctx.db.prepare('SELECT 1 FROM love_profiles WHERE user_id = ?').get(target) || blockedEither(ctx, member, target)) return fail(404, MSG_NO_MEMBER);
    if (ctx.db.prepare("SELECT 1 FROM love_suggestions WHERE member_id = ? AND target_id = ? AND state = 'waiting'").get(member, target)) return fail(201, '已推荐过该会员，等待回复');
    ctx.db.prepare("INSERT INTO love_suggestions (introducer_id, member_id, target_id, note, appointment, state, fee_cents, created_at) VALUES (?, ?, ?, ?, ?, 'waiting', ?, ?)").run(me, member, target, note, appointment, introducer.fee_cents, ctx.now());
    return ok(null, '已推荐，等待会员回复');
  },

  loveIntroducerSuggestions(ctx, p, req) {
    const me = req.user!.id;
    const state = strParam(p, 'state', '');
    if (state && !['waiting', 'accepted', 'refused'].includes(state)) throw new ParamError('state 取值 waiting、accepted、refused');
    const where = `introducer_id = ?${state ? ' AND state = ?' : ''}`;
    const args = state ? [me, state] : [me];
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM love_suggestions WHERE ${where}`).get(...args) as { n: number }).n;
    const rows = ctx.db.prepare(`SELECT * FROM love_suggestions WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(...args, LOVE_PAGE, offset(p)) as SuggestionRow[];
    return ok({ lists: suggestions(ctx, rows), total }, '请求成功');
  },

  loveIntroducerIncome(ctx, p, req) {
    const me = req.user!.id;
    const accepted = "FROM love_suggestions s WHERE s.introducer_id = ? AND s.state = 'accepted'";
    const sum = (extra = '', ...args: unknown[]) => (ctx.db.prepare(`SELECT COALESCE(SUM(s.fee_cents), 0) AS c ${accepted}${extra}`).get(me, ...args) as { c: number }).c;
    const total = (ctx.db.prepare(`SELECT COUNT(*) AS n ${accepted}`).get(me) as { n: number }).n;
    const rows = ctx.db.prepare(`SELECT s.id, s.member_id, s.target_id, s.fee_cents, s.answered_at ${accepted} ORDER BY s.answered_at DESC, s.id DESC LIMIT ? OFFSET ?`).all(me, LOVE_PAGE, offset(p)) as { id: number; member_id: number; target_id: number; fee_cents: number; answered_at: number }[];
    const names = new Map((ctx.db.prepare(`SELECT user_id, nickname FROM love_profiles WHERE user_id IN (${[0, ...rows.flatMap((r) => [r.member_id, r.target_id])].join(',')})`).all() as { user_id: number; nickname: string }[]).map((r) => [r.user_id, r.nickname]));
    return ok(
      {
        total_amount: money(sum()), month_amount: money(sum(' AND s.answered_at >= ?', monthStart(ctx))),
        lists: rows.map((r) => ({ id: r.id, title: `牵线服务：${names.get(r.member_id) ?? '会员'} 与 ${names.get(r.target_id) ?? '会员'}`, amount: money(r.fee_cents), time: fmtTime(r.answered_at) })),
        total,
      },
      '请求成功',
    );
  },
} satisfies Partial<SectionHandlers<'love'>>;
