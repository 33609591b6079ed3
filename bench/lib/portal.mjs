// Shared by the portal and education benches: reading the Vite manifest of the production build and
// running Lighthouse against it on a fresh in-memory api-server.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const KB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const line = (label, value, target, ok) =>
  console.info(`${label}: ${value}  target ${target}  ${ok ? 'OK' : 'MISSED'}`);

/**
 * The build's manifest with gzip sizes and static-import closures, or undefined when not built.
 * @param {string} dist
 */
export function loadManifest(dist) {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  /** @type {Record<string, { file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} */
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gz = new Map();
  const gzipSize = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gz.get(file);
  };
  /** A chunk and everything it imports statically (what the browser must fetch before it runs). */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const sum = (keys) => [...keys].reduce((n, k) => n + gzipSize(manifest[k].file), 0);
  const bySrc = (src) => Object.keys(manifest).find((k) => manifest[k].src === src);
  // What the browser fetches before any page code: the built HTML's module scripts and modulepreloads
  // (the boot script and the app it imports), with everything they import statically.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/([^"]+)"/g)].map((m) => m[1]);
  const initial = new Set();
  for (const url of urls) {
    const key = Object.keys(manifest).find((k) => manifest[k].file === url);
    if (!key) throw new Error(`${url} (in index.html) is not in the manifest`);
    closure(key, initial);
  }
  return { manifest, closure, sum, bySrc, initial };
}

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * An in-memory api-server and the built portal served against it as `pnpm start` serves it: rendered on
 * the server (PORTAL_SSR=0 serves the static build), the API under the portal's origin, no secret in the
 * browser (the portal's server signs at POST /sign); `mounts` serves other builds on the portal's origin
 * (the seller centre).
 * @param {string} dist
 */
export async function startPortal(dist, { mounts } = {}) {
  const { startServer, DEV_APP_ID, DEV_APP_SECRET } = await import('@wz/api-server');
  const { startStaticServer } = await import('../../hosts/portal/scripts/serve-static.mjs');
  const { createSsr } = await import('../../hosts/portal/server/ssr.mjs');

  const api = await startServer({ port: 0, host: '127.0.0.1', dbPath: ':memory:', logRequests: false, log: () => {} });
  const { createSignHandler, SIGN_PATH } = await import('../../hosts/portal/server/sign.mjs');
  const sign = { path: SIGN_PATH, handle: createSignHandler({ appid: DEV_APP_ID, secret: DEV_APP_SECRET }) };
  const config = { apiBaseUrl: '/public/v1', appid: DEV_APP_ID, signer: { mode: 'endpoint', url: SIGN_PATH } };
  const serverDist = join(dist, '../dist-server');
  const ssr =
    process.env.PORTAL_SSR !== '0' && existsSync(join(serverDist, 'render.js'))
      ? await createSsr({
          dist,
          serverDist,
          api: { baseUrl: `${api.url}/public/v1`, appid: DEV_APP_ID, secret: DEV_APP_SECRET },
          browserConfig: config,
          cacheMs: 3000,
        })
      : undefined;
  const portal = await startStaticServer({
    root: dist,
    port: 0,
    apiProxy: api.url,
    config,
    sign,
    ...(ssr ? { ssr } : {}),
    ...(mounts ? { mounts } : {}),
  });
  return { api, portal, ssr };
}

/**
 * Starts an in-memory api-server, serves `dist` against it, launches /usr/bin/chromium and hands
 * `fn` a `lighthouse(path, prefix, options?)` that prints performance, accessibility, LCP, TBT and CLS;
 * `mounts` serves other builds on the portal's origin (the seller centre).
 * Returns false when there is no Chromium.
 */
export async function withLighthouse(dist, fn, { mounts } = {}) {
  if (!existsSync('/usr/bin/chromium')) return false;
  const require = createRequire(import.meta.url);
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import(createRequire(require.resolve('lighthouse')).resolve('chrome-launcher'));
  const { api, portal, ssr } = await startPortal(dist, { mounts });
  console.info(`  (lighthouse against the ${ssr ? 'server-rendered portal' : 'static build, rendered in the browser'})`);
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  // Lighthouse figures move a lot from run to run on a small shared machine: each page is measured
  // LH_RUNS times (default 3), cold each time, and the run with the median performance is reported.
  const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
  const clearHttpCache = async () => {
    const { chromium } = await import('playwright-core');
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await cdp.contexts()[0].newPage();
    const session = await page.context().newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.close();
    await cdp.close();
  };
  const run = async (path, prefix, options = {}) => {
    const lhrs = [];
    for (let i = 0; i < runs; i++) {
      // Storage kept (a logged-in session): the HTTP cache is cleared by hand so every run is cold.
      if (options.disableStorageReset) await clearHttpCache();
      // Mobile preset is Lighthouse's default config (simulated throttling, moto g power viewport).
      const result = await lighthouse(`${portal.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...options,
      });
      if (result?.lhr) lhrs.push(result.lhr);
    }
    if (lhrs.length === 0) {
      console.info(`${prefix}: no result`);
      return undefined;
    }
    const score = (l, id) => Math.round((l.categories[id]?.score ?? 0) * 100);
    lhrs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const lhr = lhrs[Math.floor(lhrs.length / 2)];
    const perf = score(lhr, 'performance');
    const a11y = score(lhr, 'accessibility');
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const all = lhrs.length > 1 ? ` (median of ${lhrs.length}: ${lhrs.map((l) => score(l, 'performance')).join(', ')})` : '';
    line(`${prefix} performance`, `${perf}${all}`, '>= 95', perf >= 95);
    line(`${prefix} accessibility`, String(a11y), '>= 95', a11y >= 95);
    const failing = (lhr.categories.accessibility?.auditRefs ?? []).filter((r) => r.weight > 0 && lhr.audits[r.id]?.score === 0).map((r) => r.id);
    if (failing.length) console.info(`  accessibility audits failed: ${failing.join(', ')}`);
    console.info(
      `  LCP ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s  TBT ${Math.round(audit('total-blocking-time'))} ms  CLS ${audit('cumulative-layout-shift').toFixed(3)}`,
    );
    // What the LCP is: the element, and how its time splits (TTFB, load delay, load, render delay).
    const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
    const node = lcpItems[0]?.items?.[0]?.node;
    const phases = lcpItems[1]?.items?.map((p) => `${p.phase ?? p.label} ${Math.round(p.timing)} ms`).join(', ');
    if (node) console.info(`  LCP element: ${node.snippet?.slice(0, 140) ?? node.selector}${phases ? `  (${phases})` : ''}`);
    return lhr;
  };
  try {
    await fn({ api, portal, chrome, lighthouse: run });
  } finally {
    await chrome.kill();
    await portal.close();
    await api.close();
  }
  return true;
}
