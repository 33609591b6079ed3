/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are untyped here */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/index.js';
import { seedBulkLove } from '../src/sections/love/bulk.js';
import { testServer, type TestServer } from './helpers.js';

// The member search's plans (walk a sort's index, seek the filters and sort, the top members first, deep pages)
// must answer what one plain query answers: checked on a few thousand bulk-seeded profiles.
describe('love member search on bulk-seeded profiles', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
    s.db.transaction(() => seedBulkLove(s.db, 4000))();
    s.ctx.cache.bump();
  });
  afterAll(() => s.close());

  /** The page by one plain query: top = a 黄金/钻石 membership that lasts, read from love_memberships itself. */
  function plain(q: Record<string, any>, viewer?: number) {
    const year = Number(new Date((s.ctx.now() + 8 * 3600) * 1000).toISOString().slice(0, 4));
    const where: string[] = ['1 = 1'];
    const args: unknown[] = [];
    const add = (sql: string, ...values: unknown[]) => {
      where.push(sql);
      args.push(...values);
    };
    if (q.sex) add('p.sex = ?', q.sex);
    if (q.age_min) add('p.birth_year <= ?', year - q.age_min);
    if (q.age_max) add('p.birth_year >= ?', year - q.age_max);
    if (q.height_min) add('p.height >= ?', q.height_min);
    if (q.height_max) add('p.height <= ?', q.height_max);
    if (q.education) add('p.education >= ?', q.education);
    if (q.income) add('p.income >= ?', q.income);
    if (q.marital) add('p.marital = ?', q.marital);
    if (q.city) add('p.city = ?', q.city);
    if (q.photo) add("p.photo != ''");
    if (viewer) add('p.user_id != ? AND p.user_id NOT IN (SELECT target_id FROM love_blocks WHERE user_id = ?) AND p.user_id NOT IN (SELECT user_id FROM love_blocks WHERE target_id = ?)', viewer, viewer, viewer);
    const from = `FROM love_profiles p LEFT JOIN love_memberships m ON m.user_id = p.user_id WHERE ${where.join(' AND ')}`;
    const total = (s.db.prepare(`SELECT COUNT(*) AS n ${from}`).get(...args) as { n: number }).n;
    const col = q.sort === 'active' ? 'active_at' : 'created_at';
    const ids = s.db
      .prepare(`SELECT p.user_id ${from} ORDER BY COALESCE(m.level >= 2 AND m.end_at > ?, 0) DESC, p.${col} DESC, p.user_id DESC LIMIT 12 OFFSET ?`)
      .pluck()
      .all(...args, s.ctx.now(), ((q.page ?? 1) - 1) * 12);
    return { ids, total };
  }

  const QUERIES: Record<string, any>[] = [
    {},
    { page: 3 },
    { sex: 'f' },
    { sex: 'm', sort: 'active', page: 2 },
    { sex: 'f', age_min: 26, age_max: 30, page: 1 },
    { sex: 'f', age_min: 26, age_max: 30, page: 9 },
    { sex: 'm', age_min: 31, age_max: 35, height_min: 170, height_max: 180, sort: 'active' },
    { sex: 'f', education: 4, income: 3, photo: 1, page: 4 },
    { sex: 'm', city: '东台市', marital: 2 },
    { sex: 'm', city: '东台市', marital: 2, page: 2 },
    { sex: 'f', city: '亭湖区', age_min: 18, age_max: 25, education: 5, page: 1 },
    { city: '上海市', photo: 1, sort: 'active' },
    { sex: 'f', age_min: 51, age_max: 99, marital: 3, page: 1 },
    { sex: 'm', height_min: 180, height_max: 220, income: 6, page: 2 },
    { sex: 'f', age_min: 26, age_max: 30, page: 300 },
  ];

  it('answers every filter, sort and page as one plain query would, the top members first', async () => {
    for (const q of QUERIES) {
      const answer = await s.get('/love/members', q);
      expect(answer.code, JSON.stringify(q)).toBe(200);
      const want = plain(q);
      expect({ q, total: answer.data.total, ids: answer.data.lists.map((c: any) => c.id) }).toEqual({ q, ...want });
    }
    // the spread is plausible: both sexes, most with a photo, a few on top
    const women = (await s.get('/love/members', { sex: 'f' })).data;
    expect(women.total).toBeGreaterThan(1600);
    expect(women.lists[0].vip).toMatch(/黄金会员|钻石会员/);
    expect((await s.get('/love/members', { photo: 1 })).data.total).toBeGreaterThan(2500);
  });

  it('leaves out whom a viewer blocked, or who blocked them, on every plan; a membership bought puts the member on top', async () => {
    const viewer = Number(s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES ('searcher', '搜索者', '', '!', 0)").run().lastInsertRowid);
    const token = createSession(s.ctx, viewer).token;
    const [first] = plain({ sex: 'f' }).ids as number[];
    const deep = plain({ sex: 'f', age_min: 26, age_max: 30, page: 2 }).ids as number[];
    expect((await s.post('/love/block', { id: first }, token)).code).toBe(200);
    s.db.prepare('INSERT INTO love_blocks (user_id, target_id, created_at) VALUES (?, ?, 0)').run(deep[3], viewer);
    s.ctx.cache.bump();
    for (const q of QUERIES.slice(2, 8)) {
      const answer = await s.get('/love/members', q, token);
      const ids = answer.data.lists.map((c: any) => c.id);
      expect({ total: answer.data.total, ids }).toEqual(plain(q, viewer));
      expect(ids).not.toContain(first);
      expect(ids).not.toContain(deep[3]);
    }
    // a profile that moves city is counted there at once (the counter's arrays are never read stale)
    const before = plain({ city: '响水县' }).total;
    s.db.prepare("UPDATE love_profiles SET city = '响水县' WHERE user_id = ?").run(deep[0]);
    s.ctx.cache.bump();
    expect((await s.get('/love/members', { city: '响水县' })).data.total).toBe(before + 1);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await s.get('/love/members', { city: '响水县' })).data.total).toBe(before + 1);
    // a man with no membership buys 黄金: he is on top of the men's list once paid
    const last = plain({ sex: 'm', page: 100 }).ids.at(-1) as number;
    const buyer = createSession(s.ctx, last).token;
    const order = await s.post('/love/membership/buy', { level: 3, months: 1 }, buyer);
    expect(order.code, order.msg).toBe(200);
    const paid = await s.app.inject({ method: 'POST', url: `/pay/sim/${order.data.order_number}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=pay' });
    expect(paid.statusCode).toBe(303);
    // among the men of his age and city he comes first now (he was last of all the men before)
    const { birth_year, city } = s.db.prepare('SELECT birth_year, city FROM love_profiles WHERE user_id = ?').get(last) as { birth_year: number; city: string };
    const age = Number(new Date((s.ctx.now() + 8 * 3600) * 1000).toISOString().slice(0, 4)) - birth_year;
    const q = { sex: 'm', city, age_min: age, age_max: age, sort: 'active' };
    const peers = await s.get('/love/members', q);
    expect(peers.data.lists.map((c: any) => c.id)).toEqual(plain(q).ids);
    expect(peers.data.lists[0]).toMatchObject({ id: last, vip: '钻石会员' });
  });
});
