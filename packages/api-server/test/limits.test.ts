import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from '../src/index.js';
import { sortKeys } from '../src/sign.js';
import { APPID, testServer, type Json, type TestServer } from './helpers.js';

// Issue 19.1: the work before the signature check must not grow with the square of the parameter count.
describe('parameter limits before any signing work', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await testServer();
    token = await s.login();
  });
  afterAll(() => s.close());

  const manyKeys = (n: number) => {
    const ts = Math.floor(Date.now() / 1000);
    const parts = [`appid=${APPID}`, `timestamp=${ts}`, 'sign=0123456789ABCDEF0123456789ABCDEF'];
    for (let i = 0; i < n; i++) parts.push(`k${i}=1`);
    return parts.join('&');
  };

  it('a body of tens of thousands of keys with a wrong sign is refused at once, before signing', async () => {
    const before = tableCounts(s.db);
    const payload = manyKeys(30_000);
    expect(payload.length).toBeLessThan(256 * 1024);
    // CPU time, not wall time: the bound holds on a busy machine (the quadratic sort took seconds)
    const started = process.cpuUsage();
    const res = await s.app.inject({
      method: 'POST',
      url: '/public/v1/education/toggleLike',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
      payload,
    });
    const used = process.cpuUsage(started);
    expect(res.json()).toEqual({ code: 400, msg: '参数错误: 参数过多（最多 64 个）', data: null });
    expect((used.user + used.system) / 1000).toBeLessThan(1000);
    expect(tableCounts(s.db)).toEqual(before);
  });

  it('the same for a query string, and for an over-long parameter name', async () => {
    const res = await s.app.inject({ method: 'GET', url: `/public/v1/education/info?id=1&type=3&${manyKeys(2000)}` });
    expect((res.json() as Json).msg).toBe('参数错误: 参数过多（最多 64 个）');
    const long = await s.app.inject({ method: 'GET', url: `/public/v1/education/info?${'x'.repeat(65)}=1&${manyKeys(0)}` });
    expect((long.json() as Json).msg).toBe('参数错误: 参数名过长（最多 64 个字符）');
  });

  it('64 parameters are still signature-checked as usual', async () => {
    const res = await s.app.inject({ method: 'GET', url: `/public/v1/education/info?${manyKeys(61)}` });
    expect(res.json()).toMatchObject({ code: 401, msg: '签名错误: sign 不正确' });
  });

  it('sortKeys is O(n log n) and keeps the code-unit order', () => {
    const keys = Array.from({ length: 50_000 }, (_, i) => `k${(i * 7919) % 50_000}`);
    const started = process.cpuUsage();
    const sorted = sortKeys([...keys]);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(1000);
    expect(sorted).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(sortKeys(['b', 'a', 'Z', 'é', 'a.b', 'a[0]'])).toEqual(['Z', 'a', 'a.b', 'a[0]', 'b', 'é']);
  });
});
