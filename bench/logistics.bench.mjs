// Logistics list on 100 000 seeded items: a board and tab, a destination (and sometimes an origin), vehicle
// type, length or weight, one of the five sorts and a page; p99 at 50 connections and throughput beside bare
// Fastify's in the same run. Run from the repo root after `pnpm build`: node bench/logistics.bench.mjs
// (LOGISTICS=… to change the size, BENCH_SECONDS=… the length of each run). Target p99 <= 50 ms (printed,
// never asserted). The load-date filter is left out: it counts from today and the seed's dates are fixed.
import { listBench, signedQuery } from './lib/api-server.mjs';

const ITEMS = Number(process.env.LOGISTICS ?? 100_000);
const LIST = '/public/v1/logistics/list';
const TABS = [['qiyun', 'hy'], ['qiyun', 'cy'], ['lengyun', 'hy'], ['lengyun', 'cy'], ['shuiyun', 'hy'], ['shuiyun', 'cb']];
const DESTINATIONS = [{ to_province: '江苏省', to_city: '南京市' }, { to_province: '上海市' }, { to_province: '江苏省' }, { to_province: '浙江省' }, { to_city: '苏州市' }, {}];
const ORIGINS = ['', '盐城市', '', '南京市'];
const VTYPES = ['1', '2,3', '', '1,2,3', ''];
const LENGTHS = ['12', '13', '', '14'];
const PAGES = [1, 1, 2, 5, 20];

/** Every request a different query (the weight bounds move), so none is answered from the read cache and no count is reused. */
function distinctPaths(n) {
  return Array.from({ length: n }, (_, i) => {
    const [sn, tab] = TABS[i % TABS.length];
    const road = sn === 'qiyun';
    const min = i % 30;
    const from = ORIGINS[Math.floor(i / 6) % ORIGINS.length];
    const vtype = road ? VTYPES[Math.floor(i / 5) % VTYPES.length] : '';
    const vlength = sn === 'shuiyun' ? '' : LENGTHS[Math.floor(i / 7) % LENGTHS.length];
    const params = {
      sn,
      tab,
      ...DESTINATIONS[Math.floor(i / 4) % DESTINATIONS.length],
      ...(from ? { from_city: from } : {}),
      ...(vtype ? { vtype } : {}),
      ...(vlength ? { vlength } : {}),
      // 水运 weighs ships (200–3000 吨), the road boards trucks (up to ~45 吨)
      weight_min: sn === 'shuiyun' ? min * 50 : min,
      weight_max: sn === 'shuiyun' ? min * 50 + 400 + (Math.floor(i / 30) % 2000) : min + 5 + (Math.floor(i / 30) % 40),
      sort: Math.floor(i / 9) % 5,
      page: PAGES[i % PAGES.length],
    };
    return `${LIST}?${signedQuery(params)}`;
  });
}

await listBench({
  key: 'logistics',
  seedEnv: 'SEED_LOGISTICS',
  size: ITEMS,
  unit: 'items',
  list: LIST,
  paths: distinctPaths(40_000),
  all: { sn: 'qiyun', tab: 'hy' },
  same: { sn: 'qiyun', tab: 'hy', to_province: '江苏省', vtype: '1', sort: 1, page: 1 },
  shape: 'route + vehicle + weight + sort',
});
