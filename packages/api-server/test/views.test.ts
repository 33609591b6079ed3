import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './helpers.js';

describe('view counts', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  it('every detail read counts once; the counts reach the database on flush', async () => {
    const stored = () => (s.db.prepare('SELECT clickcount FROM teachers WHERE id = 5').get() as { clickcount: number }).clickcount;
    const start = stored();
    const a = await s.get('/education/info', { id: 5, type: 3 });
    const b = await s.get('/education/info', { id: 5, type: 3 });
    expect(a.data.clickcount).toBe(start + 1);
    expect(b.data.clickcount).toBe(start + 2);
    s.ctx.views.flush();
    expect(stored()).toBe(start + 2);
    const c = await s.get('/education/info', { id: 5, type: 3 });
    expect(c.data.clickcount).toBe(start + 3);
  });

  it('schools, guides, courseware, course affairs and tours count views too', async () => {
    const token = await s.login();
    const school = await s.get('/education/info', { id: 2, type: 1 });
    expect((await s.get('/education/info', { id: 2, type: 1 })).data.clickcount).toBe(school.data.clickcount + 1);
    const guide = await s.get('/education/info', { id: 2, type: 2 });
    expect((await s.get('/education/info', { id: 2, type: 2 })).data.clickcount).toBe(guide.data.clickcount + 1);
    const cw = await s.get('/education/coursewareDetail', { id: 7, type: 1 }, token);
    expect((await s.get('/education/coursewareDetail', { id: 7, type: 1 }, token)).data.clickcount).toBe(cw.data.clickcount + 1);
    const kw = await s.get('/education/kewuDetail', { id: 3 }, token);
    expect((await s.get('/education/kewuDetail', { id: 3 }, token)).data.clickcount).toBe(kw.data.clickcount + 1);
    const tour = await s.post('/tour/detail', { id: 2 });
    expect((await s.post('/tour/detail', { id: 2 })).data.clickcount).toBe(tour.data.clickcount + 1);
    s.ctx.views.flush();
    expect((s.db.prepare('SELECT clickcount FROM courseware WHERE id = 7').get() as { clickcount: number }).clickcount).toBe(cw.data.clickcount + 1);
  });

  it('cached public reads never go stale: writes, view flushes and payments invalidate them', async () => {
    const token = await s.login();
    const list = () => s.get('/education/remarkList', { teacher_id: 8, page: 1 });
    const before = await list();
    expect(await list()).toEqual(before);
    expect((await s.post('/education/addRemark', { teacher_id: 8, content: '缓存之后的新备注', pingji: '良好' }, token)).code).toBe(200);
    const after = await list();
    expect(after.data.total).toBe(before.data.total + 1);
    expect(after.data.lists[0].content).toBe('缓存之后的新备注');

    const cw = () => s.get('/education/coursewareList', { teacher_id: 1, type: 1, page: 1, sort: 1 });
    const first = (await cw()).data.lists[0];
    await s.get('/education/coursewareDetail', { id: first.id, type: 1 }, token);
    s.ctx.views.flush();
    expect((await cw()).data.lists[0].clickcount).toBe(first.clickcount + 1);

    const avg = async () => (await s.get('/education/averageScore', { id: 11 })).data.average as number;
    const a0 = await avg();
    await s.post('/education/rate', { id: 11, score: a0 >= 3 ? 1 : 5 }, token);
    expect(await avg()).not.toBe(a0);
  });
});
