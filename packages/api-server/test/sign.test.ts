import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSign, handlers, parseAppSecrets, signingBase, tableCounts, verifySignedParams } from '../src/index.js';
import { signParams, testServer, toQuery, type Json, type TestServer } from './helpers.js';

const vectors = JSON.parse(readFileSync(new URL('../../../openapi/sign-vectors.json', import.meta.url), 'utf8')) as {
  vectors: { params: Record<string, unknown>; secret: string; sign: string }[];
};

describe('sign (known answers from openapi/sign-vectors.json)', () => {
  for (const [i, v] of vectors.vectors.entries()) {
    it(`vector ${i + 1}`, () => {
      expect(computeSign(v.params, v.secret)).toBe(v.sign);
    });
  }

  it('flattens nested objects to dot keys and arrays to indexed keys, in code-point order', () => {
    expect(signingBase({ b: 1, a: { y: 2, x: [3, 4] }, Z: true, n: null, u: undefined }, 'S')).toBe('Z=true&a.x[0]=3&a.x[1]=4&a.y=2&b=1S');
  });

  it('verifySignedParams checks appid, timestamp window and sign', () => {
    const secrets = { wzwebapp: 'wz-dev-secret' };
    const now = 1_700_000_000;
    const good = { appid: 'wzwebapp', timestamp: String(now), id: '1', type: '3', sign: computeSign({ appid: 'wzwebapp', timestamp: now, id: 1, type: 3 }, 'wz-dev-secret') };
    expect(verifySignedParams(good, secrets, 300, now)).toEqual({ ok: true, appid: 'wzwebapp' });
    expect(verifySignedParams({ ...good, sign: good.sign.toLowerCase() }, secrets, 300, now).ok).toBe(true);
    expect(verifySignedParams({ ...good, id: '2' }, secrets, 300, now)).toMatchObject({ ok: false, msg: expect.stringContaining('sign') });
    expect(verifySignedParams(good, secrets, 300, now + 301)).toMatchObject({ ok: false, msg: expect.stringContaining('过期') });
    expect(verifySignedParams({ ...good, appid: 'other' }, secrets, 300, now)).toMatchObject({ ok: false, msg: expect.stringContaining('appid') });
    expect(verifySignedParams({ ...good, appid: '__proto__' }, secrets, 300, now).ok).toBe(false);
    expect(verifySignedParams({ ...good, timestamp: '1e9' }, secrets, 300, now).ok).toBe(false);
  });

  it('parses APP_SECRETS as JSON or appid:secret pairs', () => {
    expect(parseAppSecrets(undefined)).toEqual({ wzwebapp: 'wz-dev-secret' });
    expect(parseAppSecrets('a:1,b:two')).toEqual({ a: '1', b: 'two' });
    expect(parseAppSecrets('{"a":"x"}')).toEqual({ a: 'x' });
    expect(() => parseAppSecrets('nocolon')).toThrow();
  });
});

describe('signature rejections never reach the handler', () => {
  let s: TestServer;
  let token: string;
  const calls: string[] = [];
  const original = handlers.toggleLike!;
  beforeAll(async () => {
    // count calls of one handler: the server binds handlers when it is created
    handlers.toggleLike = (ctx, p, req, reply) => {
      calls.push('toggleLike');
      return original(ctx, p, req, reply);
    };
    s = await testServer({ appSecrets: { wzwebapp: 'wz-dev-secret', partner: 'partner-secret' } });
    handlers.toggleLike = original;
    token = await s.login();
  });
  afterAll(() => s.close());

  async function postRaw(params: Record<string, unknown>): Promise<Json> {
    const res = await s.app.inject({
      method: 'POST',
      url: '/public/v1/education/toggleLike',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
      payload: toQuery(params),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Json;
  }

  const now = () => Math.floor(Date.now() / 1000);
  const cases: [string, () => Record<string, unknown>, RegExp][] = [
    ['wrong sign', () => ({ ...signParams({ id: 1 }), sign: '0'.repeat(32) }), /sign 不正确/],
    ['sign of other params', () => ({ ...signParams({ id: 2 }), id: 1 }), /sign 不正确/],
    ['stale timestamp (301 s old)', () => signParams({ id: 1 }, { timestamp: now() - 301 }), /过期/],
    ['timestamp from the future', () => signParams({ id: 1 }, { timestamp: now() + 400 }), /过期/],
    ['unknown appid', () => signParams({ id: 1 }, { appid: 'stranger' }), /appid/],
    ['right appid, other app secret', () => signParams({ id: 1 }, { appid: 'partner', secret: 'wz-dev-secret' }), /sign 不正确/],
    ['missing sign', () => { const { sign: _s, ...rest } = signParams({ id: 1 }); return rest; }, /缺少 sign/],
    ['missing timestamp', () => { const { timestamp: _t, ...rest } = signParams({ id: 1 }); return rest; }, /缺少 timestamp/],
    ['missing appid', () => { const { appid: _a, ...rest } = signParams({ id: 1 }); return rest; }, /缺少 appid/],
  ];
  for (const [name, build, msg] of cases) {
    it(`${name} → 401 with a clear message, nothing written`, async () => {
      const before = tableCounts(s.db);
      const res = await postRaw(build());
      expect(res.code).toBe(401);
      expect(res.msg).toMatch(msg);
      expect(res.data).toBeNull();
      expect(tableCounts(s.db)).toEqual(before);
      expect(calls).toHaveLength(0);
    });
  }

  it('a partner appid with its own secret is accepted', async () => {
    const res = await postRaw(signParams({ id: 1 }, { appid: 'partner', secret: 'partner-secret' }));
    expect(res.code).toBe(200);
    expect(calls).toEqual(['toggleLike']);
  });

  it('GET parameters are signed too (query)', async () => {
    const params = signParams({ id: 1, type: 3 });
    const ok = await s.app.inject({ method: 'GET', url: `/public/v1/education/info?${toQuery(params)}` });
    expect((ok.json() as Json).code).toBe(200);
    const tampered = await s.app.inject({ method: 'GET', url: `/public/v1/education/info?${toQuery({ ...params, id: 2 })}` });
    expect((tampered.json() as Json).code).toBe(401);
  });
});
