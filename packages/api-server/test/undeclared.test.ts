import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tableCounts } from '../src/index.js';
import { shadowedKey } from '../src/http/params.js';
import { signParams, testServer, toQuery, type Json, type TestServer } from './helpers.js';

// Issue 19.6: an empty parameter name and a dotted key shadowed by a plain key are undeclared parameters.
describe('undeclared parameters that used to slip through', () => {
  let s: TestServer;
  let token: string;
  let before: Record<string, number>;
  beforeAll(async () => {
    s = await testServer();
    token = await s.login();
  });
  afterAll(() => s.close());
  beforeEach(() => {
    before = tableCounts(s.db);
  });

  const post = async (path: string, params: Record<string, unknown>) =>
    (
      await s.app.inject({
        method: 'POST',
        url: `/public/v1${path}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
        payload: toQuery(signParams(params)),
      })
    ).json() as Json;

  it('an empty name in a form body or a query string is refused with 400', async () => {
    expect(await post('/education/toggleLike', { '': 'x', id: 1 })).toEqual({ code: 400, msg: '参数错误: (空) 不是此接口的参数', data: null });
    const res = await s.app.inject({ method: 'GET', url: `/public/v1/education/info?${toQuery(signParams({ '': 'x', id: 1, type: 3 }))}` });
    expect(res.json()).toEqual({ code: 400, msg: '参数错误: (空) 不是此接口的参数', data: null });
    expect(tableCounts(s.db)).toEqual(before);
  });

  it('a dotted key overwritten by a plain key of the same name is refused, in either order', async () => {
    const dottedFirst = await post('/education/postComment', { id: 2, 'msg.x': 'hidden', msg: 'hello' });
    expect(dottedFirst).toEqual({ code: 400, msg: '参数错误: msg.x 不是此接口的参数', data: null });
    const plainFirst = await post('/education/postComment', { msg: 'hello', 'msg.x': 'hidden', id: 3 });
    expect(plainFirst.code).toBe(400);
    expect(plainFirst.msg).toBe('参数错误: msg.x 不是此接口的参数');
    const indexed = await post('/education/postComment', { id: 4, msg: 'hello', 'msg[0]': 'hidden' });
    expect(indexed.msg).toBe('参数错误: msg[0] 不是此接口的参数');
    expect(tableCounts(s.db)).toEqual(before);
  });

  it('shadowedKey: two keys for one place, or a key under a plain value; nothing else', () => {
    expect(shadowedKey({ 'ids[0]': '1', 'ids.0': '2' })).toBe('ids.0');
    expect(shadowedKey({ 'a.b': '1', 'a.b.c': '2' })).toBe('a.b.c');
    expect(shadowedKey({ 'reply.msg': '1', 'reply.to': '2', 'ids[0]': '3', 'ids[1]': '4', id: '5' })).toBeUndefined();
  });
});
