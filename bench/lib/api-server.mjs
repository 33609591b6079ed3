// Shared by the api-server benches: signing as the dev appid, a server in its own process (so autocannon does
// not share its event loop), the bare-Fastify baseline and one autocannon run.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
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
 * p50, the ratio to bare Fastify, p99 against the 50 ms target and the errors.
 */
export async function versusHello(helloUrl, name, measure) {
  const before = await run(`${helloUrl}/hello`);
  const r = await measure();
  const after = await run(`${helloUrl}/hello`);
  const baseRps = (before.requests.average + after.requests.average) / 2;
  const errors = r.errors + r.timeouts + r.non2xx;
  const ratio = r.requests.average / baseRps;
  console.info(`bare fastify hello (baseline around ${name}): ${Math.round(baseRps)} req/s  p99 ${Math.max(before.latency.p99, after.latency.p99)} ms`);
  console.info(`api ${name}: ${Math.round(r.requests.average)} req/s  p50 ${r.latency.p50} ms  (${CONNECTIONS} connections, ${DURATION} s)`);
  console.info(`api ${name} throughput vs bare hello: ${ratio.toFixed(2)}  target >= 0.5  ${ok(ratio >= 0.5)}`);
  console.info(`api ${name} p99 latency: ${r.latency.p99} ms  target <= 50 ms  ${ok(r.latency.p99 <= 50)}`);
  console.info(`api ${name} errors: ${errors}  target 0  ${ok(errors === 0)}`);
  return r;
}
