import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/index.js';
import { testServer, type TestServer } from './helpers.js';

// Issue 19.4: the payment simulator exists only in development mode.
describe('development mode and the payment simulator', () => {
  let s: TestServer;
  afterEach(() => s?.close());
  const ORDER = 'WZ20261121000001'; // the demo user's seeded order
  const stateOf = () => (s.db.prepare('SELECT trade_state FROM orders WHERE order_number = ?').get(ORDER) as { trade_state: string }).trade_state;

  it('off: no simulator page and no anonymous state change, even with the dev endpoints on', async () => {
    s = await testServer({ devMode: false, devEndpoints: true });
    const before = stateOf();
    const page = await s.app.inject({ method: 'GET', url: `/pay/sim/${ORDER}` });
    expect(page.statusCode).toBe(404);
    for (const action of ['pay', 'refund', 'fail', 'close']) {
      const res = await s.app.inject({
        method: 'POST',
        url: `/pay/sim/${ORDER}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `action=${action}`,
      });
      expect(res.statusCode).toBe(404);
    }
    expect(stateOf()).toBe(before);
  });

  it('on: the simulator page answers', async () => {
    s = await testServer({ devMode: true });
    expect((await s.app.inject({ method: 'GET', url: `/pay/sim/${ORDER}` })).statusCode).toBe(200);
  });

  it('DEV_MODE=1 turns it on; it is off by default', () => {
    expect(configFromEnv({}).devMode).toBe(false);
    expect(configFromEnv({ DEV_MODE: '1' }).devMode).toBe(true);
    expect(configFromEnv({ DEV_MODE: '0', DEV_ENDPOINTS: '1' }).devMode).toBe(false);
  });
});
