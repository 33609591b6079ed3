// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { preload, unstable_serialize, useSWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchRead, isReadKey, operations, read, reads, type OperationId } from '../src/index';
import {
  PortalClientProvider,
  useEducationInfo,
  useGetFirstCategory,
  useRead,
} from '../src/react/index';
import { harness } from './harness';
import { ok, setup } from './helpers';

afterEach(cleanup);

describe('read descriptors', () => {
  it('reads.<operation>(params) is the key, operation and params, in the SWR key shape', () => {
    const teacher = reads.educationInfo({ id: 7, type: 3 });
    expect(teacher).toEqual({
      key: ['wz', 'educationInfo', { id: 7, type: 3 }],
      operation: 'educationInfo',
      params: { id: 7, type: 3 },
    });
    expect(reads.getFirstCategory().key).toEqual(['wz', 'getFirstCategory', {}]);
  });

  it('has one entry per read of the contract (POST reads included) and none for a write', () => {
    const ids = Object.keys(operations) as OperationId[];
    const readIds = ids.filter((id) => operations[id].effect === 'read');
    expect(Object.keys(reads).sort()).toEqual(readIds.sort());
    expect(reads.tourLists({ page: 1 }).key[1]).toBe('tourLists');
    expect('getLoginQrcode' in reads).toBe(false);
    expect('toggleLike' in reads).toBe(false);
    expect(() => read('getLoginQrcode' as never, {} as never)).toThrow(
      'getLoginQrcode is not a read',
    );
  });

  it('fetchRead sends the operation with the params and resolves with data', async () => {
    const { client, requests } = setup(() => ok({ count: 12 }));
    await expect(fetchRead(client, reads.flowerCount({ id: 7 }))).resolves.toEqual({ count: 12 });
    expect(new URL(requests[0]!.url).searchParams.get('id')).toBe('7');
  });

  it('the hook caches its answer under the descriptor key', async () => {
    const { wrapper } = harness(() => ok({ id: 7, type: 3, realname: '张老师' }));
    const { result } = renderHook(
      () => ({ info: useEducationInfo({ type: 3, id: 7 }), cache: useSWRConfig().cache }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.info.data).toBeDefined());
    const key = unstable_serialize(reads.educationInfo({ id: 7, type: 3 }).key);
    expect(result.current.cache.get(key)?.data).toEqual({ id: 7, type: 3, realname: '张老师' });
  });

  it('given answers from a server rendering (SWR fallback), the first render has the data and is not loading', () => {
    const { client } = setup(() => ok({ id: 7, type: 3, realname: '新名字' }));
    const key = unstable_serialize(reads.educationInfo({ id: 7, type: 3 }).key);
    const swr = { provider: () => new Map(), fallback: { [key]: { id: 7, type: 3, realname: '张老师' } } };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PortalClientProvider client={client} swr={swr}>
        {children}
      </PortalClientProvider>
    );
    const first: { loading: boolean; name: unknown }[] = [];
    renderHook(
      () => {
        const info = useEducationInfo({ id: 7, type: 3 });
        first.push({ loading: info.isLoading, name: (info.data as { realname?: string } | undefined)?.realname });
        return info;
      },
      { wrapper },
    );
    expect(first[0]).toEqual({ loading: false, name: '张老师' });
  });

  it('without data, the first render is loading', () => {
    const { wrapper } = harness(() => ok({ id: 7, type: 3, realname: '张老师' }));
    const { result } = renderHook(() => useEducationInfo({ id: 8, type: 3 }), { wrapper });
    expect(result.current.isLoading).toBe(true);
  });

  it('a read started before the page (boot script) is used by the hook without a second request', async () => {
    const { client, requests } = setup(() => ok([{ id: 3, menu_en: 'education' }]));
    // The default cache, as in the portal: the boot script preloads there.
    const early = reads.getFirstCategory();
    void preload(early.key, () => fetchRead(client, early));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PortalClientProvider client={client}>{children}</PortalClientProvider>
    );
    const { result } = renderHook(() => useGetFirstCategory({}), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([{ id: 3, menu_en: 'education' }]));
    await act(async () => undefined);
    expect(requests).toHaveLength(1);
  });

  it('useRead(null) and a null-params hook send nothing', async () => {
    const { wrapper, requests } = harness(() => ok({}));
    renderHook(() => [useRead(null), useEducationInfo(null)], { wrapper });
    await act(async () => undefined);
    expect(requests).toHaveLength(0);
  });

  it('isReadKey recognises read keys, optionally by operation', () => {
    const key = reads.likeStats({ id: 7 }).key;
    expect(isReadKey(key)).toBe(true);
    expect(isReadKey(key, ['likeStats'])).toBe(true);
    expect(isReadKey(key, ['collectStats'])).toBe(false);
    expect(isReadKey(['other', 'likeStats', {}])).toBe(false);
    expect(isReadKey('wz')).toBe(false);
  });
});
