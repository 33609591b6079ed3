import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheKey } from '../src/http/cache.js';
import { fail, ok } from '../src/http/context.js';
import { AnswerSerializers } from '../src/http/serializers.js';
import { flattenParams, loadSpecification, signingBase } from '../src/index.js';
import { sortKeys } from '../src/http/sign.js';
import { signParams, testServer, toQuery, type TestServer } from './helpers.js';

/** The signing base as the SDK builds it: always flattened, comparator sort. */
function referenceBase(params: Record<string, unknown>, secret: string): string {
  const flat = flattenParams(params);
  delete flat.sign;
  const keys = Object.keys(flat).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return keys.map((k) => `${k}=${flat[k]}`).join('&') + secret;
}

describe('signing base fast path (flat string params)', () => {
  it('equals the flattened base for any flat string params', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 12 })),
        (params) => {
          expect(signingBase(params, 'S')).toBe(referenceBase(params, 'S'));
        },
      ),
    );
  });

  it('leaves out an own __proto__ key and sign, like flattening does', () => {
    const params = JSON.parse('{"__proto__":"x","b":"2","a":"1","sign":"X"}') as Record<
      string,
      unknown
    >;
    expect(signingBase(params, 'S')).toBe('a=1&b=2S');
    expect(signingBase(params, 'S')).toBe(referenceBase(params, 'S'));
  });
});

describe('sortKeys', () => {
  it('orders like the comparator sort (UTF-16 code units)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', maxLength: 4 }), { maxLength: 30 }),
        (keys) => {
          expect(sortKeys([...keys])).toEqual(
            [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
          );
        },
      ),
    );
  });
});

describe('read cache key', () => {
  it('ignores the signing fields and key order, keeps types and values apart', () => {
    const a = cacheKey('op', { b: 1, a: 'x', appid: 'p', timestamp: 1, sign: 'S' });
    expect(a).toBe(cacheKey('op', { a: 'x', b: 1, appid: 'q', timestamp: 2, sign: 'T' }));
    expect(a).not.toBe(cacheKey('op', { a: 'x', b: '1' }));
    expect(a).not.toBe(cacheKey('op2', { a: 'x', b: 1 }));
    expect(cacheKey('op', { a: 'x\u0000b', c: 1 })).not.toBe(cacheKey('op', { a: 'x', b: 'c' }));
    expect(cacheKey('op', { ids: [1, 2] })).not.toBe(cacheKey('op', { ids: [12] }));
  });
});

describe('answer serializers compiled from the contract', () => {
  const serializers = new AnswerSerializers(loadSpecification() as never, true);
  const categories = serializers.of('daohangGetCategoryList');

  it('write what JSON.stringify writes, fields beyond the schema included', () => {
    const env = { ...ok([{ id: 1, name: '分类"\u2028', children: [], extra: { a: [1, null] } }]), newtoken: 't' };
    expect(JSON.parse(categories(env))).toEqual(JSON.parse(JSON.stringify(env)));
    expect(categories(fail(404, '不存在'))).toBe('{"code":404,"msg":"不存在","data":null}');
  });

  it('in verify mode, refuse an answer the schema would change (a string where an integer is declared)', () => {
    expect(() => categories(ok([{ id: '12', name: 'a', children: [] }]))).toThrow(/changed the answer/);
  });

  it('refuse an answer that lacks a required field', () => {
    expect(() => categories(ok([{ id: 1, children: [] }]))).toThrow();
  });
});

describe('hot read answers over HTTP', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  const raw = (path: string, params: Record<string, unknown>) =>
    s.app.inject({ method: 'GET', url: `/public/v1${path}?${toQuery(signParams(params))}` });

  it('teacher info: only the view count differs between two answers', async () => {
    const a = await raw('/education/info', { id: 3, type: 3 });
    const b = await raw('/education/info', { id: 3, type: 3 });
    expect(a.headers['content-type']).toBe('application/json; charset=utf-8');
    const ja = a.json();
    const jb = b.json();
    expect(jb.data.clickcount).toBe(ja.data.clickcount + 1);
    expect({ ...jb, data: { ...jb.data, clickcount: 0 } }).toEqual({
      ...ja,
      data: { ...ja.data, clickcount: 0 },
    });
    // the bytes are exactly what serializing the parsed answer gives (same key order, same escapes)
    expect(b.body).toBe(JSON.stringify(jb));
    expect(Number(b.headers['content-length'])).toBe(Buffer.byteLength(b.body));
  });

  it('the age follows the (UTC+8) calendar when the clock moves on', async () => {
    const ageAt = (csdate: string, seconds: number) => {
      const [y, m, d] = csdate.split('-').map(Number) as [number, number, number];
      const now = new Date((seconds + 8 * 3600) * 1000);
      const before =
        now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
      return now.getUTCFullYear() - y - (before ? 1 : 0);
    };
    for (let i = 0; i < 5; i++) {
      const info = (await s.get('/education/info', { id: 4, type: 3 })).data;
      expect(info.age).toBe(ageAt(info.csdate, s.ctx.now()));
      s.advance(97 * 86400);
    }
    s.advance(-5 * 97 * 86400);
  });

  it('a cached list is served with the same bytes and headers, and a write invalidates it', async () => {
    const params = { teacher_id: 2, type: 1, page: 1, sort: 2 };
    const miss = await raw('/education/coursewareList', params);
    const hit = await raw('/education/coursewareList', params);
    expect(hit.body).toBe(miss.body);
    expect(hit.headers['content-type']).toBe(miss.headers['content-type']);
    expect(hit.headers['access-control-allow-origin']).toBe('*');
    const lists = miss.json().data.lists as { id: number }[];
    const last = lists[lists.length - 1]!;
    s.db
      .prepare('UPDATE courseware SET clickcount = clickcount + 1000000 WHERE id = ?')
      .run(last.id);
    expect((await raw('/education/coursewareList', params)).body).toBe(miss.body);
    s.ctx.cache.bump();
    const after = (await raw('/education/coursewareList', params)).json();
    expect(after.data.lists[0].id).toBe(last.id);
    expect(after.data.lists[0].clickcount).toBeGreaterThanOrEqual(1000000);
  });

  it('a cache hit still needs a valid signature, a fresh timestamp and declared params only', async () => {
    const params = { teacher_id: 1, type: 1, page: 1, sort: 1 };
    expect((await raw('/education/coursewareList', params)).json().code).toBe(200);
    const signed = signParams(params) as Record<string, string>;
    const bad = await s.app.inject({
      method: 'GET',
      url: `/public/v1/education/coursewareList?${toQuery({ ...signed, sign: '0'.repeat(32) })}`,
    });
    expect(bad.json().code).toBe(401);
    const old = signParams(params, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: `/public/v1/education/coursewareList?${toQuery(old)}`,
        })
      ).json().code,
    ).toBe(401);
    const extra = await raw('/education/coursewareList', { ...params, debug: 1 });
    expect(extra.json().code).toBe(400);
    const invalid = await raw('/education/coursewareList', { ...params, page: 'x' });
    expect(invalid.json().code).toBe(400);
  });
});
