// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStorageTokenStore, reads, type PortalClient } from '../src/index';
import {
  PortalClientProvider,
  useCoursewareList,
  useCoursewareDetail,
  useLogin,
  useLogout,
  useSendGift,
  useSession,
  useTeacherStats,
  useRead,
  useToggleLike,
} from '../src/react/index';
import { harness, pathOf } from './harness';
import { envelope, fieldsOf, ok, setup, USER } from './helpers';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

describe('useRead and the read hooks', () => {
  it('given params, fetches the operation and returns typed data', async () => {
    const { wrapper, requests } = harness(() => ok({ lists: [], total: 0 }));
    const { result } = renderHook(
      () => useCoursewareList({ teacher_id: 1, type: 1, page: 1, sort: 1 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual({ lists: [], total: 0 }));
    expect(pathOf(requests[0]!)).toBe('/education/coursewareList');
    expect(await fieldsOf(requests[0]!)).toMatchObject({
      teacher_id: '1',
      type: '1',
      page: '1',
      sort: '1',
    });
  });

  it('given null params, sends nothing', async () => {
    const { wrapper, requests } = harness(() => ok({ count: 1 }));
    const { result } = renderHook(() => useRead(null), { wrapper });
    await act(async () => undefined);
    expect(result.current.data).toBeUndefined();
    expect(requests).toHaveLength(0);
  });

  it('given a business error, exposes the ApiError without retrying', async () => {
    const { wrapper, requests } = harness(() =>
      envelope({ code: 202, msg: '请先登录', data: null }),
    );
    const { result } = renderHook(() => useCoursewareDetail({ id: 1, type: 1 }), {
      wrapper,
    });
    await waitFor(() =>
      expect(result.current.error).toMatchObject({ kind: 'api', code: 202, msg: '请先登录' }),
    );
    expect(requests).toHaveLength(1);
  });
});

describe('session hooks', () => {
  function Greeting() {
    const session = useSession();
    return <p>{session.isLoggedIn ? `你好，${session.displayName}` : '游客'}</p>;
  }

  it('after login, stores token and userInfo in localStorage and updates useSession without reload', async () => {
    const store = localStorageTokenStore(localStorage);
    const { client } = setup(() => ok({ token: 'NEW', userInfo: USER }), { tokenStore: store });
    let login: ReturnType<typeof useLogin> | undefined;
    function LoginButton() {
      login = useLogin();
      return null;
    }
    render(
      <PortalClientProvider client={client as PortalClient} swr={{ provider: () => new Map() }}>
        <Greeting />
        <LoginButton />
      </PortalClientProvider>,
    );
    expect(screen.getByText('游客')).toBeTruthy();
    await act(async () => {
      await login!.trigger({ username: 'demo', password: 'demo1234' });
    });
    expect(screen.getByText('你好，王小明')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('NEW');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual(USER);
  });

  it('after logout, clears the store even when the server call fails', async () => {
    const store = localStorageTokenStore(localStorage);
    store.setToken('T1');
    store.setUserInfo(USER);
    const { wrapper, requests } = harness(
      () => envelope({ code: 101, msg: '登录已过期', data: null }),
      store,
    );
    const { result } = renderHook(() => ({ logout: useLogout(), session: useSession() }), {
      wrapper,
    });
    expect(result.current.session.displayName).toBe('王小明');
    await act(async () => {
      await result.current.logout();
    });
    expect(pathOf(requests[0]!)).toBe('/loginout');
    expect(result.current.session.isLoggedIn).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });
});

describe('education hooks', () => {
  it('combines the four stats reads into the spec stats object', async () => {
    const { wrapper } = harness((request) => {
      const path = pathOf(request);
      if (path.endsWith('likeStats')) return ok({ status: 1, count: 88 });
      if (path.endsWith('collectStats')) return ok({ status: 0, count: 36 });
      if (path.endsWith('flowerCount')) return ok({ count: 99 });
      return ok({ average: 4.5 });
    });
    const { result } = renderHook(() => useTeacherStats(1), { wrapper });
    await waitFor(() =>
      expect(result.current.data).toEqual({
        likeNum: 88,
        collectNum: 36,
        averageScore: 4.5,
        flowerNum: 99,
        isLiked: true,
        isCollected: false,
      }),
    );
  });

  it('toggle like reports 点赞成功 then 取消点赞成功 and refetches the like stats', async () => {
    let liked = false;
    const { wrapper, requests } = harness((request) => {
      const path = pathOf(request);
      if (path.endsWith('toggleLike')) {
        liked = !liked;
        return ok({ status: liked ? 1 : 0, count: liked ? 1 : 0 });
      }
      return ok({ status: liked ? 1 : 0, count: liked ? 1 : 0 });
    });
    const { result } = renderHook(
      () => ({ stats: useRead(reads.likeStats({ id: 1 })), toggle: useToggleLike() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.stats.data).toEqual({ status: 0, count: 0 }));
    let outcome: { message: string; active: boolean } | undefined;
    await act(async () => {
      outcome = await result.current.toggle.trigger({ id: 1 });
    });
    expect(outcome).toMatchObject({ message: '点赞成功', active: true });
    await waitFor(() => expect(result.current.stats.data).toEqual({ status: 1, count: 1 }));
    await act(async () => {
      outcome = await result.current.toggle.trigger({ id: 1 });
    });
    expect(outcome).toMatchObject({ message: '取消点赞成功', active: false });
    expect(requests.filter((r) => pathOf(r).endsWith('likeStats')).length).toBeGreaterThanOrEqual(
      3,
    );
  });

  it('a double click on send gift creates one order with an idempotency key', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { wrapper, requests } = harness(async (request) => {
      if (pathOf(request).endsWith('sendGift')) {
        await answered;
        return ok({
          order_number: 'WZ20261121000001',
          code_url: 'http://localhost:8787/pay/sim/WZ20261121000001',
        });
      }
      return ok({ count: 0 });
    });
    const { result } = renderHook(() => useSendGift(), { wrapper });
    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.trigger({ teacherid: 1, id: 1, number: 2 });
      second = result.current.trigger({ teacherid: 1, id: 1, number: 2 });
    });
    release();
    await act(async () => {
      await Promise.all([first, second]);
    });
    const orders = requests.filter((r) => pathOf(r).endsWith('sendGift'));
    expect(orders).toHaveLength(1);
    expect((await fieldsOf(orders[0]!)).idempotency_key).toMatch(/^gift-[A-Za-z0-9]{8,}$/);
    await expect(first).resolves.toEqual({
      order_number: 'WZ20261121000001',
      code_url: 'http://localhost:8787/pay/sim/WZ20261121000001',
    });
  });
  it('a retry after a failure reuses the key; a new send after success gets a new one', async () => {
    let calls = 0;
    const { wrapper, requests } = harness((request) => {
      if (!pathOf(request).endsWith('sendGift')) return ok({ count: 0 });
      calls += 1;
      if (calls === 1) return new Response('busy', { status: 503 });
      return ok({ order_number: `WZ2026112100000${calls}`, code_url: null });
    });
    const { result } = renderHook(() => useSendGift(), { wrapper });
    const params = { teacherid: 1, id: 2, number: 1 };
    await act(async () => {
      await result.current.trigger(params).catch(() => undefined);
    });
    await act(async () => {
      await result.current.trigger(params);
    });
    await act(async () => {
      await result.current.trigger(params);
    });
    const keys = await Promise.all(
      requests
        .filter((r) => pathOf(r).endsWith('sendGift'))
        .map(async (r) => (await fieldsOf(r)).idempotency_key),
    );
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
