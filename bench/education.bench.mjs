// Education-area figures of the portal, printed beside their targets (never asserted).
// Run from the repository root after `pnpm build`: `node bench/education.bench.mjs`.
//   1. teacher-detail route chunk (its own JS beyond the initial load; gift/payment and share dialogs
//      are loaded on demand and reported separately), min+gzip                                (≤ 35 KB)
//   2. Lighthouse (mobile preset, /usr/bin/chromium, local api-server + production build) on teacher
//      detail, video courseware detail and school detail: performance ≥ 90, accessibility ≥ 95, LCP,
//      TBT, CLS, and the API calls each page makes on first load (any call made twice for the same
//      data is flagged). The video page needs a login (guests get 请先登录), so every run is logged in.
//   EDU_BENCH_DEBUG=1 also prints every request and the largest layout shifts of each page.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const dist = join(root, 'hosts/portal/dist');
const manifestPath = join(dist, '.vite/manifest.json');

const KB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const line = (label, value, target, ok) => console.info(`${label}: ${value}  target ${target}  ${ok ? 'OK' : 'MISSED'}`);

if (!existsSync(manifestPath)) {
  console.error(`education bench: no ${manifestPath}; run \`pnpm build\` first`);
  process.exit(0);
}

// ---- Chunk sizes ----
/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = new Map();
const gzipSize = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};
/** A chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const sum = (keys) => [...keys].reduce((n, k) => n + gzipSize(manifest[k].file), 0);
const bySrc = (src) => Object.keys(manifest).find((k) => manifest[k].src === src);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const teacherKey = bySrc('src/education/TeacherDetail.tsx');
if (!entryKey || !teacherKey) {
  console.error('education bench: entry or TeacherDetail chunk not found in the manifest');
} else {
  const initial = closure(entryKey);
  const own = new Set([...closure(teacherKey)].filter((k) => !initial.has(k)));
  const bytes = sum(own);
  line('education teacher-detail route chunk (min+gzip, beyond the initial load)', KB(bytes), '<= 35 KB', bytes <= 35 * 1024);
  for (const [label, src] of [
    ['gift + payment dialogs', 'src/education/parts/GiftFlow.tsx'],
    ['share dialog', 'src/education/parts/ShareDialog.tsx'],
  ]) {
    const key = bySrc(src);
    if (!key) continue;
    const lazyOwn = [...closure(key)].filter((k) => !initial.has(k) && !own.has(k));
    const loadedOnDemand = !own.has(key) && [...own].some((k) => (manifest[k].dynamicImports ?? []).includes(key));
    console.info(`  ${label}: ${KB(sum(lazyOwn))} min+gzip, ${loadedOnDemand ? 'loaded on demand' : 'NOT split from the route'}`);
  }
}

// ---- Lighthouse + API calls ----
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Identity of a read: path + params without the per-request signature fields. */
function callKey(url) {
  const u = new URL(url);
  const params = [...u.searchParams].filter(([k]) => !['timestamp', 'sign', 'appid'].includes(k)).sort(([a], [b]) => (a < b ? -1 : 1));
  return `${u.pathname.replace(/^.*\/public\/v1/, '')}?${new URLSearchParams(params)}`;
}

async function lighthouseRuns() {
  if (!existsSync('/usr/bin/chromium')) {
    console.info('education lighthouse: skipped (no /usr/bin/chromium)');
    return;
  }
  const require = createRequire(import.meta.url);
  const { default: lighthouse } = await import('lighthouse');
  const lhRequire = createRequire(require.resolve('lighthouse'));
  const chromeLauncher = await import(lhRequire.resolve('chrome-launcher'));
  const { chromium } = await import('playwright-core');
  const { startServer, DEV_APP_ID, DEV_APP_SECRET, computeSign } = await import('@wz/api-server');
  const { startStaticServer } = await import('../hosts/portal/scripts/serve-static.mjs');

  const api = await startServer({ port: 0, host: '127.0.0.1', dbPath: ':memory:', logRequests: false, log: () => {} });
  const portal = await startStaticServer({
    root: dist,
    port: 0,
    config: { apiBaseUrl: `${api.url}/public/v1`, appid: DEV_APP_ID, signer: { mode: 'md5', secret: DEV_APP_SECRET } },
  });
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    // Log in (demo user) and leave the session in the profile's localStorage for Lighthouse.
    const params = { username: 'demo', password: 'demo1234', appid: DEV_APP_ID, timestamp: Math.floor(Date.now() / 1000) };
    const res = await fetch(`${api.url}/public/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...params, timestamp: String(params.timestamp), sign: computeSign(params, DEV_APP_SECRET) }),
    });
    const session = (await res.json()).data;
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await cdp.contexts()[0].newPage();
    await page.goto(`${portal.url}/config.json`);
    await page.evaluate((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('userInfo', JSON.stringify(s.userInfo));
    }, session);
    await page.close();
    await cdp.close();

    for (const [name, path] of [
      ['teacher detail', '/teacher/teacherDetail?id=1&type=3'],
      ['video courseware detail', '/teacher/videoCoursewareDetail?id=2&type=2'],
      ['school detail', '/teacher/schoolDetail?id=1&type=1'],
    ]) {
      // Mobile preset is Lighthouse's default config (simulated throttling, moto g power viewport).
      const result = await lighthouse(`${portal.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr) {
        console.info(`education lighthouse ${name}: no result`);
        continue;
      }
      const perf = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const a11y = Math.round((lhr.categories.accessibility?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      line(`education lighthouse ${name} performance`, String(perf), '>= 90', perf >= 90);
      line(`education lighthouse ${name} accessibility`, String(a11y), '>= 95', a11y >= 95);
      console.info(
        `  ${name}: LCP ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s  TBT ${Math.round(audit('total-blocking-time'))} ms  CLS ${audit('cumulative-layout-shift').toFixed(3)}`,
      );
      const requests = /** @type {{ url: string, resourceType?: string }[]} */ (lhr.audits['network-requests']?.details?.items ?? []);
      // CORS preflights (bearer calls to the API origin) are listed too; they are not calls for data.
      const calls = requests.filter((r) => r.url.includes('/public/v1/') && r.resourceType !== 'Preflight');
      if (process.env.EDU_BENCH_DEBUG) {
        console.info(requests.map((r) => `${r.resourceType} ${r.url.slice(0, 120)}`).join('\n'));
        console.info(JSON.stringify(lhr.audits['layout-shifts']?.details?.items?.slice(0, 5), null, 1)?.slice(0, 3000));
      }
      const counts = new Map();
      for (const c of calls) counts.set(callKey(c.url), (counts.get(callKey(c.url)) ?? 0) + 1);
      const twice = [...counts].filter(([, n]) => n > 1);
      line(`education ${name} API calls on first load`, String(calls.length), 'no call twice for the same data', twice.length === 0);
      for (const [key, n] of twice) console.info(`  called ${n}×: ${key}`);
    }
  } finally {
    await chrome.kill();
    await portal.close();
    await api.close();
  }
}

await lighthouseRuns().catch((err) => {
  console.error(`education lighthouse failed: ${err instanceof Error ? err.message : err}`);
});
process.exit(0);
