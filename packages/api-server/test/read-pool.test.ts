// The read pool (READ_WORKERS): with the built package and a file database the pooled lists are read on other
// threads. Their answers are the main thread's, a write shows at once, and a refused query says why.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServer } from '../src/index.js';
import { signParams, toQuery, writeStamper, signWrite, type Json } from './helpers.js';

// the pool starts dist/reader.js: the test runs the built package (turbo builds it before the tests)
const dist = (await import(new URL('../dist/index.js', import.meta.url).href)) as typeof import('../src/index.js');

const get = async (s: ApiServer, path: string, params: Record<string, unknown>) =>
  (await s.app.inject({ method: 'GET', url: `/public/v1${path}?${toQuery(signParams(params))}` })).json() as Json;

const LISTS: [string, Record<string, unknown>][] = [
  ['/home/new_info_list', { house_nav_id: 218 }],
  ['/home/second_hand_info_list', { house_nav_id: 219, room: '402,403', sort: 1 }],
  ['/home/second_hand_info_list', { house_nav_id: 220, sort: 4 }],
  ['/home/second_hand_demand_list', { house_nav_id: 219 }],
  ['/carship/list', { area: 'ercar' }],
  ['/idle/list', { sort: 1 }],
  ['/logistics/list', { sn: 'qiyun', tab: 'hy', sort: 2 }],
];

describe('read pool', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wz-read-pool-'));
  const common = { dbPath: join(dir, 'portal.db'), port: 0, logRequests: false, log: () => undefined, verifySerializers: true };
  let pooled: ApiServer;
  let plain: ApiServer;
  const mainThreadReads: string[] = [];

  beforeAll(async () => {
    pooled = await dist.createServer({ ...common, readWorkers: 2 });
    plain = await dist.createServer({ ...common, readWorkers: 0 });
    // what the pooled server's own connection reads from the listing tables
    const prepare = pooled.db.prepare.bind(pooled.db);
    pooled.db.prepare = ((sql: string) => {
      if (/^SELECT .*FROM (houses|carship_items|idle_items|logistics_items)\b/.test(sql)) mainThreadReads.push(sql);
      return prepare(sql);
    }) as typeof pooled.db.prepare;
  });
  afterAll(async () => {
    await pooled?.close();
    await plain?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the pooled lists on its threads, as the main thread answers them', async () => {
    expect(pooled.readers).toBe(2);
    expect(plain.readers).toBe(0);
    for (const [path, params] of LISTS) {
      const [a, b] = await Promise.all([get(pooled, path, params), get(plain, path, params)]);
      expect(a.code, path).toBe(200);
      expect(a.data.lists.length, path).toBeGreaterThan(0);
      expect(a, `${path} ${JSON.stringify(params)}`).toEqual(b);
    }
    expect(mainThreadReads).toEqual([]);
  });

  it('refuses a bad query with the same message', async () => {
    const params = { house_nav_id: 219, sort: 9 };
    const a = await get(pooled, '/home/second_hand_info_list', params);
    expect(a.code).toBe(400);
    expect(a).toEqual(await get(plain, '/home/second_hand_info_list', params));
  });

  it('shows a take-down at once, though the answer before it was cached', async () => {
    const stamps = writeStamper();
    const post = async (path: string, params: Record<string, unknown>, token = '') =>
      (await pooled.app.inject({
        method: 'POST',
        url: `/public/v1${path}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: toQuery(signWrite(stamps, path, params, token)),
      })).json() as Json;
    const token = (await post('/login', { username: 'demo', password: 'demo1234' })).data.token as string;
    const own = pooled.db.prepare("SELECT id, house_nav_id FROM houses WHERE user_id = 1 AND status = 1 AND tab = 'info' AND house_nav_id = 219 LIMIT 1").get() as { id: number; house_nav_id: number };
    const list = () => get(pooled, '/home/second_hand_info_list', { house_nav_id: 219, sort: 0 });
    const before = await list();
    expect(before.data.lists.map((l: { id: number }) => l.id)).toContain(own.id);
    expect((await post('/home/user/status', { id: own.id, status: 0 }, token)).code).toBe(200);
    const after = await list();
    expect(after.data.total).toBe(before.data.total - 1);
    expect(after.data.lists.map((l: { id: number }) => l.id)).not.toContain(own.id);
  });
});
