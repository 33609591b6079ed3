import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/index.js';
import { signParams, testServer, toQuery, type Json, type TestServer } from './helpers.js';

// Issue 35: limits keyed on the client count the address a configured proxy forwards, and only from it.
const SITE = 1;
// each click is its own signed write (the server accepts a signed write once)
let stamp = Math.floor(Date.now() / 1000);
async function click(s: TestServer, forwardedFor: string, remoteAddress = '127.0.0.1'): Promise<number> {
  const res = await s.app.inject({
    method: 'POST',
    url: '/public/v1/daohang/click',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
    payload: toQuery(signParams({ id: SITE }, { timestamp: stamp++ })),
  });
  const body = res.json() as Json;
  expect(body.code, body.msg).toBe(200);
  return body.data.clicks as number;
}

describe('the client address behind a reverse proxy', () => {
  let direct: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    direct = await testServer();
    proxied = await testServer({ trustedProxies: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it('without a configured proxy, X-Forwarded-For is ignored: a client cannot count twice by naming another address', async () => {
    const first = await click(direct, '203.0.113.1');
    expect(await click(direct, '203.0.113.2')).toBe(first);
  });

  it('behind a configured proxy, each forwarded client counts once', async () => {
    const first = await click(proxied, '203.0.113.1');
    expect(await click(proxied, '203.0.113.2')).toBe(first + 1);
    expect(await click(proxied, '203.0.113.2')).toBe(first + 1);
  });

  it('the header from a peer that is not the proxy is ignored', async () => {
    const first = await click(proxied, '198.51.100.7', '192.0.2.50');
    expect(await click(proxied, '198.51.100.8', '192.0.2.50')).toBe(first);
  });

  it('reads TRUSTED_PROXIES as a comma-separated list', () => {
    expect(configFromEnv({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' }).trustedProxies).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(configFromEnv({}).trustedProxies).toEqual([]);
  });
});
