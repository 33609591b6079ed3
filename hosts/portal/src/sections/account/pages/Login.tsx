import { useEffect, useState, type FormEvent } from 'react';
import { useQrLogin } from '@wz/sdk/react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button, toast } from '@wz/ui';
import { useLogin } from '../../../app/lib/api';
import { IS_FLAG_KEY } from '@wz/app-kit';
import { QrImage } from '../../../app/shell/QrImage';
import { useQuery } from '../../../app/lib/useQuery';
import { loginParams } from '../params';
import { AuthCard } from '../AuthCard';
import { TextField } from '../TextField';
import { useSubmit } from '../useSubmit';

function useAfterLogin() {
  const navigate = useNavigate();
  return () => {
    toast.success('登录成功');
    // `?redirect=/path`: back where a guest was sent from (a path on this origin only); the seller centre is
    // another app on this origin, so it is loaded, not routed.
    const back = new URLSearchParams(window.location.search).get('redirect') ?? '';
    if (/^\/seller\/wzmall(\/|$)/.test(back)) window.location.assign(back);
    else navigate(back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\') ? back : '/', { replace: true });
  };
}

function PasswordLogin() {
  const login = useLogin();
  const afterLogin = useAfterLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { busy, run } = useSubmit();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!username.trim()) return void toast.warning('请输入用户名或手机号');
    if (!password) return void toast.warning('请输入密码');
    await run(async () => {
      await login.trigger({ username: username.trim(), password });
      afterLogin();
    }, '登录失败，请稍后重试');
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="账号密码登录">
      <TextField
        label="用户名 / 手机号"
        name="username"
        autoComplete="username"
        value={username}
        onChange={setUsername}
      />
      <TextField
        label="密码"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <Button type="submit" block loading={busy}>
        登录
      </Button>
      <p className="auth-form__links">
        <Link to="/login/ForgetPwd">忘记密码？</Link>
        <Link to="/login/register">免费注册</Link>
      </p>
    </form>
  );
}

/** QR login (the SDK's useQrLogin): getLoginQrcode, then checkAjaxlogin every 2 s until confirmed or expired. */
function QrLogin() {
  const afterLogin = useAfterLogin();
  const qr = useQrLogin({ onLogin: afterLogin });

  return (
    <div className="qr-login" aria-live="polite">
      {qr.phase === 'loading' ? (
        <span className="skeleton qr-login__code" aria-label="二维码加载中" />
      ) : null}
      {qr.phase === 'error' ? (
        <p role="alert">
          {qr.message}{' '}
          <button type="button" className="linklike" onClick={qr.refresh}>
            重试
          </button>
        </p>
      ) : null}
      {qr.phase === 'waiting' || qr.phase === 'scanned' || qr.phase === 'expired' ? (
        <>
          <div
            className={
              qr.phase === 'expired' ? 'qr-login__code qr-login__code--expired' : 'qr-login__code'
            }
          >
            <QrImage text={qr.qrcode} size={200} label="扫码登录二维码" />
          </div>
          <p data-testid="qr-status" data-key={qr.key}>
            {qr.message}
          </p>
          {qr.phase === 'expired' ? (
            <Button variant="secondary" onClick={qr.refresh}>
              刷新二维码
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/**
 * What a page that sent the member here wants said (a changed or reset password), as navigation state:
 * it stays on the page while they log in, where a toast would be gone before a slow page appears.
 */
function noticeOf(state: unknown): string | undefined {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : undefined;
}

/** /login, /login/login: password or QR login. Arriving with flag 100 clears the flag and reloads once. */
export default function Login() {
  const { flag } = useQuery(loginParams);
  const notice = noticeOf(useLocation().state);
  const [mode, setMode] = useState<'password' | 'qr'>('password');
  const [reloading] = useState(() => {
    if (flag !== '100') return false;
    try {
      if (localStorage.getItem(IS_FLAG_KEY) !== '100') return false;
      localStorage.removeItem(IS_FLAG_KEY);
    } catch {
      return false;
    }
    return true;
  });

  useEffect(() => {
    // A fresh page after an expired session: no stale state from the previous member survives.
    if (reloading) window.location.reload();
  }, [reloading]);

  return (
    <AuthCard titleId="login-title" title="会员登录">
      {flag === '100' ? <p className="auth-card__notice">登录后即可继续浏览和操作。</p> : null}
      {notice ? (
        <p className="auth-card__notice" role="status">
          {notice}
        </p>
      ) : null}
      <div className="auth-tabs" role="tablist" aria-label="登录方式">
        <button
          type="button"
          role="tab"
          id="tab-password"
          aria-selected={mode === 'password'}
          aria-controls="panel-login"
          className={mode === 'password' ? 'auth-tab auth-tab--active' : 'auth-tab'}
          onClick={() => setMode('password')}
        >
          账号登录
        </button>
        <button
          type="button"
          role="tab"
          id="tab-qr"
          aria-selected={mode === 'qr'}
          aria-controls="panel-login"
          className={mode === 'qr' ? 'auth-tab auth-tab--active' : 'auth-tab'}
          onClick={() => setMode('qr')}
        >
          扫码登录
        </button>
      </div>
      <div
        id="panel-login"
        role="tabpanel"
        aria-labelledby={mode === 'qr' ? 'tab-qr' : 'tab-password'}
      >
        {mode === 'password' ? <PasswordLogin /> : <QrLogin />}
      </div>
    </AuthCard>
  );
}
