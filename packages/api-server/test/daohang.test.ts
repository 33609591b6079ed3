import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, tableCounts } from '../src/index.js';
import { signParams, testServer, toQuery, type Json, type TestServer } from './helpers.js';

type Site = { id: number; cid: number; name: string; url: string; clicks: number };

describe('daohang: the site directory, applications, review and clicks', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  let members = 0;
  function member() {
    members++;
    const id = Number(s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES (?, ?, '', '!', 0)").run(`webmaster${members}`, `站长${members}`).lastInsertRowid);
    return { id, token: createSession(s.ctx, id).token };
  }
  const upload = (userId: number) => Number(s.db.prepare('INSERT INTO images (url, user_id) VALUES (?, ?)').run('/media/img/shop/9.svg', userId).lastInsertRowid);
  const review = (id: number, action: 'approve' | 'refuse', reason = '') =>
    s.app.inject({ method: 'POST', url: `/review/sim/daohang/${id}`, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, payload: `action=${action}&reason=${encodeURIComponent(reason)}` });
  let stamp = Math.floor(Date.now() / 1000);
  /** ruzhuDaohang as the SDK sends it: the category in the query string, the site in the form body, one signature over both. */
  async function apply(query: Record<string, unknown>, body: Record<string, unknown>, token?: string): Promise<Json> {
    const signed = signParams({ ...query, ...body }, { timestamp: ++stamp });
    const form = Object.fromEntries(Object.entries(signed).filter(([k]) => !(k in query)));
    const res = await s.app.inject({
      method: 'POST',
      url: `/public/v1/daohang/ruzhuDaohang?${toQuery(query)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: toQuery(form),
    });
    return res.json() as Json;
  }
  const snapshot = () => JSON.stringify([{ ...tableCounts(s.db), images: 0 }, s.db.prepare('SELECT * FROM daohang_sites ORDER BY id').all()]);
  const leaf = () => (s.db.prepare("SELECT id FROM daohang_categories WHERE name = '本地新闻'").get() as { id: number }).id;

  it('seeds ten groups of the city: the home has adverts, top sites by clicks and ten modules from one handler', async () => {
    const tree = (await s.get('/daohang/getCategoryList')).data as { name: string; children: unknown[] }[];
    expect(tree).toHaveLength(10);
    expect(tree.map((g) => g.name)).toContain('政务服务');
    const ads = await s.get('/daohang/getIndexAdsList');
    expect(ads.data.length).toBeGreaterThanOrEqual(3);
    expect(ads.data[0].pic).toMatch(/^http:\/\/.+\/media\/img\/ad\/dh-1\.svg$/);
    const top = (await s.get('/daohang/topWangzhiList')).data.lists as Site[];
    expect(top.length).toBeGreaterThanOrEqual(10);
    expect(top.map((t) => t.name)).toContain('盐城市人民政府');
    expect(top.map((t) => t.clicks)).toEqual([...top.map((t) => t.clicks)].sort((a, b) => b - a));
    // a seeded site links to its demo page on this server, which names the real address (no answer points outside)
    const gov = top.find((t) => t.name === '盐城市人民政府')!;
    expect(gov.url).toBe(`${s.ctx.publicUrl()}/site/daohang/${gov.id}`);
    const demo = await s.app.inject({ method: 'GET', url: `/site/daohang/${gov.id}` });
    expect(demo.statusCode).toBe(200);
    expect(demo.body).toContain('盐城市人民政府');
    expect(demo.body).toContain('http://www.yancheng.gov.cn/');
    expect((await s.app.inject({ method: 'GET', url: '/site/daohang/99999' })).statusCode).toBe(404);
    expect((await s.post('/daohang/queryWangzhi', { keyword: 'yancheng.gov.cn' })).data.lists.map((x: Site) => x.name)).toContain('盐城市人民政府');
    for (let n = 1; n <= 10; n++) {
      const m = await s.get(`/daohang/moduleList${n}`);
      expect(m.code, `moduleList${n}`).toBe(200);
      expect(m.data).toMatchObject({ id: n, title: tree[n - 1]!.name });
      expect(m.data.lists.length, `moduleList${n} has sites`).toBeGreaterThan(0);
      for (const site of m.data.lists as Site[]) expect(site.url).toMatch(/^https?:\/\//);
    }
  });

  it('a category lists its sites (a group all of its children), with its adverts; unknown ids answer 404', async () => {
    const group = await s.get('/daohang/categoryWangzhiList', { cid: 1 });
    expect(group.data.category).toMatchObject({ id: 1, name: '政务服务', pid: 0, parent: '' });
    expect(group.data.children.map((c: { name: string }) => c.name)).toEqual(['政府网站', '办事大厅', '公积金']);
    expect(group.data.total).toBe(group.data.children.reduce((n: number, c: { count: number }) => n + c.count, 0));
    const child = await s.get('/daohang/categoryWangzhiList', { cid: 2 });
    expect(child.data.category).toMatchObject({ name: '政府网站', pid: 1, parent: '政务服务' });
    expect(child.data.lists.every((x: Site) => x.cid === 2)).toBe(true);
    expect((await s.get('/daohang/categoryWangzhiList', { cid: 9999 })).code).toBe(404);
    const ads = await s.get('/daohang/getCateAdsList', { cid: 2 });
    expect(ads.data.map((a: { title: string }) => a.title)).toContain('政务服务 · 一网通办');
    expect((await s.get('/daohang/getCateAdsList', { cid: 9999 })).code).toBe(404);
  });

  it('searches listed sites; an empty keyword is refused with 请先输入搜索内容！', async () => {
    const hits = await s.post('/daohang/queryWangzhi', { keyword: '盐城' });
    expect(hits.data.total).toBeGreaterThan(3);
    expect((await s.post('/daohang/queryWangzhi', { keyword: '12306' })).data.lists[0].name).toBe('中国铁路12306');
    const empty = await s.post('/daohang/queryWangzhi', { keyword: '   ' });
    expect(empty.code).toBe(400);
    expect(empty.msg).toContain('请先输入搜索内容！');
  });

  it('counts clicks, and the top sites follow the count', async () => {
    const top = (await s.get('/daohang/topWangzhiList')).data.lists as Site[];
    const last = top[top.length - 1]!;
    s.db.prepare('UPDATE daohang_sites SET clicks = ? WHERE id = ?').run(top[0]!.clicks, last.id);
    const click = await s.post('/daohang/click', { id: last.id });
    expect(click).toMatchObject({ code: 200, data: { clicks: top[0]!.clicks + 1 } });
    expect((await s.get('/daohang/topWangzhiList')).data.lists[0].id).toBe(last.id);
    // the same client again within the window: answered, not counted
    expect((await s.post('/daohang/click', { id: last.id })).data.clicks).toBe(top[0]!.clicks + 1);
    s.advance(601);
    expect((await s.post('/daohang/click', { id: last.id })).data.clicks).toBe(top[0]!.clicks + 2);
    s.advance(-601); // back to the real clock: the later tests sign with it
    expect((await s.post('/daohang/click', { id: 999999 })).code).toBe(404);
  });

  it('an application: none → waiting → refused with the reason → waiting → listed, then under its category and in a search', async () => {
    const m = member();
    expect((await s.get('/daohang/getRuzhuStatus', {}, m.token)).data).toEqual({ status: 'none', reason: '', name: '', inputtime: '', lists: [] });
    const site = { name: '盐城本地宝', url: 'https://yc.bendibao.example/', logo: upload(m.id), jianjie: '盐城本地生活信息与办事指南' };
    const first = await apply({ cid: leaf() }, site, m.token);
    expect(first, first.msg).toMatchObject({ code: 200, msg: '提交成功，请等待审核' });
    const waiting = (await s.get('/daohang/getRuzhuStatus', {}, m.token)).data;
    expect(waiting).toMatchObject({ status: 'waiting', name: '盐城本地宝' });
    expect(waiting.lists[0]).toMatchObject({ category: '新闻媒体 / 本地新闻', url: 'https://yc.bendibao.example/', logo: expect.stringMatching(/\/media\/img\/shop\/9\.svg$/) });
    expect((await apply({ cid: leaf() }, site, m.token)).code).toBe(201);
    // not public while it waits
    expect((await s.post('/daohang/queryWangzhi', { keyword: '本地宝' })).data.total).toBe(0);
    expect((await s.post('/daohang/click', { id: first.data.id })).code).toBe(404);
    expect((await review(first.data.id, 'refuse', '网站无法访问')).json()).toEqual({ ok: true, msg: '已驳回' });
    expect((await s.get('/daohang/getRuzhuStatus', {}, m.token)).data).toMatchObject({ status: 'refused', reason: '网站无法访问' });
    const again = await apply({ cid: leaf() }, site, m.token);
    expect(again.code).toBe(200);
    expect((await review(again.data.id, 'approve')).json()).toEqual({ ok: true, msg: '已通过' });
    const status = (await s.get('/daohang/getRuzhuStatus', {}, m.token)).data;
    expect(status.status).toBe('listed');
    expect(status.lists.map((a: { status: string }) => a.status)).toEqual(['listed', 'refused']);
    const listed = (await s.get('/daohang/categoryWangzhiList', { cid: leaf() })).data.lists as Site[];
    expect(listed.map((x) => x.name)).toContain('盐城本地宝');
    expect((await s.post('/daohang/queryWangzhi', { keyword: '本地宝' })).data.lists[0]).toMatchObject({ id: again.data.id, url: 'https://yc.bendibao.example/' });
    // a listed site is not applied for twice
    const other = member();
    expect((await apply({ cid: leaf() }, { ...site, url: 'HTTPS://YC.BENDIBAO.EXAMPLE', logo: 0 }, other.token)).msg).toContain('已收录');
    // the review of a decided application is refused
    expect((await review(again.data.id, 'refuse', '晚了')).json()).toEqual({ ok: false, msg: '该申请不在待审核状态' });
  });

  it('refuses bad applications with the field and its Chinese message and writes nothing: javascript:, relative and bare URLs', async () => {
    const m = member();
    const other = member();
    const good = { name: '盐城美食地图', url: 'https://food.yc.example/', jianjie: '盐城本地美食推荐与探店' };
    const before = snapshot();
    const cases: [Record<string, unknown>, Record<string, unknown>, string][] = [
      [{ cid: leaf() }, { url: 'javascript:alert(1)' }, 'url 请输入以 http:// 或 https:// 开头的完整网址'],
      [{ cid: leaf() }, { url: 'JavaScript:alert(document.cookie)//http://x.com' }, 'url 请输入以'],
      [{ cid: leaf() }, { url: '/daohang/index' }, 'url 请输入以'],
      [{ cid: leaf() }, { url: '//evil.example/' }, 'url 请输入以'],
      [{ cid: leaf() }, { url: 'www.yancheng.gov.cn' }, 'url 请输入以'],
      [{ cid: leaf() }, { url: 'data:text/html,<script>alert(1)</script>' }, 'url 请输入以'],
      [{ cid: leaf() }, { url: 'https://user:pw@bank.example/' }, 'url 请输入以'],
      [{ cid: leaf() }, { name: ' 美 ' }, 'name 网站名称 2–30 个字'],
      [{ cid: leaf() }, { jianjie: '好' }, 'jianjie 网站简介 5–100 个字'],
      [{ cid: leaf() }, { logo: upload(other.id) }, 'logo 图片不存在'],
      [{ cid: 1 }, {}, 'cid 请选择网站分类'],
      [{ cid: 9999 }, {}, 'cid 请选择网站分类'],
    ];
    for (const [query, bad, msg] of cases) {
      const res = await apply(query, { ...good, ...bad }, m.token);
      expect(res.code, JSON.stringify(bad)).toBe(400);
      expect(res.msg).toContain(msg);
    }
    // the category belongs in the query string: missing, or in the body, or in both, it is refused
    expect((await apply({}, good, m.token)).code).toBe(400);
    expect((await apply({}, { ...good, cid: leaf() }, m.token)).code).toBe(400);
    const both = await s.app.inject({ method: 'POST', url: `/public/v1/daohang/ruzhuDaohang?cid=${leaf()}`, headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${m.token}` }, payload: toQuery(signParams({ ...good, cid: leaf() })) });
    expect(both.json().code).toBe(400);
    // a guest, an expired session, a forged signature over the query
    expect((await apply({ cid: leaf() }, good)).code).toBe(101);
    expect((await s.get('/daohang/getRuzhuStatus', {}, 'not-a-token')).code).toBe(101);
    const forged = await s.app.inject({ method: 'POST', url: `/public/v1/daohang/ruzhuDaohang?cid=${leaf() + 1}`, headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${m.token}` }, payload: toQuery(Object.fromEntries(Object.entries(signParams({ ...good, cid: leaf() })).filter(([k]) => k !== 'cid'))) });
    expect(forged.json().code).toBe(401);
    expect(snapshot()).toBe(before);
  });

  it('the review simulator exists only in development mode', async () => {
    const prod = await testServer({ devMode: false });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/review/sim' })).statusCode).toBe(404);
      expect((await prod.get('/daohang/moduleList1')).code).toBe(200);
    } finally {
      await prod.close();
    }
  });
});
