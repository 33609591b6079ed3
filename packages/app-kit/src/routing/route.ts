/**
 * What a route declares: path, metadata, guard, its lazy page module and its first reads. Plain data and
 * no React, so the boot script and the e2e tests read the same route tables the router is built from.
 */
import type { ComponentType } from 'react';
import type { OperationData, Read, ReadOperationId } from '@wz/sdk';

/** What to do with a read's answer as soon as it arrives, before any page code runs. */
export interface ReadFollowUp<K extends ReadOperationId> {
  /** Pictures in the answer that will be the page's largest paint: fetched at once. */
  pictures?: (data: OperationData<K>) => (string | undefined)[];
  /** Reads that need this answer (the section's menu id → its banner and filter). */
  then?: (data: OperationData<K>) => RouteRead[];
}

/**
 * A read a page makes on its first render: the SDK's descriptor (`reads.<op>(params)`, the one its hook
 * uses), optionally with what to do with the answer at once.
 */
export type RouteRead = {
  [K in ReadOperationId]: Read<K> & { readonly follow?: ReadFollowUp<K> };
}[ReadOperationId];

/** A read with a follow-up (pictures to fetch, reads that need its answer). */
export function withFollowUp<K extends ReadOperationId>(
  read: Read<K>,
  follow: ReadFollowUp<K>,
): Read<K> & { readonly follow?: ReadFollowUp<K> } {
  return { ...read, follow };
}

/** A page's first reads by name: one read, several, or none for this URL. */
export type ReadRecord = { readonly [name: string]: RouteRead | readonly RouteRead[] | undefined };

/**
 * A page's reads, declared once as a function of its URL: the route (so the boot script and the server
 * renderer start them), the head (their answers by name) and the page itself (`useRouteReads`) all take
 * them from here, so a read is never built twice in two ways.
 */
export type PageReads<R extends ReadRecord = ReadRecord> = (search: URLSearchParams, params: RouteParams) => R;

type AnswerOf<T> = T extends Read<infer K> ? OperationData<K> : unknown;

/** The answers of a page's reads, by the names it gave them (absent when a read failed or was not made). */
export type ReadAnswers<R extends ReadRecord> = { readonly [N in keyof R]?: AnswerOf<NonNullable<R[N]>> };

/** A route's reads and its parents', as one list (what the boot script and the server renderer start). */
export type ReadsOf = (search: URLSearchParams, params: RouteParams) => RouteRead[];

/** A parent's reads followed by a child's, as one list. */
export function joinReads(a: ReadsOf | undefined, b: RouteNode['reads']): ReadsOf | undefined {
  if (!b) return a;
  return a ? (search, params) => [...a(search, params), ...readList(b(search, params))] : (search, params) => readList(b(search, params));
}

/** A route's reads as one list, whether it declares a list or a named record. */
export function readList(reads: readonly RouteRead[] | ReadRecord): RouteRead[] {
  if (Array.isArray(reads)) return [...(reads as readonly RouteRead[])];
  return Object.values(reads as ReadRecord).flatMap((r) => (r === undefined ? [] : Array.isArray(r) ? r : [r as RouteRead]));
}

/** A read's answer, when the server has it (undefined when the read failed or was not made). */
export type ReadAnswer = <K extends ReadOperationId>(read: Read<K>) => OperationData<K> | undefined;

/** What a detail page's head says about what it shows (Open Graph, the title's first part). */
export interface PageHeadInfo {
  title?: string;
  description?: string;
  /** The picture that represents the page (og:image). */
  image?: string;
}

/** Builds a page's head from its URL and the answers of its first reads (server rendering). */
export type PageHead = (search: URLSearchParams, answer: ReadAnswer, params: RouteParams) => PageHeadInfo | undefined;

/** A route's path segments (`:sn`, `:id`), as matched; the server renderer passes them to `reads`. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface RouteMeta {
  /** Page title; the document title falls back to the product slogan. */
  title?: string;
  /** Guests are redirected to /login. Inherited by every child. */
  requiresLogin?: boolean;
  /** Logged-in users are sent home (login and register pages). */
  guestOnly?: boolean;
  /** Hide the floating share bar (user, release and map-h5 pages). Inherited. */
  hideShareBar?: boolean;
  /** Hide the site header (map-h5 page). */
  hideHeader?: boolean;
  /** Section the page belongs to (drives its banner, menu and under-construction state). Inherited. */
  section?: string;
  /**
   * The banner the shell shows above the page, before the page's code has arrived: the home one, or
   * the section's (pages in the section frame). Inherited.
   */
  banner?: 'home' | 'section';
  /** Meta tags (home only). */
  keywords?: string;
  description?: string;
}

/** A page module: the page is its default export. */
export interface PageModule {
  default: ComponentType;
  /** Its source file, in the server build only (vite.config.ts pageSources). */
  __source?: string;
}

/**
 * Loads a page's module, one chunk per page: `() => import('./pages/TeacherDetail')`. Routes that show
 * the same page share one loader, so the page is one component wherever it is used.
 */
export type PageLoader = () => Promise<PageModule>;

export interface RouteNode {
  path?: string;
  index?: boolean;
  page?: PageLoader;
  /** Render a redirect instead of a page (relative targets resolve against the parent). */
  redirect?: string;
  meta?: RouteMeta;
  /**
   * Reads fetched as soon as the app starts on this route, while the page's code is still loading
   * (a parent's reads apply to all its children). Built from the parser the page itself uses.
   */
  reads?: (search: URLSearchParams, params: RouteParams) => RouteRead[] | ReadRecord;
  /** Detail pages: the head's title, description and Open Graph picture from the data (server rendering). */
  head?: PageHead;
  children?: RouteNode[];
  /** Values used by the crawl test to fill dynamic segments. */
  sample?: Record<string, string>;
}

/**
 * A page route whose reads are a named record: its head gets their answers by name, and the page takes
 * the same record with `useRouteReads(reads)`.
 */
export function pageRoute<R extends ReadRecord>(route: {
  page: PageLoader;
  reads: PageReads<R>;
  head?: (answers: ReadAnswers<R>) => PageHeadInfo | undefined;
  meta?: RouteMeta;
  sample?: Record<string, string>;
}): Pick<RouteNode, 'page' | 'reads' | 'head' | 'meta' | 'sample'> {
  const { head, ...rest } = route;
  if (!head) return rest;
  return {
    ...rest,
    head: (search, answer, params) => {
      const named = route.reads(search, params);
      const answers: Record<string, unknown> = {};
      for (const [name, read] of Object.entries(named)) {
        if (read && !Array.isArray(read)) answers[name] = answer(read as Read);
      }
      return head(answers as ReadAnswers<R>);
    },
  };
}
