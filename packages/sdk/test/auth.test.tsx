// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryTokenStore } from '../src/index';
import { useForgetPassword, useQrLogin, useSession, useSmsCode } from '../src/react/index';
import { harness, pathOf, to } from './harness';
import { envelope, fieldsOf, ok, USER } from './helpers';

// a write loads its section's table on first use: load it with real timers, so a busy machine's module
// read does not land after the fake clock's first tick
beforeAll(async () => {
  await import('../src/generated/writes/shell');
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Runs timers `ms` ahead and lets React render what they changed. */
const tick = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** A server whose QR codes are K1, K2, … and whose checkAjaxlogin answers `statuses` in turn (then the last). */
function qrServer(statuses: (number | Response)[]) {
  let codes = 0;
  let polls = 0;
  return harness((request) => {
    if (pathOf(request) === '/getLoginQrcode') {
      codes += 1;
      return ok({ key: `K${codes}`, qrcode: `wz://login/K${codes}`, expires_in: 120 });
    }
    const next = statuses[Math.min(polls++, statuses.length - 1)]!;
    if (next instanceof Response) return next;
    return ok(next === 2 ? { status: 2, token: 'QR-TOKEN', userInfo: USER } : { status: next });
  }, memoryTokenStore());
}

describe('useQrLogin', () => {
  it('polls every 2 s: waiting → scanned → logged in, then stops', async () => {
    const { wrapper, requests, tokenStore } = qrServer([0, 1, 2]);
    const onLogin = vi.fn();
    const { result } = renderHook(() => ({ qr: useQrLogin({ onLogin }), session: useSession() }), {
      wrapper,
    });
    await tick(0);
    expect(result.current.qr).toMatchObject({
      phase: 'waiting',
      key: 'K1',
      qrcode: 'wz://login/K1',
      message: '请使用手机 APP 扫一扫登录',
    });
    expect(to(requests, '/checkAjaxlogin')).toHaveLength(0);
    await tick(2000);
    expect(result.current.qr.phase).toBe('waiting');
    await tick(2000);
    expect(result.current.qr).toMatchObject({
      phase: 'scanned',
      message: '已扫码，请在手机上确认登录',
    });
    expect(onLogin).not.toHaveBeenCalled();
    await tick(2000);
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(onLogin).toHaveBeenCalledWith({ token: 'QR-TOKEN', userInfo: USER });
    expect(tokenStore.getToken()).toBe('QR-TOKEN');
    expect(result.current.session).toMatchObject({ isLoggedIn: true, displayName: '王小明' });
    const polls = to(requests, '/checkAjaxlogin');
    expect(polls).toHaveLength(3);
    expect((await fieldsOf(polls[0]!)).key).toBe('K1');
    await tick(20_000);
    expect(to(requests, '/checkAjaxlogin')).toHaveLength(3);
  });

  it('an expired code stops polling until refresh() fetches a new one; a failed poll is retried', async () => {
    const { wrapper, requests } = qrServer([new Response('down', { status: 502 }), 3, 0]);
    const { result } = renderHook(() => useQrLogin(), { wrapper });
    await tick(0);
    await tick(2000);
    expect(result.current.phase).toBe('waiting');
    await tick(2000);
    expect(result.current).toMatchObject({ phase: 'expired', key: 'K1', message: '二维码已过期' });
    await tick(10_000);
    expect(to(requests, '/checkAjaxlogin')).toHaveLength(2);
    act(() => result.current.refresh());
    await tick(0);
    expect(result.current).toMatchObject({ phase: 'waiting', key: 'K2' });
    await tick(2000);
    const polls = to(requests, '/checkAjaxlogin');
    expect(polls).toHaveLength(3);
    expect((await fieldsOf(polls[2]!)).key).toBe('K2');
  });

  it('stops polling on unmount', async () => {
    const { wrapper, requests } = qrServer([0]);
    const { unmount } = renderHook(() => useQrLogin(), { wrapper });
    await tick(0);
    await tick(2000);
    expect(to(requests, '/checkAjaxlogin')).toHaveLength(1);
    unmount();
    await tick(20_000);
    expect(to(requests, '/checkAjaxlogin')).toHaveLength(1);
  });

  it('shows the server text when the code cannot be fetched', async () => {
    const { wrapper } = harness(() => envelope({ code: 201, msg: '二维码服务繁忙', data: null }));
    const { result } = renderHook(() => useQrLogin(), { wrapper });
    await tick(0);
    expect(result.current).toMatchObject({ phase: 'error', message: '二维码服务繁忙' });
  });
});

describe('useSmsCode', () => {
  it('checks the phone, sends, then counts down resend_after seconds before another send', async () => {
    const { wrapper, requests } = harness(() => ok({ sent: true, resend_after: 60 }));
    const { result } = renderHook(() => useSmsCode('register'), { wrapper });
    expect(result.current).toMatchObject({ label: '获取验证码', canSend: true });
    await expect(result.current.send('1380000')).resolves.toEqual({
      status: 'invalid',
      message: '请输入正确的手机号',
    });
    expect(requests).toHaveLength(0);

    let sent: unknown;
    await act(async () => {
      sent = await result.current.send('13800000001');
    });
    expect(sent).toEqual({ status: 'sent', message: '验证码已发送' });
    expect(pathOf(requests[0]!)).toBe('/sendRegSms');
    expect((await fieldsOf(requests[0]!)).phone).toBe('13800000001');
    expect(result.current).toMatchObject({
      secondsLeft: 60,
      canSend: false,
      label: '60 秒后重新发送',
    });
    await expect(result.current.send('13800000001')).resolves.toEqual({
      status: 'wait',
      message: '60 秒后重新发送',
    });
    await tick(1000);
    expect(result.current.label).toBe('59 秒后重新发送');
    for (let i = 0; i < 59; i++) await tick(1000);
    expect(result.current).toMatchObject({ secondsLeft: 0, canSend: true, label: '获取验证码' });
    expect(requests).toHaveLength(1);
  });

  it('password reset codes go to sendForgetSms; a double click sends once; failures carry the server text', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { wrapper, requests } = harness(async () => {
      await answered;
      return envelope({ code: 201, msg: '该手机号未注册', data: null });
    });
    const { result } = renderHook(() => useSmsCode('forget'), { wrapper });
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.send('13800000002');
      second = result.current.send('13800000002');
    });
    expect(result.current.sending).toBe(true);
    release();
    await act(async () => {
      await Promise.all([first, second]);
    });
    expect(requests.map(pathOf)).toEqual(['/sendForgetSms']);
    await expect(first).resolves.toEqual({ status: 'failed', message: '该手机号未注册' });
    expect(result.current).toMatchObject({ sending: false, canSend: true, secondsLeft: 0 });
  });
});

describe('useForgetPassword', () => {
  it('resets with phone, code and password and reports 密码已重置，请使用新密码登录', async () => {
    const { wrapper, requests } = harness(() => ok(null));
    const { result } = renderHook(() => useForgetPassword(), { wrapper });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.trigger({
        phone: '13800000001',
        code: '123456',
        password: 'secret1',
      });
    });
    expect(outcome).toEqual({ message: '密码已重置，请使用新密码登录' });
    expect(pathOf(requests[0]!)).toBe('/forgetPassword');
    expect(await fieldsOf(requests[0]!)).toMatchObject({
      phone: '13800000001',
      code: '123456',
      password: 'secret1',
    });
  });
});
