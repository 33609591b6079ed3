// Life services (x-spec inferred, as 58 同城 runs them): providers settle once (again only after a refusal) and
// offer services; any member posts needs; members book a service or offer to do a need, once per item, and the
// owner opens it (已查看). The contact phone is shown after login; each side reads only its own box.
import type { AppContext, Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { fail, fmtTime, intParam, ok, pageOf, PAGE_SIZE, ParamError, strParam } from '../../http/context.js';
import type { Reviewable } from '../../http/review.js';
import { CATEGORIES, categoryName, DISTRICTS, lives, MSG_NO_ITEM, providerOf, UNITS } from './listing.js';

const MSG_NOT_PROVIDER = '服务商入驻审核通过后才能发布服务';
const MSG_NO_APPLICATION = '申请不存在';
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

function providerForm(p: Params) {
  const type = strParam(p, 'type', '');
  if (type !== 'individual' && type !== 'company') throw new ParamError('type 请选择入驻类型（个人或商家）');
  const name = strParam(p, 'name', '').trim();
  if ([...name].length < 2 || [...name].length > 30) throw new ParamError('name 名称 2–30 个字');
  const category = intParam(p, 'category', 0);
  if (!CATEGORIES.some((c) => c.id === category)) throw new ParamError('category 请选择主营类别');
  const district = strParam(p, 'district', '').trim();
  if (!(DISTRICTS as readonly string[]).includes(district)) throw new ParamError('district 请选择所在区县');
  const phone = strParam(p, 'phone', '').trim();
  if (!PHONE.test(phone)) throw new ParamError('phone 请输入正确的手机号或座机号');
  const jianjie = strParam(p, 'jianjie', '').trim();
  if ([...jianjie].length < 10 || [...jianjie].length > 200) throw new ParamError('jianjie 简介 10–200 个字');
  return { type, name, category, district, phone, jianjie };
}

type AppState = 'unseen' | 'seen' | 'accepted' | 'declined';
const STATES: readonly AppState[] = ['unseen', 'seen', 'accepted', 'declined'];
type AppRow = { id: number; state: AppState; reason: string; item_id: number; kind: 'service' | 'need'; title: string; owner: string; applicant: string; message: string; phone: string; created_at: number };
function box(ctx: AppContext, p: Params, side: 'owner_id' | 'applicant_id', userId: number) {
  const { offset } = pageOf(p);
  const state = p.state === undefined || p.state === '' ? undefined : strParam(p, 'state');
  if (state !== undefined && !(STATES as readonly string[]).includes(state)) throw new ParamError('state 状态不存在');
  const counts = { all: 0, unseen: 0, seen: 0, accepted: 0, declined: 0 };
  for (const r of ctx.db.prepare(`SELECT state, COUNT(*) AS n FROM live_applications WHERE ${side} = ? GROUP BY state`).all(userId) as { state: AppState; n: number }[]) {
    counts[r.state] = r.n;
    counts.all += r.n;
  }
  const rows = ctx.db
    .prepare(`SELECT a.id, a.state, a.reason, a.item_id, i.kind, i.title, COALESCE(NULLIF(i.provider, ''), i.contact_name) AS owner, COALESCE(NULLIF(u.nickname, ''), u.username) AS applicant, a.message, a.phone, a.created_at
      FROM live_applications a JOIN live_items i ON i.id = a.item_id JOIN users u ON u.id = a.applicant_id
      WHERE a.${side} = ?${state ? ' AND a.state = ?' : ''} ORDER BY a.created_at DESC, a.id DESC LIMIT ? OFFSET ?`)
    .all(...[userId, ...(state ? [state] : []), PAGE_SIZE, offset]) as AppRow[];
  const lists = rows.map(({ created_at, ...r }) => ({ ...r, inputtime: fmtTime(created_at) }));
  return ok({ lists, total: state ? counts[state as AppState] : counts.all, counts }, '请求成功');
}

export const liveHandlers: SectionHandlers<'live'> = {
  ...lives.handlers,
  liveFilters: () => ok({ categories: CATEGORIES.map((c) => ({ ...c })), districts: [...DISTRICTS], units: [...UNITS] }, '请求成功'),

  liveDetail(ctx, p, req) {
    const id = intParam(p, 'id');
    const me = req.user?.id;
    const r = lives.visible(ctx, id, me);
    if (!r) return fail(404, MSG_NO_ITEM);
    ctx.views.bump('live_items', id);
    const [item] = lives.items(ctx, [r]);
    const applied = me === undefined ? undefined : (ctx.db.prepare('SELECT state FROM live_applications WHERE item_id = ? AND applicant_id = ?').get(id, me) as { state: AppState } | undefined);
    return ok({ ...item!, status: r.status as 0 | 1, description: r.description, contact_name: r.contact_name, contact_phone: me === undefined ? '' : r.contact_phone, login_for_contact: me === undefined, mine: r.user_id === me, applied: applied?.state ?? null, clickcount: r.clickcount }, '请求成功');
  },

  liveRuzhuStatus(ctx, _p, req) {
    const s = providerOf(ctx, req.user!.id);
    return ok(s ? { status: s.status, reason: s.reason, name: s.name, inputtime: fmtTime(s.created_at) } : { status: 'none', reason: '', name: '', inputtime: '' }, '请求成功');
  },

  liveRuzhu(ctx, p, req) {
    const me = req.user!.id;
    const f = providerForm(p);
    const had = providerOf(ctx, me);
    if (had?.status === 'waiting') return fail(201, '您的入驻申请正在审核中，请耐心等待');
    if (had?.status === 'approved') return fail(201, '您已入驻为服务商');
    ctx.db
      .prepare(`INSERT INTO live_providers (user_id, type, name, category, district, phone, jianjie, status, reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'waiting', '', ?)
        ON CONFLICT (user_id) DO UPDATE SET type = excluded.type, name = excluded.name, category = excluded.category, district = excluded.district, phone = excluded.phone,
          jianjie = excluded.jianjie, status = 'waiting', reason = '', created_at = excluded.created_at, reviewed_at = NULL`)
      .run(me, f.type, f.name, f.category, f.district, f.phone, f.jianjie, ctx.now());
    return ok(null, '提交成功，请等待审核');
  },

  liveMine(ctx, _p, req) {
    const s = providerOf(ctx, req.user!.id);
    if (s?.status !== 'approved') return fail(201, '服务商入驻审核通过后才能编辑基本信息');
    return ok({ type: s.type, name: s.name, category: s.category, district: s.district, phone: s.phone, jianjie: s.jianjie }, '请求成功');
  },

  liveSaveBase(ctx, p, req) {
    const me = req.user!.id;
    const f = providerForm(p);
    if (providerOf(ctx, me)?.status !== 'approved') return fail(201, '服务商入驻审核通过后才能编辑基本信息');
    ctx.db.transaction(() => {
      ctx.db.prepare('UPDATE live_providers SET type = ?, name = ?, category = ?, district = ?, phone = ?, jianjie = ? WHERE user_id = ?').run(f.type, f.name, f.category, f.district, f.phone, f.jianjie, me);
      ctx.db.prepare("UPDATE live_items SET provider = ? WHERE user_id = ? AND kind = 'service'").run(f.name, me);
    })();
    return ok(null, '保存成功');
  },

  liveCreate(ctx, p, req) {
    const me = req.user!.id;
    if (strParam(p, 'kind', '') === 'service' && providerOf(ctx, me)?.status !== 'approved') return fail(201, MSG_NOT_PROVIDER);
    const { row, images } = lives.checked(ctx, p, me);
    return ok({ id: lives.store.insert(ctx, me, row, images) }, '发布成功');
  },

  liveApply(ctx, p, req) {
    const me = req.user!.id;
    const message = strParam(p, 'message', '').trim();
    if ([...message].length < 2 || [...message].length > 200) throw new ParamError('message 留言 2–200 个字');
    const phone = strParam(p, 'phone', '').trim();
    if (!PHONE.test(phone)) throw new ParamError('phone 请输入正确的手机号或座机号');
    const r = lives.visible(ctx, intParam(p, 'item_id'), undefined);
    if (!r || r.user_id === null) return fail(404, MSG_NO_ITEM);
    if (r.user_id === me) return fail(201, r.kind === 'service' ? '不能预约自己的服务' : '不能承接自己的需求');
    if (ctx.db.prepare('SELECT 1 FROM live_applications WHERE item_id = ? AND applicant_id = ?').get(r.id, me)) return fail(201, r.kind === 'service' ? '您已预约过该服务' : '您已申请承接该需求');
    const info = ctx.db.prepare("INSERT INTO live_applications (item_id, applicant_id, owner_id, message, phone, state, created_at) VALUES (?, ?, ?, ?, ?, 'unseen', ?)").run(r.id, me, r.user_id, message, phone, ctx.now());
    return ok({ id: Number(info.lastInsertRowid) }, '提交成功');
  },

  liveReceived: (ctx, p, req) => box(ctx, p, 'owner_id', req.user!.id),
  liveSent: (ctx, p, req) => box(ctx, p, 'applicant_id', req.user!.id),

  liveOpen(ctx, p, req) {
    const id = intParam(p, 'id');
    const me = req.user!.id;
    // only a new one becomes 已查看: an answered one keeps its answer
    const info = ctx.db.prepare("UPDATE live_applications SET state = 'seen' WHERE id = ? AND owner_id = ? AND state = 'unseen'").run(id, me);
    if (!info.changes && !ctx.db.prepare('SELECT 1 FROM live_applications WHERE id = ? AND owner_id = ?').get(id, me)) return fail(404, MSG_NO_APPLICATION);
    return ok(null, '请求成功');
  },

  liveAnswer(ctx, p, req) {
    const id = intParam(p, 'id');
    const answer = strParam(p, 'answer', '');
    if (answer !== 'accept' && answer !== 'decline') throw new ParamError('answer 请选择接受或婉拒');
    const reason = answer === 'decline' ? strParam(p, 'reason', '').trim() : '';
    if (answer === 'decline' && ([...reason].length < 2 || [...reason].length > 200)) throw new ParamError('reason 婉拒原因 2–200 个字');
    const a = ctx.db.prepare('SELECT state FROM live_applications WHERE id = ? AND owner_id = ?').get(id, req.user!.id) as { state: AppState } | undefined;
    if (!a) return fail(404, MSG_NO_APPLICATION);
    if (a.state === 'accepted' || a.state === 'declined') return fail(201, '您已处理过该申请');
    ctx.db.prepare('UPDATE live_applications SET state = ?, reason = ?, answered_at = ? WHERE id = ?').run(answer === 'accept' ? 'accepted' : 'declined', reason, ctx.now(), id);
    return ok(null, answer === 'accept' ? '已接受' : '已婉拒');
  },
};

/** Providers as the review simulator decides them. */
export const liveReview: Reviewable = {
  kind: 'live',
  label: '生活服务商',
  waiting: (ctx) =>
    (ctx.db.prepare("SELECT * FROM live_providers WHERE status = 'waiting' ORDER BY created_at").all() as NonNullable<ReturnType<typeof providerOf>>[]).map((s) => ({
      id: s.user_id,
      name: s.name,
      detail: `${s.type === 'company' ? '商家' : '个人'} · ${categoryName(s.category)} · ${s.district} · ${s.phone}`,
      created_at: s.created_at,
    })),
  decide(ctx, userId, approve, reason) {
    const s = providerOf(ctx, userId);
    if (!s || s.status !== 'waiting') return false;
    ctx.db.prepare('UPDATE live_providers SET status = ?, reason = ?, reviewed_at = ? WHERE user_id = ?').run(approve ? 'approved' : 'refused', approve ? '' : reason, ctx.now(), userId);
    return true;
  },
};
