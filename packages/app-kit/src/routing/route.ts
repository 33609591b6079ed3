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
export function withFollowUp<K extends ReadOperationId>(read: Read<K>, follow: ReadFollowUp<K>): RouteRead {
  return { ...read, follow } as unknown as RouteRead;
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
export type PageHead = (search: URLSearchParams, answer: ReadAnswer) => PageHeadInfo | undefined;

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
  reads?: (search: URLSearchParams, params?: RouteParams) => RouteRead[];
  /** Detail pages: the head's title, description and Open Graph picture from the data (server rendering). */
  head?: PageHead;
  children?: RouteNode[];
  /** Values used by the crawl test to fill dynamic segments. */
  sample?: Record<string, string>;
}
