// Shared by the api-server benches: signing as the dev appid, a server in its own process (so autocannon does
// not share its event loop), the bare-Fastify baseline, one autocannon run and the list benches' driver.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));
export const cli = join(here, '../../packages/api-server/dist/cli.js');
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 50;

function sign(params) {
  const base = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHash('md5').update(`${base}wz-dev-secret`, 'utf8').digest('hex').toUpperCase();
}

export function signedQuery(params) {
  const all = { ...params, appid: 'wzwebapp', timestamp: Math.floor(Date.now() / 1000) };
  return new URLSearchParams({ ...all, sign: sign(all) }).toString();
}

/** Spawns a node process and resolves with its URL once it prints `listening on <url>`. */
export function spawnServer(args, env = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: here,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_REQUESTS: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ child, url: m[1], started });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

const HELLO = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ code: 200, msg: 'success', data: 'hello' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write('listening on ' + address + '\\n');
`;

/** The baseline: bare Fastify answering a constant envelope. */
export const spawnHello = () => spawnServer(['--input-type=module', '-e', HELLO]);

/** One autocannon run; `paths` (optional) are requested in turn, one per request, instead of the URL's path. */
export function run(url, duration = DURATION, paths) {
  let i = 0;
  const requests = paths && [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }];
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1, ...(requests ? { requests } : {}) }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export const ok = (pass) => (pass ? 'OK' : 'MISSED');

/**
 * Measures a target between two baseline runs (a busy machine affects both alike) and prints its req/s,
 * p50, the ratio to bare Fastify, p99 against the 50 ms target and the errors. `ratioTarget: null` prints the
 * ratio beside bare Fastify's without a target (the list issues set only the p99 one).
 */
export async function versusHello(helloUrl, name, measure, { ratioTarget = 0.5 } = {}) {
  const before = await run(`${helloUrl}/hello`);
  const r = await measure();
  const after = await run(`${helloUrl}/hello`);
  const baseRps = (before.requests.average + after.requests.average) / 2;
  const errors = r.errors + r.timeouts + r.non2xx;
  const ratio = r.requests.average / baseRps;
  const target = ratioTarget === null ? '(printed beside, no target)' : `target >= ${ratioTarget}  ${ok(ratio >= ratioTarget)}`;
  console.info(`bare fastify hello (baseline around ${name}): ${Math.round(baseRps)} req/s  p99 ${Math.max(before.latency.p99, after.latency.p99)} ms`);
  console.info(`api ${name}: ${Math.round(r.requests.average)} req/s  p50 ${r.latency.p50} ms  (${CONNECTIONS} connections, ${DURATION} s)`);
  console.info(`api ${name} throughput vs bare hello: ${ratio.toFixed(2)}  ${target}`);
  console.info(`api ${name} p99 latency: ${r.latency.p99} ms  target <= 50 ms  ${ok(r.latency.p99 <= 50)}`);
  console.info(`api ${name} errors: ${errors}  target 0  ${ok(errors === 0)}`);
  return r;
}

const loadAverage = () => loadavg().map((l) => l.toFixed(2)).join(' ');

/**
 * One list bench on a bulk seed (SEED_HOUSES, SEED_IDLE, …): seeds a new file database, checks that a sample of
 * the queries answers real lists, warms up, then measures every query different (nothing from the read cache,
 * no count reused) and one query repeated (read cache), each beside bare Fastify in the same run.
 * @param {object} o
 * @param {string} o.key the section's name in the lines printed (`house`)
 * @param {string} o.seedEnv the seed's environment variable (`SEED_HOUSES`)
 * @param {number} o.size rows to seed
 * @param {string} o.unit what a row is called (`listings`)
 * @param {string} o.list the list's path
 * @param {string[]} o.paths signed paths, all different; the first 40 are the sample
 * @param {Record<string, unknown>} o.all params of the widest query (the count printed)
 * @param {Record<string, unknown>} o.same params of the repeated query
 * @param {string} o.shape the queries in words (`3 filters + sort`)
 */
export async function listBench({ key, seedEnv, size, unit, list, paths, all, same, shape }) {
  const dir = mkdtempSync(join(tmpdir(), `wz-${key}-bench-`));
  try {
    // API_NODE_ARGS: node flags for the api-server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
    const nodeArgs = process.env.API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const api = await spawnServer([...nodeArgs, cli], { DB_PATH: join(dir, 'portal.db'), [seedEnv]: String(size) });
    const seeded = performance.now() - api.started;
    console.info(`${key} seed ${size} ${unit} into a new file database (server start included): ${Math.round(seeded)} ms  target <= 60000 ms  ${ok(seeded <= 60_000)}`);
    let hello;
    try {
      hello = await spawnHello();
      // the answers must be real lists, not refusals (an envelope error is still HTTP 200)
      const sample = await Promise.all(paths.slice(0, 40).map((p) => fetch(api.url + p).then((r) => r.json())));
      const refused = sample.filter((e) => e.code !== 200);
      if (refused.length) throw new Error(`${key} list refused: ${JSON.stringify(refused[0])}`);
      const totals = sample.map((e) => e.data.total).sort((a, b) => a - b);
      const widest = await fetch(`${api.url}${list}?${signedQuery(all)}`).then((r) => r.json());
      console.info(`${key} list queries: ${JSON.stringify(all)} matches ${widest.data.total} ${unit}; a query matches median ${totals[20]}, max ${totals[39]}`);

      await run(`${hello.url}/hello`, 2);
      await run(api.url, 2, paths.slice(paths.length / 2));
      console.info(`load average before (1/5/15 min): ${loadAverage()}`);
      const options = { ratioTarget: null };
      const r = await versusHello(hello.url, `${key} list, ${shape}, ${size} ${unit}, every query different (uncached)`, () => run(api.url, undefined, paths), options);
      console.info(`(uncached run: ${r.requests.total} requests over ${paths.length} distinct queries)`);
      await versusHello(hello.url, `${key} list, ${size} ${unit}, one query repeated (read cache)`, () => run(`${api.url}${list}?${signedQuery(same)}`), options);
      console.info(`load average after (1/5/15 min): ${loadAverage()}  (2 cores shared; ratios are the comparable figure)`);
    } finally {
      if (hello) await stop(hello.child);
      await stop(api.child);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
