import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_APP_ID, DEV_APP_SECRET } from '@wz/api-server';
import { test, expect } from './fixtures';
import { DIST, SERVER_DIST } from './servers';
// @ts-expect-error -- plain ESM helper without types, shared with scripts/start.mjs and the bench
import { startStaticServer } from '../scripts/serve-static.mjs';
// @ts-expect-error -- plain ESM helper without types, shared with scripts/start.mjs
import { computeSign, createSignHandler, SIGN_PATH } from '../server/sign.mjs';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

test('the built portal (browser and server builds) holds no signing secret', () => {
  const holding = [...files(DIST), ...files(SERVER_DIST)].filter((file) =>
    readFileSync(file).includes(DEV_APP_SECRET),
  );
  expect(holding).toEqual([]);
});

test('no page, script or JSON the portal serves holds the secret; the browser signs through the portal', async ({ request }) => {
  const config = await (await request.get('/config.json')).json();
  expect(config.signer).toEqual({ mode: 'endpoint', url: SIGN_PATH });
  expect(JSON.stringify(config)).not.toContain(DEV_APP_SECRET);
  const served = new Set<string>();
  for (const path of ['/', '/teacher/teacherDetail?id=1&type=3', '/search?keyword=老师', '/login', '/no/such/page']) {
    const html = await (await request.get(encodeURI(path))).text();
    expect(html).not.toContain(DEV_APP_SECRET);
    expect(html).not.toMatch(/"secret"\s*:/);
    for (const m of html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)) served.add(m[1]!);
  }
  expect(served.size).toBeGreaterThan(0);
  for (const path of served) expect(await (await request.get(path)).text(), path).not.toContain(DEV_APP_SECRET);
});

test('the signing endpoint signs this portal’s appid only, for its own origin, within a rate per client', async ({ request }) => {
  const portal = await startStaticServer({
    root: DIST,
    port: 0,
    sign: { path: SIGN_PATH, handle: createSignHandler({ appid: DEV_APP_ID, secret: DEV_APP_SECRET, ratePerMinute: 4 }) },
  });
  try {
    const url = `${portal.url}${SIGN_PATH}`;
    const params = { appid: DEV_APP_ID, timestamp: String(Math.floor(Date.now() / 1000)), id: '1', type: '3' };
    const ok = await request.post(url, { data: { operation: 'educationInfo', params } });
    expect(ok.status()).toBe(200);
    expect(ok.headers()['cache-control']).toBe('no-store');
    expect((await ok.json()).sign).toBe(computeSign(params, DEV_APP_SECRET));
    // another appid (a partner's) is not signed here
    const partner = await request.post(url, { data: { params: { ...params, appid: 'wzpartner' } } });
    expect(partner.status()).toBe(403);
    // another origin's page cannot use it
    const foreign = await request.post(url, { data: { params }, headers: { origin: 'https://evil.example' } });
    expect(foreign.status()).toBe(403);
    // a stale timestamp is not signed
    const stale = await request.post(url, { data: { params: { ...params, timestamp: '1000' } } });
    expect(stale.status()).toBe(403);
    // four a minute here (refusals count): the fifth waits, told how long
    const limited = await request.post(url, { data: { params } });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await limited.json()).msg).toBe('签名请求过于频繁，请稍后再试');
  } finally {
    await portal.close();
  }
});
