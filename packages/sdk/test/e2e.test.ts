// The SDK against the reference api-server (real HTTP on a free port): signatures, envelopes, session.
import { createServer, type ApiServer } from '@wz/api-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createPortalClient,
  endpointSigner,
  md5Signer,
  memoryTokenStore,
  type PortalClient,
} from '../src/index';

let server: ApiServer;
let offset = 0;
let baseUrl: string;

beforeAll(async () => {
  server = await createServer({
    dbPath: ':memory:',
    port: 0,
    host: '127.0.0.1',
    logRequests: false,
    tokenTtlSeconds: 60,
    log: () => undefined,
    clock: () => Math.floor(Date.now() / 1000) + offset,
  });
  baseUrl = `${await server.listen()}/public/v1`;
}, 120_000); // seeding the demo database is slow on a loaded 2-core machine

afterAll(async () => {
  await server?.close();
});

function client(options: { secret?: string; onSessionExpired?: () => void } = {}): PortalClient {
  return createPortalClient({
    baseUrl,
    appid: 'wzwebapp',
    signer: md5Signer(options.secret ?? 'wz-dev-secret'),
    tokenStore: memoryTokenStore(),
    onSessionExpired: options.onSessionExpired,
  });
}

describe('against @wz/api-server', { timeout: 60_000 }, () => {
  it('reads are signed, accepted and typed', async () => {
    const api = client();
    const teacher = await api.call('educationInfo', { id: 1, type: 3 });
    expect(teacher.type).toBe(3);
    const list = await api.call('coursewareList', { teacher_id: 1, type: 1, page: 1, sort: 1 });
    expect(list.total).toBeGreaterThan(0);
    expect(list.lists.length).toBeLessThanOrEqual(10);
  });

  it('a wrong secret is refused with code 401', async () => {
    await expect(client({ secret: 'not-the-secret' }).call('getAppcode')).rejects.toMatchObject({
      kind: 'api',
      code: 401,
    });
  });

  it('invalid params are refused with code 400 naming the field', async () => {
    // Bypass the types on purpose: the server must validate too.
    const call = client().call as (op: string, params: object) => Promise<unknown>;
    await expect(call('educationInfo', { id: 1, type: 9 })).rejects.toMatchObject({
      kind: 'api',
      code: 400,
    });
  });

  it('logs in, sends signed form bodies with the bearer token, and expires once', async () => {
    const onSessionExpired = vi.fn();
    const api = client({ onSessionExpired });
    const login = await api.call('login', { username: 'demo', password: 'demo1234' });
    api.tokenStore.setToken(login.token);
    api.tokenStore.setUserInfo(login.userInfo);

    const reply = await api.call('postComment', { id: 1, msg: '讲得好 & 清楚 = 满分' });
    expect(reply.id).toBeGreaterThan(0);
    const first = await api.call('toggleLike', { id: 1 });
    const second = await api.call('toggleLike', { id: 1 });
    expect(second.status).toBe(first.status === 1 ? 0 : 1);

    offset += 120; // past the 60 s token lifetime, inside the 300 s signature window
    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5].map(() => api.call('toggleCollect', { id: 1 })),
    );
    expect(
      results.every((r) => r.status === 'rejected' && (r.reason as { code: number }).code === 101),
    ).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(api.tokenStore.getToken()).toBeNull();
    offset -= 120;
  });
});

describe('a partner appid signed by the server (@wz/embed setup)', { timeout: 60_000 }, () => {
  function partner(signer = endpointSigner(`${baseUrl}/embed/sign`)): PortalClient {
    return createPortalClient({
      baseUrl,
      appid: 'wzpartner',
      signer,
      tokenStore: memoryTokenStore(),
    });
  }

  it('reads a teacher through endpointSigner, with no secret on the client', async () => {
    const api = partner();
    const teacher = await api.call('educationInfo', { id: 1, type: 3 });
    expect(teacher).toMatchObject({ id: 1, type: 3 });
    const subjects = await api.call('teacherSubjects', { teacher_id: 1 });
    expect(Array.isArray(subjects.lists)).toBe(true);
  });

  it('the endpoint refuses to sign a write, so the call never leaves the client', async () => {
    const error = await partner()
      .call('toggleLike', { id: 1 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'network',
      msg: '签名失败，请稍后重试',
      operation: 'toggleLike',
    });
    expect((error as Error).cause).toMatchObject({ message: 'Signing endpoint answered HTTP 403' });
  });

  it('a write signed with the partner secret itself is refused by the server with code 403', async () => {
    const api = partner(md5Signer('wz-partner-dev-secret'));
    await expect(api.call('getAppcode')).rejects.toMatchObject({
      kind: 'api',
      code: 403,
      msg: '该应用无权调用此接口',
    });
    await expect(api.call('sendGift', { teacherid: 1, id: 1, number: 1 })).rejects.toMatchObject({
      kind: 'api',
      code: 403,
    });
  });
});
