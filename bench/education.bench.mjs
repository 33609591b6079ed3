// Education-area figures of the portal, printed beside their targets (never asserted).
// Run from the repository root after `pnpm build`: `node bench/education.bench.mjs`.
//   1. teacher-detail route chunk (its own JS beyond the initial load; gift/payment and share dialogs
//      are loaded on demand and reported separately), min+gzip                                (≤ 35 KB)
//   2. Lighthouse (mobile preset, /usr/bin/chromium, local api-server + production build) on teacher
//      detail, video courseware detail and school detail: performance ≥ 90, accessibility ≥ 95, LCP,
//      TBT, CLS, and the API calls each page makes on first load (any call made twice for the same
//      data is flagged). The video page needs a login (guests get 请先登录), so every run is logged in.
//   EDU_BENCH_DEBUG=1 also prints every request and the largest layout shifts of each page.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KB, line, loadManifest, withLighthouse } from './lib/portal.mjs';

const dist = process.env.PORTAL_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '../hosts/portal/dist');
const built = loadManifest(dist);
if (!built) {
  console.error(`education bench: no manifest in ${dist}; run \`pnpm build\` first`);
  process.exit(0);
}

// ---- Chunk sizes ----
const { manifest, closure, sum, bySrc, initial } = built;
const teacherKey = bySrc('src/sections/education/pages/TeacherDetail.tsx');
if (initial.size === 0 || !teacherKey) {
  console.error('education bench: initial scripts or TeacherDetail chunk not found in the build');
} else {
  const own = new Set([...closure(teacherKey)].filter((k) => !initial.has(k)));
  const bytes = sum(own);
  line('education teacher-detail route chunk (min+gzip, beyond the initial load)', KB(bytes), '<= 35 KB', bytes <= 35 * 1024);
  for (const [label, src] of [
    ['gift + payment dialogs', 'src/sections/education/teacher/GiftFlow.tsx'],
    ['share dialog', 'src/sections/education/teacher/ShareDialog.tsx'],
  ]) {
    const key = bySrc(src);
    if (!key) continue;
    const lazyOwn = [...closure(key)].filter((k) => !initial.has(k) && !own.has(k));
    const loadedOnDemand = !own.has(key) && [...own].some((k) => (manifest[k].dynamicImports ?? []).includes(key));
    console.info(`  ${label}: ${KB(sum(lazyOwn))} min+gzip, ${loadedOnDemand ? 'loaded on demand' : 'NOT split from the route'}`);
  }
}

// ---- Lighthouse + API calls ----
/** Identity of a read: path + params without the per-request signature fields. */
function callKey(url) {
  const u = new URL(url);
  const params = [...u.searchParams].filter(([k]) => !['timestamp', 'sign', 'appid'].includes(k)).sort(([a], [b]) => (a < b ? -1 : 1));
  return `${u.pathname.replace(/^.*\/public\/v1/, '')}?${new URLSearchParams(params)}`;
}

const ran = await withLighthouse(dist, async ({ api, chrome, portal, lighthouse }) => {
  const { chromium } = await import('playwright-core');
  const { DEV_APP_ID, DEV_APP_SECRET, computeSign } = await import('@wz/api-server');
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
    const lhr = await lighthouse(path, `education lighthouse ${name}`, { disableStorageReset: true });
    if (!lhr) continue;
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
}).catch((err) => {
  console.error(`education lighthouse failed: ${err instanceof Error ? err.message : err}`);
  return true;
});
if (!ran) console.info('education lighthouse: skipped (no /usr/bin/chromium)');
process.exit(0);
