import { PHONE_PATTERN } from '@wz/sdk';

/**
 * What is wrong with a phone + SMS code + new password form (register, forgot password), in the order
 * the fields are filled; null when nothing is.
 */
export function smsPasswordProblem(form: {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}): string | null {
  if (!PHONE_PATTERN.test(form.phone)) return '请输入正确的手机号';
  if (!form.code.trim()) return '请输入短信验证码';
  if (form.password.length < 6) return '密码至少 6 位';
  if (form.password !== form.confirm) return '两次输入的密码不一致';
  return null;
}
