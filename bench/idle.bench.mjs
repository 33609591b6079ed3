// Idle-goods list on 100 000 seeded items: category, condition, a custom price, sometimes seller type and same city,
// with one of the three sorts, p99 at 50 connections and throughput beside bare Fastify's in the same run.
// Run from the repo root after `pnpm build`: node bench/idle.bench.mjs (IDLE=… to change the size,
// BENCH_SECONDS=… the length of each run). Target p99 <= 50 ms (printed, never asserted).
import { listBench, signedQuery } from './lib/api-server.mjs';

const ITEMS = Number(process.env.IDLE ?? 100_000);
const LIST = '/public/v1/idle/list';
const CONDITIONS = ['11', '12', '11,12', '13,14', '12,13'];
const USER_TYPES = ['31,32', '', '32,33,34', ''];
const CITIES = ['盐城市', '', '南京市', ''];
const PAGES = [1, 1, 2, 5, 20];

/** Every request a different query, so none is answered from the read cache and no count is reused. */
function distinctPaths(n) {
  return Array.from({ length: n }, (_, i) => {
    const min = 5 * (i % 100);
    const city = CITIES[i % CITIES.length];
    const usertype = USER_TYPES[Math.floor(i / 3) % USER_TYPES.length];
    const params = {
      tab: 1 + (i % 10),
      condition: CONDITIONS[i % CONDITIONS.length],
      price_min: min,
      price_max: min + 500 + (Math.floor(i / 100) % 3000),
      sort: Math.floor(i / 7) % 3,
      page: PAGES[i % PAGES.length],
      ...(city ? { city } : {}),
      ...(usertype ? { usertype } : {}),
    };
    return `${LIST}?${signedQuery(params)}`;
  });
}

await listBench({
  key: 'idle',
  seedEnv: 'SEED_IDLE',
  size: ITEMS,
  unit: 'items',
  list: LIST,
  paths: distinctPaths(40_000),
  all: {},
  same: { tab: 1, condition: '11,12', sort: 1, page: 1 },
  shape: 'category + 2 filters + price + sort (+ city)',
});
