import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, toast } from '@wz/ui';
import { useForgetPassword } from '@wz/sdk/react';
import { SmsCodeField } from '../SmsCodeField';
import { smsPasswordProblem } from '../smsForm';
import { AuthCard } from '../AuthCard';
import { TextField } from '../TextField';
import { useSubmit } from '../useSubmit';

/** /login/ForgetPwd: phone + SMS code + new password (sendForgetSms, forgetPassword). */
export default function ForgetPwd() {
  const reset = useForgetPassword();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, run } = useSubmit();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = smsPasswordProblem({ phone, code, password, confirm });
    if (problem) return void toast.warning(problem);
    await run(async () => {
      const { message } = await reset.trigger({ phone, code: code.trim(), password });
      navigate('/login', { replace: true, state: { notice: message } });
    }, '重置失败，请稍后重试');
  }

  return (
    <AuthCard titleId="forget-title" title="找回密码">
      <form className="auth-form" onSubmit={submit} noValidate>
        <SmsCodeField
          scene="forget"
          phone={phone}
          onPhone={setPhone}
          code={code}
          onCode={setCode}
        />
        <TextField
          label="新密码"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
        <TextField
          label="确认新密码"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
        />
        <Button type="submit" block loading={busy}>
          重置密码
        </Button>
        <p className="auth-form__links">
          <Link to="/login">返回登录</Link>
        </p>
      </form>
    </AuthCard>
  );
}
