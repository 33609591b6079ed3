// Server rendering of the portal, printed beside its target (never asserted).
// Run from the repository root after `pnpm build`: `node bench/ssr.bench.mjs`.
//   Teacher detail rendered on the server (reads from the api-server on this machine, render, HTML
//   filled), p50/p99 at 20 concurrent requests (p99 ≤ 50 ms), beside the static shell (index.html from
//   the same server code without the renderer) measured in the same run. The api-server and each portal
//   server run in their own processes. First with the guest cache off (SSR_CACHE_MS=0: every request
//   renders; concurrent renders share the reads on the way), then with `pnpm start`'s 3 s cache.
//   SSR_BENCH_REQUESTS (default 600) requests per figure after 60 warm-up requests. Each line also gives
//   the portal process's CPU time per request (Linux /proc), steadier than latency on a busy machine.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { line } from './lib/portal.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.PORTAL_DIST ?? join(root, 'hosts/portal/dist');
if (!existsSync(join(dist, '../dist-server/render.js')) || !existsSync(join(root, 'packages/api-server/dist/cli.js'))) {
  console.error('ssr bench: no server build (hosts/portal/dist-server) or api-server build; run `pnpm build` first');
  process.exit(0);
}
const TOTAL = Number(process.env.SSR_BENCH_REQUESTS ?? 600);
const CONCURRENCY = 20;
const PATH = '/teacher/teacherDetail?id=1&type=3';

/** Starts a child process and resolves with the URL it prints after `prefix`. */
function child(args, env, pattern) {
  const proc = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (chunk) => {
      out += chunk;
      const m = out.match(pattern);
      if (m) resolve({ url: m[1], proc });
    });
    proc.on('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
  });
}

/** CPU time (ms) a process has used so far (utime + stime, in the usual 1/100 s ticks); undefined off Linux. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

const agent = new (await import('node:http')).Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function get(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    request(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (c) => (bytes += c.length));
      res.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode, bytes }));
    })
      .on('error', reject)
      .end();
  });
}

/** `total` GETs of `url`, `CONCURRENCY` at a time: latencies sorted, plus the statuses seen. */
async function load(url, total) {
  const times = [];
  const statuses = new Map();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        next++;
        const r = await get(url);
        times.push(r.ms);
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  return { p50: pct(50), p99: pct(99), statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(' ') };
}

const api = await child([join(root, 'packages/api-server/dist/cli.js')], { PORT: '0', DB_PATH: ':memory:', HOST: '127.0.0.1' }, /listening on (http:\/\/\S+)/);
const results = {};
try {
  for (const [name, ssr, cacheMs] of [
    ['static shell', '0', '0'],
    ['server render', '1', '0'],
    ['server render, 3 s guest cache', '1', '3000'],
  ]) {
    const portal = await child([join(root, 'bench/lib/portal-server.mjs'), api.url, ssr], { SSR_CACHE_MS: cacheMs }, /portal (http:\/\/\S+)/);
    try {
      await load(portal.url + PATH, 60);
      const cpuBefore = cpuMs(portal.proc.pid);
      results[name] = await load(portal.url + PATH, TOTAL);
      const cpuAfter = cpuMs(portal.proc.pid);
      if (cpuBefore !== undefined && cpuAfter !== undefined) results[name].cpu = (cpuAfter - cpuBefore) / TOTAL;
    } finally {
      portal.proc.kill('SIGTERM');
    }
  }
} finally {
  api.proc.kill('SIGTERM');
  agent.destroy();
}

const fmt = (r) =>
  `p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  (${r.statuses}${r.cpu === undefined ? '' : `; portal CPU ${r.cpu.toFixed(2)} ms/request`})`;
console.info(`ssr teacher detail, ${TOTAL} requests, ${CONCURRENCY} concurrent; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.info(`  static shell (index.html):  ${fmt(results['static shell'])}`);
const ssrResult = results['server render'];
line('  server render (reads + render + HTML)', fmt(ssrResult), 'p99 <= 50 ms', ssrResult.p99 <= 50);
const cached = results['server render, 3 s guest cache'];
line('  server render with the 3 s guest cache (as pnpm start)', fmt(cached), 'p99 <= 50 ms', cached.p99 <= 50);
console.info(`  ratio server render / static shell at p99: ${(ssrResult.p99 / results['static shell'].p99).toFixed(1)}×`);
process.exit(0);
