import { matchRoutes, type RouteObject } from 'react-router-dom';
import { firstRoute, firstRoutes, staticRoutes } from '../src/app/firstRoutes';
import { loadRouteTable, routeGroups } from '../src/app/routes';
import type { RouteNode } from '@wz/app-kit';
import { routes as homeRoutes } from '../src/sections/home/routes';
import {
  schoolDetailParams,
  teacherDetailParams,
  videoCoursewareDetailParams,
} from '../src/sections/education/params';
import { test, expect } from '@playwright/test';

// The boot script looks the first page up by exact static path (no router); the app matches with
// react-router. These tests hold the two to the same answer, without a browser.

/** The route table as react-router route objects, each leaf carrying its node. */
function toRouteObjects(nodes: RouteNode[]): RouteObject[] {
  return nodes.map((node) => {
    const children = node.children ? toRouteObjects(node.children) : undefined;
    const handle = { node };
    if (node.index) return { index: true, handle };
    return { path: node.path, handle, ...(children ? { children } : {}) };
  });
}
// The boot script knows a section's routes once its group has loaded; here every group is.
const routeTable = await loadRouteTable();
await firstRoutes.loadAll();
const routeObjects = toRouteObjects(routeTable);

test("every section's routes start with the first segments its group is loaded for", async () => {
  for (const group of routeGroups) {
    for (const node of await group.load()) {
      const first = (node.path ?? '').replace(/^\//, '').split('/')[0]!.toLowerCase();
      expect(group.segments, node.path).toContain(first);
    }
  }
});

function routerLeaf(pathname: string): RouteNode | undefined {
  const matches = matchRoutes(routeObjects, pathname);
  return (matches?.at(-1)?.route.handle as { node: RouteNode } | undefined)?.node;
}

test('every static path the boot script knows is the page react-router renders there', () => {
  expect(staticRoutes.size).toBeGreaterThan(20);
  for (const [path, route] of staticRoutes) {
    for (const variant of [path, `${path}/`, path.toUpperCase()]) {
      const leaf = routerLeaf(variant);
      expect(leaf?.page, variant).toBe(route.page);
      expect(leaf?.redirect, variant).toBeUndefined();
    }
  }
});

/** Every full path of the table with its dynamic segments filled from the nearest `sample`. */
function samplePaths(nodes: RouteNode[], base = '', sample: Record<string, string> = {}): string[] {
  return nodes.flatMap((node) => {
    if (node.redirect !== undefined || node.meta?.requiresLogin || node.meta?.guestOnly) return [];
    const filled = { ...sample, ...node.sample };
    const path = node.index ? base : `${base}/${node.path ?? ''}`;
    if (path.includes('*')) return [];
    if (node.children) return samplePaths(node.children, path, filled);
    const concrete = path
      .split('/')
      .map((seg) => (seg.startsWith(':') ? (filled[seg.replace(/^:|\?$/g, '')] ?? (seg.endsWith('?') ? '' : 'x')) : seg))
      .filter(Boolean)
      .join('/');
    return node.page ? [`/${concrete}`] : [];
  });
}

test('every dynamic path the boot script matches is the page react-router renders there', () => {
  const dynamic = samplePaths(routeTable).filter((p) => !staticRoutes.has(p.toLowerCase()));
  expect(dynamic.length).toBeGreaterThan(10);
  for (const path of dynamic) {
    const leaf = routerLeaf(path);
    const first = firstRoute(path);
    if (!leaf?.page || leaf.meta?.requiresLogin) continue;
    expect(first?.page, path).toBe(leaf.page);
  }
});

test('every unguarded page with a static path that declares reads starts them from the boot script', () => {
  // Pages whose own node (or an ancestor) declares reads, found by walking the table. Dynamic paths
  // (/house/:sn/:tab/index) are the server renderer's: it matches them and runs their reads.
  const missing: string[] = [];
  const walk = (nodes: RouteNode[], base: string, inheritedReads: boolean, guarded: boolean) => {
    for (const node of nodes) {
      const full = node.index ? base : `${base}/${node.path ?? ''}`;
      const reads = inheritedReads || Boolean(node.reads);
      const isGuarded = guarded || Boolean(node.meta?.requiresLogin || node.meta?.guestOnly);
      if (node.children) walk(node.children, full, reads, isGuarded);
      else if (node.page && reads && !isGuarded && !full.includes(':') && !firstRoute(full || '/')) missing.push(full);
    }
  };
  walk(routeTable, '', false, false);
  expect(missing).toEqual([]);
});

test('a page inherits its section reads and adds its own', () => {
  const teacher = firstRoute('/teacher/teacherDetail');
  const ops = teacher?.reads(new URLSearchParams('id=7&type=3'), {}).map((r) => [r.operation, r.params]);
  expect(ops).toEqual(
    expect.arrayContaining([
      ['getFirstCategory', {}],
      ['getModuleAdvertising', { module: 'education' }],
      ['educationInfo', { id: 7, type: 3 }],
    ]),
  );
  expect(firstRoute('/')?.page).toBe(homeRoutes[0]?.page);
  // A dynamic path starts its reads too, with the segments it matched; redirects are left to the app.
  const house = firstRoute('/house/218/info/detail/1');
  expect(house?.page).toBe(routerLeaf('/house/218/info/detail/1')?.page);
  expect(house?.params).toEqual({ sn: '218', tab: 'info', id: '1' });
  expect(house?.reads(new URLSearchParams(), house.params).map((r) => r.operation)).toContain('newBuildingDetails');
  expect(firstRoute('/teacher')).toBeUndefined();
  expect(firstRoute('/no/such/page')).toBeUndefined();
});

test("a page's first reads use the params its page parses, defaults and limits included", () => {
  const paramsOf = (path: string, query: string, operation: string) =>
    firstRoute(path)
      ?.reads(new URLSearchParams(query), {})
      .find((r) => r.operation === operation)?.params;
  for (const query of ['id=7&type=2', 'id=abc&type=9', '', 'type=1']) {
    const search = new URLSearchParams(query);
    expect(paramsOf('/teacher/teacherDetail', query, 'educationInfo'), query).toEqual(
      teacherDetailParams(search),
    );
    expect(paramsOf('/teacher/schoolDetail', query, 'educationInfo'), query).toEqual(
      schoolDetailParams(search),
    );
    expect(paramsOf('/teacher/videoCoursewareDetail', query, 'coursewareDetail'), query).toEqual(
      videoCoursewareDetailParams(search),
    );
  }
  // The parsers' defaults (spec: id 1, and the page's own type) stand in for a missing or invalid value.
  expect(teacherDetailParams(new URLSearchParams('id=abc&type=9'))).toEqual({ id: 1, type: 3 });
  expect(videoCoursewareDetailParams(new URLSearchParams(''))).toEqual({ id: 1, type: 2 });
});
