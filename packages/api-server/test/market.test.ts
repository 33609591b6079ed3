import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, tableCounts } from '../src/index.js';
import { testServer, type TestServer } from './helpers.js';

// Market (市场): the company directory — settle-in, the company's goods, notices and articles, and the visitors'
// follow, like, browse and messages.
describe('market: companies, goods, notices, information, follows, likes, visitors and messages', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  let members = 0;
  function member() {
    members++;
    const id = Number(s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES (?, ?, '', '!', 0)").run(`company${members}`, `企业主${members}`).lastInsertRowid);
    return { id, token: createSession(s.ctx, id).token };
  }
  const upload = (userId: number) => Number(s.db.prepare('INSERT INTO images (url, user_id) VALUES (?, ?)').run('/media/img/photo/1.svg', userId).lastInsertRowid);
  const review = (id: number, action: 'approve' | 'refuse') =>
    s.app.inject({ method: 'POST', url: `/review/sim/market/${id}`, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, payload: `action=${action}&reason=%E8%B5%84%E6%96%99%E4%B8%8D%E5%85%A8` });
  const snapshot = () => JSON.stringify([{ ...tableCounts(s.db), images: 0 }, ...['market_settlements', 'market_companies', 'market_goods', 'market_notices', 'market_infos'].map((t) => s.db.prepare(`SELECT * FROM ${t} ORDER BY 1`).all())]);
  const apply = { shuxing: 1, name: '盐城新禾农业有限公司', leibie: 1, city: '东台市', contact: '李经理', phone: '13800000009' };
  const base = { name: '盐城新禾农业有限公司', shuxing: 1, leibie: 1, city: '东台市', address: '东台市城东新区 88 号', jianjie: '东台西瓜与有机蔬菜', contact: '李经理', phone: '0515-85550000', logo: 0 };

  async function company() {
    const m = member();
    expect((await s.post('/market/ruzhu', { ...apply, licence: upload(m.id) }, m.token)).msg).toBe('提交成功，请等待审核');
    expect((await review(m.id, 'approve')).json()).toEqual({ ok: true, msg: '已通过' });
    const status = (await s.get('/market/getRuzhuStatus', {}, m.token)).data;
    expect(status).toMatchObject({ status: 'approved', name: apply.name });
    return { ...m, companyId: status.company_id as number };
  }

  it('lists seeded companies by category, city, keyword and sort, with details, goods, notices and articles', async () => {
    const all = await s.post('/market/companyList', {});
    expect(all.data.total).toBe(12);
    const leibie = (await s.get('/market/getLeibie')).data.lists;
    expect(leibie[0]).toEqual({ id: 1, name: '农副产品', count: 3 });
    const farm = await s.post('/market/companyList', { leibie: 1, city: '盐城市' });
    expect(farm.data.lists.map((c: { name: string }) => c.name).sort()).toEqual(['大丰麋鹿生态农场', '盐城绿野农业有限公司']);
    expect((await s.post('/market/companyList', { keyword: '数控' })).data.lists[0].name).toBe('苏州精工数控设备有限公司');
    const hot = (await s.post('/market/companyList', { sort: 'hot' })).data.lists;
    expect(hot[0].browse_count).toBeGreaterThanOrEqual(hot[1].browse_count);
    expect((await s.post('/market/companyList', { sort: 'cheap' })).code).toBe(400);
    // company type (shuxing, 3 = 商业服务) and keyword words through the search index: a goods title finds its company
    const services = (await s.post('/market/companyList', { shuxing: 3 })).data;
    expect(services.lists.map((c: { name: string }) => c.name).sort()).toEqual(['合肥徽商建筑装饰工程有限公司', '盐城智达企业管理咨询有限公司']);
    expect((await s.post('/market/companyList', { shuxing: 9 })).msg).toContain('企业类型不存在');
    expect((await s.post('/market/companyList', { keyword: '收割机' })).data.lists.map((c: { name: string }) => c.name)).toEqual(['江苏华东机械制造有限公司']);
    expect((await s.post('/market/companyList', { keyword: '收割机', city: '南京市' })).data).toEqual({ lists: [], total: 0 });
    expect((await s.post('/market/companyList', { keyword: '！！' })).data.total).toBe(0);
    const page2 = (await s.post('/market/companyList', { page: 2 })).data;
    expect(page2.lists).toHaveLength(2);
    expect(page2.total).toBe(12);
    const id = farm.data.lists.find((c: { name: string }) => c.name === '盐城绿野农业有限公司').id;
    const detail = await s.get('/market/companyDetail', { id });
    expect(detail.data).toMatchObject({ shuxing: '生产厂家', leibie: '农副产品', followed: false, liked: false, video: null, content: expect.stringContaining('<p>') });
    expect((await s.get('/market/companyDetail', { id: 9999 })).code).toBe(404);
    const goods = await s.get('/market/goodsList', { company_id: id });
    expect(goods.data.lists.map((g: { title: string }) => g.title)).toContain('射阳有机大米 5kg');
    expect(goods.data.lists[0].pics.length).toBe(2);
    expect((await s.get('/market/goodsList', { keyword: '收割机' })).data.total).toBe(1);
    expect((await s.get('/market/noticeList', { company_id: id })).data.lists[0].title).toBe('春节放假安排');
    expect((await s.get('/market/companyInfoList', { company_id: id })).data.total).toBe(1);
    expect((await s.post('/market/informationList', { infotype: '招商加盟' })).data.lists.every((i: { infotype: string }) => i.infotype === '招商加盟')).toBe(true);
    expect((await s.post('/market/informationList', { infotype: '全部' })).data.total).toBe(12);
    expect((await s.post('/market/informationList', { infotype: '八卦' })).code).toBe(400);
    const near = (await s.get('/market/fujin', { id })).data.lists;
    expect(near[0].city).toBe('盐城市');
    expect(near.some((c: { id: number }) => c.id === id)).toBe(false);
    const foot = (await s.get('/market/footDaohang')).data;
    expect(foot.cities[0]).toEqual({ name: '盐城市', count: 4 });
    expect((await s.get('/market/countryCompanyList')).data.lists).toHaveLength(10);
    expect((await s.get('/market/storeCompanyList')).data.lists[0].goods).toBe(2);
    expect((await s.get('/market/countryRencaiList')).data.lists[0]).toMatchObject({ title: '企业联系人' });
    expect((await s.get('/market/getShuxing')).data.lists[0]).toEqual({ id: 1, name: '生产厂家' });
    expect((await s.get('/market/getInfotype')).data.lists.map((t: { name: string }) => t.name)).toEqual(['供应信息', '求购信息', '招商加盟', '行业资讯']);
  });

  it('settle-in passes 101 through, refuses bad input with nothing written, and allows one company per member', async () => {
    expect((await s.get('/market/getRuzhuStatus', {}, 'bad')).code).toBe(101);
    const m = member();
    const before = snapshot();
    expect((await s.post('/market/ruzhu', { ...apply, name: '李', licence: upload(m.id) }, m.token)).msg).toContain('企业名称 2–40 个字');
    expect((await s.post('/market/ruzhu', { ...apply, shuxing: 99, licence: upload(m.id) }, m.token)).msg).toContain('请选择企业类型');
    expect((await s.post('/market/ruzhu', { ...apply, phone: '123', licence: upload(m.id) }, m.token)).msg).toContain('请输入正确的手机号');
    expect((await s.post('/market/ruzhu', { ...apply, licence: '' }, m.token)).msg).toContain('licence');
    expect((await s.post('/market/ruzhu', { ...apply, licence: upload(1) }, m.token)).msg).toContain('图片不存在');
    expect(snapshot()).toBe(before);
    expect((await s.get('/market/mine', {}, m.token)).code).toBe(201);
    expect((await s.post('/market/ruzhu', { ...apply, licence: upload(m.id) }, m.token)).code).toBe(200);
    expect((await s.post('/market/ruzhu', { ...apply, licence: upload(m.id) }, m.token)).msg).toBe('您的入驻申请正在审核中，请耐心等待');
    await review(m.id, 'refuse');
    expect((await s.get('/market/getRuzhuStatus', {}, m.token)).data).toMatchObject({ status: 'refused', reason: '资料不全' });
    expect((await s.post('/market/ruzhu', { ...apply, licence: upload(m.id) }, m.token)).code).toBe(200);
    await review(m.id, 'approve');
    expect((await s.post('/market/ruzhu', { ...apply, licence: upload(m.id) }, m.token)).msg).toBe('您已入驻市场栏目');
  });

  it('the company fills base and detail, adds goods with pictures, notices and articles; another member gets 404', async () => {
    const c = await company();
    const other = await company();
    expect((await s.post('/market/saveBase', { ...base, logo: upload(c.id) }, c.token)).msg).toBe('保存成功');
    expect((await s.post('/market/saveDetail', { html: '<p>公司成立于 2010 年，<script>x</script>专注东台西瓜。</p>' }, c.token)).code).toBe(200);
    const mine = (await s.get('/market/mine', {}, c.token)).data;
    expect(mine).toMatchObject({ address: base.address, content: expect.not.stringContaining('script') });
    expect(mine.logo).toMatch(/^http/);
    const pics = `${upload(c.id)},${upload(c.id)}`;
    const g1 = await s.post('/market/saveGoods', { title: '东台西瓜 8424', price: '39.90', unit: '个', pics, content: '沙瓤多汁' }, c.token);
    expect(g1).toMatchObject({ code: 200, msg: '发布成功' });
    const before = snapshot();
    expect((await s.post('/market/saveGoods', { title: '瓜', price: '39.90', unit: '个', pics, content: '' }, c.token)).msg).toContain('商品名称 2–40 个字');
    expect((await s.post('/market/saveGoods', { title: '东台西瓜', price: '三十', unit: '个', pics, content: '' }, c.token)).msg).toContain('请输入价格');
    expect((await s.post('/market/saveGoods', { title: '东台西瓜', price: '30', unit: '个', pics: '', content: '' }, c.token)).msg).toContain('请上传 1–6 张商品图片');
    expect((await s.post('/market/saveGoods', { id: g1.data.id, title: '他人的瓜', price: '1', unit: '个', pics: String(upload(other.id)), content: '' }, other.token)).code).toBe(404);
    expect((await s.post('/market/removeGoods', { id: g1.data.id }, other.token)).code).toBe(404);
    expect(snapshot()).toBe(before);
    await s.post('/market/saveGoods', { title: '有机番茄 5 斤', price: '25', unit: '箱', pics: String(upload(c.id)), content: '' }, c.token);
    const goods = (await s.get('/market/myGoods', {}, c.token)).data.lists;
    expect(goods).toHaveLength(2);
    expect(goods[1]).toMatchObject({ title: '东台西瓜 8424', price: '39.90', pic_ids: pics.split(',').map(Number) });
    expect((await s.get('/market/companyDetail', { id: c.companyId })).data.goods).toBe(2);
    expect((await s.post('/market/saveGoods', { id: goods[0].id, title: '有机番茄 10 斤', price: '45', unit: '箱', pics: String(goods[0].pic_ids[0]), content: '' }, c.token)).msg).toBe('保存成功');
    expect((await s.get('/market/goodsList', { company_id: c.companyId })).data.lists[0].title).toBe('有机番茄 10 斤');

    const n = await s.post('/market/saveNotice', { title: '新瓜上市', content: '六月起东台西瓜陆续上市，欢迎预订。' }, c.token);
    expect(n.code).toBe(200);
    expect((await s.post('/market/saveNotice', { title: '新瓜上市', content: '短' }, c.token)).msg).toContain('公告内容 5–2000 个字');
    expect((await s.post('/market/removeNotice', { id: n.data.id }, other.token)).code).toBe(404);
    expect((await s.get('/market/noticeList', { company_id: c.companyId })).data.total).toBe(1);
    const a = await s.post('/market/saveInfo', { title: '东台西瓜批发', infotype: '供应信息', html: '<p>大量供应东台西瓜，支持冷链发货。</p>' }, c.token);
    expect(a.code).toBe(200);
    expect((await s.post('/market/saveInfo', { title: '东台西瓜批发', infotype: '八卦', html: '<p>大量供应东台西瓜，支持冷链发货。</p>' }, c.token)).msg).toContain('infotype');
    expect((await s.post('/market/saveInfo', { id: a.data.id, title: '改别人的', infotype: '供应信息', html: '<p>大量供应东台西瓜，支持冷链发货。</p>' }, other.token)).code).toBe(404);
    expect((await s.post('/market/informationList', { infotype: '供应信息', city: '东台市' })).data.lists[0].title).toBe('东台西瓜批发');
    expect((await s.post('/market/removeInfo', { id: a.data.id }, c.token)).msg).toBe('删除成功');
    expect((await s.get('/market/myInfos', {}, c.token)).data.lists).toHaveLength(0);
    expect((await s.post('/market/companyList', { city: '东台市', leibie: 1 })).data.lists.map((x: { name: string }) => x.name)).toContain(base.name);
  });

  it('visitors follow and like (toggles), browse (visitors list) and leave messages the company reads', async () => {
    const c = await company();
    const v = member();
    expect((await s.post('/market/guanzhu', { company_id: c.companyId })).code).toBe(101);
    expect((await s.post('/market/guanzhu', { company_id: c.companyId }, v.token)).data).toEqual({ on: true, count: 1 });
    expect((await s.post('/market/like', { company_id: c.companyId }, v.token)).data).toEqual({ on: true, count: 1 });
    expect((await s.post('/market/like', { company_id: c.companyId }, v.token)).data).toEqual({ on: false, count: 0 });
    expect((await s.post('/market/like', { company_id: 99999 }, v.token)).code).toBe(404);
    expect((await s.get('/market/companyDetail', { id: c.companyId }, v.token)).data).toMatchObject({ followed: true, liked: false, follow_count: 1 });
    expect((await s.post('/market/browse', { company_id: c.companyId })).data.browse_count).toBe(1);
    expect((await s.post('/market/browse', { company_id: c.companyId }, v.token)).data.browse_count).toBe(2);
    const visitors = (await s.get('/market/myVisitors', {}, c.token)).data;
    expect(visitors).toMatchObject({ total: 1, lists: [{ user_id: v.id, nickname: expect.stringContaining('企业主') }] });
    expect((await s.get('/market/myFollowers', {}, c.token)).data.lists[0].user_id).toBe(v.id);
    expect((await s.get('/market/myFollowers', {}, v.token)).code).toBe(201);
    expect((await s.post('/market/liuyan', { company_id: c.companyId, content: '我' }, v.token)).msg).toContain('留言内容 2–500 个字');
    expect((await s.post('/market/liuyan', { company_id: c.companyId, content: '西瓜可以发顺丰吗？' }, c.token)).msg).toBe('不能给自己的企业留言');
    const sent = await s.post('/market/liuyan', { company_id: c.companyId, content: '西瓜可以发顺丰吗？' }, v.token);
    expect(sent.msg).toBe('留言成功');
    const box = (await s.get('/talk/received', { kind: 'market' }, c.token)).data;
    expect(box.lists[0]).toMatchObject({ item_title: base.name.length ? expect.any(String) : '', messages: [{ content: '西瓜可以发顺丰吗？', mine: false }] });
    expect((await s.post('/talk/reply', { thread_id: sent.data.thread_id, content: '可以，顺丰冷链。' }, c.token)).code).toBe(200);
    expect((await s.get('/talk/sent', { kind: 'market' }, v.token)).data.lists[0].messages.map((m: { content: string }) => m.content)).toEqual(['西瓜可以发顺丰吗？', '可以，顺丰冷链。']);
  });
});
