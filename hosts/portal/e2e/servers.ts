import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, DEV_APP_ID, DEV_APP_SECRET, type ApiServer } from '@wz/api-server';
// @ts-expect-error -- plain ESM helper without types, shared with scripts/start.mjs and the bench
import { startStaticServer } from '../scripts/serve-static.mjs';
// @ts-expect-error -- plain ESM helper without types, shared with scripts/start.mjs and the bench
import { createSsr } from '../server/ssr.mjs';
// @ts-expect-error -- plain ESM helper without types, shared with scripts/start.mjs
import { createSignHandler, SIGN_PATH } from '../server/sign.mjs';

const here = dirname(fileURLToPath(import.meta.url));
/** The production build under test (PORTAL_DIST overrides, e.g. a build kept apart from dist/). */
export const DIST = process.env.PORTAL_DIST ?? join(here, '..', 'dist');
/** The server renderer's build (`vite build --ssr`), beside the client build. */
/** The seller centre's static build (hosts/seller). */
export const SELLER_DIST = process.env.SELLER_DIST ?? join(here, '..', '..', 'seller', 'dist');
export const SERVER_DIST = process.env.PORTAL_SERVER_DIST ?? join(DIST, '..', 'dist-server');

export interface SsrOptions {
  /** API the server reads from (default: the stack's api-server). */
  apiBaseUrl?: string;
  budgetMs?: number;
  cacheMs?: number;
}

/** The server renderer for a build and an API (the same one `pnpm start` uses). */
export async function createPortalSsr(
  config: {
    apiBaseUrl: string;
    appid: string;
    signer: { mode: 'md5'; secret: string } | { mode: 'endpoint'; url: string };
  },
  apiBaseUrl: string,
  options: SsrOptions = {},
): Promise<unknown> {
  if (!existsSync(join(SERVER_DIST, 'render.js'))) {
    throw new Error(`No server build at ${SERVER_DIST}: run \`pnpm --filter @wz/portal build\` first.`);
  }
  return createSsr({
    dist: DIST,
    serverDist: SERVER_DIST,
    api: { baseUrl: options.apiBaseUrl ?? apiBaseUrl, appid: DEV_APP_ID, secret: DEV_APP_SECRET },
    browserConfig: config,
    // Generous by default: on a loaded test machine a missed 800 ms budget would turn a page into the
    // shell and its server-rendering tests into noise; the budget itself is tested with 800 ms.
    budgetMs: options.budgetMs ?? 5000,
    cacheMs: options.cacheMs ?? 0,
  });
}

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface Stack {
  api: ApiServer;
  apiUrl: string;
  portal: StaticServer;
  close(): Promise<void>;
}

/**
 * A fresh api-server (in-memory database, dev endpoints on, free port) and the production build served
 * with a config.json that points at it. `env` takes extra api-server options (e.g. tokenTtlSeconds).
 */
export async function startStack(
  options: {
    tokenTtlSeconds?: number;
    /** Moves the api-server's clock: seconds added to the real time (tests expire or renew tokens with it). */
    clockOffset?: { seconds: number };
    /** Serve the API under the portal's origin (`/public/*` passed through), as `pnpm start` does. */
    sameOrigin?: boolean;
    /** Server rendering (on by default, as `pnpm start`); false serves the static build only. */
    ssr?: boolean | SsrOptions;
    /** Serve the seller centre's build (hosts/seller/dist) under /seller/wzmall/, as `pnpm start` does. */
    seller?: boolean;
  } = {},
): Promise<Stack> {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(`No production build at ${DIST}: run \`pnpm --filter @wz/portal build\` first.`);
  }
  const api = await startServer({
    port: 0,
    host: '127.0.0.1',
    dbPath: ':memory:',
    devEndpoints: true,
    devMode: true,
    logRequests: false,
    log: () => {},
    ...(options.tokenTtlSeconds ? { tokenTtlSeconds: options.tokenTtlSeconds } : {}),
    ...(options.clockOffset ? { clock: () => Math.floor(Date.now() / 1000) + options.clockOffset!.seconds } : {}),
  });
  const apiUrl = api.url!;
  // As `pnpm start`: the portal's server signs for its pages (POST /sign), no secret in the browser.
  // E2E_BROWSER_SECRET=1 is the explicit opt-out (md5 in the browser, as BROWSER_SECRET=1 for pnpm start).
  const inBrowser = process.env.E2E_BROWSER_SECRET === '1';
  const config = {
    apiBaseUrl: options.sameOrigin ? '/public/v1' : `${apiUrl}/public/v1`,
    appid: DEV_APP_ID,
    signer: inBrowser
      ? { mode: 'md5' as const, secret: DEV_APP_SECRET }
      : { mode: 'endpoint' as const, url: SIGN_PATH as string },
  };
  const sign = {
    path: SIGN_PATH as string,
    // Every browser of a test run comes from 127.0.0.1, so the per-client limit is one run's calls.
    handle: createSignHandler({ appid: DEV_APP_ID, secret: DEV_APP_SECRET, ratePerMinute: 20_000 }) as unknown,
  };
  const ssr =
    options.ssr === false
      ? undefined
      : await createPortalSsr(config, `${apiUrl}/public/v1`, options.ssr === true ? {} : options.ssr);
  const portal: StaticServer = await startStaticServer({
    root: DIST,
    port: 0,
    ...(options.sameOrigin ? { apiProxy: apiUrl } : {}),
    config,
    ...(inBrowser ? {} : { sign }),
    ...(ssr ? { ssr } : {}),
    ...(options.seller ? { mounts: { '/seller/wzmall/': SELLER_DIST } } : {}),
  });
  return {
    api,
    apiUrl,
    portal,
    async close() {
      await portal.close();
      await api.close();
    },
  };
}
