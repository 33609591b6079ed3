import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './helpers.js';

describe('favourites of listings', () => {
  let s: TestServer;
  let demo: string;
  let other: string;
  const count = () => (s.db.prepare('SELECT COUNT(*) AS n FROM favourites').get() as { n: number }).n;
  beforeAll(async () => {
    s = await testServer();
    demo = await s.login();
    other = await s.login('laoshi');
  });
  afterAll(() => s.close());

  it('collects and uncollects a listing; the count is everyone’s, the state the caller’s', async () => {
    const first = await s.post('/favourite/toggle', { kind: 'house', id: 3 }, demo);
    expect(first).toMatchObject({ code: 200, msg: '收藏成功', data: { status: 1, count: 1 } });
    expect((await s.post('/favourite/toggle', { kind: 'house', id: 3 }, other)).data).toEqual({ status: 1, count: 2 });
    expect((await s.get('/favourite/stats', { kind: 'house', id: 3 }, demo)).data).toEqual({ status: 1, count: 2 });
    expect((await s.get('/favourite/stats', { kind: 'house', id: 3 })).data).toEqual({ status: 0, count: 2 });
    const undo = await s.post('/favourite/toggle', { kind: 'house', id: 3 }, other);
    expect(undo).toMatchObject({ code: 200, msg: '取消收藏成功', data: { status: 0, count: 1 } });
  });

  it('lists the member’s favourites across sections, newest first, with the detail page’s path', async () => {
    const car = s.db.prepare('SELECT id, area, tab, title FROM carships WHERE status = 1 ORDER BY id LIMIT 1').get() as { id: number; area: string; tab: string; title: string };
    s.advance(5);
    expect((await s.post('/favourite/toggle', { kind: 'carship', id: car.id }, demo)).code).toBe(200);
    const res = await s.get('/favourite/list', {}, demo);
    expect(res.data.total).toBe(2);
    expect(res.data.lists[0].kind).toBe('carship');
    expect(res.data.lists.map((f: { kind: string; id: number }) => `${f.kind}:${f.id}`).sort()).toEqual([`carship:${car.id}`, 'house:3']);
    const carFav = res.data.lists.find((f: { kind: string }) => f.kind === 'carship');
    expect(carFav).toMatchObject({ title: car.title, link: `/carship/${car.area}/detail/${car.tab}/${car.id}`, online: true });
    expect(carFav.picture).toMatch(/^http/);
    expect((await s.get('/favourite/list', { kind: 'house' }, demo)).data.lists).toHaveLength(1);
    expect((await s.get('/favourite/list', {}, other)).data.total).toBe(0);
  });

  it('keeps a favourite whose listing went away as 已失效, and lets it go', async () => {
    s.db.prepare('UPDATE houses SET status = 0 WHERE id = 3').run();
    const gone = (await s.get('/favourite/list', { kind: 'house' }, demo)).data.lists[0];
    expect(gone).toMatchObject({ id: 3, online: false });
    // a hidden listing can be let go of but not collected again
    expect((await s.post('/favourite/toggle', { kind: 'house', id: 3 }, demo)).data).toEqual({ status: 0, count: 0 });
    expect(await s.post('/favourite/toggle', { kind: 'house', id: 3 }, demo)).toMatchObject({ code: 404, msg: '信息不存在或已下架' });
    expect((await s.get('/favourite/stats', { kind: 'house', id: 3 }, demo)).code).toBe(404);
  });

  it('refuses guests, unknown kinds and missing listings, writing nothing', async () => {
    const before = count();
    // no token: the session answer (101) every member call gives
    expect((await s.post('/favourite/toggle', { kind: 'house', id: 5 })).code).toBe(101);
    expect((await s.post('/favourite/toggle', { kind: 'boat', id: 5 }, demo)).code).toBe(400);
    expect((await s.post('/favourite/toggle', { kind: 'house', id: 0 }, demo)).code).toBe(400);
    expect((await s.post('/favourite/toggle', { kind: 'carship', id: 999999 }, demo)).code).toBe(404);
    expect((await s.get('/favourite/list', {})).code).toBe(101);
    expect(count()).toBe(before);
  });
});
