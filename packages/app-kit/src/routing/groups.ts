/**
 * Route tables loaded per section: a host names the first path segments of each section's table and
 * how to import it, so the first script carries only the sections' names, not their routes and read
 * builders. No React here: the boot script uses it too.
 */
import { trackPending } from '../pending';
import type { RouteNode } from './route';

export interface RouteGroup {
  /** The first path segments its routes start with (compared lower-cased). */
  segments: readonly string[];
  load: () => Promise<RouteNode[]>;
}

/** Lower-cased first segment of a path ('' for none); undefined when it is dynamic and could be anything. */
export function firstSegment(path: string | undefined): string | undefined {
  const first = (path ?? '').replace(/^\//, '').split('/')[0]!;
  return /[:*?]/.test(first) ? undefined : first.toLowerCase();
}

export interface GroupLoader {
  /** Loads the groups a pathname may need; undefined when they are here already (no suspense). */
  ensure(pathname: string): Promise<void> | undefined;
  /** Every group (the server renderer, tests). */
  loadAll(): Promise<void>;
}

/**
 * Loads groups once each and hands each table to `add` when it arrives. The promise for a segment is
 * kept while it is on the way, so a component suspending on it (`use`) sees the same one every render.
 */
export function groupLoader(groups: readonly RouteGroup[], add: (nodes: RouteNode[]) => void): GroupLoader {
  const bySegment = new Map<string, RouteGroup[]>();
  for (const group of groups) {
    for (const seg of group.segments) {
      const key = seg.toLowerCase();
      bySegment.set(key, [...(bySegment.get(key) ?? []), group]);
    }
  }
  const added = new Set<RouteGroup>();
  const loading = new Map<RouteGroup, Promise<void>>();
  const waiting = new Map<string, Promise<void>>();

  const load = (group: RouteGroup): Promise<void> => {
    let promise = loading.get(group);
    if (!promise) {
      promise = trackPending(group.load()).then((nodes) => {
        if (added.has(group)) return;
        added.add(group);
        add(nodes);
      });
      // A failed chunk may arrive on the next try (a flaky network).
      promise.catch(() => loading.delete(group));
      loading.set(group, promise);
    }
    return promise;
  };

  return {
    ensure(pathname) {
      const key = firstSegment(pathname) ?? '';
      const missing = (bySegment.get(key) ?? []).filter((g) => !added.has(g));
      if (missing.length === 0) return undefined;
      let promise = waiting.get(key);
      if (!promise) {
        promise = Promise.all(missing.map(load)).then(() => undefined);
        const forget = () => waiting.delete(key);
        promise.then(forget, forget);
        waiting.set(key, promise);
      }
      return promise;
    },
    loadAll: () => Promise.all(groups.map(load)).then(() => undefined),
  };
}
