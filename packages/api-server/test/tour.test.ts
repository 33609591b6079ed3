import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, tableCounts } from '../src/index.js';
import { cleanHtml } from '../src/http/html.js';
import { testServer, type TestServer } from './helpers.js';

describe('tour: settle-in, the operator page, the public list and messages', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  let members = 0;
  function member() {
    members++;
    const id = Number(s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES (?, ?, '', '!', 0)").run(`traveller${members}`, `游客${members}`).lastInsertRowid);
    return { id, token: createSession(s.ctx, id).token };
  }
  const upload = (userId: number, n = 1) => Number(s.db.prepare('INSERT INTO images (url, user_id) VALUES (?, ?)').run(`/media/img/tour/${n}.svg`, userId).lastInsertRowid);
  const review = (userId: number, action: 'approve' | 'refuse', reason = '') =>
    s.app.inject({ method: 'POST', url: `/review/sim/tour/${userId}`, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, payload: `action=${action}&reason=${encodeURIComponent(reason)}` });
  // what a refused write must leave alone (uploads a test makes beforehand and view counters aside)
  const snapshot = () => JSON.stringify([{ ...tableCounts(s.db), images: 0 }, s.db.prepare('SELECT * FROM tours ORDER BY id').all().map((t) => ({ ...(t as object), clickcount: 0 })), s.db.prepare('SELECT * FROM tour_settlements ORDER BY user_id').all(), s.db.prepare('SELECT * FROM tour_items ORDER BY id').all()]);

  async function operator() {
    const m = member();
    const licence = upload(m.id);
    const applied = await s.post('/tour/ruzhu', { type: 'scenic', name: '新开湿地景区', licence, contact: '王经理', phone: '13900000001' }, m.token);
    expect(applied.code, applied.msg).toBe(200);
    expect((await review(m.id, 'approve')).json()).toEqual({ ok: true, msg: '已通过' });
    return m;
  }

  it('seeds approved operators with themes, regions and A-levels; the list filters, searches and sorts', async () => {
    const all = await s.post('/tour/lists', {});
    expect(all.data.total).toBe(8);
    expect(all.data.lists[0]).toMatchObject({ operator: expect.any(String), operator_type: expect.stringMatching(/scenic|agency/) });
    const f = await s.get('/tour/filters');
    expect(f.data.themes.map((t: { name: string }) => t.name)).toContain('湿地生态');
    expect(f.data.levels).toEqual(['5A', '4A', '3A', '2A', '1A']);
    const wet = f.data.themes.find((t: { name: string }) => t.name === '湿地生态').id;
    const themed = await s.post('/tour/lists', { theme: wet });
    expect(themed.data.total).toBeGreaterThan(0);
    expect(themed.data.total).toBeLessThan(8);
    for (const t of themed.data.lists) expect(t.themes).toContain('湿地生态');
    const five = await s.post('/tour/lists', { level: '5A' });
    expect(five.data.lists.every((t: { level: string }) => t.level === '5A')).toBe(true);
    const region = await s.post('/tour/lists', { region: '东台市' });
    expect(region.data.total).toBe(2);
    expect((await s.post('/tour/lists', { keyword: '麋鹿' })).data.lists[0].title).toContain('麋鹿');
    const cheap = (await s.post('/tour/lists', { sort: 'price_asc' })).data.lists.map((t: { price: string }) => Number(t.price));
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    expect((await s.post('/tour/lists', { level: '9A' })).code).toBe(400);
  });

  it('status passes through: none → waiting → refused (with reason) → waiting → approved, one settlement per member', async () => {
    const m = member();
    expect((await s.get('/tour/getRuzhuStatus', {}, m.token)).data.status).toBe('none');
    const licence = upload(m.id);
    const fields = { type: 'agency', name: '盐城假日旅行社', licence, contact: '李经理', phone: '0515-88881234' };
    expect((await s.post('/tour/ruzhu', fields, m.token)).code).toBe(200);
    expect((await s.get('/tour/getRuzhuStatus', {}, m.token)).data).toMatchObject({ status: 'waiting', name: '盐城假日旅行社', tour_id: null });
    expect((await s.post('/tour/ruzhu', fields, m.token)).msg).toContain('审核中');
    expect((await s.get('/tour/mine', {}, m.token)).code).toBe(201);
    expect((await review(m.id, 'refuse', '营业执照不清晰')).json().ok).toBe(true);
    expect((await s.get('/tour/getRuzhuStatus', {}, m.token)).data).toMatchObject({ status: 'refused', reason: '营业执照不清晰' });
    expect((await s.post('/tour/ruzhu', fields, m.token)).code).toBe(200);
    expect((await review(m.id, 'approve')).json().ok).toBe(true);
    const st = await s.get('/tour/getRuzhuStatus', {}, m.token);
    expect(st.data.status).toBe('approved');
    expect((await s.post('/tour/ruzhu', fields, m.token)).msg).toContain('已入驻');
    // the new page is public at once, under the operator's name
    expect((await s.post('/tour/detail', { id: st.data.tour_id })).data).toMatchObject({ title: '盐城假日旅行社', operator_type: 'agency' });
  });

  it('an expired session on the status check answers 101 (the portal passes it through)', async () => {
    expect((await s.get('/tour/getRuzhuStatus', {}, 'not-a-token')).code).toBe(101);
  });

  it('refuses bad settle-in input with the field and its Chinese message, writing nothing', async () => {
    const m = member();
    const other = member();
    const good = { type: 'scenic', name: '丹顶鹤景区', licence: upload(m.id), contact: '王经理', phone: '13900000001' };
    const before = snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'hotel' }, 'type 请选择入驻类型'],
      [{ name: ' 丹 ' }, 'name 名称 2–40 个字'],
      [{ licence: 0 }, 'licence 请上传图片'],
      [{ licence: upload(other.id) }, 'licence 图片不存在'],
      [{ contact: '' }, 'contact 联系人'],
      [{ phone: '12345' }, 'phone 请输入正确的手机号'],
    ];
    for (const [bad, msg] of cases) {
      const res = await s.post('/tour/ruzhu', { ...good, ...bad }, m.token);
      expect(res.code, JSON.stringify(bad)).toBe(400);
      expect(res.msg).toContain(msg);
    }
    expect(snapshot()).toBe(before);
    expect((await s.post('/tour/ruzhu', good)).code).not.toBe(200); // a guest
  });

  it('the operator fills every block; the public detail shows them; HTML is cleaned on the server', async () => {
    const m = await operator();
    const cover = upload(m.id, 2);
    const base = await s.post('/tour/mine/base', { title: '新开湿地景区', jianjie: '观鸟胜地，四季皆宜', price: '68.5', opentime: '08:00-17:30', tel: '0515-88880000', city: '射阳县', level: '4A', pic: cover }, m.token);
    expect(base.code, base.msg).toBe(200);
    expect((await s.post('/tour/mine/detail', { html: '<p onclick="x()">湿地里有成群的丹顶鹤<script>alert(1)</script>和<a href="javascript:alert(1)">白鹭</a><img src="x" onerror="y()"></p>' }, m.token)).code).toBe(200);
    expect((await s.post('/tour/mine/introduce', { html: '<h2>我们</h2><p>专业的湿地保护与观鸟团队</p>' }, m.token)).code).toBe(200);
    const themes = (await s.get('/tour/filters')).data.themes.slice(0, 2).map((t: { id: number }) => t.id);
    expect((await s.post('/tour/mine/theme', { themes: themes.join(',') }, m.token)).code).toBe(200);
    const pics = [upload(m.id, 3), upload(m.id, 4), upload(m.id, 5)];
    expect((await s.post('/tour/mine/scenery', { pic1: pics[0], caption1: '观鸟台', pic2: pics[1], caption2: '芦苇荡', pic3: pics[2], caption3: '日落栈道' }, m.token)).code).toBe(200);
    // 0 keeps a picture already in place
    expect((await s.post('/tour/mine/scenery', { pic1: 0, caption1: '观鸟台（新）', pic2: 0, caption2: '芦苇荡', pic3: 0, caption3: '日落栈道' }, m.token)).code).toBe(200);
    expect((await s.post('/tour/mine/futi', { lines: '观鸟胜地\n\n亲子研学 ' }, m.token)).code).toBe(200);
    const post = await s.post('/tour/mine/tietu', { title: '冬季观鹤', pic: upload(m.id, 6), content: '十一月鹤群南迁' }, m.token);
    expect(post.code).toBe(200);
    expect((await s.post('/tour/mine/zhuzhi', { address: '江苏省盐城市射阳县湿地路1号', lat: 33.6, lng: 120.5 }, m.token)).code).toBe(200);
    expect((await s.post('/tour/mine/vr', { vr: 'https://vr.example.com/p/1' }, m.token)).code).toBe(200);

    const mine = (await s.get('/tour/mine', {}, m.token)).data;
    expect(mine).toMatchObject({ title: '新开湿地景区', price: '68.50', city: '射阳县', level: '4A', themes, futi: ['观鸟胜地', '亲子研学'], lat: 33.6, vr: 'https://vr.example.com/p/1' });
    expect(mine.content).toBe("<p>湿地里有成群的丹顶鹤和<a>白鹭</a></p>");
    expect(mine.scenery.map((x: { caption: string }) => x.caption)).toEqual(['观鸟台（新）', '芦苇荡', '日落栈道']);
    expect(mine.scenery[0].pic).toMatch(/\/media\/img\/tour\/3\.svg$/);
    expect(mine.tietu[0]).toMatchObject({ id: post.data.id, title: '冬季观鹤' });

    const detail = (await s.post('/tour/detail', { id: mine.id })).data;
    expect(detail).toMatchObject({ title: '新开湿地景区', price: '68.50', level: '4A', address: '江苏省盐城市射阳县湿地路1号', operator: '新开湿地景区' });
    expect(detail.themes.map((t: { id: number }) => t.id)).toEqual(themes);
    expect((await s.post('/tour/detail_s', { id: mine.id })).data.lists.map((x: { title: string }) => x.title)).toEqual(['观鸟台（新）', '芦苇荡', '日落栈道']);
    expect((await s.post('/tour/detail_m', { id: mine.id })).data.lists[0].title).toBe('冬季观鹤');
    expect((await s.post('/tour/lists', { keyword: '新开湿地' })).data.lists[0]).toMatchObject({ id: mine.id, level: '4A', city: '射阳县' });
    expect((await s.post('/tour/mine/tietu/remove', { id: post.data.id }, m.token)).code).toBe(200);
  });

  it('refuses bad page input with the field and its message, writing nothing; others cannot touch the page', async () => {
    const m = await operator();
    const outsider = member();
    const before = snapshot();
    const cases: [string, Record<string, unknown>, string][] = [
      ['/tour/mine/base', { title: '新', jianjie: '观鸟胜地，四季皆宜', price: '1', opentime: '全天', tel: '13900000001', city: '射阳县' }, 'title 名称 2–40 个字'],
      ['/tour/mine/base', { title: '新景区', jianjie: '观鸟胜地，四季皆宜', price: '1.234', opentime: '全天', tel: '13900000001', city: '射阳县' }, 'price 请输入价格'],
      ['/tour/mine/base', { title: '新景区', jianjie: '观鸟胜地，四季皆宜', price: '1', opentime: '全天', tel: '13900000001', city: '射阳县' }, 'pic 请上传封面图片'],
      ['/tour/mine/detail', { html: '<p> </p><script>很多很多很多很多字</script>' }, 'html 请至少输入 10 个字'],
      ['/tour/mine/theme', { themes: '' }, 'themes 请至少选择 1 个主题'],
      ['/tour/mine/theme', { themes: '1,2,3,4,5,6' }, 'themes 最多选择 5 个主题'],
      ['/tour/mine/theme', { themes: '999' }, 'themes 主题不存在'],
      ['/tour/mine/scenery', { pic1: upload(m.id), caption1: '观鸟台', pic2: upload(m.id), caption2: '芦苇荡', pic3: 0, caption3: '日落栈道' }, 'pic3 请上传第 3 张图片'],
      ['/tour/mine/scenery', { pic1: upload(outsider.id), caption1: '观鸟台', pic2: 0, caption2: '芦苇荡', pic3: 0, caption3: '日落栈道' }, 'pic1 图片不存在'],
      ['/tour/mine/scenery', { pic1: 0, caption1: '观', pic2: 0, caption2: '芦苇荡', pic3: 0, caption3: '日落栈道' }, 'caption1 图片说明 2–30 个字'],
      ['/tour/mine/futi', { lines: `${'长'.repeat(31)}` }, 'lines 每行副题最多 30 个字'],
      ['/tour/mine/tietu', { title: '冬季观鹤', content: '' }, 'pic 请上传图片'],
      ['/tour/mine/zhuzhi', { address: '盐城射阳湿地路', lat: 0, lng: 0 }, 'lat 请在地图上选择位置'],
      ['/tour/mine/vr', { vr: 'javascript:alert(1)' }, 'vr 请输入以 http:// 或 https:// 开头'],
    ];
    for (const [path, params, msg] of cases) {
      const res = await s.post(path, params, m.token);
      expect(res.code, `${path} ${JSON.stringify(params)}`).toBe(400);
      expect(res.msg).toContain(msg);
    }
    // a member who has not settled writes nothing anywhere, and cannot remove another's post
    expect((await s.post('/tour/mine/futi', { lines: '我的副题' }, outsider.token)).code).toBe(201);
    expect((await s.post('/tour/mine/vr', { vr: '' }, outsider.token)).code).toBe(201);
    const seededPost = s.db.prepare("SELECT id FROM tour_items WHERE kind = 'm' AND tour_id = 1 LIMIT 1").get() as { id: number };
    expect((await s.post('/tour/mine/tietu/remove', { id: seededPost.id }, m.token)).code).toBe(404);
    expect((await s.post('/tour/mine/tietu', { id: seededPost.id, title: '改别人的', content: '' }, m.token)).code).toBe(404);
    expect(snapshot()).toBe(before);
  });

  it('a visitor leaves a message, the operator replies, each side sees the thread; strangers cannot', async () => {
    const op = await operator();
    const visitor = member();
    const stranger = member();
    const tourId = (await s.get('/tour/mine', {}, op.token)).data.id;
    const before = snapshot();
    expect((await s.post('/talk/send', { kind: 'tour', item_id: tourId, content: ' ' }, visitor.token)).msg).toContain('content 留言内容 2–500 个字');
    expect((await s.post('/talk/send', { kind: 'tour', item_id: tourId, content: '自己留言' }, op.token)).code).toBe(201);
    expect((await s.post('/talk/send', { kind: 'tour', item_id: 999999, content: '有人吗' }, visitor.token)).code).toBe(404);
    expect(snapshot()).toBe(before);
    const sent = await s.post('/talk/send', { kind: 'tour', item_id: tourId, content: '<b>周末</b>需要预约吗？' }, visitor.token);
    expect(sent.code).toBe(200);
    const received = (await s.get('/talk/received', { kind: 'tour' }, op.token)).data;
    expect(received).toMatchObject({ total: 1, unread: 1 });
    expect(received.lists[0]).toMatchObject({ item_id: tourId, peer: expect.stringMatching(/^游客/), item_link: `/tour/tour_detail?id=${tourId}` });
    expect(received.lists[0].messages[0]).toMatchObject({ mine: false, content: '<b>周末</b>需要预约吗？' });
    expect((await s.post('/talk/reply', { thread_id: sent.data.thread_id, content: '无需预约' }, stranger.token)).code).toBe(404);
    expect((await s.post('/talk/reply', { thread_id: sent.data.thread_id, content: '无需预约，欢迎光临' }, op.token)).code).toBe(200);
    expect((await s.get('/talk/received', { kind: 'tour' }, op.token)).data.unread).toBe(0);
    const mineSent = (await s.get('/talk/sent', { kind: 'tour' }, visitor.token)).data;
    expect(mineSent.unread).toBe(1);
    expect(mineSent.lists[0].messages.map((x: { mine: boolean; content: string }) => [x.mine, x.content])).toEqual([
      [true, '<b>周末</b>需要预约吗？'],
      [false, '无需预约，欢迎光临'],
    ]);
    expect((await s.get('/talk/received', { kind: 'tour' }, stranger.token)).data.total).toBe(0);
    expect((await s.get('/talk/sent', { kind: 'tour' }, stranger.token)).data.total).toBe(0);
  });

  it('the review simulator exists only in development mode', async () => {
    const off = await testServer({ devMode: false });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/review/sim' })).statusCode).toBe(404);
      expect((await off.app.inject({ method: 'POST', url: '/review/sim/tour/1', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=approve' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
    const page = await s.app.inject({ method: 'GET', url: '/review/sim' });
    expect(page.statusCode).toBe(200);
  });

  it('cleanHtml keeps the allowed markup and drops the rest', () => {
    expect(cleanHtml('<p>a<b>b</p>')).toBe('<p>a<b>b</b></p>');
    expect(cleanHtml('<img src="/media/x.png" onerror="y">')).toBe('<img src="/media/x.png">');
    expect(cleanHtml('<a href="https://e.com/?a=1&amp;b=2">x</a>')).toBe('<a href="https://e.com/?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">x</a>');
    expect(cleanHtml('1 < 2 &lt;script&gt;')).toBe('1 &lt; 2 &lt;script&gt;');
    expect(cleanHtml('<style>p{}</style><iframe src=x></iframe>ok')).toBe('ok');
  });
});
