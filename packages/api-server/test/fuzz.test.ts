import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from '../src/index.js';
import { signParams, testServer, toQuery, type Json, type TestServer } from './helpers.js';

// Arbitrary values for the parameters of a few operations: the server answers an envelope (never a crash),
// and a rejected request leaves every table as it was.
const value = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.double({ noNaN: false }), fc.constantFrom('', '-1', '0', '1e309', "' OR 1=1 --", '<svg onload=x>', '%00', '１２'));

describe('fuzzed parameters', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await testServer();
    token = await s.login();
  });
  afterAll(() => s.close());

  it('GET coursewareList / commentList / info never crash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/education/coursewareList', '/education/commentList', '/education/info', '/search'), fc.dictionary(fc.constantFrom('teacher_id', 'type', 'page', 'sort', 'id', 'keyword'), value), async (path, params) => {
        const before = tableCounts(s.db);
        const res = await s.app.inject({ method: 'GET', url: `/public/v1${path}?${toQuery(signParams(params))}` });
        expect(res.statusCode).toBe(200);
        const body = res.json() as Json;
        expect([200, 201, 400, 404]).toContain(body.code);
        if (body.code !== 200) expect(tableCounts(s.db)).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });

  it('POST addRemark / sendGift never crash and write only when accepted', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/education/addRemark', '/education/sendGift'), fc.dictionary(fc.constantFrom('teacher_id', 'content', 'pingji', 'teacherid', 'id', 'number'), value), async (path, params) => {
        const before = tableCounts(s.db);
        const res = await s.app.inject({
          method: 'POST',
          url: `/public/v1${path}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
          payload: toQuery(signParams(params)),
        });
        expect(res.statusCode).toBe(200);
        const body = res.json() as Json;
        expect([200, 201, 400, 404]).toContain(body.code);
        if (body.code !== 200) expect(tableCounts(s.db)).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });
});
