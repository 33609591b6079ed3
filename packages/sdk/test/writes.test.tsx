// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useSWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { invalidatedBy, reads } from '../src/index';
import { useRead, useSendGift, useToggleLike, useWrite } from '../src/react/index';
import { harness, pathOf, to } from './harness';
import { fieldsOf, ok } from './helpers';

afterEach(cleanup);

describe('invalidatedBy (the contract x-invalidates)', () => {
  const like7 = invalidatedBy('toggleLike', { id: 7 });

  it('clears the listed reads whose matched param equals the write param', () => {
    expect(like7(reads.likeStats({ id: 7 }).key)).toBe(true);
    expect(like7(reads.educationInfo({ id: 7, type: 3 }).key)).toBe(true);
    // a read param sent as text is the same teacher
    expect(like7(['wz', 'likeStats', { id: '7' }])).toBe(true);
  });

  it('leaves other teachers, unlisted reads and non-keys alone', () => {
    expect(like7(reads.likeStats({ id: 8 }).key)).toBe(false);
    expect(like7(reads.educationInfo({ id: 8, type: 3 }).key)).toBe(false);
    expect(like7(reads.collectStats({ id: 7 }).key)).toBe(false);
    expect(like7(['wz', 'likeStats', {}])).toBe(false);
    expect(like7('likeStats')).toBe(false);
  });

  it('matches a renamed param (sendGift teacherid → flowerCount id)', () => {
    const gift = invalidatedBy('sendGift', {
      teacherid: 7,
      id: 1,
      number: 2,
      idempotency_key: 'k',
    });
    expect(gift(reads.flowerCount({ id: 7 }).key)).toBe(true);
    expect(gift(reads.flowerCount({ id: 1 }).key)).toBe(false);
  });

  it('a rule without match clears every answer of that read; a write with no rules clears nothing', () => {
    const remove = invalidatedBy('deleteRemark', { beizhu_id: 4 });
    expect(remove(reads.remarkList({ teacher_id: 7, page: 1 }).key)).toBe(true);
    expect(remove(reads.remarkList({ teacher_id: 8, page: 2 }).key)).toBe(true);
    expect(
      invalidatedBy('forgetPassword', { phone: '1', code: '1', password: '1' })(
        reads.remarkList({ teacher_id: 7, page: 1 }).key,
      ),
    ).toBe(false);
  });
});

describe('useWrite', () => {
  it('a GET write is never cached, deduplicated or refetched on focus', async () => {
    let qr = 0;
    let like = 0;
    const { wrapper, requests } = harness((request) => {
      if (pathOf(request) === '/getLoginQrcode') {
        qr += 1;
        return ok({ key: `K${qr}`, qrcode: `wz://login/K${qr}`, expires_in: 120 });
      }
      like += 1;
      return ok({ status: 0, count: like });
    });
    const { result } = renderHook(
      () => ({
        qr: useWrite('getLoginQrcode'),
        stats: useRead(reads.likeStats({ id: 7 })),
        cache: useSWRConfig().cache,
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.stats.data?.count).toBe(1));
    const answers: unknown[] = [];
    await act(async () => {
      answers.push(await result.current.qr.trigger({}));
      answers.push(await result.current.qr.trigger({}));
    });
    expect(to(requests, '/getLoginQrcode')).toHaveLength(2);
    expect(answers.map((a) => (a as { key: string }).key)).toEqual(['K1', 'K2']);

    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    // The read is refetched on focus (the event works), the write is not.
    await waitFor(() => expect(result.current.stats.data?.count).toBe(2));
    expect(to(requests, '/getLoginQrcode')).toHaveLength(2);
    expect([...result.current.cache.keys()].some((k) => k.includes('getLoginQrcode'))).toBe(false);
  });

  it('a like on teacher 7 refetches teacher 7’s reads, not teacher 8’s', async () => {
    const { wrapper, requests } = harness((request) => {
      if (pathOf(request).endsWith('/toggleLike')) return ok({ status: 1, count: 1 });
      if (pathOf(request).endsWith('/info')) return ok({ id: 0, type: 3 });
      return ok({ status: 0, count: 0 });
    });
    const { result } = renderHook(
      () => ({
        like7: useRead(reads.likeStats({ id: 7 })),
        like8: useRead(reads.likeStats({ id: 8 })),
        info7: useRead(reads.educationInfo({ id: 7, type: 3 })),
        info8: useRead(reads.educationInfo({ id: 8, type: 3 })),
        collect7: useRead(reads.collectStats({ id: 7 })),
        toggle: useToggleLike(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(requests).toHaveLength(5));
    const before = requests.length;
    let outcome: { message: string } | undefined;
    await act(async () => {
      outcome = await result.current.toggle.trigger({ id: 7 });
    });
    expect(outcome?.message).toBe('点赞成功');
    await act(async () => undefined);
    const after = await Promise.all(
      requests.slice(before).map(async (r) => `${pathOf(r)} ${(await fieldsOf(r)).id}`),
    );
    expect(after.sort()).toEqual([
      '/education/info 7',
      '/education/likeStats 7',
      '/education/toggleLike 7',
    ]);
  });

  it('two triggers are two requests, and a failure is reported without a refetch', async () => {
    let n = 0;
    const { wrapper, requests } = harness(() =>
      ++n === 2 ? new Response('busy', { status: 503 }) : ok({ status: 1, count: n }),
    );
    const { result } = renderHook(() => useWrite('toggleCollect'), { wrapper });
    await act(async () => {
      await result.current.trigger({ id: 7 });
    });
    await act(async () => {
      await result.current.trigger({ id: 7 }).catch(() => undefined);
    });
    expect(requests).toHaveLength(2);
    expect(result.current.error).toMatchObject({ kind: 'http', code: 503 });
    expect(result.current.isMutating).toBe(false);
  });

  it('a gift’s revalidate (after the order is paid) refetches that teacher’s reads again', async () => {
    const { wrapper, requests } = harness(() => ok({ count: 3 }));
    const { result } = renderHook(
      () => ({
        flowers7: useRead(reads.flowerCount({ id: 7 })),
        flowers8: useRead(reads.flowerCount({ id: 8 })),
        send: useSendGift(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(requests).toHaveLength(2));
    await act(async () => {
      await result.current.send.revalidate({ teacherid: 7, id: 1, number: 1 });
    });
    const again = await Promise.all(requests.slice(2).map(async (r) => (await fieldsOf(r)).id));
    expect(again).toEqual(['7']);
  });
});
