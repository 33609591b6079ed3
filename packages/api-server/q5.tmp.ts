import { openReader } from './src/db/index.js';
import { handlers } from './src/server.js';
import { ReadCache } from './src/http/cache.js';
const TABS = [['qiyun', 'hy'], ['qiyun', 'cy'], ['lengyun', 'hy'], ['lengyun', 'cy'], ['shuiyun', 'hy'], ['shuiyun', 'cb']];
const DESTINATIONS: Record<string, string>[] = [{ to_province: '江苏省', to_city: '南京市' }, { to_province: '上海市' }, { to_province: '江苏省' }, { to_province: '浙江省' }, { to_city: '苏州市' }, {}];
const ORIGINS = ['', '盐城市', '', '南京市'];
const VTYPES = ['1', '2,3', '', '1,2,3', ''];
const LENGTHS = ['12', '13', '', '14'];
const PAGES = [1, 1, 2, 5, 20];
function params(i: number) {
  const [sn, tab] = TABS[i % TABS.length]!; const road = sn === 'qiyun'; const min = i % 30;
  const from = ORIGINS[Math.floor(i / 6) % ORIGINS.length]; const vtype = road ? VTYPES[Math.floor(i / 5) % VTYPES.length] : ''; const vlength = sn === 'shuiyun' ? '' : LENGTHS[Math.floor(i / 7) % LENGTHS.length];
  return { sn, tab, ...DESTINATIONS[Math.floor(i / 4) % DESTINATIONS.length], ...(from ? { from_city: from } : {}), ...(vtype ? { vtype } : {}), ...(vlength ? { vlength } : {}),
    weight_min: sn === 'shuiyun' ? min * 50 : min, weight_max: sn === 'shuiyun' ? min * 50 + 400 + (Math.floor(i / 30) % 2000) : min + 5 + (Math.floor(i / 30) % 40), sort: Math.floor(i / 9) % 5, page: PAGES[i % PAGES.length] };
}
const db = openReader(process.argv[2]!); if (process.env.MMAP) db.pragma('mmap_size = ' + process.env.MMAP); if (process.env.CACHE) db.pragma('cache_size = ' + process.env.CACHE);
const ctx: any = { db, config: {}, now: () => 1790000000, publicUrl: () => 'http://x', log: console.log, views: null, cache: new ReadCache() };
const h = handlers.logisticsList!;
const N = Number(process.argv[3] ?? 8000);
const origPrepare = db.prepare.bind(db);
const times: Record<string, number> = {}; const bySql = new Map<string, number[]>();
let cur = '';
db.prepare = ((sql: string) => { const st = origPrepare(sql); const kind = sql.startsWith('SELECT COUNT(*) AS n FROM logistics_items WHERE') ? 'count' : sql.startsWith('SELECT id') ? 'ids' : sql.includes('FROM logistics_items WHERE id IN') ? 'rows' : sql.slice(0, 40);
  return new Proxy(st, { get(t, k) { const v = (t as any)[k]; if (k === 'get' || k === 'all') return (...a: unknown[]) => { const s = performance.now(); const r = v.apply(t, a); const d = performance.now() - s; times[kind] = (times[kind] ?? 0) + d; if (kind === 'ids' || kind === 'count') { const key = kind + ' ' + sql.replace(/\?(,\?)*/g, '?').slice(0, 400); (bySql.get(key) ?? bySql.set(key, []).get(key)!).push(d); } return r; }; return typeof v === 'function' ? v.bind(t) : v; } }); }) as any;
const all: number[] = []; const worst: [number, string][] = [];
for (let i = 0; i < N; i++) { const p = params(i); const s = performance.now(); h(ctx, p as any, {} as any, {} as any); const t = performance.now() - s; all.push(t); worst.push([t, JSON.stringify(p)]); }
const q = (a: number[], f: number) => [...a].sort((x, y) => x - y)[Math.floor(a.length * f)]!.toFixed(3);
const mean = (a: number[]) => (a.reduce((x, y) => x + y, 0) / a.length);
console.log('all mean', mean(all).toFixed(3), 'p50', q(all, 0.5), 'p99', q(all, 0.99));
for (const [k, v] of Object.entries(times)) console.log(k, (v / N).toFixed(3), 'ms/req');
for (const [k, a] of [...bySql].sort((x, y) => mean(y[1]) * y[1].length - mean(x[1]) * x[1].length).slice(0, 12)) console.log((mean(a) * a.length / N).toFixed(3), 'ms/req', a.length, mean(a).toFixed(3), k.replace('SELECT id FROM logistics_items', '').slice(0, 260));
{
  const g = new Map<string, { t: number[]; n: number[] }>();
  for (let i = 0; i < 6000; i++) {
    const p: any = params(i);
    const k = `${p.sn}/${p.tab} to:${p.to_city ? 'city' : p.to_province ? 'prov' : '-'} from:${p.from_city ? 'y' : '-'} vt:${p.vtype ? 'y' : '-'} vl:${p.vlength ? 'y' : '-'}`;
    const k2 = `to:${p.to_city ? 'city' : p.to_province ? 'prov' : '-'} from:${p.from_city ? 'y' : '-'}`;
    const c0 = times.count ?? 0; const env: any = h(ctx, p, {} as any, {} as any); const dt = (times.count ?? 0) - c0;
    for (const kk of [k2]) { const e = g.get(kk) ?? g.set(kk, { t: [], n: [] }).get(kk)!; e.t.push(dt); e.n.push(env.data.total); }
  }
  for (const [k, e] of [...g].sort((a, b) => mean(b[1].t) * b[1].t.length - mean(a[1].t) * a[1].t.length)) console.log(k.padEnd(40), 'share', (mean(e.t) * e.t.length / 6000).toFixed(3), 'ms/req  mean', mean(e.t).toFixed(3), 'matches', mean(e.n).toFixed(0), 'n', e.t.length);
}
{
  const lat: [number, string, string][] = [];
  for (let i = 0; i < 6000; i++) { const p: any = params(i); const c0 = times.count ?? 0; const s = performance.now(); const env: any = h(ctx, p, {} as any, {} as any); const t = performance.now() - s; lat.push([t, `count ${((times.count ?? 0) - c0).toFixed(2)} total ${env.data.total}`, JSON.stringify(p)]); }
  lat.sort((a, b) => b[0] - a[0]);
  for (const l of lat.slice(0, 14)) console.log(l[0].toFixed(2), l[1], l[2]);
}
