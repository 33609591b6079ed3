import { afterEach, describe, expect, it } from 'vitest';
import { testServer, type Json, type TestServer } from './helpers.js';

// Issue 19.7: a confirmed QR key hands out its token once, and every key expires.
describe('QR login keys', () => {
  let s: TestServer;
  afterEach(() => s?.close());
  const confirm = async (key: string) =>
    ((await s.app.inject({ method: 'POST', url: `/dev/qrlogin/${key}?username=tester` })).json() as Json).code;

  it('the token is answered to one poll; later polls see the key expired', async () => {
    s = await testServer();
    const { key } = (await s.get('/getLoginQrcode')).data;
    expect(await confirm(key)).toBe(200);
    const first = await s.get('/checkAjaxlogin', { key });
    expect(first.data.status).toBe(2);
    expect(first.data.token).toMatch(/^[\w-]{40,}$/);
    const again = await s.get('/checkAjaxlogin', { key });
    expect(again.data).toEqual({ status: 3 });
    expect(JSON.stringify(again)).not.toContain(first.data.token);
    expect(s.db.prepare('SELECT token FROM qr_logins WHERE key = ?').get(key)).toEqual({ token: null });
    // the session itself keeps working
    expect((await s.get('/education/settleInfo', {}, first.data.token)).code).toBe(200);
  });

  it('a confirmed key that nobody polled expires like any other', async () => {
    s = await testServer();
    const { key } = (await s.get('/getLoginQrcode')).data;
    expect(await confirm(key)).toBe(200);
    s.advance(301);
    expect((await s.get('/checkAjaxlogin', { key })).data).toEqual({ status: 3 });
  });
});
