import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, tableCounts } from '../src/index.js';
import { testServer, type TestServer } from './helpers.js';

// Feedback (comments, reports, likes) over the kinds the publishing sections register: bad input and
// someone else's rows change nothing. information.test.ts and own.test.ts cover the flows.
describe('feedback: bad input, guests and other members', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());
  let n = 0;
  function member() {
    n++;
    const id = Number(s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES (?, ?, '', '!', 0)").run(`fb${n}`, `读者${n}`).lastInsertRowid);
    return { id, token: createSession(s.ctx, id).token };
  }
  const counts = () => JSON.stringify([tableCounts(s.db), s.db.prepare('SELECT * FROM feedback_comments ORDER BY id').all()]);
  const article = () => (s.db.prepare("SELECT id FROM information_articles WHERE status = 'published' ORDER BY id LIMIT 1").get() as { id: number }).id;
  const post = () => (s.db.prepare("SELECT id FROM own_posts WHERE status = 'published' ORDER BY id LIMIT 1").get() as { id: number }).id;

  it('refuses unknown kinds, missing items, blank or long texts and replies to another item’s comment, writing nothing', async () => {
    const m = member();
    const before = counts();
    expect((await s.post('/feedback/comment', { kind: 'tour', item_id: 1, content: '你好你好' }, m.token)).code).toBe(400);
    expect((await s.post('/feedback/comment', { kind: 'information', item_id: 999999, content: '你好你好' }, m.token)).code).toBe(404);
    const long = await s.post('/feedback/comment', { kind: 'information', item_id: article(), content: '长'.repeat(501) }, m.token);
    expect(long).toMatchObject({ code: 400, msg: expect.stringContaining('评论内容 2–500 个字') });
    const ownComment = s.db.prepare("SELECT id FROM feedback_comments WHERE kind = 'own' AND parent_id IS NULL LIMIT 1").get() as { id: number };
    expect((await s.post('/feedback/comment', { kind: 'information', item_id: article(), parent_id: ownComment.id, content: '串门的回复' }, m.token)).code).toBe(404);
    expect((await s.post('/feedback/comment', { kind: 'own', item_id: post(), content: '游客评论' })).code).toBe(101);
    expect((await s.post('/feedback/report', { kind: 'own', item_id: post(), reason: 'fake', content: '长'.repeat(201) }, m.token)).msg).toContain('补充说明最多 200 个字');
    expect((await s.post('/feedback/like', { kind: 'own', item_id: 999999 }, m.token)).code).toBe(404);
    expect(counts()).toBe(before);
  });

  it('guests read comments and like counts; a member deletes only their own, the item owner any', async () => {
    const comments = await s.get('/feedback/comments', { kind: 'own', item_id: post() });
    expect(comments.code).toBe(200);
    expect((await s.get('/feedback/likeState', { kind: 'own', item_id: post() })).data.liked).toBe(false);
    const a = member();
    const b = member();
    const c = await s.post('/feedback/comment', { kind: 'own', item_id: post(), content: 'A 的评论' }, a.token);
    const before = counts();
    expect((await s.post('/feedback/comment/remove', { id: c.data.id }, b.token)).code).toBe(404);
    expect((await s.post('/feedback/comment/hide', { id: c.data.id, hidden: 1 }, b.token)).code).toBe(404);
    expect((await s.get('/feedback/comments/mine', { kind: 'own' }, b.token)).data.total).toBe(0);
    expect(counts()).toBe(before);
    expect((await s.post('/feedback/comment/remove', { id: c.data.id }, a.token)).code).toBe(200);
  });
});
