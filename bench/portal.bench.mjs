// Portal bundle and page-speed figures, printed beside their targets (never asserted).
// Run from the repository root after `pnpm build`: `node bench/portal.bench.mjs`.
//   1. initial JS of the home route (entry + static imports + the Home route chunk), min+gzip  (≤ 125 KB)
//   2. each route's own chunk, min+gzip                                                          (≤ 35 KB)
//   3. Lighthouse (mobile preset, /usr/bin/chromium) on home and search: performance ≥ 90,
//      accessibility ≥ 95, with LCP, TBT and CLS — against a local api-server + the production build.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const dist = process.env.PORTAL_DIST ?? join(root, 'hosts/portal/dist');
const manifestPath = join(dist, '.vite/manifest.json');

const KB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const line = (label, value, target, ok) => console.info(`${label}: ${value}  target ${target}  ${ok ? 'OK' : 'MISSED'}`);

if (!existsSync(manifestPath)) {
  console.error(`portal bench: no ${manifestPath}; run \`pnpm build\` first`);
  process.exit(0);
}

/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], name?: string }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = new Map();
function gzipSize(file) {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
}
/** A chunk and everything it imports statically (what the browser must fetch before it runs). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const sum = (keys) => [...keys].reduce((n, k) => n + gzipSize(manifest[k].file), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const homeKey = Object.keys(manifest).find((k) => manifest[k].src === 'src/pages/Home.tsx');
if (!entryKey || !homeKey) {
  console.error('portal bench: entry or Home chunk not found in the manifest');
  process.exit(0);
}
const initial = closure(homeKey, closure(entryKey));
const initialBytes = sum(initial);
line('portal home initial JS, React included (min+gzip)', KB(initialBytes), '<= 125 KB', initialBytes <= 125 * 1024);
console.info(`  (for scale: the same page on antd — Button + Modal + Carousel alone — is ~167 KB; not built here, antd is not a dependency)`);

// A route's own chunk: the dynamic entry plus static imports not already in the initial set.
const routeKeys = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && /^src\/(pages|education)\//.test(manifest[k].src ?? ''));
let worst = { key: '', bytes: 0 };
let over = 0;
for (const key of routeKeys.sort()) {
  const own = [...closure(key)].filter((k) => !initial.has(k));
  const bytes = sum(own);
  if (bytes > worst.bytes) worst = { key, bytes };
  if (bytes > 35 * 1024) over++;
}
line(`portal largest route chunk (${manifest[worst.key]?.src ?? '-'}, min+gzip)`, KB(worst.bytes), '<= 35 KB', worst.bytes <= 35 * 1024);
line(`portal route chunks over 35 KB (of ${routeKeys.length})`, String(over), '0', over === 0);

// ---- Lighthouse ----
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function lighthouseRuns() {
  if (!existsSync('/usr/bin/chromium')) {
    console.info('portal lighthouse: skipped (no /usr/bin/chromium)');
    return;
  }
  const require = createRequire(import.meta.url);
  const { default: lighthouse } = await import('lighthouse');
  const lhRequire = createRequire(require.resolve('lighthouse'));
  const chromeLauncher = await import(lhRequire.resolve('chrome-launcher'));
  const { startServer, DEV_APP_ID, DEV_APP_SECRET } = await import('@wz/api-server');
  const { startStaticServer } = await import('../hosts/portal/scripts/serve-static.mjs');

  const api = await startServer({ port: 0, host: '127.0.0.1', dbPath: ':memory:', logRequests: false, log: () => {} });
  const portal = await startStaticServer({
    root: dist,
    port: 0,
    config: { apiBaseUrl: `${api.url}/public/v1`, appid: DEV_APP_ID, signer: { mode: 'md5', secret: DEV_APP_SECRET } },
  });
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    for (const [name, path] of [
      ['home', '/'],
      ['search', `/search?keyword=${encodeURIComponent('老师')}`],
    ]) {
      // Mobile preset is Lighthouse's default config (simulated throttling, moto g power viewport).
      const result = await lighthouse(`${portal.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr) {
        console.info(`portal lighthouse ${name}: no result`);
        continue;
      }
      const perf = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const a11y = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      line(`portal lighthouse ${name} performance`, String(perf), '>= 90', perf >= 90);
      line(`portal lighthouse ${name} accessibility`, String(a11y), '>= 95', a11y >= 95);
      console.info(
        `  ${name}: LCP ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s  TBT ${Math.round(audit('total-blocking-time'))} ms  CLS ${audit('cumulative-layout-shift').toFixed(3)}`,
      );
    }
  } finally {
    await chrome.kill();
    await portal.close();
    await api.close();
  }
}

await lighthouseRuns().catch((err) => {
  console.error(`portal lighthouse failed: ${err instanceof Error ? err.message : err}`);
});
process.exit(0);
