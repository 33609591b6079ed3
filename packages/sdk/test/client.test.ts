import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, endpointSigner, signParams } from '../src/index';
import { envelope, fieldsOf, hang, ok, SECRET, setup } from './helpers';

afterEach(() => {
  vi.useRealTimers();
});

describe('wire format', () => {
  it('given a GET, sends the params with appid, timestamp and a valid sign in the query', async () => {
    const { client, requests } = setup(() => ok({ count: 3 }));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T00:00:00Z'));
    await expect(client.call('flowerCount', { id: 7 })).resolves.toEqual({ count: 3 });
    const [request] = requests;
    expect(request!.method).toBe('GET');
    expect(new URL(request!.url).pathname).toBe('/public/v1/education/flowerCount');
    const fields = await fieldsOf(request!);
    expect(fields).toMatchObject({
      id: '7',
      appid: 'wzwebapp',
      timestamp: String(Date.parse('2026-11-22T00:00:00Z') / 1000),
    });
    const { sign, ...rest } = fields;
    expect(sign).toBe(signParams(rest, SECRET));
  });

  it('given a POST, form-encodes nested values with dot keys and signs the body', async () => {
    const { client, requests } = setup(() => ok({ id: 4 }));
    await client.call('postReply', { id: 12, message_id: 5, msg: '谢谢老师 & 同学' });
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    const fields = await fieldsOf(request!);
    expect(fields).toMatchObject({
      id: '12',
      message_id: '5',
      msg: '谢谢老师 & 同学',
      appid: 'wzwebapp',
    });
    const { sign, ...rest } = fields;
    expect(sign).toBe(signParams(rest, SECRET));
    expect(new URL(request!.url).search).toBe('');
  });

  it('a write repeated within one second is signed with the next second (never the same signed request)', async () => {
    const { client, requests } = setup(() => ok({ status: 1, count: 1 }));
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = Date.parse('2026-11-22T00:00:00Z') / 1000;
    vi.setSystemTime(t * 1000);
    await client.call('toggleLike', { id: 3 });
    await client.call('toggleLike', { id: 3 });
    await client.call('toggleLike', { id: 4 });
    await client.call('flowerCount', { id: 3 });
    await client.call('flowerCount', { id: 3 });
    const fields = await Promise.all(requests.map((r) => fieldsOf(r)));
    expect(fields.map((f) => Number(f.timestamp) - t)).toEqual([0, 1, 0, 0, 0]);
    expect(new Set(fields.slice(0, 2).map((f) => f.sign)).size).toBe(2);
    for (const { sign, ...rest } of fields) expect(sign).toBe(signParams(rest, SECRET));
    vi.setSystemTime((t + 5) * 1000);
    await client.call('toggleLike', { id: 3 });
    expect(Number((await fieldsOf(requests[5]!)).timestamp)).toBe(t + 5);
  });

  it('a write sent as GET repeated within one second is signed with the next second too (mall follow)', async () => {
    const { client, requests } = setup(() => ok({ followed: true }));
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = Date.parse('2026-11-22T00:00:00Z') / 1000;
    vi.setSystemTime(t * 1000);
    await client.call('mallFollow', { goods_id: 2 });
    await client.call('mallFollow', { goods_id: 2 });
    const fields = await Promise.all(requests.map((r) => fieldsOf(r)));
    expect(requests.map((r) => r.method)).toEqual(['GET', 'GET']);
    expect(fields.map((f) => Number(f.timestamp) - t)).toEqual([0, 1]);
    for (const { sign, ...rest } of fields) expect(sign).toBe(signParams(rest, SECRET));
  });

  it('sends the bearer token only where x-auth asks for it', async () => {
    const { client, requests, tokenStore } = setup(() => ok(null));
    await client.call('loginout'); // bearer
    await client.call('coursewareDetail', { id: 1, type: 1 }); // optional, token present
    await client.call('banner', { belong_id: 0 }); // none
    tokenStore.clear();
    await client.call('coursewareDetail', { id: 1, type: 1 }); // optional, guest
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer T1',
      'Bearer T1',
      null,
      null,
    ]);
  });

  it('re-reads the token from the store before each send', async () => {
    const { client, requests, tokenStore } = setup(() => ok({ status: 1, count: 2 }));
    await client.call('toggleLike', { id: 1 });
    tokenStore.setToken('T9');
    await client.call('toggleLike', { id: 1 });
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer T1', 'Bearer T9']);
  });

  it('signs through an endpoint signer so no secret ships: POSTs { params, operation } as JSON', async () => {
    const calls: { url: string; method?: string; contentType: string | null; body: unknown }[] = [];
    const signer = endpointSigner('http://sign.test/sign', {
      fetch: async (url, init) => {
        const body = JSON.parse(String(init?.body)) as { params: Record<string, string> };
        calls.push({
          url: String(url),
          method: init?.method,
          contentType: new Headers(init?.headers).get('Content-Type'),
          body,
        });
        return new Response(JSON.stringify({ sign: signParams(body.params, SECRET) }));
      },
    });
    const { client, requests } = setup(() => ok({ average: 4.5 }), { signer });
    await client.call('averageScore', { id: 1 });
    await client.call('toggleLike', { id: 2 });
    const { sign, ...rest } = await fieldsOf(requests[0]!);
    expect(calls[0]).toEqual({
      url: 'http://sign.test/sign',
      method: 'POST',
      contentType: 'application/json',
      body: { params: rest, operation: 'averageScore' },
    });
    expect(sign).toBe(signParams(rest, SECRET));
    const { sign: sign2, ...rest2 } = await fieldsOf(requests[1]!);
    expect(calls[1]!.body).toEqual({ params: rest2, operation: 'toggleLike' });
    expect(sign2).toBe(signParams(rest2, SECRET));
  });

  it('passes the signer a context with operation, method and path; one-argument signers still work', async () => {
    const contexts: unknown[] = [];
    const { client } = setup(() => ok(null), {
      signer: (params, context) => {
        contexts.push(context);
        return signParams(params, SECRET);
      },
    });
    await client.call('educationInfo', { id: 1, type: 3 });
    await client.call('sendGift', { teacherid: 1, id: 2, number: 1 });
    // a raw request of an operation this client has sent is known by its route; another gets its path
    await client.raw.GET('/education/info', { params: { query: { id: 3, type: 3 } } } as never);
    await client.raw.GET('/education/flowerCount', { params: { query: { id: 3 } } } as never);
    expect(contexts).toEqual([
      { operation: 'educationInfo', method: 'GET', path: '/education/info' },
      { operation: 'sendGift', method: 'POST', path: '/education/sendGift' },
      { operation: 'educationInfo', method: 'GET', path: '/education/info' },
      { operation: '/public/v1/education/flowerCount', method: 'GET', path: '/public/v1/education/flowerCount' },
    ]);
    const oneArg = (params: Readonly<Record<string, string>>) => signParams(params, SECRET);
    const legacy = setup(() => ok({ count: 1 }), { signer: oneArg });
    await expect(legacy.client.call('flowerCount', { id: 1 })).resolves.toEqual({ count: 1 });
    const { sign, ...rest } = await fieldsOf(legacy.requests[0]!);
    expect(sign).toBe(signParams(rest, SECRET));
  });

  it('given a failing signing endpoint, rejects without sending the call', async () => {
    const signer = endpointSigner('http://sign.test/sign', {
      fetch: async () => new Response('nope', { status: 503 }),
    });
    const { client, requests } = setup(() => ok(null), { signer });
    const error = await client.call('getAppcode').catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'network',
      msg: '签名失败，请稍后重试',
      operation: 'getAppcode',
    });
    expect((error as Error).cause).toMatchObject({ message: 'Signing endpoint answered HTTP 503' });
    expect(requests).toHaveLength(0);
  });
});

describe('envelope and errors', () => {
  it('given code 200, resolves with data; request() resolves with the whole envelope', async () => {
    const { client } = setup(() => ok({ trade_state: 'NOTPAY' }, { msg: '请求成功' }));
    await expect(
      client.call('paymentStatus', { order_number: 'WZ20261121000001' }),
    ).resolves.toEqual({ trade_state: 'NOTPAY' });
    await expect(
      client.request('paymentStatus', { order_number: 'WZ20261121000001' }),
    ).resolves.toEqual({
      code: 200,
      msg: '请求成功',
      data: { trade_state: 'NOTPAY' },
    });
  });

  it.each([
    [201, '备注内容不能为空'],
    [202, '请先登录'],
    [401, '签名错误'],
    [400, 'content must NOT have fewer than 1 characters'],
  ])('given code %i, rejects with ApiError carrying code, msg and operation', async (code, msg) => {
    const { client } = setup(() => envelope({ code, msg, data: null }));
    const error = await client
      .call('addRemark', { teacher_id: 1, content: 'x', pingji: '优秀' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'api', code, msg, operation: 'addRemark' });
  });

  it('given HTTP 500, rejects with the server response', async () => {
    const { client } = setup(() => new Response('Internal Server Error', { status: 500 }));
    const error = await client.call('banner', { belong_id: 0 }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'http',
      code: 500,
      msg: 'Internal Server Error',
      operation: 'banner',
      response: 'Internal Server Error',
    });
  });

  it('given HTTP 413 with a JSON body, uses its msg', async () => {
    const { client } = setup(() => envelope({ msg: 'Body too large' }, 413));
    await expect(client.call('tourLists', {})).rejects.toMatchObject({
      kind: 'http',
      code: 413,
      msg: 'Body too large',
    });
  });

  it('given malformed JSON, rejects with a parse error', async () => {
    const { client } = setup(
      () =>
        new Response('{"code":200,"data":', { headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(client.call('getAppcode')).rejects.toMatchObject({
      kind: 'parse',
      operation: 'getAppcode',
    });
  });

  it('given JSON without a code, rejects with a parse error', async () => {
    const { client } = setup(() => new Response('[1,2]'));
    await expect(client.call('getAppcode')).rejects.toMatchObject({ kind: 'parse' });
  });

  it('given a network failure, rejects with a network error', async () => {
    const { client } = setup(() => {
      throw new TypeError('fetch failed');
    });
    const error = await client.call('getClientCity').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', code: 0, operation: 'getClientCity' });
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  it('times out after 12 000 ms with a timeout error', async () => {
    vi.useFakeTimers();
    const { client, requests } = setup((request) => hang(request));
    let settled = false;
    const result = client.call('getTuijianList').finally(() => {
      settled = true;
    });
    result.catch(() => undefined);
    for (let i = 0; i < 20 && requests.length === 0; i++) await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(11_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toMatchObject({ kind: 'timeout', operation: 'getTuijianList' });
  });

  it('honours timeoutMs and a caller abort (AbortError, not ApiError)', async () => {
    vi.useFakeTimers();
    const { client } = setup((request) => hang(request), { timeoutMs: 500 });
    const timed = client.call('getAppcode');
    const expectation = expect(timed).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(500);
    await expectation;

    const controller = new AbortController();
    const aborted = client.call('getAppcode', {}, { signal: controller.signal });
    const abortExpectation = expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await abortExpectation;
  });
});
