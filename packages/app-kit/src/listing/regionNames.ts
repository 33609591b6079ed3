import { useMemo } from 'react';
import { fetchRead, reads, type PortalClient } from '@wz/sdk';
import { usePortalClient } from '@wz/sdk/react';
import type { RegionLoader } from '@wz/ui';

/**
 * A RegionField loader whose values are region names, not codes: a listing stores 江苏省 / 盐城市 / 亭湖区
 * as it shows them. Children are loaded by the parent's code, looked up from the lists already loaded
 * (RegionField asks for every level of an edited record at once).
 */
export function nameRegionLoader(client: PortalClient): RegionLoader {
  const codes = new Map<string, string>();
  const lists = new Map<string, Promise<{ code: string; name: string }[]>>();
  const listOf = (pid: string) => {
    let list = lists.get(pid);
    if (!list) {
      list = fetchRead(client, reads.getRegionList({ pid })).then((items) => {
        for (const r of items) codes.set(r.name, r.code);
        return items;
      });
      lists.set(pid, list);
    }
    return list;
  };
  const codeOf = async (name: string): Promise<string | undefined> => {
    await listOf('0');
    // a city's code is known once its province's list (asked for alongside) has arrived
    for (let i = 0; i < 3 && !codes.has(name); i++) await Promise.allSettled([...lists.values()]);
    return codes.get(name);
  };
  return async (parent) => {
    const pid = parent === '0' ? '0' : await codeOf(parent);
    if (!pid) return [];
    return (await listOf(pid)).map((r) => ({ code: r.name, name: r.name }));
  };
}

export function useNameRegionLoader(): RegionLoader {
  const client = usePortalClient();
  return useMemo(() => nameRegionLoader(client), [client]);
}
