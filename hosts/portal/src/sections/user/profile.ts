/** The profile rules the server applies too (api-server sections/user): the form says them first, in Chinese. */
import * as v from 'valibot';

export const NICKNAME_LENGTH_TEXT = '昵称为 2–16 个字';

export const nicknameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('请输入昵称'),
  v.check((s) => [...s].length >= 2 && [...s].length <= 16, NICKNAME_LENGTH_TEXT),
  v.check((s) => !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(s), '昵称不能包含换行或不可见字符'),
);

export const passwordSchema = v.pipe(
  v.object({
    old_password: v.pipe(v.string(), v.nonEmpty('请输入原密码')),
    new_password: v.pipe(
      v.string(),
      v.nonEmpty('请输入新密码'),
      v.minLength(6, '新密码至少 6 位'),
      v.maxLength(64, '新密码不能超过 64 位'),
    ),
    confirm_password: v.pipe(v.string(), v.nonEmpty('请再次输入新密码')),
  }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['confirm_password']],
      (i) => i.new_password === i.confirm_password,
      '两次输入的新密码不一致',
    ),
    ['confirm_password'],
  ),
  v.forward(
    v.partialCheck(
      [['old_password'], ['new_password']],
      (i) => i.old_password !== i.new_password,
      '新密码不能与原密码相同',
    ),
    ['new_password'],
  ),
);

/** A masked mobile number as the server sends it; masks again if a full number ever arrives. */
export function maskedPhone(phone: string | undefined): string {
  if (!phone) return '未绑定';
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
