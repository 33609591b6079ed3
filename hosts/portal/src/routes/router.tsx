import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteMatch, type RouteObject } from 'react-router-dom';
import { preload } from 'swr';
import type { PortalClient } from '@wz/sdk';
import { apiKey } from '@wz/sdk/react';
import { routeTable, type PageKey, type RouteMeta, type RouteNode, type RouteRead } from './table';
import { hasToken } from '../lib/session';
import { trackPending } from '../lib/pending';

// Declarative routes (useRoutes), not the data router: the portal only needs matching, guards and lazy
// pages, and the data router costs ~15 KB more of the first load. Data loads through SWR in the pages.

type PageModule = { default: ComponentType };

// One dynamic import per page module: Vite emits one chunk each.
const pages: Record<Exclude<PageKey, `education/${string}`>, () => Promise<PageModule>> = {
  Home: () => import('../pages/Home'),
  Search: () => import('../pages/Search'),
  Login: () => import('../pages/Login'),
  Register: () => import('../pages/Register'),
  ForgetPwd: () => import('../pages/ForgetPwd'),
  Payment: () => import('../pages/Payment'),
  PayOrder: () => import('../pages/Payment'),
  MapH5: () => import('../pages/MapH5'),
  SectionPage: () => import('../pages/SectionPage'),
  UserCentre: () => import('../pages/UserCentre'),
  SellerLink: () => import('../pages/SellerLink'),
  NotFound: () => import('../pages/NotFound'),
};

// The education area is written separately under src/education/<Name>.tsx (default export).
const educationPages = import.meta.glob<PageModule>('../education/*.tsx');

function loadPage(key: PageKey): () => Promise<PageModule> {
  if (key.startsWith('education/')) {
    const load = educationPages[`../${key}.tsx`];
    if (!load) throw new Error(`missing education page module src/${key}.tsx`);
    return load;
  }
  return pages[key as keyof typeof pages];
}

/** Route metadata plus what the shell needs to preload the page's code. */
export interface RouteHandle extends RouteMeta {
  page?: PageKey;
  reads?: (search: URLSearchParams) => RouteRead[];
}

const lazyPages = new Map<PageKey, LazyExoticComponent<ComponentType>>();
const loading = new Map<PageKey, Promise<PageModule>>();

/** Starts (once) loading a page's module; the progress bar shows while it is on the way. */
export function preloadPage(key: PageKey): Promise<PageModule> {
  let promise = loading.get(key);
  if (!promise) {
    promise = trackPending(loadPage(key)());
    // A failed chunk may succeed on the next navigation (e.g. a flaky network).
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

function pageComponent(key: PageKey) {
  let Page = lazyPages.get(key);
  if (!Page) {
    Page = lazy(() => preloadPage(key));
    lazyPages.set(key, Page);
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

function toRoute(node: RouteNode, base: string, inherited: RouteMeta): RouteObject {
  const meta: RouteMeta = { ...inherited, ...node.meta };
  const full = node.index ? base : joinPath(base, node.path);
  const own = node.meta ?? {};

  if (node.redirect !== undefined) {
    const target = node.redirect.startsWith('/') ? node.redirect : joinPath(full, node.redirect);
    const element = <Navigate to={target} replace />;
    return node.index ? { index: true, element } : { path: node.path, element };
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
    ? { ...meta, page: node.page, ...(node.reads ? { reads: node.reads } : {}) }
    : meta;

  if (node.index) return { index: true, element, handle };
  return {
    path: node.path,
    element,
    handle,
    ...(node.children ? { children: node.children.map((c) => toRoute(c, full, meta)) } : {}),
  };
}

export const routes: RouteObject[] = routeTable.map((n) => toRoute(n, '', {}));

// One match per pathname, shared by the page rendering and the shell's metadata (the table is large).
const matchCache = new Map<string, RouteMatch[] | null>();
export function matchesFor(pathname: string): RouteMatch[] | null {
  let matches = matchCache.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(routes, pathname);
    if (matchCache.size > 200) matchCache.clear();
    matchCache.set(pathname, matches);
  }
  return matches;
}

/** The deepest match's metadata for a pathname (titles, header/share-bar switches, section). */
export function routeHandleFor(pathname: string): RouteHandle {
  const matches = matchesFor(pathname);
  return (matches?.[matches.length - 1]?.route.handle ?? {}) as RouteHandle;
}

/**
 * Starts the first page's code and reads together, so neither waits for the other; the page's hooks pick
 * the reads up from SWR's preload cache (same keys), so nothing is fetched twice.
 */
export function preloadRoute(client: PortalClient, location: { pathname: string; search: string }) {
  const handle = routeHandleFor(location.pathname);
  if (handle.page) void preloadPage(handle.page).catch(() => undefined);
  const call = client.call as (op: string, p: object) => Promise<unknown>;
  for (const [operation, params, picture] of handle.reads?.(new URLSearchParams(location.search)) ??
    []) {
    const answer = preload(apiKey(operation, params as never), () => call(operation, params));
    if (picture)
      void answer.then(
        (data) => preloadImage((picture as (d: unknown) => string | undefined)(data)),
        () => undefined,
      );
  }
}

function preloadImage(href: string | undefined) {
  if (!href || !/^https?:\/\//.test(href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
