import { randomInt } from 'node:crypto';
import type { AppContext } from '../../http/context.js';
import type { Answer } from '../../http/section.js';
import { fail, ok } from '../../http/context.js';

/** A code lives this long. */
export const SMS_TTL = 600;
/** Seconds between two sends to one phone for one purpose. */
export const SMS_RESEND = 60;
/** Wrong codes (register, reset, checkVerifyCode) before the live code is burnt. */
export const SMS_MAX_ATTEMPTS = 5;
/** Codes sent to one phone (both purposes) per rolling hour. */
export const SMS_PER_HOUR = 5;

export type SmsScene = 'reg' | 'forget';
export const PHONE_RE = /^1[3-9]\d{9}$/;
export const MSG_CODE_WRONG = '验证码错误或已过期';
export const MSG_CODE_BURNT = '验证码错误次数过多，请重新获取';

function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '***';
}

/** Sends (logs) a new code; it replaces the phone's live code for that purpose. */
export function sendSmsCode(ctx: AppContext, phone: string, scene: SmsScene): Answer<'sendRegSms'> {
  if (!PHONE_RE.test(phone)) return fail(201, '请输入正确的手机号');
  const exists = ctx.db.prepare('SELECT 1 FROM users WHERE phone = ?').get(phone);
  if (scene === 'reg' && exists) return fail(201, '该手机号已注册');
  if (scene === 'forget' && !exists) return fail(201, '该手机号未注册');
  const now = ctx.now();
  const last = ctx.db
    .prepare(
      'SELECT created_at FROM sms_codes WHERE phone = ? AND scene = ? ORDER BY id DESC LIMIT 1',
    )
    .get(phone, scene) as { created_at: number } | undefined;
  if (last && now - last.created_at < SMS_RESEND) {
    return fail(201, `发送过于频繁，请 ${SMS_RESEND - (now - last.created_at)} 秒后再试`);
  }
  const recent = ctx.db
    .prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE phone = ? AND created_at > ?')
    .get(phone, now - 3600) as { n: number };
  if (recent.n >= SMS_PER_HOUR) return fail(201, '发送次数过多，请 1 小时后再试');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  ctx.db.transaction(() => {
    ctx.db
      .prepare('UPDATE sms_codes SET used = 1 WHERE phone = ? AND scene = ? AND used = 0')
      .run(phone, scene);
    ctx.db
      .prepare('INSERT INTO sms_codes (phone, scene, code, created_at) VALUES (?, ?, ?, ?)')
      .run(phone, scene, code, now);
  })();
  // The simulated SMS gateway: the code is logged (development only; no real SMS is sent).
  ctx.log(`[sms] ${scene} ${maskPhone(phone)} code ${code}`);
  return ok({ sent: true as const, resend_after: SMS_RESEND }, '验证码已发送');
}

export type CodeCheck = { ok: true; id: number } | { ok: false; msg: string };

/**
 * Checks a code against the phone's live code; a wrong one counts as an attempt and the last allowed
 * attempt burns the code. The live code stays usable until consumeSmsCode.
 */
export function checkSmsCode(
  ctx: AppContext,
  phone: string,
  scene: SmsScene,
  code: string,
): CodeCheck {
  const live = ctx.db
    .prepare(
      'SELECT id, code, attempts FROM sms_codes WHERE phone = ? AND scene = ? AND used = 0 AND created_at > ? ORDER BY id DESC LIMIT 1',
    )
    .get(phone, scene, ctx.now() - SMS_TTL) as
    { id: number; code: string; attempts: number } | undefined;
  if (!live) return { ok: false, msg: MSG_CODE_WRONG };
  if (live.code === code) return { ok: true, id: live.id };
  const burnt = live.attempts + 1 >= SMS_MAX_ATTEMPTS;
  ctx.db
    .prepare('UPDATE sms_codes SET attempts = attempts + 1, used = ? WHERE id = ?')
    .run(burnt ? 1 : 0, live.id);
  return { ok: false, msg: burnt ? MSG_CODE_BURNT : MSG_CODE_WRONG };
}

export function consumeSmsCode(ctx: AppContext, id: number): void {
  ctx.db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ?').run(id);
}
