import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/index.js';
import { signParams, signWrite, testServer, toQuery, writeStamper, type Json, type TestServer } from './helpers.js';

describe('concurrency over real HTTP', () => {
  let s: TestServer;
  let base: string;
  const tokens: string[] = [];
  beforeAll(async () => {
    s = await testServer({ host: '127.0.0.1' });
    base = await s.listen();
    const add = s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES (?, '', '', '!', 0)");
    s.db.transaction(() => {
      for (let i = 0; i < 200; i++) {
        const id = Number(add.run(`load${i}`).lastInsertRowid);
        tokens.push(createSession(s.ctx, id).token);
      }
    })();
  });
  afterAll(() => s.close());

  // each member is a client of its own; a repeated write within a second is stamped with the next second
  const stamps = writeStamper();
  const post = async (path: string, params: Record<string, unknown>, token: string): Promise<Json> => {
    const res = await fetch(`${base}/public/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
      body: toQuery(signWrite(stamps, path, params, token)),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Json;
  };
  const likers = (teacher: number) => (s.db.prepare('SELECT COUNT(*) AS n FROM likes WHERE teacher_id = ?').get(teacher) as { n: number }).n;

  it('200 parallel like toggles by distinct users: the count equals the users who like', async () => {
    const teacher = 9;
    const seeded = likers(teacher);
    const results = await Promise.all(tokens.map((t) => post('/education/toggleLike', { id: teacher }, t)));
    expect(results.every((r) => r.code === 200 && r.data.status === 1)).toBe(true);
    expect(likers(teacher)).toBe(seeded + 200);
    const stats = await fetch(`${base}/public/v1/education/likeStats?${toQuery(signParams({ id: teacher }))}`).then((r) => r.json() as Promise<Json>);
    expect(stats.data.count).toBe(seeded + 200);

    // half of them toggle again (unlike), in parallel with the other half liking another teacher
    const again = await Promise.all(
      tokens.map((t, i) => (i % 2 === 0 ? post('/education/toggleLike', { id: teacher }, t) : post('/education/toggleLike', { id: teacher + 1 }, t))),
    );
    expect(again.filter((r, i) => i % 2 === 0 && r.data.status === 0)).toHaveLength(100);
    expect(likers(teacher)).toBe(seeded + 100);
  });

  it('50 parallel gift sends create 50 distinct orders', async () => {
    const before = (s.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    const results = await Promise.all(tokens.slice(0, 50).map((t, i) => post('/education/sendGift', { teacherid: 1, id: 1 + (i % 6), number: 1 + (i % 3) }, t)));
    expect(results.every((r) => r.code === 200)).toBe(true);
    expect(new Set(results.map((r) => r.data.order_number)).size).toBe(50);
    expect((s.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n).toBe(before + 50);
  });

  it('50 parallel sends of one idempotency key create one order', async () => {
    const token = tokens[0]!;
    const results = await Promise.all(Array.from({ length: 50 }, () => post('/education/sendGift', { teacherid: 2, id: 1, number: 1, idempotency_key: 'double-click-1' }, token)));
    expect(new Set(results.map((r) => r.data.order_number)).size).toBe(1);
  });

  it('CORS: preflight and the origin reflected', async () => {
    const pre = await fetch(`${base}/public/v1/education/toggleLike`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const get = await fetch(`${base}/public/v1/getAppcode?${toQuery(signParams({}))}`, { headers: { origin: 'http://localhost:4173' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
  });

  it('media is served by the server itself', async () => {
    const svg = await fetch(`${base}/media/img/cover/1.svg`);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg /);
    const qr = await fetch(`${base}/media/qr/app.png`);
    expect(qr.headers.get('content-type')).toBe('image/png');
    const video = await fetch(`${base}/media/sample.mp4`, { headers: { range: 'bytes=0-99' } });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const site = await fetch(`${base}/site/school/1`);
    expect(await site.text()).toContain('盐城市第一中学');
    const info = await fetch(`${base}/public/v1/education/info?${toQuery(signParams({ id: 1, type: 1 }))}`).then((r) => r.json() as Promise<Json>);
    expect(info.data.website).toBe(`${base}/site/school/1`);
    const doc = await fetch(`${base}/media/doc/1.html`);
    expect(await doc.text()).toContain('<h1>');
    expect((await fetch(`${base}/media/img/cover/..%2F..%2Fetc.svg`)).status).toBe(404);
    expect((await fetch(`${base}/media/../package.json`)).status).toBe(404);
  });
});
