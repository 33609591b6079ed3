// Sub-accounts (x-spec inferred): the company's owner adds members of its own (username + password) that act for
// the company on its goods, notices and articles. Binding a sub-account's phone checks the code sendRegSms sent
// (the registration limits; the codes live in the shared sms_codes table). Only the owner manages them.
import type { AppContext, Params } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { fail, fmtTime, intParam, ok, ParamError, strParam } from '../../http/context.js';
import { addAccountLimit } from '../../http/accounts.js';
import { hashPassword } from '../../http/password.js';

export const SUBACCOUNT_MAX = 5;
const CODE_TTL = 600;
const CODE_TRIES = 5;
type SubRow = { user_id: number; owner_id: number; name: string; created_at: number; username: string; phone: string | null };

const ownsCompany = (ctx: AppContext, userId: number) => !!ctx.db.prepare('SELECT 1 FROM market_companies WHERE user_id = ?').get(userId);
const isSub = (ctx: AppContext, userId: number) => !!ctx.db.prepare('SELECT 1 FROM market_subaccounts WHERE user_id = ?').get(userId);
/** What the portal and changePassword tell a sub-account that opens the owner's password page. */
export const MSG_SUB_PASSWORD = '子账号不能修改登录密码，请联系主账号在「子账号管理」中处理';
// a sub-account acts for the company; its login is the owner's to manage
addAccountLimit((ctx, userId) => (isSub(ctx, userId) ? MSG_SUB_PASSWORD : undefined));
const used = (ctx: AppContext, owner: number) => (ctx.db.prepare('SELECT COUNT(*) AS n FROM market_subaccounts WHERE owner_id = ?').get(owner) as { n: number }).n;
const subOf = (ctx: AppContext, owner: number, id: number) =>
  ctx.db.prepare('SELECT s.*, u.username, u.phone FROM market_subaccounts s JOIN users u ON u.id = s.user_id WHERE s.user_id = ? AND s.owner_id = ?').get(id, owner) as SubRow | undefined;

function conditions(ctx: AppContext, me: number) {
  const n = used(ctx, me);
  const reason = isSub(ctx, me) ? '子账号不能管理子账号' : !ownsCompany(ctx, me) ? '入驻市场后才能添加子账号' : n >= SUBACCOUNT_MAX ? `最多添加 ${SUBACCOUNT_MAX} 个子账号` : '';
  return { allowed: !reason, reason, max: SUBACCOUNT_MAX, used: n, remaining: reason ? 0 : SUBACCOUNT_MAX - n };
}
const mask = (phone: string | null) => (phone ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '');
/** The owner whose sub-accounts the caller manages, or the refusal. */
function manager(ctx: AppContext, me: number) {
  if (isSub(ctx, me)) return fail(201, '子账号不能管理子账号');
  if (!ownsCompany(ctx, me)) return fail(201, '入驻市场后才能管理子账号');
  return undefined;
}

type SubOps = 'marketCheckSubaccountConditions' | 'marketGetSubaccountList' | 'marketGetNextsubaccountConditions' | 'marketAddSubaccount' | 'marketBindSubaccountPhonenumber' | 'marketCancelBindsubaccount';

export const subaccountHandlers: Pick<SectionHandlers<'market'>, SubOps> = {
  marketCheckSubaccountConditions: (ctx, _p, req) => ok(conditions(ctx, req.user!.id), '请求成功'),

  marketGetSubaccountList(ctx, _p, req) {
    const me = req.user!.id;
    const owner = (ctx.db.prepare('SELECT owner_id FROM market_subaccounts WHERE user_id = ?').get(me) as { owner_id: number } | undefined)?.owner_id ?? me;
    const rows = ctx.db.prepare('SELECT s.*, u.username, u.phone FROM market_subaccounts s JOIN users u ON u.id = s.user_id WHERE s.owner_id = ? ORDER BY s.created_at DESC, s.user_id DESC').all(owner) as SubRow[];
    return ok({ lists: rows.map((r) => ({ id: r.user_id, username: r.username, name: r.name, phone: mask(r.phone), bound: !!r.phone, inputtime: fmtTime(r.created_at) })) }, '请求成功');
  },

  marketGetNextsubaccountConditions(ctx, _p, req) {
    const me = req.user!.id;
    const base = ((ctx.db.prepare('SELECT username FROM users WHERE id = ?').get(me) as { username: string } | undefined)?.username ?? 'user').replace(/[^A-Za-z0-9_]/g, '').slice(0, 24) || 'user';
    let n = used(ctx, me) + 1;
    while (ctx.db.prepare('SELECT 1 FROM users WHERE username = ?').get(`${base}_${n}`)) n++;
    return ok({ username: `${/^[A-Za-z]/.test(base) ? base : `u${base}`}_${n}`, password_min: 6, remaining: conditions(ctx, me).remaining }, '请求成功');
  },

  async marketAddSubaccount(ctx, p: Params, req) {
    const me = req.user!.id;
    const username = strParam(p, 'username', '').trim();
    if (!/^[A-Za-z][A-Za-z0-9_]{3,29}$/.test(username)) throw new ParamError('username 用户名 4–30 位，字母开头，可含数字和下划线');
    const password = strParam(p, 'password', '');
    if (password.length < 6 || password.length > 32) throw new ParamError('password 密码 6–32 位');
    const name = strParam(p, 'name', '').trim();
    if (name.length < 2 || name.length > 20) throw new ParamError('name 姓名 2–20 个字');
    const c = conditions(ctx, me);
    if (!c.allowed) return fail(201, c.reason);
    if (ctx.db.prepare('SELECT 1 FROM users WHERE username = ?').get(username)) return fail(201, '该用户名已被使用');
    const hash = await hashPassword(password);
    const now = ctx.now();
    const id = ctx.db.transaction(() => {
      const uid = Number(ctx.db.prepare('INSERT INTO users (username, nickname, password_hash, created_at) VALUES (?, ?, ?, ?)').run(username, name, hash, now).lastInsertRowid);
      ctx.db.prepare('INSERT INTO market_subaccounts (user_id, owner_id, name, created_at) VALUES (?, ?, ?, ?)').run(uid, me, name, now);
      return uid;
    })();
    return ok({ id }, '添加成功');
  },

  marketBindSubaccountPhonenumber(ctx, p, req) {
    const me = req.user!.id;
    const id = intParam(p, 'id');
    const phone = strParam(p, 'phone', '').trim();
    if (!/^1[3-9]\d{9}$/.test(phone)) throw new ParamError('phone 请输入正确的手机号');
    const code = strParam(p, 'code', '').trim();
    if (!/^\d{6}$/.test(code)) throw new ParamError('code 请输入 6 位验证码');
    const refused = manager(ctx, me);
    if (refused) return refused;
    if (!subOf(ctx, me, id)) return fail(404, '子账号不存在');
    if (ctx.db.prepare('SELECT 1 FROM users WHERE phone = ? AND id != ?').get(phone, id)) return fail(201, '该手机号已注册');
    const live = ctx.db.prepare("SELECT id, code, attempts FROM sms_codes WHERE phone = ? AND scene = 'reg' AND used = 0 AND created_at > ? ORDER BY id DESC LIMIT 1").get(phone, ctx.now() - CODE_TTL) as
      | { id: number; code: string; attempts: number }
      | undefined;
    if (!live) return fail(201, '验证码错误或已过期');
    if (live.code !== code) {
      const burnt = live.attempts + 1 >= CODE_TRIES;
      ctx.db.prepare('UPDATE sms_codes SET attempts = attempts + 1, used = ? WHERE id = ?').run(burnt ? 1 : 0, live.id);
      return fail(201, burnt ? '验证码错误次数过多，请重新获取' : '验证码错误或已过期');
    }
    ctx.db.transaction(() => {
      ctx.db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ?').run(live.id);
      ctx.db.prepare('UPDATE users SET phone = ? WHERE id = ?').run(phone, id);
    })();
    return ok(null, '绑定成功');
  },

  marketCancelBindsubaccount(ctx, p, req) {
    const me = req.user!.id;
    const id = intParam(p, 'id');
    const refused = manager(ctx, me);
    if (refused) return refused;
    if (!subOf(ctx, me, id)) return fail(404, '子账号不存在');
    ctx.db.transaction(() => {
      ctx.db.prepare('DELETE FROM market_subaccounts WHERE user_id = ? AND owner_id = ?').run(id, me);
      // it can no longer act for the company: its sessions end with the binding
      ctx.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(id);
    })();
    return ok(null, '已解除绑定');
  },
};
