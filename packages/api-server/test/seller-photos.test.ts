import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/index.js';
import { testServer, type TestServer } from './helpers.js';

describe('seller centre: picture space and brands', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  const count = (sql: string, ...args: unknown[]) => (s.db.prepare(sql).get(...args) as { n: number }).n;
  let members = 0;
  function member() {
    members++;
    const id = Number(s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES (?, ?, '', '!', 0)").run(`pic${members}`, `图友${members}`).lastInsertRowid);
    return { id, token: createSession(s.ctx, id).token };
  }
  const image = (userId: number) => Number(s.db.prepare('INSERT INTO images (url, user_id) VALUES (?, ?)').run(`/uploads/files/p${Math.random()}.png`, userId).lastInsertRowid);
  async function openShop(name: string) {
    const m = member();
    await s.post('/mall/mallshop/shopRuzhu', { shopname: name, main_category: 2, sub_category: 21, contact: '张店长', phone: '13900000001', address: '江苏省盐城市亭湖区解放路 1 号', licence: image(m.id) }, m.token);
    const { shop_id } = (await s.get('/seller/shop/status', {}, m.token)).data;
    await s.app.inject({ method: 'POST', url: `/review/sim/shop/${shop_id}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=approve' });
    return m;
  }

  it('uploads go into folders, rename and move; a picture a goods item uses cannot be deleted and says which', async () => {
    const seller = await openShop('图片空间店');
    const rival = await openShop('图片隔壁店');
    const [a, b] = [image(seller.id), image(seller.id)];
    expect((await s.post('/seller/photos/add', { ids: String(image(rival.id)) }, seller.token)).code).toBe(400);
    expect((await s.post('/seller/photos/add', { ids: `${a},${b}`, folder: 'x'.repeat(21) }, seller.token)).code).toBe(400);
    expect(count('SELECT COUNT(*) AS n FROM mall_shop_photos')).toBe(0);
    expect((await s.post('/seller/photos/add', { ids: `${a},${b}`, folder: '详情图' }, seller.token)).msg).toBe('已上传');
    const list = (await s.get('/seller/photos/list', {}, seller.token)).data;
    expect(list.total).toBe(2);
    expect(list.folders).toEqual([{ name: '详情图', count: 2 }]);
    const photoA = list.lists.find((p: { image_id: number }) => p.image_id === a);

    expect((await s.post('/seller/photos/update', { id: photoA.id, name: '  ', folder: '主图' }, seller.token)).msg).toContain('请填写图片名称');
    expect((await s.post('/seller/photos/update', { id: photoA.id, name: '偷改', folder: '主图' }, rival.token)).code).toBe(404);
    expect((await s.post('/seller/photos/update', { id: photoA.id, name: '帆布包正面', folder: '主图' }, seller.token)).code).toBe(200);
    expect((await s.get('/seller/photos/list', { folder: '主图' }, seller.token)).data.lists).toMatchObject([{ id: photoA.id, name: '帆布包正面', folder: '主图', used_by: [] }]);

    // a goods item published with picture A: it is in use (and the upload joins the space once)
    const saved = await s.post('/seller/goods/save', {
      category_id: 211, title: '图片空间 帆布包', pics: String(a), description: '<p>包</p>', shipping_cents: 0,
      'specs[0].name': '颜色', 'specs[0].values[0]': '米白', 'skus[0].key': '0', 'skus[0].price_cents': 3900, 'skus[0].stock': 5, 'skus[0].code': '', save_as: 'sale',
    }, seller.token);
    expect(saved.code, saved.msg).toBe(200);
    expect(count('SELECT COUNT(*) AS n FROM mall_shop_photos WHERE image_id = ?', a)).toBe(1);
    const inUse = await s.post('/seller/photos/remove', { id: photoA.id }, seller.token);
    expect(inUse).toMatchObject({ code: 201, msg: '该图片正被商品「图片空间 帆布包」使用，不能删除' });
    expect((await s.get('/seller/photos/list', { folder: '主图' }, seller.token)).data.lists[0].used_by).toEqual(['图片空间 帆布包']);
    expect((await s.post('/seller/photos/remove', { id: photoA.id }, rival.token)).code).toBe(404);
    const photoB = list.lists.find((p: { image_id: number }) => p.image_id === b);
    expect((await s.post('/seller/photos/remove', { id: photoB.id }, seller.token)).msg).toBe('已删除');
    expect((await s.get('/seller/photos/list', {}, seller.token)).data.total).toBe(1);
    expect((await s.get('/seller/photos/list', {}, rival.token)).data.total).toBe(0);
  });

  it('a brand is applied for with a licence picture and waits for review; another shop cannot withdraw it', async () => {
    const seller = await openShop('品牌申请店');
    const rival = await openShop('品牌隔壁店');
    const licence = image(seller.id);
    expect((await s.post('/seller/brands/apply', { name: '  ', licence }, seller.token)).msg).toContain('请填写品牌名称');
    expect((await s.post('/seller/brands/apply', { name: '阿青', licence: image(rival.id) }, seller.token)).msg).toContain('图片不存在');
    expect(count('SELECT COUNT(*) AS n FROM mall_shop_brands')).toBe(0);
    const applied = await s.post('/seller/brands/apply', { name: '阿青', licence }, seller.token);
    expect(applied.msg).toBe('已提交，等待平台审核');
    expect((await s.post('/seller/brands/apply', { name: '阿青', licence }, seller.token)).msg).toContain('已申请过这个品牌');
    expect((await s.get('/seller/brands/list', {}, seller.token)).data.lists).toMatchObject([{ id: applied.data.id, name: '阿青', status: 1, reason: '' }]);
    expect((await s.post('/seller/brands/remove', { id: applied.data.id }, rival.token)).code).toBe(404);
    expect((await s.get('/seller/brands/list', {}, rival.token)).data.lists).toEqual([]);
    expect((await s.post('/seller/brands/remove', { id: applied.data.id }, seller.token)).msg).toBe('已删除');
    expect((await s.get('/seller/brands/list', {}, seller.token)).data.lists).toEqual([]);
  });

  it('given a waiting brand, the development review simulator lists it, approves one and refuses another with the reason the shop sees', async () => {
    const seller = await openShop('品牌审核店');
    const decide = (id: number, action: string, reason = '') =>
      s.app.inject({ method: 'POST', url: `/review/sim/brand/${id}`, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, payload: `action=${action}&reason=${encodeURIComponent(reason)}` });
    const a = (await s.post('/seller/brands/apply', { name: '青禾', licence: image(seller.id) }, seller.token)).data.id as number;
    const b = (await s.post('/seller/brands/apply', { name: '木棉', licence: image(seller.id) }, seller.token)).data.id as number;
    const page = await s.app.inject({ method: 'GET', url: '/review/sim' });
    expect(page.body).toContain('品牌授权：青禾');
    expect(page.body).toContain('店铺：品牌审核店');
    expect((await decide(b, 'refuse')).json()).toMatchObject({ ok: false, msg: '请填写驳回原因' });
    expect((await decide(a, 'approve')).json()).toMatchObject({ ok: true });
    expect((await decide(b, 'refuse', '授权书已过期')).json()).toMatchObject({ ok: true });
    expect((await decide(a, 'refuse', '重复')).json()).toMatchObject({ ok: false, msg: '该申请不在待审核状态' });
    const lists = (await s.get('/seller/brands/list', {}, seller.token)).data.lists;
    expect(lists).toMatchObject([{ id: b, status: 3, reason: '授权书已过期' }, { id: a, status: 2, reason: '' }]);
    expect((await s.app.inject({ method: 'GET', url: '/review/sim' })).body).not.toContain('品牌授权：');
  });
});
