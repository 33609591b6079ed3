import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { signParams, toQuery, type Json } from './helpers.js';

const pkg = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'wz-api-durability-'));
const dbPath = join(dir, 'portal.db');
const children: ChildProcess[] = [];

/** Starts src/cli.ts in a child process on a free port and resolves with its base URL. */
function start(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts'], {
    cwd: pkg,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DB_PATH: dbPath, LOG_REQUESTS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ child, base: m[1]! });
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function call(base: string, method: 'GET' | 'POST', path: string, params: Record<string, unknown>, token?: string): Promise<Json> {
  const signed = toQuery(signParams(params));
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res =
    method === 'GET'
      ? await fetch(`${base}/public/v1${path}?${signed}`, { headers: auth })
      : await fetch(`${base}/public/v1${path}`, { method, headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth }, body: signed });
  return (await res.json()) as Json;
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('durability', () => {
  it('writes answered 200 survive kill -9 and a restart on the same file', { timeout: 90_000 }, async () => {
    const first = await start();
    const login = await call(first.base, 'POST', '/login', { username: 'demo', password: 'demo1234' });
    expect(login.code).toBe(200);
    const token = login.data.token as string;
    const text = `kill -9 之后仍然存在 ${Date.now()}`;
    const comment = await call(first.base, 'POST', '/education/postComment', { id: 12, msg: text }, token);
    expect(comment.code).toBe(200);
    const like = await call(first.base, 'POST', '/education/toggleLike', { id: 20 }, token);
    expect(like.code).toBe(200);
    const gift = await call(first.base, 'POST', '/education/sendGift', { teacherid: 20, id: 1, number: 4 }, token);
    expect(gift.code).toBe(200);
    await killed(first.child);

    const second = await start();
    const list = await call(second.base, 'GET', '/education/commentList', { id: 12, page: 1 });
    expect(list.data.lists[0]).toMatchObject({ id: comment.data.id, content: text });
    // the session survived too
    const stats = await call(second.base, 'GET', '/education/likeStats', { id: 20 }, token);
    expect(stats.data.status).toBe(like.data.status);
    expect(stats.data.count).toBe(like.data.count);
    const status = await call(second.base, 'GET', '/education/paymentStatus', { order_number: gift.data.order_number }, token);
    expect(status.data.trade_state).toBe('NOTPAY');
    await killed(second.child);
  });
});
