import type { AppContext, SessionUser } from '../../http/context.js';
import type { SectionHandlers } from '../../http/section.js';
import { fail, intParam, ok, ParamError, strParam } from '../../http/context.js';
import { accountLimit } from '../../http/accounts.js';
import { hashPassword, verifyPassword } from '../../http/password.js';
import { userInfo } from '../../http/sessions.js';
import { avatarImagePath } from './avatar.js';
import { userGiftOrders } from './orders.js';

const NICKNAME_MIN = 2;
const NICKNAME_MAX = 16;
// line breaks, other control characters and invisible format characters make a nickname unreadable
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Wrong current passwords a member may send before changePassword pauses (guessing with a stolen token). */
const WRONG_PASSWORD_LIMIT = 5;
const WRONG_PASSWORD_WINDOW = 15 * 60;
const wrongPasswords = new WeakMap<AppContext, Map<number, number[]>>();

function recentWrong(ctx: AppContext, userId: number): number[] {
  let byUser = wrongPasswords.get(ctx);
  if (!byUser) wrongPasswords.set(ctx, (byUser = new Map()));
  const since = ctx.now() - WRONG_PASSWORD_WINDOW;
  const list = (byUser.get(userId) ?? []).filter((t) => t > since);
  byUser.set(userId, list);
  return list;
}

function nicknameOf(params: Record<string, unknown>): string {
  const nickname = strParam(params, 'nickname').trim();
  const length = [...nickname].length;
  if (length === 0) throw new ParamError('nickname 请输入昵称');
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) throw new ParamError(`nickname 昵称为 ${NICKNAME_MIN}–${NICKNAME_MAX} 个字`);
  if (UNPRINTABLE.test(nickname)) throw new ParamError('nickname 昵称不能包含换行或不可见字符');
  return nickname;
}

function storedUser(ctx: AppContext, id: number): SessionUser {
  return ctx.db.prepare('SELECT id, username, nickname, phone, avatar FROM users WHERE id = ?').get(id) as SessionUser;
}

export const userHandlers: SectionHandlers<'user'> = {
  userGiftOrders,

  getUserInfo(ctx, _p, req) {
    return ok(userInfo(ctx, storedUser(ctx, req.user!.id)));
  },

  updateUserInfo(ctx, p, req) {
    const me = req.user!.id;
    const nickname = nicknameOf(p);
    const avatar = p.avatar === undefined ? undefined : avatarImagePath(ctx, me, intParam(p, 'avatar'));
    if (avatar === null) throw new ParamError('avatar 头像图片不存在，请重新上传');
    if (avatar === undefined) ctx.db.prepare('UPDATE users SET nickname = ? WHERE id = ?').run(nickname, me);
    else ctx.db.prepare('UPDATE users SET nickname = ?, avatar = ? WHERE id = ?').run(nickname, avatar, me);
    return ok(userInfo(ctx, storedUser(ctx, me)), '保存成功');
  },

  async changePassword(ctx, p, req) {
    const me = req.user!.id;
    // e.g. a market sub-account: its password is its owner's to manage (nothing written, no wrong try counted)
    const limited = accountLimit(ctx, me);
    if (limited) return fail(201, limited);
    const oldPassword = strParam(p, 'old_password');
    const newPassword = strParam(p, 'new_password');
    if (newPassword.length < 6) throw new ParamError('new_password 新密码至少 6 位');
    if (strParam(p, 'confirm_password') !== newPassword) throw new ParamError('confirm_password 两次输入的新密码不一致');
    if (newPassword === oldPassword) throw new ParamError('new_password 新密码不能与原密码相同');
    const wrong = recentWrong(ctx, me);
    if (wrong.length >= WRONG_PASSWORD_LIMIT) return fail(201, '原密码错误次数过多，请 15 分钟后再试');
    const row = ctx.db.prepare('SELECT password_hash FROM users WHERE id = ?').get(me) as { password_hash: string };
    if (!(await verifyPassword(oldPassword, row.password_hash))) {
      wrong.push(ctx.now());
      return fail(201, '原密码不正确');
    }
    const hash = await hashPassword(newPassword);
    ctx.db.transaction(() => {
      ctx.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, me);
      // as on 淘宝/京东: a new password signs the member out everywhere, this device included
      ctx.db.prepare('DELETE FROM sessions WHERE user_id = ?').run(me);
    })();
    wrongPasswords.get(ctx)?.delete(me);
    req.newToken = undefined;
    return ok(null, '密码修改成功，请使用新密码重新登录');
  },
};
