#!/usr/bin/env node
// `pnpm start`: build what the portal needs (turbo, cached), start the api-server on a persistent SQLite
// file (seeded on first start, reused afterwards) and serve the portal's production build against it, its
// public pages rendered on the server (SSR=0: the static build only, rendered in the browser), plus
// the partner example page (examples/partner-site + the @wz/embed script) and the seller centre
// (hosts/seller, static, on the portal's origin under /seller/wzmall/). Installs nothing. Ctrl-C stops
// everything.
//
// Environment: PORT_API (8787), PORT_PORTAL (5173), PORT_PARTNER (5174), PORT_SELLER (reserved for the seller host),
// DB_PATH (./data/portal.db), HOST (127.0.0.1 for the portal server), DEV_MODE (1: the api-server's payment
// simulator is mounted; 0 turns it off), SSR (1; 0 turns server rendering off), SSR_BUDGET_MS (800: past it
// the shell is sent), SSR_CACHE_MS (3000: guest HTML cache per URL, 0 off), PUBLIC_ORIGIN (canonical URLs;
// default the request's host); every other variable, e.g.
// TOKEN_TTL_SECONDS or ORDER_TTL_SECONDS, is passed to the api-server unchanged. APP_SECRET (the secret
// of APPID, wz-dev-secret by default) stays on the portal's server, which signs for its pages at POST /sign
// (SIGN_RATE_PER_MINUTE per client, 600); BROWSER_SECRET=1 serves it to the browsers instead (md5 there).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const portApi = Number(env.PORT_API || 8787);
const portPortal = Number(env.PORT_PORTAL || 5173);
const portPartner = Number(env.PORT_PARTNER || 5174);
const portSeller = env.PORT_SELLER ? Number(env.PORT_SELLER) : undefined;
const dbPath = resolve(root, env.DB_PATH || './data/portal.db');
const publicHost = env.PUBLIC_HOST || 'localhost';

/** @type {import('node:child_process').ChildProcess | undefined} */
let apiProcess;
function fail(message) {
  console.error(`start: ${message}`);
  apiProcess?.kill('SIGTERM');
  process.exit(1);
}

for (const [name, port] of [
  ['PORT_API', portApi],
  ['PORT_PORTAL', portPortal],
  ['PORT_PARTNER', portPartner],
]) {
  if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`${name} must be a TCP port, got ${port}`);
}

if (env.START_SKIP_BUILD !== '1') {
  console.info('start: building the portal, the embed script and their packages (turbo, cached)…');
  const build = spawnSync(
    'pnpm',
    ['turbo', 'run', 'build', '--filter=@wz/portal...', '--filter=@wz/embed...', '--filter=@wz/seller...', '--output-logs=errors-only'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, TURBO_TELEMETRY_DISABLED: '1' },
    },
  );
  if (build.status !== 0) fail('the build failed (see above)');
}

const apiCli = join(root, 'packages/api-server/dist/cli.js');
const portalDist = join(root, 'hosts/portal/dist');
const portalServerDist = join(root, 'hosts/portal/dist-server');
const ssrOn = env.SSR !== '0';
const embedScript = join(root, 'packages/embed/dist/wz-embed.iife.js');
// The seller centre: its static build, served by the portal's server under /seller/wzmall/ (same origin,
// so the member's token and the portal's /config.json and signing are the same).
const sellerDist = join(root, 'hosts/seller/dist');
if (!existsSync(join(sellerDist, 'index.html'))) fail(`missing ${sellerDist}/index.html; run pnpm build`);
if (!existsSync(apiCli)) fail(`missing ${apiCli}; run pnpm build`);
if (!existsSync(join(portalDist, 'index.html'))) fail(`missing ${portalDist}/index.html; run pnpm build`);
if (!existsSync(embedScript)) fail(`missing ${embedScript}; run pnpm build`);
if (ssrOn && !existsSync(join(portalServerDist, 'render.js'))) fail(`missing ${portalServerDist}/render.js; run pnpm build`);

mkdirSync(dirname(dbPath), { recursive: true });
const firstStart = !existsSync(dbPath);
const apiOrigin = `http://${publicHost}:${portApi}`;

const api = spawn(process.execPath, [apiCli], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...env,
    PORT: String(portApi),
    DB_PATH: dbPath,
    PUBLIC_URL: env.PUBLIC_URL || apiOrigin,
    // development mode: the payment simulator the gift flow pays through (DEV_MODE=0 turns it off)
    DEV_MODE: env.DEV_MODE || '1',
  },
});

apiProcess = api;
let stopping = false;
/** @type {undefined | { port: number, close: () => Promise<void> }} */
let portal;
/** @type {undefined | { port: number, close: () => Promise<void> }} */
let partner;
api.on('exit', (code, signal) => {
  if (!stopping) {
    console.error(`start: the api-server stopped (${signal ?? `exit ${code}`})`);
    shutdown(1);
  }
});

/** Resolves once this api-server (not whatever else holds the port) says it is listening. */
function waitForApi(timeoutMs) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => fail(`the api-server did not start within ${timeoutMs / 1000} s`), timeoutMs);
    let ready = false;
    api.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (!ready && /listening on/.test(String(chunk))) {
        ready = true;
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

const { startStaticServer } = await import(join(root, 'hosts/portal/scripts/serve-static.mjs'));
const { createSsr } = await import(join(root, 'hosts/portal/server/ssr.mjs'));
const { startPartnerServer } = await import(join(root, 'examples/partner-site/serve.mjs'));
await waitForApi(60_000);

const appid = env.APPID || 'wzwebapp';
const appSecret = env.APP_SECRET || 'wz-dev-secret';
// No secret in the browser: the portal's server signs for its pages (POST /sign on the portal's origin,
// rate-limited per client). BROWSER_SECRET=1 is the explicit opt-out (md5 in the browser: the secret is
// served to every visitor; only for a static build talking to an API that has no signer).
const browserSecret = env.BROWSER_SECRET === '1';
if (browserSecret) console.warn('start: BROWSER_SECRET=1: the signing secret is served to every browser (config.json and every page)');
const { createSignHandler, SIGN_PATH } = await import(join(root, 'hosts/portal/server/sign.mjs'));
const browserConfig = {
  apiBaseUrl: '/public/v1',
  appid,
  signer: browserSecret ? { mode: 'md5', secret: appSecret } : { mode: 'endpoint', url: SIGN_PATH },
  ...(portSeller ? { sellerUrl: `http://${publicHost}:${portSeller}` } : {}),
  // The api-server's generated tiles (only /public/* is passed through the portal's origin).
  map: { tileUrl: `${apiOrigin}/tiles/{z}/{x}/{y}.png`, attribution: '开发用示意底图' },
};
const sign = browserSecret
  ? undefined
  : {
      path: SIGN_PATH,
      handle: createSignHandler({
        appid,
        secret: appSecret,
        ratePerMinute: Number(env.SIGN_RATE_PER_MINUTE || 600),
        clockSkewSeconds: Number(env.CLOCK_SKEW_SECONDS || 300),
      }),
    };
// The server signs its own reads (its secret stays on the server, whatever the browser's signer is).
const ssr = ssrOn
  ? await createSsr({
      dist: portalDist,
      serverDist: portalServerDist,
      api: { baseUrl: `http://127.0.0.1:${portApi}/public/v1`, appid, secret: appSecret },
      browserConfig,
      ...(env.PUBLIC_ORIGIN ? { origin: env.PUBLIC_ORIGIN } : {}),
      budgetMs: Number(env.SSR_BUDGET_MS || 800),
      cacheMs: Number(env.SSR_CACHE_MS ?? 3000),
      log: (line) => console.info(line),
    }).catch((err) => fail(`cannot start the server renderer: ${err.message}`))
  : undefined;

portal = await startStaticServer({
  root: portalDist,
  port: portPortal,
  host: env.HOST || '127.0.0.1',
  // The API is also reachable under the portal's own origin, and the portal uses it there: calls that
  // carry the token then need no CORS preflight (the api-server's own URL keeps working for others).
  apiProxy: `http://127.0.0.1:${portApi}`,
  config: browserConfig,
  ...(sign ? { sign } : {}),
  ...(ssr ? { ssr } : {}),
  mounts: { '/seller/wzmall/': sellerDist },
}).catch((err) => fail(`cannot serve the portal on port ${portPortal}: ${err.message}`));

// The partner example: a plain page on another origin using the embed script, signed by /embed/sign.
partner = await startPartnerServer({
  port: portPartner,
  host: env.HOST || '127.0.0.1',
  apiBase: `${apiOrigin}/public/v1`,
  portalUrl: `http://${publicHost}:${portal.port}`,
}).catch((err) => fail(`cannot serve the partner example on port ${portPartner}: ${err.message}`));

console.info('');
console.info(`  portal   http://${publicHost}:${portal.port}/  (${ssr ? 'server-rendered' : 'static build, SSR=0'})`);
console.info(`  seller   http://${publicHost}:${portal.port}/seller/wzmall  (seller centre, static)`);
console.info(`  api      ${apiOrigin}/public/v1`);
console.info(`  signing  ${browserSecret ? 'md5 in the browser (BROWSER_SECRET=1: the secret is public)' : `POST http://${publicHost}:${portal.port}${SIGN_PATH} (no secret in the browser)`}`);
console.info(`  partner  http://${publicHost}:${partner.port}/  (example partner page with <wz-teacher-card>)`);
console.info(`  database ${dbPath}${firstStart ? ' (new, seeded)' : ' (reused)'}`);
if (portSeller) console.info(`  seller   port ${portSeller} reserved (no seller host in this build)`);
console.info('\n  Ctrl-C stops everything.\n');

function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  Promise.all([portal?.close(), partner?.close()]).finally(() => process.exit(code));
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
