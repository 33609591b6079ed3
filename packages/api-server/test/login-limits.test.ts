import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signParams, testServer, toQuery, type TestServer } from './helpers.js';

// Issue 35 §2: password login attempts are limited per account and per client, as the SMS codes are.
const WRONG = { code: 201, msg: '用户名或密码错误', data: null };

describe('password login attempts', () => {
  let s: TestServer;
  afterEach(() => s?.close());
  let offset = 0;
  let n = 0;
  const advance = (seconds: number) => {
    offset += seconds;
    s.advance(seconds);
  };
  // each attempt its own signed request (login may repeat, but keep them apart anyway)
  const login = async (username: string, password: string, ip = '203.0.113.7') => {
    const signed = signParams({ username, password }, { timestamp: Math.floor(Date.now() / 1000) + offset + (n++ % 60) });
    const res = await s.app.inject({
      method: 'POST',
      url: '/public/v1/login',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: toQuery(signed),
    });
    return res.json();
  };
  beforeEach(async () => {
    offset = 0;
    s = await testServer();
  });

  it('five wrong passwords lock the account for 15 minutes, even with the right one, then it opens again', async () => {
    for (let i = 0; i < 4; i++) expect(await login('demo', `wrong-${i}`)).toEqual(WRONG);
    expect(await login('demo', 'wrong-4')).toEqual({ code: 201, msg: '密码错误次数过多，请 15 分钟后再试', data: null });
    // locked: the right password too, from another client too
    expect(await login('demo', 'demo1234', '198.51.100.9')).toEqual({ code: 201, msg: '密码错误次数过多，请 15 分钟后再试', data: null });
    advance(10 * 60);
    expect((await login('demo', 'demo1234')).msg).toBe('密码错误次数过多，请 5 分钟后再试');
    // another account is not locked
    expect((await login('laoshi', 'demo1234')).code).toBe(200);
    advance(5 * 60);
    expect((await login('demo', 'demo1234')).code).toBe(200);
  });

  it('an unknown account counts alike (the answers tell nothing about which names exist)', async () => {
    for (let i = 0; i < 4; i++) expect(await login('nobody-here', `wrong-${i}`)).toEqual(WRONG);
    expect((await login('nobody-here', 'wrong-4')).msg).toBe('密码错误次数过多，请 15 分钟后再试');
  });

  it('twenty wrong passwords from one client, over any accounts, make that client wait; others may still log in', async () => {
    for (let i = 0; i < 19; i++) expect(await login(`guess-${i % 5}-${Math.floor(i / 5)}`, 'wrong-pass')).toEqual(WRONG);
    expect((await login('someone-else', 'wrong-pass')).msg).toBe('登录尝试过于频繁，请 15 分钟后再试');
    expect((await login('demo', 'demo1234')).msg).toBe('登录尝试过于频繁，请 15 分钟后再试');
    expect((await login('demo', 'demo1234', '198.51.100.9')).code).toBe(200);
  });
});
