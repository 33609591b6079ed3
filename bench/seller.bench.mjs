// The seller centre: (1) the seller's goods list (GET /seller/goods/list, a per-member read, never cached) on a
// shop of 10 000 goods, requests spread over tabs, keywords and pages, p99 at 20 connections against the
// 50 ms target, throughput beside bare Fastify's in the same run; (2) the seller host's initial JS (the
// built index.html's module script and modulepreloads with their static imports, React included), min+gzip,
// against 150 KB; (3) Lighthouse accessibility on the overview, goods list and publish pages, logged in as the
// demo member with an approved shop, against 95. Run from the repo root after `pnpm build`: node
// bench/seller.bench.mjs (SELLER_GOODS=… the shop's size, BENCH_SECONDS=… the length of each run, LH_RUNS=… the
// Lighthouse runs per page, SELLER_LIGHTHOUSE=0 / SELLER_LIST=0 skip a part). Targets are printed, never asserted.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { cli, DURATION, ok, signedQuery, spawnHello, spawnServer, stop } from './lib/api-server.mjs';
import { withLighthouse } from './lib/portal.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const GOODS = Number(process.env.SELLER_GOODS ?? 10_000);
const CONNECTIONS = 20;
const LIST = '/public/v1/seller/goods/list';
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const KB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// ---- 2. the seller host's initial JS (measured first: it needs no server)
const dist = join(here, '../hosts/seller/dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('seller bench: no build at hosts/seller/dist (run `pnpm build` first)');
  process.exit(1);
}
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryUrls = [...html.matchAll(/<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/seller\/wzmall\/([^"]+)"/g)].map((m) => m[1]);
/** A module and what it imports statically (`import … from "./x.js"` and side-effect imports; not `import()`). */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) closure(join(dirname(file), m[1]), seen);
  return seen;
}
const initial = new Set();
for (const url of entryUrls) closure(url, initial);
const initialBytes = [...initial].reduce((n, f) => n + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
console.info(`seller host initial JS, React included (min+gzip, ${initial.size} files): ${KB(initialBytes)}  target <= 150 KB  ${ok(initialBytes <= 150 * 1024)}`);

// ---- 1. the goods list on a 10 000-goods shop
const post = (url, path, body, token) =>
  fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body }).then((r) => r.json());

/** Opens the demo member's shop, approved, with `n` goods (a third with two combinations, some sold out, off shelf, drafts, recycled). */
function seedShop(dbPath, n) {
  const Database = createRequire(join(here, '../packages/api-server/package.json'))('better-sqlite3');
  const db = new Database(dbPath);
  seedInto(db, n);
  db.close();
}

/** @param {import('better-sqlite3').Database} db */
function seedInto(db, n) {
  const now = Math.floor(Date.now() / 1000);
  const demo = db.prepare("SELECT id FROM users WHERE username = 'demo'").get().id;
  db.prepare('DELETE FROM mall_shops WHERE user_id = ?').run(demo);
  const shop = Number(db.prepare("INSERT INTO mall_shops (user_id, name, main_category, sub_category, status, created_at) VALUES (?, '压测旗舰店', 2, 21, 2, ?)").run(demo, now).lastInsertRowid);
  const leaf = db.prepare('SELECT c.id FROM mall_categories c WHERE NOT EXISTS (SELECT 1 FROM mall_categories d WHERE d.pid = c.id) LIMIT 1').get().id;
  const goods = db.prepare('INSERT INTO mall_goods (shop_id, category_id, title, price_cents, sales, status, created_at, code, deleted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const pic = db.prepare('INSERT INTO mall_goods_pics (goods_id, sort, url) VALUES (?, 1, ?)');
  const product = db.prepare('INSERT INTO mall_products (goods_id, spec_key, spec_text, price_cents, stock, code) VALUES (?, ?, ?, ?, ?, ?)');
  const WORDS = ['纯棉', '加厚', '男款', '女款', '儿童', '新款', '帆布包', 'T 恤', '卫衣', '外套', '围巾', '袜子'];
  db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const price = 990 + (i % 500) * 100;
      const status = i % 20 === 0 ? 2 : i % 50 === 1 ? 3 : 1;
      const title = `${WORDS[i % 12]} ${WORDS[(i * 7) % 12]} 压测商品 ${i + 1}`;
      const id = Number(goods.run(shop, leaf, title, price, i % 300, status, now - (n - i) * 60, `SKU-${i + 1}`, i % 97 === 0 ? now : null).lastInsertRowid);
      pic.run(id, `/media/img/goods/${(i % 40) + 1}-1.svg`);
      const combos = i % 3 === 0 ? 2 : 1;
      for (let c = 0; c < combos; c++) product.run(id, String(c), combos > 1 ? `颜色:${c ? '黑' : '白'}` : '', price + c * 100, i % 13 === 0 ? 0 : (i % 40) + 1, `SKU-${i + 1}-${c}`);
    }
  })();
}

/** Queries over tab × page × keyword (none, a title word, a code); the list is never cached by the server. */
function distinctPaths(count) {
  const TABS = ['sale', 'sale', 'off', 'soldout', 'draft', 'recycle'];
  return Array.from({ length: count }, (_, i) => {
    const kind = i % 4;
    const keyword = kind === 1 ? ['纯棉', '卫衣', '围巾', '儿童'][i % 4] : kind === 2 ? `SKU-${1 + ((i * 37) % GOODS)}` : undefined;
    const params = { tab: TABS[i % TABS.length], page: 1 + (Math.floor(i / 6) % 25), ...(keyword ? { keyword } : {}) };
    return `${LIST}?${signedQuery(params)}`;
  });
}

function runAs(url, token, paths, duration = DURATION) {
  let i = 0;
  const requests = paths && [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }];
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(requests ? { requests } : {}) }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

const dir = mkdtempSync(join(tmpdir(), 'wz-seller-bench-'));
if (process.env.SELLER_LIST === '0') console.info('seller goods list: skipped (SELLER_LIST=0)');
else try {
  const dbPath = join(dir, 'portal.db');
  // a first start creates and seeds the database; the shop is added while no server holds it
  const first = await spawnServer([cli], { DB_PATH: dbPath });
  await stop(first.child);
  const seedStart = performance.now();
  seedShop(dbPath, GOODS);
  console.info(`seller shop seeded with ${GOODS} goods: ${Math.round(performance.now() - seedStart)} ms`);
  const api = await spawnServer([cli], { DB_PATH: dbPath });
  let hello;
  try {
    hello = await spawnHello();
    const token = (await post(api.url, '/public/v1/login', signedQuery({ username: 'demo', password: 'demo1234' }))).data.token;
    const paths = distinctPaths(20_000);
    // the answers must be real lists, not refusals (an envelope error is still HTTP 200)
    const sample = await Promise.all(paths.slice(0, 24).map((p) => fetch(api.url + p, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json())));
    const refused = sample.find((e) => e.code !== 200);
    if (refused) throw new Error(`seller goods list refused: ${JSON.stringify(refused)}`);
    console.info(`seller goods list tab counts: ${JSON.stringify(sample[0].data.counts)}; a sample query answers median ${sample.map((e) => e.data.lists.length).sort((a, b) => a - b)[12]} rows`);
    await runAs(api.url, token, paths.slice(10_000), 2);
    console.info(`load average before (1/5/15 min): ${load()}`);
    const before = await runAs(`${hello.url}/hello`);
    const r = await runAs(api.url, token, paths);
    const after = await runAs(`${hello.url}/hello`);
    const baseRps = (before.requests.average + after.requests.average) / 2;
    const errors = r.errors + r.timeouts + r.non2xx;
    const name = `seller goods list, ${GOODS} goods, mixed tabs / keywords / pages`;
    console.info(`bare fastify hello (baseline around ${name}): ${Math.round(baseRps)} req/s  p99 ${Math.max(before.latency.p99, after.latency.p99)} ms`);
    console.info(`api ${name}: ${Math.round(r.requests.average)} req/s  p50 ${r.latency.p50} ms  (${CONNECTIONS} connections, ${DURATION} s)`);
    console.info(`api ${name} throughput vs bare hello: ${(r.requests.average / baseRps).toFixed(2)}  (printed beside, no target)`);
    console.info(`api ${name} p99 latency: ${r.latency.p99} ms  target <= 50 ms  ${ok(r.latency.p99 <= 50)}`);
    console.info(`api ${name} errors: ${errors}  target 0  ${ok(errors === 0)}`);
    console.info(`load average after (1/5/15 min): ${load()}  (2 cores shared; ratios are the comparable figure)`);
  } finally {
    if (hello) await stop(hello.child);
    await stop(api.child);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// ---- 3. Lighthouse accessibility, logged in (the portal's server with the seller centre mounted, as `pnpm start` serves it)
const portalDist = join(here, '../hosts/portal/dist');
if (process.env.SELLER_LIGHTHOUSE === '0') console.info('seller lighthouse: skipped (SELLER_LIGHTHOUSE=0)');
else if (!existsSync(join(portalDist, 'index.html'))) console.info('seller lighthouse: skipped (no build at hosts/portal/dist)');
else {
  const ran = await withLighthouse(
    portalDist,
    async ({ api, chrome, portal, lighthouse }) => {
      // the demo member's approved shop with a page of goods, then its session in the browser's localStorage,
      // where the seller centre (on the portal's origin) reads it
      seedInto(api.db, 30);
      api.ctx.cache.bump();
      const session = (await post(api.url, '/public/v1/login', signedQuery({ username: 'demo', password: 'demo1234' }))).data;
      const { chromium } = await import('playwright-core');
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
        ['overview', '/seller/wzmall'],
        ['goods list', '/seller/wzmall/goodList'],
        ['publish', '/seller/wzmall/publishGoods'],
      ])
        await lighthouse(path, `seller lighthouse ${name} (${path})`, { disableStorageReset: true });
    },
    { mounts: { '/seller/wzmall/': dist } },
  ).catch((err) => {
    console.error(`seller lighthouse failed: ${err instanceof Error ? err.message : err}`);
    return true;
  });
  if (!ran) console.info('seller lighthouse: skipped (no /usr/bin/chromium)');
}
process.exit(0)
