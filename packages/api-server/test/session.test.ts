import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/index.js';
import { hashPasswordSync } from '../src/password.js';
import { DEMO_HASHES, demoSalt } from '../src/seed/index.js';
import { testServer, type Json, type TestServer } from './helpers.js';

let s: TestServer;
afterEach(() => s?.close());

const MSG_101 = '登陆状态已失效，请重新登录';

describe('sessions', () => {
  it('logs in by username or phone; wrong passwords get one message', async () => {
    s = await testServer();
    const byName = await s.post('/login', { username: 'demo', password: 'demo1234' });
    expect(byName.code).toBe(200);
    expect(byName.data.userInfo).toMatchObject({ id: 1, username: 'demo', nickname: '演示用户', phone: '138****0001' });
    expect(byName.data.token).toMatch(/^[\w-]{40,}$/);
    const byPhone = await s.post('/login', { username: DEMO_USERS[0].phone, password: 'demo1234' });
    expect(byPhone.code).toBe(200);
    expect(byPhone.data.token).not.toBe(byName.data.token);
    expect(await s.post('/login', { username: 'demo', password: 'wrong-pass' })).toEqual({ code: 201, msg: '用户名或密码错误', data: null });
    expect(await s.post('/login', { username: 'nobody', password: 'demo1234' })).toEqual({ code: 201, msg: '用户名或密码错误', data: null });
  });

  it('the precomputed demo hashes match the documented passwords', () => {
    for (const u of DEMO_USERS) expect(hashPasswordSync(u.password, demoSalt(u.username))).toBe(DEMO_HASHES[u.username]);
  });

  it('stores scrypt hashes, never the password', async () => {
    s = await testServer();
    const rows = s.db.prepare("SELECT password_hash FROM users WHERE password_hash != '!'").all() as { password_hash: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const r of rows) {
      expect(r.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(r.password_hash).not.toContain('demo1234');
    }
  });

  it('an unknown, missing or expired token on a bearer call answers 101; the handler writes nothing', async () => {
    s = await testServer({ tokenTtlSeconds: 3600 });
    const token = await s.login();
    expect((await s.post('/education/toggleLike', { id: 1 })).code).toBe(101);
    expect(await s.post('/education/toggleLike', { id: 1 }, 'not-a-token')).toEqual({ code: 101, msg: MSG_101, data: null });
    const likes = (s.db.prepare('SELECT COUNT(*) AS n FROM likes').get() as { n: number }).n;
    s.advance(3601);
    expect(await s.post('/education/toggleLike', { id: 1 }, token)).toEqual({ code: 101, msg: MSG_101, data: null });
    expect((s.db.prepare('SELECT COUNT(*) AS n FROM likes').get() as { n: number }).n).toBe(likes);
  });

  it('a token in the last third of its life gets a newtoken, and both keep working', async () => {
    s = await testServer({ tokenTtlSeconds: 900 });
    const token = await s.login();
    const fresh = await s.get('/education/likeStats', { id: 1 }, token);
    expect(fresh.code).toBe(200);
    expect(fresh.newtoken).toBeUndefined();
    s.advance(700);
    const near = await s.get('/education/likeStats', { id: 1 }, token);
    expect(near.code).toBe(200);
    expect(near.newtoken).toMatch(/^[\w-]{40,}$/);
    // a second request with the old token gets the same successor
    expect((await s.get('/education/likeStats', { id: 1 }, token)).newtoken).toBe(near.newtoken);
    const next = await s.post('/education/toggleLike', { id: 2 }, near.newtoken);
    expect(next.code).toBe(200);
    expect(next.newtoken).toBeUndefined();
    s.advance(250);
    expect((await s.post('/education/toggleLike', { id: 2 }, token)).code).toBe(101);
    expect((await s.post('/education/toggleLike', { id: 2 }, near.newtoken)).code).toBe(200);
  });

  it('optional auth: guests get 202 on detail fetches and their own state is 0; a bad token is a guest', async () => {
    s = await testServer();
    expect(await s.get('/education/coursewareDetail', { id: 1, type: 1 })).toEqual({ code: 202, msg: '请先登录', data: null });
    expect((await s.get('/education/coursewareDetail', { id: 1, type: 1 }, 'stale')).code).toBe(202);
    expect((await s.get('/education/noticeDetail', { id: 1 })).code).toBe(202);
    expect((await s.get('/education/kewuDetail', { id: 1 })).code).toBe(202);
    expect((await s.get('/education/centreNoticeDetail', { id: 1 })).code).toBe(202);
    const token = await s.login();
    const detail = await s.get('/education/coursewareDetail', { id: 1, type: 1 }, token);
    expect(detail.code).toBe(200);
    expect(detail.data.jianjie).toContain('<p>');
    await s.post('/education/toggleLike', { id: 4 }, token);
    expect((await s.get('/education/likeStats', { id: 4 }, token)).data.status).toBe(1);
    expect((await s.get('/education/likeStats', { id: 4 })).data.status).toBe(0);
  });

  it('passthrough status check answers 101 to guests', async () => {
    s = await testServer();
    expect((await s.get('/education/settleInfo')).code).toBe(101);
    const token = await s.login('laoshi');
    expect((await s.get('/education/settleInfo', {}, token)).data).toMatchObject({ status: 2 });
  });

  it('logout ends the session', async () => {
    s = await testServer();
    const token = await s.login();
    expect((await s.post('/loginout', {}, token)).code).toBe(200);
    expect((await s.post('/education/toggleLike', { id: 1 }, token)).code).toBe(101);
  });

  it('register with an SMS code read from the dev endpoint, then log in', async () => {
    s = await testServer();
    const phone = '13912345678';
    expect(await s.post('/sendRegSms', { phone })).toMatchObject({ code: 200, data: { sent: true, resend_after: 60 } });
    s.advance(1); // a second click a second later (the same signed request again would be a replay)
    expect((await s.post('/sendRegSms', { phone })).msg).toMatch(/^发送过于频繁/);
    const code = ((await s.app.inject({ method: 'GET', url: `/dev/sms?phone=${phone}` })).json() as Json).data.code as string;
    expect(code).toMatch(/^\d{6}$/);
    expect((await s.get('/checkVerifyCode', { phone, code, scene: 'reg' })).data).toEqual({ valid: true });
    expect((await s.get('/checkVerifyCode', { phone, code: code === '000000' ? '111111' : '000000', scene: 'reg' })).data).toEqual({ valid: false });
    const wrong = await s.post('/register', { phone, code: code === '000000' ? '111111' : '000000', password: 'secret99' });
    expect(wrong).toEqual({ code: 201, msg: '验证码错误或已过期', data: null });
    const reg = await s.post('/register', { phone, code, password: 'secret99', nickname: '新同学' });
    expect(reg.code).toBe(200);
    expect(reg.data.userInfo).toMatchObject({ username: phone, nickname: '新同学', phone: '139****5678' });
    expect((await s.post('/register', { phone, code, password: 'secret99' })).msg).toBe('该手机号已注册');
    expect((await s.post('/login', { username: phone, password: 'secret99' })).code).toBe(200);
  });

  it('forgot password: code, reset, old sessions end, new password works', async () => {
    s = await testServer();
    const token = await s.login();
    const phone = DEMO_USERS[0].phone;
    expect((await s.post('/sendForgetSms', { phone: '13999999999' })).msg).toBe('该手机号未注册');
    expect((await s.post('/sendForgetSms', { phone })).code).toBe(200);
    const code = ((await s.app.inject({ method: 'GET', url: `/dev/sms?phone=${phone}` })).json() as Json).data.code as string;
    expect((await s.post('/forgetPassword', { phone, code, password: 'newpass88' })).code).toBe(200);
    expect((await s.post('/forgetPassword', { phone, code, password: 'newpass99' })).msg).toBe('验证码错误或已过期');
    expect((await s.post('/education/toggleLike', { id: 1 }, token)).code).toBe(101);
    expect((await s.post('/login', { username: 'demo', password: 'demo1234' })).code).toBe(201);
    expect((await s.post('/login', { username: 'demo', password: 'newpass88' })).code).toBe(200);
  });

  it('QR login: waiting until confirmed through the dev endpoint, then a token', async () => {
    s = await testServer();
    const qr = await s.get('/getLoginQrcode');
    expect(qr.data).toMatchObject({ expires_in: 300 });
    expect((await s.get('/checkAjaxlogin', { key: qr.data.key })).data).toEqual({ status: 0 });
    const confirm = await s.app.inject({ method: 'POST', url: `/dev/qrlogin/${qr.data.key}?username=tester` });
    expect((confirm.json() as Json).code).toBe(200);
    const done = await s.get('/checkAjaxlogin', { key: qr.data.key });
    expect(done.data.status).toBe(2);
    expect(done.data.userInfo.username).toBe('tester');
    expect((await s.get('/education/settleInfo', {}, done.data.token)).code).toBe(200);
    const late = await s.get('/getLoginQrcode');
    s.advance(301);
    expect((await s.get('/checkAjaxlogin', { key: late.data.key })).data).toEqual({ status: 3 });
  });

  it('dev endpoints are off unless enabled', async () => {
    s = await testServer({ devEndpoints: false });
    expect((await s.app.inject({ method: 'GET', url: '/dev/sms?phone=13800000001' })).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'POST', url: '/dev/qrlogin/abc?username=demo' })).statusCode).toBe(404);
  });

  it('never logs tokens, passwords or signatures; one line per request', async () => {
    const lines: string[] = [];
    s = await testServer({ log: (l) => lines.push(l) });
    const token = await s.login();
    await s.get('/education/likeStats', { id: 1 }, token);
    const joined = lines.join('\n');
    expect(joined).not.toContain(token);
    expect(joined).not.toContain('demo1234');
    expect(joined).not.toMatch(/sign=|[0-9A-F]{32}/);
    expect(lines.filter((l) => l.startsWith('GET /public/v1/education/likeStats 200 '))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('POST /public/v1/login 200 '))).toHaveLength(1);
  });
});
