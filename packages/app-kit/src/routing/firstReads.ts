/**
 * The first page's reads, started by a host's boot script before the app's code has arrived.
 * No React and no router here: this module is part of the small first script.
 *
 * Only routes with a fully static path are looked up (every route that declares reads has one). For those,
 * an exact, case-insensitive lookup gives the same route as react-router's matchRoutes: a path made
 * only of static segments outranks any dynamic or splat route that could also match it
 * (e2e/first-reads.spec.ts checks this against matchRoutes for every such path).
 */
import { fetchRead, type PortalClient, type Read } from '@wz/sdk';
import { isHttpUrl } from '@wz/ui';
import type { PageLoader, RouteNode, RouteRead } from './route';

export interface FirstRoute {
  page: PageLoader;
  reads: NonNullable<RouteNode['reads']>;
}

type Reads = FirstRoute['reads'];

const noReads: Reads = () => [];

function joinReads(a: Reads, b: Reads | undefined): Reads {
  return b ? (search, params) => [...a(search, params), ...b(search, params)] : a;
}

/** Lower-cased, without a trailing slash: how the lookup keys and pathnames are compared. */
function normalisePath(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

const isStatic = (path: string) => !/[:*?]/.test(path);

function collect(nodes: RouteNode[], base: string, inherited: Reads, out: Map<string, FirstRoute>) {
  for (const node of nodes) {
    if (node.redirect !== undefined) continue;
    const full = node.index ? base : `${base}/${node.path ?? ''}`;
    if (!node.index && !isStatic(node.path ?? '')) continue;
    // Guarded pages may turn into a redirect: they wait for the app.
    if (node.meta?.requiresLogin || node.meta?.guestOnly) continue;
    const reads = joinReads(inherited, node.reads);
    if (node.children) collect(node.children, full, reads, out);
    else if (node.page) {
      const key = normalisePath(full);
      if (!out.has(key)) out.set(key, { page: node.page, reads });
    }
  }
}

/** A host's first routes: every unguarded page with a static path, by normalised full path. */
export interface FirstRoutes {
  staticRoutes: ReadonlyMap<string, FirstRoute>;
  /** The page and first reads of a location, when its route has a static path (undefined otherwise). */
  firstRoute(pathname: string): FirstRoute | undefined;
}

export function createFirstRoutes(table: RouteNode[]): FirstRoutes {
  const routes = new Map<string, FirstRoute>();
  collect(table, '', noReads, routes);
  return { staticRoutes: routes, firstRoute: (pathname) => routes.get(normalisePath(pathname)) };
}

/** A read started early: the app hands its answer to SWR under the read's key, the one its page's hook uses. */
export interface EarlyRead {
  read: Read;
  answer: Promise<unknown>;
}

let sink: ((read: EarlyRead) => void) | undefined;
const waiting: EarlyRead[] = [];

/** The app takes the reads started so far, and every later one (follow-ups), as they start. */
export function takeEarlyReads(fn: (read: EarlyRead) => void) {
  sink = fn;
  for (const read of waiting.splice(0)) fn(read);
}

/** Starts the reads (and, as answers arrive, their follow-ups and pictures). */
export function startReads(client: PortalClient, reads: RouteRead[]) {
  for (const { follow, ...read } of reads) {
    const answer: Promise<unknown> = fetchRead(client, read as Read);
    // Nobody may be listening yet (a follow-up of a page that was left): never an unhandled rejection.
    answer.catch(() => undefined);
    const early = { read: read as Read, answer };
    if (sink) sink(early);
    else waiting.push(early);
    if (!follow) continue;
    // Attached before anyone else sees the answer (reactions run in the order they were added), so a
    // follow-up read is always handed over before any hook asks for its key.
    const { pictures, then } = follow as {
      pictures?: (d: unknown) => (string | undefined)[];
      then?: (d: unknown) => RouteRead[];
    };
    void answer.then(
      (data) => {
        for (const href of pictures?.(data) ?? []) preloadImage(href);
        if (then) startReads(client, then(data));
      },
      () => undefined,
    );
  }
}

function preloadImage(href: string | undefined) {
  if (!isHttpUrl(href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
