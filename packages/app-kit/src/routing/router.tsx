import { use, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteMatch, type RouteObject } from 'react-router-dom';
import { hasToken } from '../session';
import { loadedPage, preloadPage } from './pages';
import { firstSegment, groupLoader, type RouteGroup } from './groups';
import { joinReads, type PageHead, type PageLoader, type ReadsOf, type RouteMeta, type RouteNode } from './route';

// Declarative routes (useRoutes), not the data router: the portal only needs matching, guards and lazy
// pages, and the data router costs ~15 KB more of the first load. Data loads through SWR in the pages;
// the first page's reads are started by the boot script (firstReads.ts).

type Reads = ReadsOf;

/**
 * Route metadata plus the page's loader and first reads (a parent's included), so the app can start the
 * page's code early and the server can render it with its data.
 */
export interface RouteHandle extends RouteMeta {
  page?: PageLoader;
  reads?: Reads;
  head?: PageHead;
  /** Where a redirect route sends to (absolute). */
  redirect?: string;
}

const pages = new Map<PageLoader, ComponentType>();

/**
 * A page that renders at once when its module has arrived (the server and hydration load it first, so
 * neither suspends: the server's HTML and the first client render agree) and suspends otherwise.
 */
function pageComponent(load: PageLoader) {
  let Page = pages.get(load);
  if (!Page) {
    Page = function LoadedPage() {
      const { default: Component } = loadedPage(load) ?? use(preloadPage(load));
      return <Component />;
    };
    pages.set(load, Page);
  }
  return Page;
}

/** Guests go to /login, logged-in users leave login and register: checked on every render of the route. */
function Guard({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  if (meta.requiresLogin && !hasToken()) return <Navigate to="/login" replace />;
  if (meta.guestOnly && hasToken()) return <Navigate to="/" replace />;
  return children;
}

function joinPath(base: string, path: string | undefined): string {
  if (!path) return base || '/';
  return `${base.replace(/\/$/, '')}/${path}`;
}

function toRoute(node: RouteNode, base: string, inherited: RouteMeta, inheritedReads?: Reads): RouteObject {
  const meta: RouteMeta = { ...inherited, ...node.meta };
  const reads = joinReads(inheritedReads, node.reads);
  const full = node.index ? base : joinPath(base, node.path);
  const own = node.meta ?? {};

  if (node.redirect !== undefined) {
    const target = node.redirect.startsWith('/') ? node.redirect : joinPath(full, node.redirect);
    const element = <Navigate to={target} replace />;
    const handle: RouteHandle = { redirect: target };
    return node.index ? { index: true, element, handle } : { path: node.path, element, handle };
  }

  let element: ReactNode = undefined;
  if (node.page) {
    const Page = pageComponent(node.page);
    element = <Page />;
  } else if (node.children) {
    element = <Outlet />;
  }
  if (own.requiresLogin || own.guestOnly) element = <Guard meta={own}>{element}</Guard>;
  const handle: RouteHandle = node.page
    ? { ...meta, page: node.page, ...(reads ? { reads } : {}), ...(node.head ? { head: node.head } : {}) }
    : meta;

  if (node.index) return { index: true, element, handle };
  return {
    path: node.path,
    element,
    handle,
    ...(node.children ? { children: node.children.map((c) => toRoute(c, full, meta, reads)) } : {}),
  };
}

/** Router objects for route nodes (a section that matches its own pages, as the user centre does). */
export const routeObjects = (nodes: RouteNode[]): RouteObject[] => nodes.map((n) => toRoute(n, '', {}));

/** A host's router: its table compiled once, matched by pathname (cached), and each page's metadata. */
export interface HostRouter {
  routes: RouteObject[];
  matchesFor(pathname: string): RouteMatch[] | null;
  /** The deepest match's metadata for a pathname (titles, header/share-bar switches, section). */
  routeHandleFor(pathname: string): RouteHandle;
  /**
   * Loads the route groups a pathname needs: a promise while they are on the way (render after it, or
   * suspend on it), undefined once they are here.
   */
  ensure(pathname: string): Promise<void> | undefined;
  /** Loads every group (the server renderer). */
  loadAll(): Promise<void>;
}

/**
 * Compiles a host's route table (plain data) into router objects and its matcher. `groups` are the
 * tables loaded per section (`ensure` before matching a path of theirs).
 */
export function createRouter(table: RouteNode[], groups: readonly RouteGroup[] = []): HostRouter {
  const routes: RouteObject[] = [];

  // matchRoutes flattens and ranks every branch of the table it is given, on every call: over the whole
  // table that is a noticeable part of the first paint on a slow phone. Only the top-level routes whose
  // first segment can match the pathname are handed to it, which gives the same answer.
  const byFirstSegment = new Map<string, RouteObject[]>();
  const anySegment: RouteObject[] = [];
  const add = (nodes: RouteNode[]) => {
    const added = routeObjects(nodes);
    // Before the catch-alls (`*`), as if the group had been in the table all along.
    const at = routes.findIndex((r) => anySegment.includes(r));
    routes.splice(at < 0 ? routes.length : at, 0, ...added);
    for (const route of added) {
      const key = route.index ? '' : firstSegment(route.path);
      if (key === undefined) anySegment.push(route);
      else byFirstSegment.set(key, [...(byFirstSegment.get(key) ?? []), route]);
    }
    matchCache.clear();
  };
  const candidateRoutes = (pathname: string): RouteObject[] => {
    const own = byFirstSegment.get(firstSegment(pathname) ?? '') ?? [];
    // Index and pathless routes ('') can hold children under any path; keep the table's order.
    const pathless = byFirstSegment.get('') ?? [];
    return routes.filter((r) => own.includes(r) || pathless.includes(r) || anySegment.includes(r));
  };

  // One match per pathname, shared by the page rendering and the shell's metadata (the table is large).
  const matchCache = new Map<string, RouteMatch[] | null>();
  add(table);
  const loader = groupLoader(groups, add);
  const matchesFor = (pathname: string): RouteMatch[] | null => {
    let matches = matchCache.get(pathname);
    if (matches === undefined) {
      matches = matchRoutes(candidateRoutes(pathname), pathname);
      if (matchCache.size > 200) matchCache.clear();
      matchCache.set(pathname, matches);
    }
    return matches;
  };

  return {
    routes,
    ensure: loader.ensure,
    loadAll: loader.loadAll,
    matchesFor,
    routeHandleFor: (pathname) => {
      const matches = matchesFor(pathname);
      return (matches?.[matches.length - 1]?.route.handle ?? {}) as RouteHandle;
    },
  };
}
