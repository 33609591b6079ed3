import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  computeSign,
  DEV_PARTNER_APP_ID,
  DEV_PARTNER_APP_SECRET,
  tableCounts,
} from '../src/index.js';
import { signParams, testServer, toQuery, type Json, type TestServer } from './helpers.js';

const PARTNER = DEV_PARTNER_APP_ID;

describe('partner appids and POST /public/v1/embed/sign', () => {
  let s: TestServer;
  let token: string;
  let before: Record<string, number>;
  beforeAll(async () => {
    s = await testServer({ embedSignRatePerMinute: 5 });
    token = await s.login();
  });
  afterAll(() => s.close());
  beforeEach(() => {
    before = tableCounts(s.db);
  });
  const unchanged = () => expect(tableCounts(s.db)).toEqual(before);
  const now = () => s.ctx.now();
  // each test signs from its own origin so the small rate limit of this server only bites where tested
  let originSeq = 0;
  const nextOrigin = () => `https://partner-${++originSeq}.example`;

  async function signReq(body: unknown, origin = nextOrigin(), contentType = 'application/json') {
    const res = await s.app.inject({
      method: 'POST',
      url: '/public/v1/embed/sign',
      headers: { 'content-type': contentType, origin },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return {
      status: res.statusCode,
      body: res.json() as Json & { sign?: string },
      headers: res.headers,
    };
  }

  async function partnerGet(path: string, params: Record<string, string>, sign: string) {
    const res = await s.app.inject({
      method: 'GET',
      url: `/public/v1${path}?${toQuery({ ...params, sign })}`,
    });
    return res.json() as Json;
  }

  async function partnerPost(path: string, params: Record<string, unknown>, auth?: string) {
    const all = { ...params, appid: PARTNER, timestamp: now() };
    const res = await s.app.inject({
      method: 'POST',
      url: `/public/v1${path}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
      },
      payload: toQuery({ ...all, sign: computeSign(all, DEV_PARTNER_APP_SECRET) }),
    });
    return res.json() as Json;
  }

  describe('signing', () => {
    it('signs an allowed read for the partner appid, and the server accepts the request with that sign', async () => {
      const params = { appid: PARTNER, timestamp: String(now()), id: '1', type: '3' };
      const res = await signReq({ operation: 'educationInfo', params });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ sign: computeSign(params, DEV_PARTNER_APP_SECRET) });
      expect(res.body.sign).toMatch(/^[0-9A-F]{32}$/);
      expect(res.headers['cache-control']).toBe('no-store');
      const teacher = await partnerGet('/education/info', params, res.body.sign!);
      expect(teacher.code).toBe(200);
      expect(teacher.data).toMatchObject({ id: 1, type: 3 });
      expect(typeof teacher.data.realname).toBe('string');
      unchanged();
    });

    it('a sign for other params is refused by the server', async () => {
      const params = { appid: PARTNER, timestamp: String(now()), id: '1', type: '3' };
      const { body } = await signReq({ operation: 'educationInfo', params });
      const res = await partnerGet('/education/info', { ...params, id: '2' }, body.sign!);
      expect(res.code).toBe(401);
    });

    it('refuses a write operation for the partner appid (403)', async () => {
      for (const operation of ['toggleLike', 'toggleCollect', 'sendGift', 'addRemark', 'login']) {
        const res = await signReq({
          operation,
          params: { appid: PARTNER, timestamp: String(now()), id: '1' },
        });
        expect(res.status, operation).toBe(403);
        expect(res.body).toEqual({ code: 403, msg: '该应用无权调用此接口', data: null });
      }
    });

    it('refuses a read the partner appid is not allowed, and unknown operations (403)', async () => {
      for (const operation of ['commentList', 'paymentStatus', 'nope', '__proto__', 'embedSign']) {
        const res = await signReq({
          operation,
          params: { appid: PARTNER, timestamp: String(now()), id: '1' },
        });
        expect(res.status, operation).toBe(403);
        expect(res.body.code).toBe(403);
      }
    });

    it('refuses an unknown appid and the dev (non-partner) appid (403)', async () => {
      for (const appid of ['nobody', 'wzwebapp', '__proto__', 'hasOwnProperty']) {
        const res = await signReq({
          operation: 'educationInfo',
          params: { appid, timestamp: String(now()), id: '1', type: '3' },
        });
        expect(res.status, appid).toBe(403);
        expect(res.body).toEqual({ code: 403, msg: '该应用不是合作方应用，无法签名', data: null });
        expect(res.body.sign).toBeUndefined();
      }
    });

    it('refuses a timestamp outside the skew window, far future and past (403)', async () => {
      for (const ts of [now() + 301, now() + 10 * 365 * 86400, now() - 301]) {
        const res = await signReq({
          operation: 'educationInfo',
          params: { appid: PARTNER, timestamp: String(ts), id: '1', type: '3' },
        });
        expect(res.status, String(ts)).toBe(403);
        expect(res.body.msg).toContain('timestamp');
      }
      const edge = await signReq({
        operation: 'educationInfo',
        params: { appid: PARTNER, timestamp: String(now() + 290), id: '1', type: '3' },
      });
      expect(edge.status).toBe(200);
    });

    it('refuses malformed bodies with 400 and a JSON message', async () => {
      const ts = String(now());
      const ok = { appid: PARTNER, timestamp: ts, id: '1', type: '3' };
      const cases: [string, unknown, string?][] = [
        ['not JSON', '{"operation":'],
        ['empty', ''],
        ['array body', [ok]],
        ['string body', '"educationInfo"'],
        ['missing operation', { params: ok }],
        ['operation not a string', { operation: 1, params: ok }],
        ['missing params', { operation: 'educationInfo' }],
        ['params an array', { operation: 'educationInfo', params: [ok] }],
        ['nested params', { operation: 'educationInfo', params: { ...ok, id: { a: '1' } } }],
        ['number value', { operation: 'educationInfo', params: { ...ok, id: 1 } }],
        [
          'params with sign',
          { operation: 'educationInfo', params: { ...ok, sign: 'A'.repeat(32) } },
        ],
        ['undeclared parameter', { operation: 'educationInfo', params: { ...ok, debug: '1' } }],
        ['extra field', { operation: 'educationInfo', params: ok, secret: 'x' }],
        [
          'too many params',
          {
            operation: 'educationInfo',
            params: {
              ...ok,
              ...Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, 'v'])),
            },
          },
        ],
        ['long value', { operation: 'educationInfo', params: { ...ok, id: '1'.repeat(2000) } }],
        [
          'timestamp not digits',
          { operation: 'educationInfo', params: { ...ok, timestamp: '12.5' } },
        ],
        [
          'missing appid',
          { operation: 'educationInfo', params: { timestamp: ts, id: '1', type: '3' } },
        ],
        [
          'oversized body',
          JSON.stringify({ operation: 'educationInfo', params: ok, pad: 'x'.repeat(20_000) }),
        ],
        [
          'form body',
          toQuery({ operation: 'educationInfo', ...ok }),
          'application/x-www-form-urlencoded',
        ],
        ['text body', JSON.stringify({ operation: 'educationInfo', params: ok }), 'text/plain'],
      ];
      for (const [name, body, contentType] of cases) {
        const res = await signReq(body, nextOrigin(), contentType);
        expect(res.status, name).toBe(400);
        expect(res.body.code, name).toBe(400);
        expect(res.body.msg, name).toMatch(/^参数错误: /);
        expect(res.body.sign, name).toBeUndefined();
      }
      unchanged();
    });

    it('answers a CORS preflight for POST + Content-Type from any origin, and the POST carries the origin', async () => {
      const origin = 'https://school.example';
      const pre = await s.app.inject({
        method: 'OPTIONS',
        url: '/public/v1/embed/sign',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe(origin);
      expect(String(pre.headers['access-control-allow-methods'])).toContain('POST');
      expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'content-type',
      );
      const res = await s.app.inject({
        method: 'POST',
        url: '/public/v1/embed/sign',
        headers: { origin, 'content-type': 'application/json' },
        payload: JSON.stringify({
          operation: 'teacherSubjects',
          params: { appid: PARTNER, timestamp: String(now()), teacher_id: '1' },
        }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
    });
  });

  describe('rate limit per origin', () => {
    it('answers 429 with Retry-After after N signatures from one origin; another origin still gets signs; the window resets', async () => {
      const origin = 'https://busy.example';
      const body = () => ({
        operation: 'educationInfo',
        params: { appid: PARTNER, timestamp: String(now()), id: '1', type: '3' },
      });
      for (let i = 0; i < 5; i++) expect((await signReq(body(), origin)).status).toBe(200);
      const limited = await signReq(body(), origin);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ code: 429, msg: '签名请求过于频繁，请稍后再试', data: null });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // malformed bodies count and are refused too once over the limit
      expect((await signReq('{', origin)).status).toBe(429);
      expect((await signReq(body(), 'https://quiet.example')).status).toBe(200);
      s.advance(61);
      try {
        expect((await signReq(body(), origin)).status).toBe(200);
      } finally {
        s.advance(-61);
      }
    });

    it('without an Origin header the remote address is the key', async () => {
      const body = () =>
        JSON.stringify({
          operation: 'educationInfo',
          params: { appid: PARTNER, timestamp: String(now()), id: '1', type: '3' },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await s.app.inject({
          method: 'POST',
          url: '/public/v1/embed/sign',
          headers: { 'content-type': 'application/json' },
          payload: body(),
          remoteAddress: '10.0.0.7',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const other = await s.app.inject({
        method: 'POST',
        url: '/public/v1/embed/sign',
        headers: { 'content-type': 'application/json' },
        payload: body(),
        remoteAddress: '10.0.0.8',
      });
      expect(other.statusCode).toBe(200);
    });
  });

  describe('enforcement: a partner appid reaches only its operations, whoever computed the sign', () => {
    it('the same write signed by the dev appid does write (so the refusals below are meaningful)', async () => {
      const res = await s.post('/education/toggleLike', { id: 3 }, token);
      expect(res.code).toBe(200);
      expect(tableCounts(s.db)).not.toEqual(before);
      await s.post('/education/toggleLike', { id: 3 }, token); // back to unliked
    });

    const writes: [string, Record<string, unknown>][] = [
      ['/education/toggleLike', { id: 1 }],
      ['/education/toggleCollect', { id: 1 }],
      ['/education/sendGift', { teacherid: 1, id: 1, number: 1 }],
      ['/education/addRemark', { teacher_id: 1, content: '讲课认真', pingji: '优秀' }],
      ['/education/postComment', { id: 1, msg: '好' }],
      ['/education/rate', { id: 1, score: 5 }],
      ['/education/share', { id: 1 }],
    ];
    for (const [path, params] of writes) {
      it(`${path} with the partner secret and a logged-in token: code 403, nothing written`, async () => {
        const res = await partnerPost(path, params, token);
        expect(res).toEqual({ code: 403, msg: '该应用无权调用此接口', data: null });
        unchanged();
      });
    }

    it('reads outside the partner list are refused too', async () => {
      const params = { appid: PARTNER, timestamp: now(), id: 1, page: 1 };
      const signed = { ...params, sign: computeSign(params, DEV_PARTNER_APP_SECRET) };
      const res = (
        await s.app.inject({
          method: 'GET',
          url: `/public/v1/education/commentList?${toQuery(signed)}`,
        })
      ).json() as Json;
      expect(res).toEqual({ code: 403, msg: '该应用无权调用此接口', data: null });
      const pay = { appid: PARTNER, timestamp: now(), order_number: 'WZ20261121000001' };
      const paid = await s.app.inject({
        method: 'GET',
        url: `/public/v1/education/paymentStatus?${toQuery({ ...pay, sign: computeSign(pay, DEV_PARTNER_APP_SECRET) })}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect((paid.json() as Json).code).toBe(403);
      unchanged();
    });

    it('allowed reads work with a sign computed directly with the partner secret; a wrong partner sign is 401', async () => {
      const params = { teacher_id: 1 };
      const res = await s.app.inject({
        method: 'GET',
        url: `/public/v1/education/subjects?${toQuery(signParams(params, { appid: PARTNER, secret: DEV_PARTNER_APP_SECRET, timestamp: now() }))}`,
      });
      expect((res.json() as Json).code).toBe(200);
      const wrong = await s.app.inject({
        method: 'GET',
        url: `/public/v1/education/subjects?${toQuery(signParams(params, { appid: PARTNER, secret: 'wz-dev-secret', timestamp: now() }))}`,
      });
      expect((wrong.json() as Json).code).toBe(401);
    });
  });
});
