import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../errors';
import { QR_LOGIN_MESSAGES } from '../messages';
import { usePortalClient } from './context';
import { useSignIn, type LoginResult } from './session';

/** Options of useQrLogin. */
export interface QrLoginOptions {
  /** Called once the phone confirmed, after the session is stored (e.g. toast 登录成功 and go home). */
  onLogin?: (result: LoginResult) => void;
  /** How often the login state is asked for while the code is shown (default 2000 ms). */
  intervalMs?: number;
}

/** The QR login as the page shows it. */
export type QrLoginState =
  | { phase: 'loading'; key: null; qrcode: null; message: null }
  | { phase: 'error'; key: null; qrcode: null; message: string }
  | {
      phase: 'waiting' | 'scanned' | 'expired';
      key: string;
      /** The text the QR image encodes. */
      qrcode: string;
      /** 请使用手机 APP 扫一扫登录 / 已扫码，请在手机上确认登录 / 二维码已过期 */
      message: string;
    };

const LOADING: QrLoginState = { phase: 'loading', key: null, qrcode: null, message: null };

/**
 * QR login: fetches a code (getLoginQrcode), then asks checkAjaxlogin every 2 s until the phone
 * confirms (2: the session is stored, `onLogin` runs) or the code expires (3). Scanned (1) changes the
 * text. A failed poll is retried on the next tick. Polling stops on unmount, login and expiry;
 * `refresh()` fetches a new code.
 */
export function useQrLogin(options: QrLoginOptions = {}) {
  const { intervalMs = 2000 } = options;
  const client = usePortalClient();
  const signIn = useSignIn();
  const [state, setState] = useState<QrLoginState>(LOADING);
  const [round, setRound] = useState(0);
  const onLogin = useRef(options.onLogin);
  useEffect(() => {
    onLogin.current = options.onLogin;
  });

  useEffect(() => {
    let cancelled = false;
    setState(LOADING);
    client.call('getLoginQrcode', {}).then(
      (qr) =>
        !cancelled &&
        setState({
          phase: 'waiting',
          key: qr.key,
          qrcode: qr.qrcode,
          message: QR_LOGIN_MESSAGES.waiting,
        }),
      (error: unknown) =>
        !cancelled &&
        setState({
          phase: 'error',
          key: null,
          qrcode: null,
          message: errorMessage(error, QR_LOGIN_MESSAGES.failed),
        }),
    );
    return () => {
      cancelled = true;
    };
  }, [client, round]);

  const key = state.phase === 'waiting' || state.phase === 'scanned' ? state.key : null;
  useEffect(() => {
    if (!key) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const moveTo = (phase: 'scanned' | 'expired', from: readonly string[]) =>
      setState((s) =>
        s.phase !== 'loading' && s.phase !== 'error' && from.includes(s.phase)
          ? { ...s, phase, message: QR_LOGIN_MESSAGES[phase] }
          : s,
      );
    const poll = async () => {
      try {
        const r = await client.call('checkAjaxlogin', { key });
        if (stopped) return;
        if (r.status === 2 && r.token && r.userInfo) {
          stopped = true;
          onLogin.current?.(signIn({ token: r.token, userInfo: r.userInfo }));
          return;
        }
        if (r.status === 3) return void moveTo('expired', ['waiting', 'scanned']);
        if (r.status === 1) moveTo('scanned', ['waiting']);
      } catch {
        // A failed poll is retried on the next tick.
      }
      if (!stopped) timer = setTimeout(() => void poll(), intervalMs);
    };
    timer = setTimeout(() => void poll(), intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, key, intervalMs, signIn]);

  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, refresh };
}
