// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearchGroups, useSearchSuggest } from '../src/react/index';
import { harness } from './harness';
import { ok } from './helpers';

afterEach(cleanup);

describe('search hooks', () => {
  it('useSearchGroups sends keyword and channel to /search/groups and answers the groups', async () => {
    const data = { total: 1, channels: [{ channel: 'idle', name: '闲置', count: 1 }], groups: [] };
    const { wrapper, requests } = harness(() => ok(data));
    const { result } = renderHook(() => useSearchGroups({ keyword: '华为手机', channel: 'idle' }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(data));
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toMatch(/\/search\/groups$/);
    expect(url.searchParams.get('keyword')).toBe('华为手机');
    expect(url.searchParams.get('channel')).toBe('idle');
  });

  it('a blank keyword fetches nothing (suggestions while the box is empty)', async () => {
    const { wrapper, requests } = harness(() => ok({ words: [] }));
    const { result } = renderHook(() => useSearchSuggest({ keyword: '  ' }), { wrapper });
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.data).toBeUndefined();
    expect(requests).toHaveLength(0);
  });
});
