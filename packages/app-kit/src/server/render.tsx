/**
 * Server rendering of a public page (built with `vite build --ssr` into dist-server/): match the route,
 * run its declared reads with the server's client, render the shell and page with React's streaming
 * renderer once they are in, and hand back the head, the HTML and the answers the client's hooks start
 * with. Guarded pages, an unavailable API and a missed budget give the client-rendered shell instead.
 */
import { StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter, type RouteMatch, type RouteObject } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import { Writable } from 'node:stream';
import type { PortalClient } from '@wz/sdk';
import type { ComponentType } from 'react';
import type { PortalConfig } from '../config';
import { PortalProvider } from '../providers';
import type { HostRouter, RouteHandle } from '../routing/router';
import { preloadPage } from '../routing/pages';
import type { RouteParams, RouteRead } from '../routing/route';
import { pageHead, type HeadInput, type SiteHead } from './head';
import { answerOf, runReads } from './reads';
import { withServerCity } from '../listing/city';

/** What a host's server renderer is made of. */
export interface RendererParts {
  router: HostRouter;
  /** The host's frame of every page (header, footer…), which renders the matched page. */
  Shell: ComponentType;
  /** Reads of what the shell itself shows on every page (the navigation). */
  shellReads: () => RouteRead[];
  site: SiteHead;
}

export interface RenderOptions {
  /** Path and query of the request. */
  url: string;
  /** The server's client (its own signer; no session). */
  client: PortalClient;
  /** The configuration the browser gets (the pages read it through usePortalConfig). */
  config: PortalConfig;
  /** Site origin for canonical and Open Graph URLs, e.g. https://www.example.cn. */
  origin: string;
  /** Time for the reads and the render together; past it the shell is sent. */
  budgetMs: number;
  /** How long a read's answer is reused by later renders (0: only by renders while it is on the way). */
  readCacheMs?: number;
  /** The visitor's chosen city (its cookie, listing/city.ts): lists default to it. */
  city?: string;
}

export interface RenderResult {
  status: number;
  /** Absolute path of a redirect route (status 302). */
  redirect?: string;
  /** Tags for the head: title, meta, canonical, Open Graph, preloads. */
  head: string;
  /** The rendered #root content; absent when the client renders the shell itself. */
  html?: string;
  /** JSON for the page's data script (fallback answers by SWR key); with `html` only. */
  data?: string;
  /** Source file of the rendered page (src/…; a member's page too), for preloading its browser chunks. */
  page?: string;
  /** Why the shell was sent instead of a rendering (for logs and tests). */
  shell?: 'guarded' | 'api-unavailable' | 'render-failed';
}

function lastMatch(matches: RouteMatch[] | null): { handle: RouteHandle; path?: string; params: RouteParams } {
  const last = matches?.[matches.length - 1];
  return { handle: (last?.route.handle ?? {}) as RouteHandle, path: last?.route.path, params: last?.params ?? {} };
}

/** `<` and line separators escaped: the JSON can sit in a script element without ending it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** React's marker of a boundary it gave up on and left to the client (suspended or failed). */
const CLIENT_RENDERED = '<!--$!-->';

function renderHtml(element: React.ReactElement, deadline: Promise<void>): Promise<string> {
  // The answers are in and the page's code is loaded: nothing should suspend, and one synchronous pass
  // costs far less than the streaming machinery. Whatever did suspend (a lazy part's first use) or fail
  // is rendered again by the stream, which waits for it or reports the failure.
  try {
    const html = renderToString(element);
    if (!html.includes(CLIENT_RENDERED)) return Promise.resolve(html);
  } catch {
    // A suspension outside any boundary: the stream waits for it.
  }
  return streamHtml(element, deadline);
}

function streamHtml(element: React.ReactElement, deadline: Promise<void>): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Everything the page needs is loaded: wait for the whole tree, crawlers get the content. Never
      // outline a large boundary (sent hidden and shown by a script): without JavaScript it would stay hidden.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (err) => {
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    });
    void deadline.then(() => {
      stream.abort(new Error('render budget'));
      reject(new Error('render budget'));
    });
  });
}

/** A host's server renderer: `render` a request's page, and `preloadPublicPages` at start. */
export function createRenderer({ router, Shell, shellReads, site }: RendererParts) {
  /** Loads every page the server renders (at start: the first visitor of a page does not wait for its code). */
  async function preloadPublicPages(): Promise<void> {
    await router.loadAll();
    const loading: Promise<unknown>[] = [];
    const visit = (list: RouteObject[]) => {
      for (const route of list) {
        const handle = route.handle as RouteHandle | undefined;
        if (handle?.page && !handle.requiresLogin && !handle.guestOnly) loading.push(preloadPage(handle.page).catch(() => undefined));
        if (route.children) visit(route.children);
      }
    };
    visit(router.routes);
    await Promise.all(loading);
  }

  async function render(options: RenderOptions): Promise<RenderResult> {
    const url = new URL(options.url, 'http://portal.invalid');
    await router.ensure(url.pathname);
    const { handle, path, params } = lastMatch(router.matchesFor(url.pathname));
    if (handle.redirect !== undefined) return { status: 302, redirect: handle.redirect, head: '' };

    const status = path === '*' ? 404 : 200;
    const input: HeadInput = { site, meta: handle, origin: options.origin, url, pictures: [] };
    // The token lives in the browser: only the client can tell whether the guard lets the page through.
    if (handle.requiresLogin || handle.guestOnly || !handle.page) {
      // a member's page: its source, so the shell preloads its code (the boot script then runs it at once)
      const source = handle.requiresLogin && handle.page ? await preloadPage(handle.page).then((m) => m.__source, () => undefined) : undefined;
      return { status, head: pageHead(input), shell: 'guarded', ...(source ? { page: source } : {}) };
    }

    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, options.budgetMs);
    });
    try {
      const [reads, pageModule] = await Promise.all([
        // The top navigation on every page: its links are in the HTML (crawlers follow them), and hydration
        // has nothing left to draw there.
        runReads(options.client, [...shellReads(), ...(withServerCity(options.city, () => handle.reads?.(url.searchParams, params)) ?? [])], deadline, options.readCacheMs),
        preloadPage(handle.page),
      ]);
      if (reads.unavailable) return { status, head: pageHead(input), shell: 'api-unavailable' };

      const fallback: Record<string, unknown> = {};
      for (const { read, data } of reads.answers) fallback[unstable_serialize(read.key)] = data;
      input.pictures = reads.pictures;
      input.info = handle.head?.(url.searchParams, answerOf(reads.answers), params);

      // the synchronous pass sees the visitor's city (a streamed render, rare, may read its lists again)
      const html = await withServerCity(options.city, () => renderHtml(
        <StrictMode>
          <PortalProvider client={options.client} config={options.config} fallback={fallback}>
            <StaticRouter location={url.pathname + url.search}>
              <Shell />
            </StaticRouter>
          </PortalProvider>
        </StrictMode>,
        deadline,
      ));
      // Resources React hoists (image preloads) lead the HTML: they belong in the head.
      const hoisted = /^(?:<link [^>]*\/>)+/.exec(html)?.[0] ?? '';
      return {
        status,
        head: pageHead(input) + hoisted,
        html: html.slice(hoisted.length),
        data: scriptJson({ fallback }),
        page: pageModule.__source,
      };
    } catch {
      return { status, head: pageHead(input), shell: 'render-failed' };
    } finally {
      clearTimeout(timer);
    }
  }

  return { render, preloadPublicPages };
}

// What the Node server needs to build the server's client, from the same SDK the renderer uses.
export { createPortalClient, md5Signer, endpointSigner, memoryTokenStore } from '@wz/sdk';
export { parseConfig } from '../config';
export { SSR_DATA_ID, CONFIG_ID } from '../ssrData';
