import { afterEach, describe, expect, it } from 'vitest';
import { tableCounts } from '../src/index.js';
import { testServer, type TestServer } from './helpers.js';

// Issue 19.8: login timing, media traversal, idempotency keys reused with other parameters.
describe('smaller hardening', () => {
  let s: TestServer;
  afterEach(() => s?.close());

  it('a failed login costs one scrypt for an account without a usable password, as for an unknown one', async () => {
    s = await testServer();
    s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES ('nopass', '', '', '!', 0)").run();
    // CPU time of the process (scrypt runs on the thread pool, counted too): unlike wall time it does not
    // grow when other processes load the machine
    const cost = async (username: string, i: number) => {
      const started = process.cpuUsage();
      const res = await s.post('/login', { username, password: `guess-${i}` });
      expect(res).toEqual({ code: 201, msg: '用户名或密码错误', data: null });
      const used = process.cpuUsage(started);
      return (used.user + used.system) / 1000;
    };
    const unknown: number[] = [];
    const unusable: number[] = [];
    for (let i = 0; i < 3; i++) {
      unknown.push(await cost('nobody-here', i));
      unusable.push(await cost('nopass', i));
    }
    // scrypt (N=16384) costs 40 ms of CPU or more (up to 3 times that on a busy machine); a skipped hash
    // costs a few ms of request handling
    expect(Math.min(...unusable)).toBeGreaterThan(20);
    expect(Math.min(...unusable)).toBeGreaterThan(Math.min(...unknown) * 0.15);
  });

  it('/media answers a traversal attempt or a bad path with HTTP 404', async () => {
    s = await testServer();
    for (const url of ['/media/..%5c..%5cpackage.json', '/media/%00', '/media/a%00b.mp4', '/media/../package.json']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await s.app.inject({ method: 'GET', url: '/media/sample.mp4' })).statusCode).toBe(200);
  });

  it('an idempotency key reused with other parameters is refused and creates nothing', async () => {
    s = await testServer();
    const token = await s.login();
    const first = await s.post('/education/sendGift', { teacherid: 1, id: 1, number: 1, idempotency_key: 'reuse-key-1' }, token);
    expect(first.code).toBe(200);
    const before = tableCounts(s.db);
    for (const changed of [{ teacherid: 2 }, { id: 2 }, { number: 5 }]) {
      const res = await s.post('/education/sendGift', { teacherid: 1, id: 1, number: 1, idempotency_key: 'reuse-key-1', ...changed }, token);
      expect(res).toEqual({ code: 400, msg: '参数错误: idempotency_key 已用于另一笔订单', data: null });
    }
    expect(tableCounts(s.db)).toEqual(before);
    const same = await s.post('/education/sendGift', { teacherid: 1, id: 1, number: 1, idempotency_key: 'reuse-key-1' }, token);
    expect(same.data.order_number).toBe(first.data.order_number);
  });

  it('a URL over 16 KB is refused with HTTP 431 and the envelope, not a bare status', async () => {
    s = await testServer();
    const base = await s.listen();
    const res = await fetch(`${base}/public/v1/getAppcode?q=${'x'.repeat(17 * 1024)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ code: 431, msg: '请求头或网址过长', data: null });
  });
});
