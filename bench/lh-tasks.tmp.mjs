import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import(createRequire(require.resolve('lighthouse')).resolve('chrome-launcher'));
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'], logLevel: 'silent' });
const r = await lighthouse(process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const a = r.lhr.audits;
console.log('perf', Math.round(r.lhr.categories.performance.score*100), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue));
const ev = r.artifacts.Trace.traceEvents;
const navE = ev.find((e) => e.name === 'navigationStart' && e.args?.data?.isOutermostMainFrame);
const nav = navE.ts;
const main = ev.filter(e => e.pid === navE.pid && e.tid === navE.tid);
const tasks = main.filter(e => e.name === 'RunTask' && e.ph === 'X' && e.dur > 12000 && e.ts > nav);
for (const t of tasks) {
  const kids = main.filter(e => e.ph === 'X' && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && e.dur > 3000 && e.name !== 'RunTask');
  const by = new Map();
  const all = main.filter(e => e.ph === 'X' && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && e.name !== 'RunTask');
  for (const k of all) by.set(k.name, (by.get(k.name) ?? 0) + k.dur);
  const urls = [...new Set(kids.map(k => k.args?.data?.url ?? k.args?.data?.stackTrace?.[0]?.url).filter(Boolean).map(u => u.replace(/^.*\//, '')))].slice(0, 3);
  console.log(Math.round((t.ts - nav) / 1000), Math.round(t.dur / 1000), [...by].sort((x, y) => y[1] - x[1]).slice(0, 4).map(([n, d]) => `${n}:${Math.round(d / 1000)}`).join(' '), urls.join(','));
}
await chrome.kill();
process.exit(0);
