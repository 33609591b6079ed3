import { afterEach, describe, expect, it } from 'vitest';
import { testServer, type Json, type TestServer } from './helpers.js';

// Issue 19.2: SMS codes cannot be guessed (attempts counted, one live code, sending rate-limited).
describe('SMS codes', () => {
  let s: TestServer;
  afterEach(() => s?.close());
  const lastCode = async (phone: string) =>
    ((await s.app.inject({ method: 'GET', url: `/dev/sms?phone=${phone}` })).json() as Json).data.code as string;
  const wrongOf = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

  it('five wrong codes burn the code: the right one no longer registers', async () => {
    s = await testServer();
    const phone = '13911110001';
    expect((await s.post('/sendRegSms', { phone })).code).toBe(200);
    const code = await lastCode(phone);
    for (let i = 0; i < 4; i++) {
      const r = await s.post('/register', { phone, code: wrongOf(code, i), password: 'secret99' });
      expect(r).toEqual({ code: 201, msg: '验证码错误或已过期', data: null });
    }
    expect(await s.post('/register', { phone, code: wrongOf(code, 4), password: 'secret99' })).toEqual({
      code: 201,
      msg: '验证码错误次数过多，请重新获取',
      data: null,
    });
    expect((await s.post('/register', { phone, code, password: 'secret99' })).msg).toBe('验证码错误或已过期');
    expect(s.db.prepare('SELECT 1 FROM users WHERE phone = ?').get(phone)).toBeUndefined();
  });

  it('checkVerifyCode counts as an attempt too', async () => {
    s = await testServer();
    const phone = '13911110002';
    await s.post('/sendRegSms', { phone });
    const code = await lastCode(phone);
    for (let i = 0; i < 5; i++) {
      expect((await s.get('/checkVerifyCode', { phone, code: wrongOf(code, i), scene: 'reg' })).data).toEqual({ valid: false });
    }
    expect((await s.get('/checkVerifyCode', { phone, code, scene: 'reg' })).data).toEqual({ valid: false });
  });

  it('a new code replaces the previous one (one live code per phone and purpose)', async () => {
    s = await testServer();
    const phone = '13911110003';
    await s.post('/sendRegSms', { phone });
    const first = await lastCode(phone);
    s.advance(61);
    expect((await s.post('/sendRegSms', { phone })).code).toBe(200);
    const second = await lastCode(phone);
    if (first !== second) {
      expect((await s.get('/checkVerifyCode', { phone, code: first, scene: 'reg' })).data).toEqual({ valid: false });
    }
    expect((await s.get('/checkVerifyCode', { phone, code: second, scene: 'reg' })).data).toEqual({ valid: true });
    const live = s.db.prepare('SELECT COUNT(*) AS n FROM sms_codes WHERE phone = ? AND used = 0').get(phone) as { n: number };
    expect(live.n).toBe(1);
  });

  it('at most 5 codes per phone an hour, whatever the purpose', async () => {
    s = await testServer();
    const phone = '13911110004';
    for (let i = 0; i < 5; i++) {
      expect((await s.post('/sendRegSms', { phone })).code).toBe(200);
      s.advance(61);
    }
    expect(await s.post('/sendRegSms', { phone })).toEqual({ code: 201, msg: '发送次数过多，请 1 小时后再试', data: null });
    s.advance(3600);
    expect((await s.post('/sendRegSms', { phone })).code).toBe(200);
  });
});
