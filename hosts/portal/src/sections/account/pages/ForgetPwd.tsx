import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, toast } from '@wz/ui';
import { apiErrorMessage, useApiCall } from '../../../app/lib/api';
import { PHONE_PATTERN, SmsCodeField } from '../SmsCodeField';

/** /login/ForgetPwd: phone + SMS code + new password (sendForgetSms, forgetPassword). */
export default function ForgetPwd() {
  const call = useApiCall();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!PHONE_PATTERN.test(phone)) return void toast.warning('请输入正确的手机号');
    if (!code.trim()) return void toast.warning('请输入短信验证码');
    if (password.length < 6) return void toast.warning('密码至少 6 位');
    if (password !== confirm) return void toast.warning('两次输入的密码不一致');
    setBusy(true);
    try {
      await call('forgetPassword', { phone, code: code.trim(), password });
      toast.success('密码已重置，请使用新密码登录');
      navigate('/login', { replace: true });
    } catch (err) {
      toast.error(apiErrorMessage(err, '重置失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container auth-page">
      <section className="auth-card" aria-labelledby="forget-title">
        <h1 id="forget-title">找回密码</h1>
        <form className="auth-form" onSubmit={submit} noValidate>
          <SmsCodeField scene="forget" phone={phone} onPhone={setPhone} code={code} onCode={setCode} />
          <label className="field">
            <span>新密码</span>
            <input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </label>
          <label className="field">
            <span>确认新密码</span>
            <input type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          </label>
          <Button type="submit" block loading={busy}>
            重置密码
          </Button>
          <p className="auth-form__links">
            <Link to="/login">返回登录</Link>
          </p>
        </form>
      </section>
    </div>
  );
}
