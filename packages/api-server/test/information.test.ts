import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, tableCounts } from '../src/index.js';
import { testServer, type TestServer } from './helpers.js';

// Information (资讯) with feedback (comments, reports, likes) and talk (messages) on its articles.
describe('information: publishers, columns, articles, comments, reports and messages', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  let members = 0;
  function member() {
    members++;
    const id = Number(s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES (?, ?, '', '!', 0)").run(`reader${members}`, `读者${members}`).lastInsertRowid);
    return { id, token: createSession(s.ctx, id).token };
  }
  const upload = (userId: number) => Number(s.db.prepare('INSERT INTO images (url, user_id) VALUES (?, ?)').run('/media/img/news/1.svg', userId).lastInsertRowid);
  const review = (kind: string, id: number, action: 'approve' | 'refuse', reason = '') =>
    s.app.inject({ method: 'POST', url: `/review/sim/${kind}/${id}`, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, payload: `action=${action}&reason=${encodeURIComponent(reason)}` });
  const snapshot = () =>
    JSON.stringify([{ ...tableCounts(s.db), images: 0 }, ...['information_articles', 'information_modules', 'information_services', 'information_publishers', 'feedback_comments', 'feedback_reports', 'feedback_holds'].map((t) => s.db.prepare(`SELECT * FROM ${t} ORDER BY 1`).all().map((r) => ({ ...(r as object), clickcount: 0 })))]);
  const body = '<p>本周起气温下降，请注意添衣保暖，出行前查看路况，雨雪天气减速慢行。</p>';

  async function publisher(name = '盐城新闻号') {
    const m = member();
    expect((await s.post('/information/ruzhu', { name, jianjie: '本地新闻与便民资讯', logo: upload(m.id), contact: '王编辑', phone: '13900000001' }, m.token)).code).toBe(200);
    expect((await review('information', m.id, 'approve')).json()).toEqual({ ok: true, msg: '已通过' });
    const col = await s.post('/information/saveModule', { name: '本地新闻', sort: 1 }, m.token);
    return { ...m, moduleId: col.data.id as number };
  }

  it('seeds publishers with columns and articles; the list filters by column, publisher and keyword, and sorts by views', async () => {
    const pubs = await s.get('/information/publishers');
    expect(pubs.data.lists.length).toBe(3);
    expect(pubs.data.lists[0].modules.length).toBeGreaterThan(0);
    const all = await s.post('/information/lists', {});
    expect(all.data.total).toBe(12);
    const col = pubs.data.lists[0].modules[0];
    const inCol = await s.post('/information/lists', { module: col.id });
    expect(inCol.data.total).toBe(col.articles);
    expect(inCol.data.lists.every((a: { module_id: number }) => a.module_id === col.id)).toBe(true);
    expect((await s.post('/information/lists', { publisher: pubs.data.lists[1].id })).data.lists.every((a: { publisher_id: number }) => a.publisher_id === pubs.data.lists[1].id)).toBe(true);
    expect((await s.post('/information/lists', { keyword: '鱼汤面' })).data.lists[0].title).toContain('鱼汤面');
    const hot = (await s.post('/information/lists', { sort: 'hot' })).data.lists.map((a: { clickcount: number }) => a.clickcount);
    expect(hot).toEqual([...hot].sort((a, b) => b - a));
    expect((await s.post('/information/lists', { sort: 'cold' })).code).toBe(400);
    const d = await s.post('/information/detail', { id: all.data.lists[0].id });
    expect(d.data).toMatchObject({ content: expect.stringContaining('<p>'), publisher_card: { name: expect.any(String) } });
    expect((await s.post('/information/detail', { id: 99999 })).code).toBe(404);
    expect((await s.get('/search', { keyword: '鱼汤面' })).data.lists.some((h: { url: string }) => h.url.startsWith('/information/information_detail'))).toBe(true);
  });

  it('settle-in passes code 101 through, refuses bad input with nothing written, and a refusal may apply again', async () => {
    expect((await s.get('/information/getRuzhuStatus', {}, 'nope')).code).toBe(101);
    const m = member();
    expect((await s.get('/information/getRuzhuStatus', {}, m.token)).data.status).toBe('none');
    const before = snapshot();
    const bad = await s.post('/information/ruzhu', { name: '盐', jianjie: '短', logo: 999999, contact: '王', phone: '123' }, m.token);
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('名称 2–20 个字');
    expect((await s.post('/information/ruzhu', { name: '盐城号', jianjie: '本地资讯五个字', logo: 999999, contact: '王编辑', phone: '13900000001' }, m.token)).msg).toContain('图片不存在');
    expect(snapshot()).toBe(before);
    expect((await s.get('/information/mine', {}, m.token)).code).toBe(201);
    const fields = { name: '盐城号', jianjie: '本地资讯五个字', logo: upload(m.id), contact: '王编辑', phone: '0515-88881234' };
    expect((await s.post('/information/ruzhu', fields, m.token)).code).toBe(200);
    expect((await s.post('/information/ruzhu', { ...fields, logo: upload(m.id) }, m.token)).msg).toBe('您的入驻申请正在审核中，请耐心等待');
    await review('information', m.id, 'refuse', '名称不规范');
    expect((await s.get('/information/getRuzhuStatus', {}, m.token)).data).toMatchObject({ status: 'refused', reason: '名称不规范' });
    expect((await s.post('/information/ruzhu', { ...fields, logo: upload(m.id) }, m.token)).code).toBe(200);
    await review('information', m.id, 'approve');
    const st = await s.get('/information/getRuzhuStatus', {}, m.token);
    expect(st.data.status).toBe('approved');
    expect(st.data.publisher_id).toBeGreaterThan(0);
  });

  it('columns, services and articles: drafts stay private, publish and take down, another member gets 404 and nothing changes', async () => {
    const p = await publisher();
    const other = await publisher('别人的号');
    expect((await s.post('/information/saveModule', { name: '本地新闻' }, p.token)).msg).toContain('已有同名栏目');
    const svc = await s.post('/information/saveService', { title: '活动推广', content: '为本地活动撰写推文', price: '' }, p.token);
    expect((await s.get('/information/mine', {}, p.token)).data.services[0]).toMatchObject({ title: '活动推广', price: '面议' });
    const noCover = await s.post('/information/saveArticle', { title: '盐城冬季出行指南', module_id: p.moduleId, summary: '降温天气出行注意事项与路况提醒', html: body, publish: 1 }, p.token);
    expect(noCover.msg).toContain('请上传封面图片');
    const draft = await s.post('/information/saveArticle', { title: '盐城冬季出行指南', module_id: p.moduleId, cover: upload(p.id), summary: '降温天气出行注意事项与路况提醒', html: `${body}<script>alert(1)</script><img src="x" onerror="alert(2)">`, tags: '出行,天气', publish: 0 }, p.token);
    expect(draft.data.status).toBe('draft');
    const id = draft.data.id as number;
    expect((await s.post('/information/detail', { id })).code).toBe(404);
    const edit = await s.get('/information/article', { id }, p.token);
    expect(edit.data.content).not.toMatch(/script|onerror/);
    expect(edit.data.tags).toEqual(['出行', '天气']);

    const before = snapshot();
    expect((await s.get('/information/article', { id }, other.token)).code).toBe(404);
    expect((await s.post('/information/saveArticle', { id, title: '别人改的标题五个字', module_id: other.moduleId, summary: '降温天气出行注意事项与路况提醒', html: body }, other.token)).code).toBe(404);
    expect((await s.post('/information/saveArticle', { title: '用别人的栏目发文章', module_id: p.moduleId, cover: upload(other.id), summary: '降温天气出行注意事项与路况提醒', html: body }, other.token)).msg).toContain('请选择栏目');
    expect((await s.post('/information/setStatus', { id, status: 'published' }, other.token)).code).toBe(404);
    expect((await s.post('/information/removeModule', { id: p.moduleId }, other.token)).code).toBe(404);
    expect((await s.post('/information/removeService', { id: svc.data.id }, other.token)).code).toBe(404);
    expect((await s.post('/information/saveArticle', { title: '短', module_id: p.moduleId, summary: '太短', html: '<p>短</p>', tags: 'a,b,c,d,e,f' }, p.token)).code).toBe(400);
    expect(snapshot()).toBe(before);

    expect((await s.post('/information/setStatus', { id, status: 'published' }, p.token)).code).toBe(200);
    const pub = await s.post('/information/detail', { id });
    expect(pub.data).toMatchObject({ title: '盐城冬季出行指南', module: '本地新闻', publisher: '盐城新闻号' });
    expect(pub.data.content).not.toMatch(/<script|onerror/);
    const mine = await s.get('/information/articles', { status: 'published' }, p.token);
    expect(mine.data.counts).toEqual({ draft: 0, published: 1, down: 0 });
    expect((await s.post('/information/removeModule', { id: p.moduleId }, p.token)).msg).toBe('栏目下还有文章，请先移走或删除文章');
    expect((await s.post('/information/setStatus', { id, status: 'down' }, p.token)).code).toBe(200);
    expect((await s.post('/information/detail', { id })).code).toBe(404);
    expect((await s.post('/information/lists', { publisher: pub.data.publisher_id })).data.total).toBe(0);
    const empty = await s.post('/information/saveModule', { name: '空栏目' }, p.token);
    expect((await s.post('/information/removeModule', { id: empty.data.id }, p.token)).code).toBe(200);
  });

  it('comments with replies: the publisher replies, hides and deletes; a reader deletes only their own', async () => {
    const p = await publisher('评论测试号');
    const id = (await s.post('/information/saveArticle', { title: '评论测试的文章标题', module_id: p.moduleId, cover: upload(p.id), summary: '降温天气出行注意事项与路况提醒', html: body, publish: 1 }, p.token)).data.id;
    const a = member();
    const b = member();
    expect((await s.post('/feedback/comment', { kind: 'information', item_id: id, content: ' ' }, a.token)).code).toBe(400);
    const c = await s.post('/feedback/comment', { kind: 'information', item_id: id, content: '<b>写得好</b>' }, a.token);
    expect(c.code).toBe(200);
    expect((await s.post('/feedback/comment', { kind: 'information', item_id: id, parent_id: c.data.id, content: '谢谢支持！' }, p.token)).msg).toBe('回复成功');
    const list = await s.get('/feedback/comments', { kind: 'information', item_id: id }, a.token);
    expect(list.data.lists[0]).toMatchObject({ content: '<b>写得好</b>', mine: true, author: false, replies: [{ content: '谢谢支持！', author: true, mine: false }] });
    expect((await s.post('/information/detail', { id })).data.comments).toBe(1);
    const before = snapshot();
    expect((await s.post('/feedback/comment/remove', { id: c.data.id }, b.token)).code).toBe(404);
    expect((await s.post('/feedback/comment/hide', { id: c.data.id, hidden: 1 }, a.token)).code).toBe(404);
    expect((await s.post('/feedback/comment', { kind: 'information', item_id: 99999, content: '不存在的文章' }, a.token)).code).toBe(404);
    expect(snapshot()).toBe(before);
    expect((await s.get('/feedback/comments/mine', { kind: 'information' }, p.token)).data.lists[0]).toMatchObject({ id: c.data.id, item_title: '评论测试的文章标题', hidden: false });
    expect((await s.post('/feedback/comment/hide', { id: c.data.id, hidden: 1 }, p.token)).code).toBe(200);
    expect((await s.get('/feedback/comments', { kind: 'information', item_id: id })).data.total).toBe(0);
    expect((await s.get('/feedback/comments/mine', { kind: 'information', status: 'hidden' }, p.token)).data.total).toBe(1);
    const c2 = await s.post('/feedback/comment', { kind: 'information', item_id: id, content: '第二条评论' }, b.token);
    expect((await s.post('/feedback/comment/remove', { id: c2.data.id }, b.token)).code).toBe(200);
    expect((await s.post('/feedback/comment/remove', { id: c.data.id }, p.token)).code).toBe(200);
    expect(s.db.prepare("SELECT COUNT(*) AS n FROM feedback_comments WHERE kind = 'information' AND item_id = ?").get(id)).toEqual({ n: 0 });
  });

  it('likes toggle; reports once per member with a reason, the third hides the article until review restores or removes it', async () => {
    const p = await publisher('举报测试号');
    const id = (await s.post('/information/saveArticle', { title: '举报测试的文章标题', module_id: p.moduleId, cover: upload(p.id), summary: '降温天气出行注意事项与路况提醒', html: body, publish: 1 }, p.token)).data.id;
    const [a, b, c] = [member(), member(), member()];
    expect((await s.post('/feedback/like', { kind: 'information', item_id: id }, a.token)).data).toEqual({ liked: true, likes: 1 });
    expect((await s.get('/feedback/likeState', { kind: 'information', item_id: id }, a.token)).data).toEqual({ liked: true, likes: 1 });
    expect((await s.get('/feedback/likeState', { kind: 'information', item_id: id })).data).toEqual({ liked: false, likes: 1 });
    expect((await s.post('/feedback/like', { kind: 'information', item_id: id }, a.token)).data).toEqual({ liked: false, likes: 0 });

    const before = snapshot();
    expect((await s.post('/feedback/report', { kind: 'information', item_id: id, reason: 'spam' }, a.token)).code).toBe(400);
    expect((await s.post('/feedback/report', { kind: 'information', item_id: id, reason: 'other', content: '不' }, a.token)).msg).toContain('请说明原因');
    expect((await s.post('/feedback/report', { kind: 'information', item_id: id, reason: 'fake' }, p.token)).msg).toBe('不能举报自己发布的内容');
    expect(snapshot()).toBe(before);
    expect((await s.post('/feedback/report', { kind: 'information', item_id: id, reason: 'fake', content: '标题与内容不符' }, a.token)).data).toEqual({ held: false });
    expect((await s.post('/feedback/report', { kind: 'information', item_id: id, reason: 'fake' }, a.token)).msg).toBe('您已举报过该内容，请等待处理');
    expect((await s.post('/feedback/report', { kind: 'information', item_id: id, reason: 'vulgar' }, b.token)).data).toEqual({ held: false });
    const reports = await s.get('/feedback/reports', { kind: 'information' }, p.token);
    expect(reports.data.lists[1]).toMatchObject({ item_title: '举报测试的文章标题', reason: 'fake', reason_text: '虚假信息', content: '标题与内容不符', result: 'pending' });
    expect((await s.post('/feedback/report', { kind: 'information', item_id: id, reason: 'illegal' }, c.token)).data).toEqual({ held: true });
    expect((await s.post('/information/detail', { id })).code).toBe(404);
    expect((await s.get('/feedback/reports', { kind: 'information' }, p.token)).data.lists[0].result).toBe('held');
    const hold = s.db.prepare("SELECT id FROM feedback_holds WHERE kind = 'information' AND item_id = ?").get(id) as { id: number };
    expect((await review('report', hold.id, 'approve')).json()).toEqual({ ok: true, msg: '已通过' });
    expect((await s.post('/information/detail', { id })).code).toBe(200);
    expect((await s.get('/feedback/reports', { kind: 'information' }, p.token)).data.lists[0].result).toBe('restored');
  });

  it('a reader leaves a message on an article and the publisher replies in the message box', async () => {
    const p = await publisher('留言测试号');
    const id = (await s.post('/information/saveArticle', { title: '留言测试的文章标题', module_id: p.moduleId, cover: upload(p.id), summary: '降温天气出行注意事项与路况提醒', html: body, publish: 1 }, p.token)).data.id;
    const a = member();
    expect((await s.post('/talk/send', { kind: 'information', item_id: id, content: '请问可以转载吗？' }, a.token)).code).toBe(200);
    const box = await s.get('/talk/received', { kind: 'information' }, p.token);
    expect(box.data.lists[0]).toMatchObject({ item_title: '留言测试的文章标题', item_link: `/information/information_detail?id=${id}`, unread: 1 });
    expect((await s.post('/talk/reply', { thread_id: box.data.lists[0].id, content: '注明出处即可。' }, p.token)).code).toBe(200);
    expect((await s.get('/talk/sent', { kind: 'information' }, a.token)).data.lists[0].messages.map((m: { content: string }) => m.content)).toEqual(['请问可以转载吗？', '注明出处即可。']);
  });
});
