import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, toast } from '@wz/ui';
import { apiErrorMessage, useRegister } from '../../../app/lib/api';
import { SmsCodeField, PHONE_PATTERN } from '../SmsCodeField';

/** /login/register and /register: phone + SMS code (with resend countdown) + password. */
export default function Register() {
  const register = useRegister();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [username, setUsername] = useState('');
  const [nickname, setNickname] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [agree, setAgree] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!PHONE_PATTERN.test(phone)) return void toast.warning('请输入正确的手机号');
    if (!code.trim()) return void toast.warning('请输入短信验证码');
    if (password.length < 6) return void toast.warning('密码至少 6 位');
    if (password !== confirm) return void toast.warning('两次输入的密码不一致');
    if (!agree) return void toast.warning('请先阅读并同意用户协议');
    setBusy(true);
    try {
      await register.trigger({
        phone,
        code: code.trim(),
        password,
        ...(username.trim() ? { username: username.trim() } : {}),
        ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
      });
      toast.success('注册成功');
      navigate('/', { replace: true });
    } catch (err) {
      toast.error(apiErrorMessage(err, '注册失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container auth-page">
      <section className="auth-card" aria-labelledby="register-title">
        <h1 id="register-title">免费注册</h1>
        <form className="auth-form" onSubmit={submit} noValidate>
          <SmsCodeField scene="reg" phone={phone} onPhone={setPhone} code={code} onCode={setCode} />
          <label className="field">
            <span>用户名（选填）</span>
            <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
          </label>
          <label className="field">
            <span>昵称（选填）</span>
            <input name="nickname" autoComplete="nickname" value={nickname} onChange={(e) => setNickname(e.target.value)} />
          </label>
          <label className="field">
            <span>密码</span>
            <input
              name="password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <label className="field">
            <span>确认密码</span>
            <input
              name="confirm"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
            <span>我已阅读并同意《用户服务协议》</span>
          </label>
          <Button type="submit" block loading={busy}>
            注册
          </Button>
          <p className="auth-form__links">
            已有账号？<Link to="/login">立即登录</Link>
          </p>
        </form>
      </section>
    </div>
  );
}
