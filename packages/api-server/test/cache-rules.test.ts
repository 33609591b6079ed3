import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './helpers.js';

// The read cache follows the contract: x-cache reads are kept, x-effect: write operations clear them.
describe('cache rules from the contract', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  it('a GET write (getLoginQrcode) clears cached reads', async () => {
    const before = await s.get('/getAppcode');
    expect(before.code).toBe(200);
    // written behind the server's back: the cached answer stays until a write
    s.db.prepare("UPDATE app_codes SET title = '改过的标题'").run();
    expect(await s.get('/getAppcode')).toEqual(before);
    const qr = await s.get('/getLoginQrcode');
    expect(qr.code).toBe(200);
    const after = await s.get('/getAppcode');
    expect(after.data[0].title).toBe('改过的标题');
  });

  it('a read not marked x-cache (tourDetail) is answered fresh every time', async () => {
    const first = await s.post('/tour/detail', { id: 1 });
    expect(first.code).toBe(200);
    const second = await s.post('/tour/detail', { id: 1 });
    expect(second.data.clickcount).toBe(first.data.clickcount + 1);
  });
});
