import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from '../src/db/index.js';
import { testServer, type TestServer } from './helpers.js';

const ITEM = {
  tab: 2,
  title: '测试发布 九成新 机械键盘',
  price: 19900,
  original_price: 49900,
  condition: '几乎全新',
  trade: '同城面交',
  description: '<img src=x onerror=alert(1)>',
  province: '江苏省',
  city: '盐城市',
  district: '亭湖区',
  contact_name: '测试',
  contact_phone: '13912345678',
};
type Item = Record<string, number | string>;

describe('idle goods', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  it('seeds at least 40 items over the four user types, with pictures and connects, the same every time', async () => {
    const types = s.db.prepare('SELECT DISTINCT user_type FROM idle_items ORDER BY user_type').all() as { user_type: string }[];
    expect(types.map((t) => t.user_type)).toEqual(['geren', 'qiye', 'zhongjie', 'zuzhi']);
    expect((s.db.prepare('SELECT COUNT(*) AS n FROM idle_items').get() as { n: number }).n).toBeGreaterThanOrEqual(40);
    const bare = s.db.prepare('SELECT COUNT(*) AS n FROM idle_items i WHERE NOT EXISTS (SELECT 1 FROM idle_images WHERE idle_id = i.id)').get() as { n: number };
    expect(bare.n).toBe(0);
    const demoAsked = s.db.prepare('SELECT COUNT(*) AS n FROM idle_connects WHERE seller_id = 1 AND user_id = 2').get() as { n: number };
    expect(demoAsked.n).toBeGreaterThan(0);
    const again = await testServer();
    try {
      expect(again.db.prepare('SELECT * FROM idle_items ORDER BY id').all()).toEqual(s.db.prepare('SELECT * FROM idle_items ORDER BY id').all());
    } finally {
      await again.close();
    }
  });

  it('answers ads, tabs and filter rows', async () => {
    expect((await s.get('/idle/ads')).data.length).toBeGreaterThan(0);
    expect((await s.get('/idle/tab')).data.map((t: Item) => t.name)).toContain('手机数码');
    expect((await s.get('/idle/attr')).data.map((r: Item) => r.key)).toEqual(['price', 'condition', 'trade', 'usertype']);
  });

  it('filters by category, option, price range, city and seller type, sorts and pages in SQL', async () => {
    const list = (params: Record<string, unknown> = {}) => s.get('/idle/list', params);
    const all = await list();
    expect(all.code).toBe(200);
    expect(all.data.total).toBeGreaterThan(30);
    expect(all.data.lists).toHaveLength(10);
    const cheap = await list({ sort: 1 });
    const prices = cheap.data.lists.map((c: Item) => c.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    const phones = await list({ tab: 1 });
    expect(phones.data.total).toBeGreaterThan(0);
    expect(phones.data.lists.every((c: Item) => c.tab === 1 && c.category === '手机数码')).toBe(true);
    const fresh = await list({ condition: '11,12' });
    expect(fresh.data.lists.every((c: Item) => c.condition === '全新' || c.condition === '几乎全新')).toBe(true);
    const range = await list({ price_min: 100, price_max: 500 });
    expect(range.data.total).toBeGreaterThan(0);
    expect(range.data.lists.every((c: Item) => Number(c.price) >= 10000 && Number(c.price) <= 50000)).toBe(true);
    const under = await list({ price: '2' });
    expect(under.data.lists.every((c: Item) => Number(c.price) >= 5000 && Number(c.price) < 20000)).toBe(true);
    const firms = await list({ usertype: '31' });
    expect(firms.data.total).toBeGreaterThan(0);
    expect(firms.data.lists.every((c: Item) => c.user_type === 'qiye')).toBe(true);
    const nanjing = await list({ city: '南京市' });
    expect(nanjing.data.total).toBeGreaterThan(0);
    expect(nanjing.data.total).toBeLessThan(all.data.total);
    expect(nanjing.data.lists.every((c: Item) => c.city === '南京市')).toBe(true);
    expect((await list({ page: 2 })).data.lists.map((c: Item) => c.id)).not.toContain(all.data.lists[0].id);
    expect((await list({ condition: '99' })).code).toBe(400);
    expect((await list({ price: '1,2' })).code).toBe(400);
  });

  it('the list uses an index for every filter', () => {
    const plan = (where: string) => (s.db.prepare(`EXPLAIN QUERY PLAN SELECT * FROM idle_items WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT 10`).all() as { detail: string }[]).map((r) => r.detail).join(' ');
    for (const where of ['status = 1', 'status = 1 AND category = 3', "status = 1 AND city = '盐城市'", "status = 1 AND condition IN ('全新')", "status = 1 AND user_type IN ('qiye')", 'status = 1 AND price >= 100'])
      expect(plan(where), where).toMatch(/USING (COVERING )?INDEX idle_items_/);
  });

  it('shows a detail with the seller card and a masked phone; 想要 reveals it and the seller sees who asked', async () => {
    const demo = await s.login();
    const laoshi = await s.login('laoshi');
    const tester = await s.login('tester');
    const own = s.db.prepare('SELECT id FROM idle_items WHERE user_id = 1 AND status = 1 ORDER BY id LIMIT 1').get() as { id: number };
    const guest = await s.get('/idle/detail', { id: own.id });
    expect(guest.data.seller).toMatchObject({ type: 'geren', type_name: '个人' });
    expect(guest.data.contact_phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(guest.data).toMatchObject({ mine: false, connected: false });
    expect((await s.get('/idle/detail', { id: own.id }, demo)).data.mine).toBe(true);
    expect((await s.post('/idle/connect', { id: own.id })).code).toBe(101);
    expect((await s.post('/idle/connect', { id: own.id, message: '自己' }, demo)).code).toBe(201);
    const asked = await s.post('/idle/connect', { id: own.id, message: '<b>还在吗</b>' }, tester);
    expect(asked).toMatchObject({ code: 200, msg: '已通知卖家', data: { phone: '13800000001' } });
    // 查看电话 asks again without a note: the note stays
    expect((await s.post('/idle/connect', { id: own.id }, tester)).code).toBe(200);
    const after = await s.get('/idle/detail', { id: own.id }, tester);
    expect(after.data).toMatchObject({ connected: true, contact_phone: '13800000001', wants: guest.data.wants + 1 });
    const others = await s.get('/idle/itemConnects', { id: own.id }, laoshi);
    expect(others.data.lists.find((c: Item) => c.nickname === 'tester')).toMatchObject({ message: '' });
    const seller = await s.get('/idle/itemConnects', { id: own.id }, demo);
    expect(seller.data.lists[0]).toMatchObject({ nickname: 'tester', message: '<b>还在吗</b>', phone: '13800000003' });
    const centre = await s.get('/idle/userConnects', {}, demo);
    expect(centre.data.lists[0]).toMatchObject({ item_id: own.id, message: '<b>还在吗</b>' });
    expect((await s.get('/idle/userConnects', {}, tester)).data.total).toBe(0);
    expect((await s.post('/idle/connect', { id: 999999 }, tester)).code).toBe(404);

    // the note is a thread both sides reply in; the asking again without a note wrote nothing there
    const inbox = await s.get('/talk/received', { kind: 'idle' }, demo);
    const thread = inbox.data.lists.find((t: Item) => t.item_id === own.id);
    expect(thread.messages.map((m: Item) => m.content)).toEqual(['<b>还在吗</b>']);
    expect((await s.post('/talk/reply', { thread_id: thread.id, content: '在的，可以面交' }, demo)).code).toBe(200);
    const sent = await s.get('/talk/sent', { kind: 'idle' }, tester);
    expect(sent.data.lists.find((t: Item) => t.id === thread.id).messages.map((m: Item) => m.content)).toEqual(['<b>还在吗</b>', '在的，可以面交']);
    // nobody else reads or writes in it
    expect((await s.post('/talk/reply', { thread_id: thread.id, content: '我也想要' }, laoshi)).code).toBe(404);
  });

  it('publishes only after registering a user type; only the owner edits, changes a field or deletes', async () => {
    const tester = await s.login('tester');
    const demo = await s.login();
    expect((await s.get('/idle/queryUser', {}, tester)).data).toBeNull();
    expect(await s.post('/idle/create', ITEM, tester)).toMatchObject({ code: 201, msg: '请先选择闲置用户类型' });
    expect((await s.post('/idle/modUser', { type: 'geren', name: '测试卖家', phone: '13800000003' }, tester)).code).toBe(201);
    expect((await s.post('/idle/addUser', { type: 'zhongjie', name: '测试中介', phone: '13800000003' }, tester)).code).toBe(200);
    expect((await s.post('/idle/addUser', { type: 'zhongjie', name: '测试中介', phone: '13800000003' }, tester)).code).toBe(201);
    expect((await s.get('/idle/queryUser', {}, tester)).data).toMatchObject({ type: 'zhongjie', type_name: '中介', name: '测试中介' });
    const created = await s.post('/idle/create', ITEM, tester);
    expect(created.code, created.msg).toBe(200);
    const id = created.data.id;
    expect((await s.get('/idle/list', { sort: 0 })).data.lists[0].id).toBe(id);
    const detail = await s.get('/idle/detail', { id });
    expect(detail.data).toMatchObject({ description: ITEM.description, user_type: 'zhongjie', seller: { type_name: '中介', name: '测试中介' } });
    expect((await s.post('/idle/modUser', { type: 'zuzhi', name: '测试协会', phone: '13800000003' }, tester)).code).toBe(200);
    expect((await s.get('/idle/detail', { id })).data.seller).toMatchObject({ type: 'zuzhi', name: '测试协会' });

    const before = tableCounts(s.db);
    expect((await s.post('/idle/modify', { ...ITEM, id, title: '别人的改动 不应生效' }, demo)).code).toBe(404);
    expect((await s.post('/idle/field', { id, field: 'price', value: '1' }, demo)).code).toBe(404);
    expect((await s.post('/idle/field', { id, field: 'status', value: '-1' }, demo)).code).toBe(404);
    expect((await s.get('/idle/userDetail', { id }, demo)).code).toBe(404);
    expect(tableCounts(s.db)).toEqual(before);
    expect((await s.get('/idle/detail', { id })).data).toMatchObject({ title: ITEM.title, price: ITEM.price });

    expect((await s.post('/idle/modify', { ...ITEM, id, title: '测试发布 改过的标题' }, tester)).code).toBe(200);
    expect((await s.get('/idle/userDetail', { id }, tester)).data.title).toBe('测试发布 改过的标题');
    expect((await s.post('/idle/field', { id, field: 'price', value: '15000' }, tester)).msg).toBe('修改成功');
    expect((await s.get('/idle/detail', { id })).data.price).toBe(15000);
    expect((await s.post('/idle/field', { id, field: 'status', value: '2' }, tester)).msg).toBe('已标记为售出');
    expect((await s.get('/idle/detail', { id })).code).toBe(404);
    const sold = await s.get('/idle/userList', { status: 2 }, tester);
    expect(sold.data.lists.map((c: Item) => c.id)).toEqual([id]);
    expect(sold.data.counts).toMatchObject({ all: 1, sold: 1, online: 0 });
    expect((await s.post('/idle/field', { id, field: 'status', value: '-1' }, tester)).msg).toBe('删除成功');
    expect((await s.get('/idle/userDetail', { id }, tester)).code).toBe(404);
    expect((await s.get('/idle/userList', {}, tester)).data.total).toBe(0);
    expect((await s.post('/idle/field', { id, field: 'status', value: '1' }, tester)).code).toBe(404);
  });

  it('the demo user lists their items under every status tab', async () => {
    const demo = await s.login();
    const mine = await s.get('/idle/userList', {}, demo);
    expect(mine.data.counts.online).toBeGreaterThan(0);
    expect(mine.data.counts.offline).toBeGreaterThan(0);
    expect(mine.data.counts.sold).toBeGreaterThan(0);
    expect(mine.data.counts.all).toBe(mine.data.counts.online + mine.data.counts.offline + mine.data.counts.sold);
  });
});
