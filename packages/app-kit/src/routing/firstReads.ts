/**
 * The first page's reads, started by a host's boot script before the app's code has arrived.
 * No React and no router here: this module is part of the small first script.
 *
 * A fully static path is looked up exactly (case-insensitive), which gives the same route as react-router's
 * matchRoutes: a path made only of static segments outranks any dynamic or splat route that could also
 * match it. Other paths are matched against the dynamic patterns, ranked as react-router ranks them
 * (e2e/first-reads.spec.ts checks both against matchRoutes for every route of the table).
 */
import { fetchRead, type PortalClient, type Read } from '@wz/sdk';
import { isHttpUrl } from '@wz/ui';
import { groupLoader, type RouteGroup } from './groups';
import { joinReads, type PageLoader, type ReadsOf, type RouteNode, type RouteParams, type RouteRead } from './route';

export interface FirstRoute {
  page: PageLoader;
  reads: ReadsOf;
  /** A member's page (requiresLogin): started early only when a session is stored (the guard lets it through). */
  member?: boolean;
}

/** A dynamic route's page and reads, with the path segments it matched. */
export interface MatchedFirstRoute extends FirstRoute {
  params: RouteParams;
}

const noReads: ReadsOf = () => [];

/** Lower-cased, without a trailing slash: how the lookup keys and pathnames are compared. */
function normalisePath(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

const isStatic = (path: string) => !/[:*?]/.test(path);

/** A page under a path with dynamic segments, ranked as react-router ranks it (static 10, dynamic 3). */
interface Pattern extends FirstRoute {
  segments: string[];
  score: number;
  order: number;
  /** The segments are a prefix (a member's frame at `user/*`). */
  splat?: boolean;
}

/** `a/:b?/:c?` as the paths it stands for (`a`, `a/:b`, `a/:b/:c`), as react-router explodes it. */
function explode(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const out: string[][] = [[]];
  for (const seg of segments) {
    if (seg.endsWith('?')) {
      const bare = seg.slice(0, -1);
      out.push(...out.map((p) => [...p, bare]));
    } else for (const p of out) p.push(seg);
  }
  return [...new Set(out.map((p) => p.join('/')))];
}

function collect(nodes: RouteNode[], base: string, inherited: ReadsOf, out: Map<string, FirstRoute>, patterns: Pattern[], memberOnly = false) {
  for (const node of nodes) {
    if (node.redirect !== undefined) continue;
    // Pages for guests only may turn into a redirect: they wait for the app. A member's page starts
    // early when there is a session (the boot script asks), so its code and reads do not wait for the app.
    if (node.meta?.guestOnly) continue;
    const member = memberOnly || Boolean(node.meta?.requiresLogin);
    // A splat is a catch-all (the 404 page, a frame matching its own pages): nothing to start early, but
    // a member's frame (the user centre) whose code is worth fetching before the app has come.
    if ((node.path ?? '').includes('*')) {
      const prefix = `${base}/${node.path}`.split('/').filter(Boolean);
      if (member && node.page && prefix.at(-1) === '*' && !prefix.slice(0, -1).some((seg) => /[:*?]/.test(seg)))
        patterns.push({ page: node.page, reads: noReads, segments: prefix.slice(0, -1), score: -1, order: patterns.length, member, splat: true });
      continue;
    }
    const reads = joinReads(inherited, node.reads) ?? noReads;
    for (const path of node.index ? [''] : explode(node.path ?? '')) {
      const full = `${base}/${path}`;
      const flag = member ? { member } : {};
      if (node.children) collect(node.children, full, reads, out, patterns, member);
      else if (node.page && isStatic(full)) {
        const key = normalisePath(full);
        if (!out.has(key)) out.set(key, { page: node.page, reads, ...flag });
      } else if (node.page) {
        const segments = full.split('/').filter(Boolean);
        const score = segments.reduce((n, seg) => n + (seg.startsWith(':') ? 3 : 10), segments.length + (node.index ? 2 : 0));
        patterns.push({ page: node.page, reads, segments, score, order: patterns.length, ...flag });
      }
    }
  }
}

function matchPattern(pattern: Pattern, segments: string[]): RouteParams | undefined {
  if (pattern.splat) return pattern.segments.every((seg, i) => seg.toLowerCase() === segments[i]?.toLowerCase()) ? {} : undefined;
  if (pattern.segments.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const want = pattern.segments[i]!;
    const seg = segments[i]!;
    if (want.startsWith(':')) params[want.slice(1)] = decodeURIComponent(seg);
    else if (want.toLowerCase() !== seg.toLowerCase()) return undefined;
  }
  return params;
}

/** A host's first routes: every unguarded page, by normalised static path or by its dynamic pattern. */
export interface FirstRoutes {
  staticRoutes: ReadonlyMap<string, FirstRoute>;
  /**
   * The page, first reads and path params of a location; undefined when no unguarded page matches
   * (or its group has not been loaded: `ensure` first).
   */
  firstRoute(pathname: string): MatchedFirstRoute | undefined;
  /** Loads the route groups a pathname needs (undefined: here already). */
  ensure(pathname: string): Promise<void> | undefined;
  loadAll(): Promise<void>;
}

export function createFirstRoutes(table: RouteNode[], groups: readonly RouteGroup[] = []): FirstRoutes {
  const routes = new Map<string, FirstRoute>();
  const patterns: Pattern[] = [];
  const add = (nodes: RouteNode[]) => {
    collect(nodes, '', noReads, routes, patterns);
    patterns.sort((a, b) => b.score - a.score || a.order - b.order);
  };
  add(table);
  const loader = groupLoader(groups, add);
  return {
    ensure: loader.ensure,
    loadAll: loader.loadAll,
    staticRoutes: routes,
    firstRoute(pathname) {
      const exact = routes.get(normalisePath(pathname));
      if (exact) return { ...exact, params: {} };
      const segments = pathname.split('/').filter(Boolean);
      for (const pattern of patterns) {
        const params = matchPattern(pattern, segments);
        if (params) return { page: pattern.page, reads: pattern.reads, params, ...(pattern.member ? { member: true } : {}) };
      }
      return undefined;
    },
  };
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
