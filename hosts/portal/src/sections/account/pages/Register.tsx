import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, toast } from '@wz/ui';
import { useRegister } from '../../../app/lib/api';
import { SmsCodeField } from '../SmsCodeField';
import { smsPasswordProblem } from '../smsForm';
import { AuthCard } from '../AuthCard';
import { TextField } from '../TextField';
import { useSubmit } from '../useSubmit';

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
  const { busy, run } = useSubmit();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem =
      smsPasswordProblem({ phone, code, password, confirm }) ??
      (agree ? null : '请先阅读并同意用户协议');
    if (problem) return void toast.warning(problem);
    await run(async () => {
      await register.trigger({
        phone,
        code: code.trim(),
        password,
        ...(username.trim() ? { username: username.trim() } : {}),
        ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
      });
      toast.success('注册成功');
      navigate('/', { replace: true });
    }, '注册失败，请稍后重试');
  }

  return (
    <AuthCard titleId="register-title" title="免费注册">
      <form className="auth-form" onSubmit={submit} noValidate>
        <SmsCodeField scene="register" phone={phone} onPhone={setPhone} code={code} onCode={setCode} />
        <TextField
          label="用户名（选填）"
          name="username"
          autoComplete="username"
          value={username}
          onChange={setUsername}
        />
        <TextField
          label="昵称（选填）"
          name="nickname"
          autoComplete="nickname"
          value={nickname}
          onChange={setNickname}
        />
        <TextField
          label="密码"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
        <TextField
          label="确认密码"
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
        />
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
    </AuthCard>
  );
}
