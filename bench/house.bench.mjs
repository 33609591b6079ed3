// House list on 100 000 seeded listings (issue 16): three filters and a sort, p99 at 50 connections and
// throughput beside bare Fastify's in the same run. Run from the repo root after `pnpm build`:
// node bench/house.bench.mjs (HOUSES=… to change the size, BENCH_SECONDS=… the length of each run).
import { listBench, signedQuery } from './lib/api-server.mjs';

const HOUSES = Number(process.env.HOUSES ?? 100_000);
const LIST = '/public/v1/home/second_hand_info_list';
const ROOMS = ['402', '403', '402,403', '403,404', '401,402', '404', '405', '402,403,404'];
const TYPES = ['1', '2', '1,2', '1,3', '1,2,4'];
const PAGES = [1, 1, 2, 5, 20];

/**
 * Every request a different query, so none is answered from the read cache (5000 entries) and no count is
 * reused: a price range (custom min–max), rooms and property type, one of the seven sorts, a page.
 */
function distinctPaths(n) {
  return Array.from({ length: n }, (_, i) => {
    const min = 40 + (i % 150);
    const params = {
      house_nav_id: 219,
      price_min: min,
      price_max: min + 30 + (Math.floor(i / 150) % 120),
      room: ROOMS[i % ROOMS.length],
      type: TYPES[i % TYPES.length],
      sort: Math.floor(i / 8) % 7,
      page: PAGES[i % PAGES.length],
    };
    return `${LIST}?${signedQuery(params)}`;
  });
}

await listBench({
  key: 'house',
  seedEnv: 'SEED_HOUSES',
  size: HOUSES,
  unit: 'listings',
  list: LIST,
  paths: distinctPaths(40_000),
  all: { house_nav_id: 219 },
  same: { house_nav_id: 219, price: 102, room: '402,403', type: 1, sort: 3, page: 1 },
  shape: '3 filters + sort',
});
