// Market's company list (POST market/companyList, a read sent as a form) on 100 000 seeded companies: category,
// city, company type and keyword in varying mixes, each of the three sorts, pages 1 to about 60; p99 at 50
// connections and throughput beside bare Fastify's in the same run. Run from the repo root after `pnpm build`:
// node bench/market.bench.mjs (MARKET=… to change the size, BENCH_SECONDS=… the length of each run).
// Target p99 <= 50 ms (printed, never asserted).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { CONNECTIONS, DURATION, cli, ok, signedQuery, spawnHello, spawnServer, stop, versusHello } from './lib/api-server.mjs';

const COMPANIES = Number(process.env.MARKET ?? 100_000);
const LIST = '/public/v1/market/companyList';
const CITIES = ['盐城市', '', '南京市', '苏州市', '', '杭州市', '淮安市'];
const SHUXING = ['', '1', '', '2', '3', '', '5'];
const SORTS = ['new', 'hot', 'like'];
// words of names, products, districts and cities (the search index's tokens), one query in eight
const KEYWORDS = ['机械', '大米', '亭湖区', '恒达', '建材', '蚕丝被', '江宁区', '数控机床', '食品', '财税'];
const PAGES = [1, 1, 2, 5, 20];

/** Every request a different query (form bodies), so none is answered from the read cache. */
function distinctBodies(n) {
  return Array.from({ length: n }, (_, i) => {
    const city = CITIES[i % CITIES.length];
    const shuxing = SHUXING[Math.floor(i / 3) % SHUXING.length];
    const leibie = Math.floor(i / 5) % 9;
    const params = {
      sort: SORTS[Math.floor(i / 11) % 3],
      page: PAGES[i % PAGES.length] + Math.floor(i / 1000),
      ...(leibie ? { leibie } : {}),
      ...(city ? { city } : {}),
      ...(shuxing ? { shuxing } : {}),
      ...(i % 8 === 7 ? { keyword: KEYWORDS[Math.floor(i / 8) % KEYWORDS.length] } : {}),
    };
    return signedQuery(params);
  });
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const post = (url, body) => fetch(url + LIST, { method: 'POST', headers: FORM, body }).then((r) => r.json());

/** One autocannon run of POSTs, the bodies in turn (one per request). */
function runPosts(url, bodies, duration = DURATION) {
  let i = 0;
  const requests = [{ method: 'POST', path: LIST, headers: FORM, setupRequest: (req) => ({ ...req, body: bodies[i++ % bodies.length] }) }];
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1, requests }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const loadAverage = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const dir = mkdtempSync(join(tmpdir(), 'wz-market-bench-'));
try {
  const nodeArgs = process.env.API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const api = await spawnServer([...nodeArgs, cli], { DB_PATH: join(dir, 'portal.db'), SEED_MARKET: String(COMPANIES) });
  const seeded = performance.now() - api.started;
  console.info(`market seed ${COMPANIES} companies into a new file database (search index and server start included): ${Math.round(seeded)} ms  target <= 60000 ms  ${ok(seeded <= 60_000)}`);
  let hello;
  try {
    hello = await spawnHello();
    const bodies = distinctBodies(40_000);
    // the answers must be real lists, not refusals (an envelope error is still HTTP 200)
    const sample = await Promise.all(bodies.slice(0, 40).map((b) => post(api.url, b)));
    const refused = sample.filter((e) => e.code !== 200);
    if (refused.length) throw new Error(`market list refused: ${JSON.stringify(refused[0])}`);
    const totals = sample.map((e) => e.data.total).sort((a, b) => a - b);
    const widest = await post(api.url, signedQuery({}));
    console.info(`market list queries: {} matches ${widest.data.total} companies; a query matches median ${totals[20]}, max ${totals[39]}`);

    await runPosts(api.url, bodies.slice(bodies.length / 2), 2);
    console.info(`load average before (1/5/15 min): ${loadAverage()}`);
    const options = { ratioTarget: null };
    const shape = 'category + city + company type (+ keyword) + 3 sorts + pages';
    const r = await versusHello(hello.url, `market list, ${shape}, ${COMPANIES} companies, every query different (uncached)`, () => runPosts(api.url, bodies), options);
    console.info(`(uncached run: ${r.requests.total} requests over ${bodies.length} distinct queries)`);
    const same = [signedQuery({ city: '盐城市', leibie: 1, sort: 'hot', page: 1 })];
    await versusHello(hello.url, `market list, ${COMPANIES} companies, one query repeated (read cache)`, () => runPosts(api.url, same), options);
    console.info(`load average after (1/5/15 min): ${loadAverage()}  (2 cores shared; ratios are the comparable figure)`);
  } finally {
    if (hello) await stop(hello.child);
    await stop(api.child);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
