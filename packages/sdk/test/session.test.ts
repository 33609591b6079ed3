// The client's session: token, renewal, expiry (wire format and envelopes: client.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, memoryTokenStore, SESSION_EXPIRED_MESSAGE } from '../src/index';
import { envelope, ok, setup, USER } from './helpers';

afterEach(() => {
  vi.useRealTimers();
});

describe('session', () => {
  const expired = () => envelope({ code: 101, msg: '登录已过期', data: null });

  it('stores a newtoken from any response and sends it next time (rotation)', async () => {
    const { client, requests, tokenStore } = setup((_r, i) =>
      i === 0 ? ok({ count: 1 }, { newtoken: 'T2' }) : ok({ count: 1 }),
    );
    await client.call('flowerCount', { id: 1 });
    expect(tokenStore.getToken()).toBe('T2');
    await client.call('toggleCollect', { id: 1 });
    expect(requests[1]!.headers.get('Authorization')).toBe('Bearer T2');
  });

  it('given no session, a public read is answered as it is (no session to renew: a newtoken is ignored)', async () => {
    const { client, requests, tokenStore } = setup(() => ok({ count: 1 }, { newtoken: 'T9' }), {
      tokenStore: memoryTokenStore(),
    });
    await expect(client.call('flowerCount', { id: 1 })).resolves.toEqual({ count: 1 });
    expect(requests).toHaveLength(1);
    expect(tokenStore.getToken()).toBeNull();
  });

  it('given 101 under 10 s after a newtoken, retries once with the stored token', async () => {
    let release!: () => void;
    const rotationLanded = new Promise<void>((resolve) => (release = resolve));
    let sent!: () => void;
    const toggleSent = new Promise<void>((resolve) => (sent = resolve));
    const { client, requests, onSessionExpired } = setup((request) => {
      if (!request.url.includes('/toggleLike')) return ok({ count: 1 }, { newtoken: 'T2' });
      // The toggle left with T1 and fails only after another call rotated the token to T2.
      if (request.headers.get('Authorization') === 'Bearer T2') return ok({ status: 1, count: 2 });
      sent();
      return rotationLanded.then(expired);
    });
    const toggle = client.call('toggleLike', { id: 1 });
    await toggleSent; // (a write first loads the writes' table)
    await client.call('flowerCount', { id: 1 });
    release();
    await expect(toggle).resolves.toEqual({ status: 1, count: 2 });
    const toggles = requests.filter((r) => r.url.includes('/toggleLike'));
    expect(toggles.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer T1', 'Bearer T2']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('given 101 with a fresh newtoken, the retry carries the rotated token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let rotated = false;
    const { client, requests, onSessionExpired, tokenStore } = setup((request) => {
      const auth = request.headers.get('Authorization');
      if (!rotated) {
        rotated = true;
        // The server rotates the token on one call while another, already sent with T1, fails.
        return envelope({ code: 101, msg: '登录已过期', data: null, newtoken: 'T2' });
      }
      return auth === 'Bearer T2' ? ok({ status: 1, count: 5 }) : expired();
    });
    await expect(client.call('toggleLike', { id: 1 })).resolves.toEqual({ status: 1, count: 5 });
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer T1', 'Bearer T2']);
    expect(tokenStore.getToken()).toBe('T2');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('given 101 with no recent newtoken, clears token and userInfo and reports the expiry once', async () => {
    const { client, requests, tokenStore, onSessionExpired } = setup(expired);
    const error = await client.call('toggleLike', { id: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'api', code: 101, operation: 'toggleLike' });
    expect(requests).toHaveLength(1);
    expect(tokenStore.getToken()).toBeNull();
    expect(tokenStore.getUserInfo()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith({
      operation: 'toggleLike',
      message: SESSION_EXPIRED_MESSAGE,
    });
  });

  it('given a newtoken older than 10 s, does not retry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client, requests, onSessionExpired } = setup((_r, i) =>
      i === 0 ? ok({ count: 1 }, { newtoken: 'T2' }) : expired(),
    );
    await client.call('flowerCount', { id: 1 });
    vi.advanceTimersByTime(10_001);
    await expect(client.call('toggleLike', { id: 1 })).rejects.toMatchObject({ code: 101 });
    expect(requests).toHaveLength(2);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('given a retry that also gets 101, expires without looping', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client, requests, onSessionExpired, tokenStore } = setup((_r, i) =>
      i === 0 ? ok({ count: 1 }, { newtoken: 'T2' }) : expired(),
    );
    await client.call('flowerCount', { id: 1 });
    await expect(client.call('toggleLike', { id: 1 })).rejects.toMatchObject({ code: 101 });
    expect(requests).toHaveLength(3);
    expect(tokenStore.getToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('given 20 concurrent 101s, calls onSessionExpired once and sends each request once', async () => {
    const { client, requests, onSessionExpired, tokenStore } = setup(expired);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => client.call('toggleLike', { id: i + 1 })),
    );
    expect(
      results.every((r) => r.status === 'rejected' && (r.reason as ApiError).code === 101),
    ).toBe(true);
    expect(requests).toHaveLength(20);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokenStore.getToken()).toBeNull();
  });

  it('given 20 concurrent 101s right after a newtoken, retries each once and still expires once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client, requests, onSessionExpired } = setup((_r, i) =>
      i === 0 ? ok({ count: 1 }, { newtoken: 'T2' }) : expired(),
    );
    await client.call('flowerCount', { id: 1 });
    await Promise.allSettled(
      Array.from({ length: 20 }, () => client.call('toggleLike', { id: 1 })),
    );
    expect(requests).toHaveLength(1 + 40);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('after a new login, a later expiry is reported again', async () => {
    const { client, tokenStore, onSessionExpired } = setup(expired);
    await client.call('toggleLike', { id: 1 }).catch(() => undefined);
    tokenStore.setToken('T3');
    tokenStore.setUserInfo(USER);
    await client.call('toggleLike', { id: 1 }).catch(() => undefined);
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('passthrough operations return 101 unchanged: no retry, no clearing, no callback', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client, requests, tokenStore, onSessionExpired } = setup((_r, i) =>
      i === 0 ? ok({ count: 1 }, { newtoken: 'T2' }) : expired(),
    );
    await client.call('flowerCount', { id: 1 });
    await expect(client.request('educationSettleInfo')).resolves.toMatchObject({ code: 101 });
    await expect(client.call('educationSettleInfo')).rejects.toMatchObject({
      kind: 'api',
      code: 101,
      operation: 'educationSettleInfo',
    });
    expect(requests).toHaveLength(3);
    expect(tokenStore.getToken()).toBe('T2');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
