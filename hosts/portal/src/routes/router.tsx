import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { routeTable, type PageKey, type RouteMeta, type RouteNode } from './table';
import { hasToken } from '../lib/session';
import { Shell } from '../shell/Shell';
import { RouteError } from '../shell/RouteError';
import { ShellFallback } from '../shell/ShellFallback';

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

function joinPath(base: string, path: string | undefined): string {
  if (!path) return base || '/';
  return `${base.replace(/\/$/, '')}/${path}`;
}

function toRoute(node: RouteNode, base: string, inherited: RouteMeta): RouteObject {
  const meta: RouteMeta = { ...inherited, ...node.meta };
  const full = node.index ? base : joinPath(base, node.path);
  const own = node.meta ?? {};
  const needsGuard = own.requiresLogin === true || own.guestOnly === true;
  const guard = needsGuard
    ? () => {
        if (own.requiresLogin && !hasToken()) throw redirect('/login');
        if (own.guestOnly && hasToken()) throw redirect('/');
        return null;
      }
    : undefined;

  if (node.redirect !== undefined) {
    const target = node.redirect.startsWith('/') ? node.redirect : joinPath(full, node.redirect);
    const route: RouteObject = { index: true, loader: () => redirect(target) };
    return node.index ? route : { path: node.path, loader: () => redirect(target) };
  }

  const lazyPage = node.page ? loadPage(node.page) : undefined;
  const common = {
    handle: meta,
    ...(guard ? { loader: guard } : {}),
    ...(lazyPage ? { lazy: async () => ({ Component: (await lazyPage()).default }) } : {}),
  };
  if (node.index) return { index: true, ...common };
  return {
    path: node.path,
    ...common,
    ...(node.children ? { children: node.children.map((c) => toRoute(c, full, meta)) } : {}),
  };
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      Component: Shell,
      ErrorBoundary: RouteError,
      HydrateFallback: ShellFallback,
      handle: {},
      children: routeTable.map((n) => toRoute(n, '', {})),
    },
  ];
}

export function createPortalRouter() {
  return createBrowserRouter(buildRoutes());
}
