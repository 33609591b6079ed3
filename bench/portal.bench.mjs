// Portal bundle and page-speed figures, printed beside their targets (never asserted).
// Run from the repository root after `pnpm build`: `node bench/portal.bench.mjs`.
//   1. initial JS of the home route (boot script + app + their static imports + the Home route chunk),
//      min+gzip                                                                                   (≤ 125 KB)
//   2. each route's own chunk, min+gzip                                                          (≤ 35 KB)
//   3. Lighthouse (mobile preset, /usr/bin/chromium) on home, search, teacher, video and school detail and
//      the listing sections' index and detail pages and the mall's goods and shop pages, server-rendered
//      as `pnpm start` serves them (PORTAL_SSR=0: the static build): performance ≥ 95,
//      accessibility ≥ 95, with LCP, TBT and CLS — against a local api-server + the production build.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KB, line, loadManifest, withLighthouse } from './lib/portal.mjs';

const dist = process.env.PORTAL_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '../hosts/portal/dist');
const built = loadManifest(dist);
if (!built) {
  console.error(`portal bench: no manifest in ${dist}; run \`pnpm build\` first`);
  process.exit(0);
}
const { manifest, closure, sum, bySrc } = built;

const homeKey = bySrc('src/sections/home/pages/Home.tsx');
if (built.initial.size === 0 || !homeKey) {
  console.error('portal bench: initial scripts or Home chunk not found in the build');
  process.exit(0);
}
const initial = closure(homeKey, new Set(built.initial));
const initialBytes = sum(initial);
line('portal home initial JS, React included (min+gzip)', KB(initialBytes), '<= 125 KB', initialBytes <= 125 * 1024);
console.info(`  (for scale: the same page on antd — Button + Modal + Carousel alone — is ~167 KB; not built here, antd is not a dependency)`);

// A route's own chunk: the dynamic entry plus static imports not already in the initial set.
const routeKeys = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && /^src\/(sections|app\/pages)\//.test(manifest[k].src ?? ''));
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
// LH_ONLY=house,idle measures only the pages whose label contains one of the words.
const PAGES = [
  ['/', 'home'],
  [`/search?keyword=${encodeURIComponent('老师')}`, 'search'],
  ['/teacher/teacherDetail?id=1&type=3', 'teacher detail'],
  ['/teacher/videoCoursewareDetail?id=2&type=2', 'video detail'],
  ['/teacher/schoolDetail?id=1&type=1', 'school detail'],
  ['/house/newfang/info/index', 'house index'],
  ['/house/newfang/info/detail/1', 'house detail'],
  ['/carship/ercar/index/info', 'carship index'],
  ['/carship/newcar/detail/info/1', 'carship detail'],
  ['/idle/index', 'idle index'],
  ['/idle/detail?id=1', 'idle detail'],
  ['/logistics/index/qiyun/hy', 'logistics index'],
  ['/logistics/detail/qiyun/hy/1', 'logistics detail'],
  ['/wzmall/businessEvaluation?id=1', 'mall goods detail'],
  ['/wzmall/index?id=1', 'mall shop page'],
  ['/tour/index', 'tour index'],
  ['/tour/tour_detail?id=1', 'tour detail'],
  ['/daohang/index', 'daohang index'],
  ['/information/index', 'information index'],
  ['/information/information_detail?id=1', 'information article'],
  ['/own/index', 'own index'],
  ['/own/own_detail2?id=1', 'own post'],
  ['/same/index', 'same index'],
  ['/same/detail/yiti?id=1', 'same group'],
  ['/market/index', 'market index'],
  ['/market/market_detail?id=1', 'market company'],
  ['/talents/index', 'talents index'],
  ['/talents/talents_detail1?id=1', 'talents position'],
  ['/live/index', 'live index'],
  ['/live/Live_detail1?id=1', 'live detail'],
  ['/Love', 'love index'],
  ['/MembershipDetails', 'love membership'],
];
const only = (process.env.LH_ONLY ?? '').split(',').filter(Boolean);
const ran = await withLighthouse(dist, async ({ lighthouse }) => {
  for (const [path, label] of PAGES) {
    if (only.length && !only.some((w) => label.includes(w))) continue;
    await lighthouse(path, `portal lighthouse ${label}`);
  }
}).catch((err) => {
  console.error(`portal lighthouse failed: ${err instanceof Error ? err.message : err}`);
  return true;
});
if (!ran) console.info('portal lighthouse: skipped (no /usr/bin/chromium)');
process.exit(0);
