import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, tableCounts } from '../src/index.js';
import { testServer, type TestServer } from './helpers.js';

// Own (个人): members' pages and posts, with feedback (comments, reports, likes) on posts and talk on pages.
describe('own: pages, posts with pictures, comments, reports and messages', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  let members = 0;
  function member() {
    members++;
    const id = Number(s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES (?, ?, '', '!', 0)").run(`owner${members}`, `主页${members}`).lastInsertRowid);
    return { id, token: createSession(s.ctx, id).token };
  }
  const upload = (userId: number) => Number(s.db.prepare('INSERT INTO images (url, user_id) VALUES (?, ?)').run('/media/img/photo/1.svg', userId).lastInsertRowid);
  const review = (id: number, action: 'approve' | 'refuse') =>
    s.app.inject({ method: 'POST', url: `/review/sim/own/${id}`, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, payload: `action=${action}&reason=%E8%B5%84%E6%96%99%E4%B8%8D%E5%85%A8` });
  const snapshot = () => JSON.stringify([{ ...tableCounts(s.db), images: 0 }, ...['own_posts', 'own_pages', 'own_settlements'].map((t) => s.db.prepare(`SELECT * FROM ${t} ORDER BY 1`).all().map((r) => ({ ...(r as object), clickcount: 0 })))]);
  const profile = { name: '小李的周末', category: '生活', district: '亭湖区', jianjie: '记录周末去过的地方' };

  async function owner() {
    const m = member();
    expect((await s.post('/own/ruzhu', { ...profile, avatar: upload(m.id) }, m.token)).code).toBe(200);
    expect((await review(m.id, 'approve')).json()).toEqual({ ok: true, msg: '已通过' });
    return m;
  }

  it('lists seeded pages with their latest posts, filtered by category, district and keyword', async () => {
    const all = await s.post('/own/lists', {});
    expect(all.data.total).toBe(4);
    expect(all.data.lists[0].latest.length).toBeGreaterThan(0);
    const food = await s.post('/own/lists', { category: '美食' });
    expect(food.data.lists.map((p: { name: string }) => p.name)).toEqual(['吃在盐城']);
    expect((await s.post('/own/lists', { district: '射阳县' })).data.lists[0].name).toBe('镜头里的湿地');
    expect((await s.post('/own/lists', { keyword: '丹顶鹤' })).data.total).toBe(1);
    expect((await s.post('/own/lists', { category: '赌博' })).code).toBe(400);
    const page = await s.post('/own/page', { id: food.data.lists[0].id });
    expect(page.data).toMatchObject({ name: '吃在盐城', posts: 2, content: expect.stringContaining('<p>') });
    const post = await s.post('/own/post', { id: page.data.latest[0].id });
    expect(post.data.gallery.length).toBe(post.data.pics);
    expect(post.data.page.name).toBe('吃在盐城');
    expect((await s.get('/own/filters')).data.categories).toContain('摄影');
  });

  it('settle-in passes 101 through and refuses bad input with nothing written', async () => {
    expect((await s.get('/own/getRuzhuStatus', {}, 'bad')).code).toBe(101);
    const m = member();
    const before = snapshot();
    expect((await s.post('/own/ruzhu', { ...profile, name: '李', avatar: upload(m.id) }, m.token)).msg).toContain('名称 2–20 个字');
    expect((await s.post('/own/ruzhu', { ...profile, district: '火星', avatar: upload(m.id) }, m.token)).msg).toContain('请选择所在地区');
    expect(snapshot()).toBe(before);
    expect((await s.get('/own/mine', {}, m.token)).code).toBe(201);
    expect((await s.post('/own/ruzhu', { ...profile, avatar: upload(m.id) }, m.token)).code).toBe(200);
    expect((await s.get('/own/getRuzhuStatus', {}, m.token)).data.status).toBe('waiting');
    await review(m.id, 'refuse');
    expect((await s.get('/own/getRuzhuStatus', {}, m.token)).data).toMatchObject({ status: 'refused', reason: '资料不全' });
  });

  it('posts: drafts are private, pictures must be the member\'s, another member gets 404 and nothing changes, take down hides it', async () => {
    const a = await owner();
    const b = await owner();
    const pics = [upload(a.id), upload(a.id)];
    expect((await s.post('/own/savePost', { title: '周末', html: '<p>好</p>' }, a.token)).msg).toContain('正文请至少输入 5 个字');
    expect((await s.post('/own/savePost', { title: '用了别人的图', html: '<p>这是正文内容</p>', pics: String(upload(b.id)) }, a.token)).msg).toContain('图片不存在');
    const draft = await s.post('/own/savePost', { title: '去了水街', html: '<p>天气很好，人也不多。</p><script>alert(1)</script>', pics: pics.join(','), publish: 0 }, a.token);
    expect(draft.data.status).toBe('draft');
    const id = draft.data.id;
    expect((await s.post('/own/post', { id })).code).toBe(404);
    const before = snapshot();
    expect((await s.get('/own/myPost', { id }, b.token)).code).toBe(404);
    expect((await s.post('/own/savePost', { id, title: '改别人的', html: '<p>这是正文内容</p>' }, b.token)).code).toBe(404);
    expect((await s.post('/own/setPostStatus', { id, status: 'published' }, b.token)).code).toBe(404);
    expect(snapshot()).toBe(before);
    expect((await s.post('/own/setPostStatus', { id, status: 'published' }, a.token)).code).toBe(200);
    const post = await s.post('/own/post', { id });
    expect(post.data).toMatchObject({ title: '去了水街', pics: 2 });
    expect(post.data.content).not.toContain('script');
    expect((await s.get('/own/myPost', { id }, a.token)).data.gallery.map((g: { id: number }) => g.id)).toEqual(pics);
    expect((await s.post('/own/saveDetail', { html: '<p>你好，我是小李，喜欢周末出去走走。</p>' }, a.token)).code).toBe(200);
    const mine = await s.get('/own/mine', {}, a.token);
    expect((await s.post('/own/lists', { keyword: '小李的周末' })).data.lists.some((p: { id: number }) => p.id === mine.data.id)).toBe(true);
    expect((await s.post('/own/setPostStatus', { id, status: 'down' }, a.token)).code).toBe(200);
    expect((await s.post('/own/post', { id })).code).toBe(404);
    expect((await s.get('/own/myPosts', { status: 'down' }, a.token)).data.counts).toEqual({ draft: 0, published: 0, down: 1 });
  });

  it('comments, likes and reports on posts; messages on pages', async () => {
    const a = await owner();
    const id = (await s.post('/own/savePost', { title: '楼下面包店', html: '<p>碱水包很好吃。</p>', publish: 1 }, a.token)).data.id;
    const v = member();
    const c = await s.post('/feedback/comment', { kind: 'own', item_id: id, content: '在哪里呀？' }, v.token);
    expect((await s.post('/feedback/comment', { kind: 'own', item_id: id, parent_id: c.data.id, content: '人民路上。' }, a.token)).code).toBe(200);
    expect((await s.get('/feedback/comments/mine', { kind: 'own' }, a.token)).data.lists[0].replies[0]).toMatchObject({ content: '人民路上。', author: true });
    expect((await s.post('/feedback/like', { kind: 'own', item_id: id }, v.token)).data.likes).toBe(1);
    expect((await s.post('/feedback/report', { kind: 'own', item_id: id, reason: 'infringe' }, v.token)).data.held).toBe(false);
    expect((await s.get('/feedback/reports', { kind: 'own' }, a.token)).data.lists[0]).toMatchObject({ reason_text: '侵权', result: 'pending' });
    const pageId = (await s.get('/own/mine', {}, a.token)).data.id;
    expect((await s.post('/talk/send', { kind: 'own', item_id: pageId, content: '你好，想认识一下' }, v.token)).code).toBe(200);
    expect((await s.get('/talk/received', { kind: 'own' }, a.token)).data.lists[0]).toMatchObject({ item_link: `/own/own_detail1?id=${pageId}`, unread: 1 });
  });
});
