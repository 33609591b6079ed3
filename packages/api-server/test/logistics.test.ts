import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from '../src/db/index.js';
import { testServer, type TestServer } from './helpers.js';

const ITEM = {
  sn: 'qiyun',
  tab: 'hy',
  title: '测试 盐城到上海 钢材 18吨',
  province: '江苏省',
  city: '盐城市',
  district: '亭湖区',
  address: '盐城市亭湖区人民路 1 号',
  to_province: '上海市',
  to_city: '',
  vehicle_type: '高栏',
  vehicle_length: 13,
  weight: 18,
  price: '2650.5',
  price_unit: '车',
  load_date: '2026-12-01',
  tags: '急走,现金结算',
  description: '<script>x</script>',
  contact_name: '测试',
  contact_phone: '13912345678',
};
const COMPANY = { name: '测试物流有限公司', business: '整车', intro: '<b>简介</b>', province: '江苏省', city: '盐城市', address: '盐城市人民路 2 号', contact_name: '赵经理', contact_phone: '13912340000' };
type Item = Record<string, number | string>;

describe('logistics', () => {
  let s: TestServer;
  let demo: string;
  let laoshi: string;
  let tester: string;
  beforeAll(async () => {
    s = await testServer();
    [demo, laoshi, tester] = [await s.login(), await s.login('laoshi'), await s.login('tester')];
  });
  afterAll(() => s.close());

  it('seeds at least 40 items over every board and tab, five companies with news and messages, the same every time', async () => {
    const n = (sql: string) => (s.db.prepare(sql).get() as { n: number }).n;
    expect(n('SELECT COUNT(*) AS n FROM logistics_items')).toBeGreaterThanOrEqual(40);
    expect(n('SELECT COUNT(DISTINCT sn || tab) AS n FROM logistics_items')).toBe(8);
    expect(n('SELECT COUNT(DISTINCT company_id) AS n FROM logistics_news')).toBe(5);
    expect(n('SELECT COUNT(*) AS n FROM logistics_messages WHERE to_user = 1 AND read = 0')).toBeGreaterThan(0);
    const again = await testServer();
    try {
      for (const table of ['logistics_items', 'logistics_companies', 'logistics_news', 'logistics_messages'])
        expect(again.db.prepare(`SELECT * FROM ${table} ORDER BY id`).all()).toEqual(s.db.prepare(`SELECT * FROM ${table} ORDER BY id`).all());
    } finally {
      await again.close();
    }
  });

  it('answers the boards with tabs and filter rows', async () => {
    const boards = (await s.get('/logistics/sn')).data as { sn: string; tabs: { tab: string }[]; filters: { key: string }[] }[];
    expect(boards.map((b) => b.sn)).toEqual(['qiyun', 'lengyun', 'shuiyun']);
    expect(boards[0]!.tabs.map((t) => t.tab)).toEqual(['hy', 'cy', 'zx']);
    expect(boards[0]!.filters.map((f) => f.key)).toEqual(['vtype', 'vlength', 'weight', 'date']);
    expect((await s.get('/logistics/ads', { sn: 'qiyun' })).data.length).toBeGreaterThan(0);
  });

  it('filters by route, vehicle, length, weight and date, sorts and pages in SQL; a tab of another board is refused', async () => {
    const list = (params: Record<string, unknown>) => s.get('/logistics/list', { sn: 'qiyun', tab: 'hy', ...params });
    const all = await list({});
    expect(all.code).toBe(200);
    expect(all.data.total).toBeGreaterThanOrEqual(5);
    expect(all.data.lists.every((i: Item) => i.sn === 'qiyun' && i.tab === 'hy')).toBe(true);
    const to = all.data.lists[0].to_province;
    const route = await list({ from_city: '盐城市', to_province: to });
    expect(route.data.total).toBeGreaterThan(0);
    expect(route.data.lists.every((i: Item) => i.to_province === to && i.city === '盐城市')).toBe(true);
    const vtype = all.data.lists[0].vehicle_type;
    const id = ['平板', '高栏', '厢式', '冷藏', '集装箱', '危险品'].indexOf(vtype) + 1;
    const byType = await list({ vtype: String(id) });
    expect(byType.data.lists.every((i: Item) => i.vehicle_type === vtype)).toBe(true);
    const long = await list({ vlength: '15' });
    expect(long.data.lists.every((i: Item) => Number(i.vehicle_length) >= 13)).toBe(true);
    const heavy = await list({ weight_min: 20, weight_max: 30 });
    expect(heavy.data.lists.every((i: Item) => Number(i.weight) >= 20 && Number(i.weight) <= 30)).toBe(true);
    const cheap = await list({ sort: 1 });
    const prices = cheap.data.lists.map((i: Item) => Number(i.price));
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    // the date filter counts from the server's today: an item loading tomorrow is in 3天内, not 今天
    const tomorrow = new Date(Date.now() + 8 * 3600_000 + 86400_000).toISOString().slice(0, 10);
    const created = await s.post('/logistics/user/base/create', { ...ITEM, load_date: tomorrow }, tester);
    expect((await list({ date: '32' })).data.lists.map((i: Item) => i.id)).toContain(created.data.id);
    expect((await list({ date: '31' })).data.lists.map((i: Item) => i.id)).not.toContain(created.data.id);
    expect((await list({ page: 2 })).data.lists.length).toBe(Math.max(0, Math.min(10, (await list({})).data.total - 10)));
    expect((await list({ vtype: '99' })).code).toBe(400);
    expect((await list({ vlength: '11,12' })).code).toBe(400);
    expect((await s.get('/logistics/list', { sn: 'shuiyun', tab: 'zx' })).code).toBe(400);
    // a route is a seek on a covering index of the list (logistics migrations 2 and 3), not a scan of rows
    const plan = s.db.prepare(`EXPLAIN QUERY PLAN SELECT COUNT(*) FROM logistics_items WHERE sn = 'qiyun' AND tab = 'hy' AND status = 1 AND city = '盐城市' AND to_province = '江苏省' AND to_city = '南京市'`).all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/USING COVERING INDEX logistics_items_\w+ \(sn=\? AND tab=\? AND status=\? AND (city=\? AND )?to_province=\? AND to_city=\?\)/);
  });

  it('shows a detail with route and masked phone; contact as a member gives the number and the owner sees it; share counts', async () => {
    const id = 1;
    const detail = await s.get('/logistics/detail', { id });
    expect(detail.data).toMatchObject({ id, mine: false, company_name: '盐城通达物流有限公司' });
    expect(detail.data.contact_phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect((await s.get('/logistics/detail', { id }, demo)).data.mine).toBe(true);
    expect((await s.post('/logistics/user/connect', { item_id: id })).code).toBe(101);
    expect((await s.post('/logistics/user/connect', { item_id: id }, demo)).code).toBe(201);
    const before = (await s.get('/logistics/user/info', {}, demo)).data.unread.connects;
    const connect = await s.post('/logistics/user/connect', { item_id: id, content: '<img src=x onerror=alert(1)>' }, tester);
    expect(connect.data.phone.slice(-4)).toBe(detail.data.contact_phone.slice(-4));
    const seen = await s.get('/logistics/user/itemConnects', {}, demo);
    expect(seen.data.lists[0]).toMatchObject({ item_id: id, content: '<img src=x onerror=alert(1)>', handled: 0 });
    expect((await s.get('/logistics/user/info', {}, demo)).data.unread.connects).toBe(before + 1);
    expect((await s.get('/logistics/user/userConnects', {}, tester)).data.lists[0].item_id).toBe(id);
    // only the owner marks it handled
    expect((await s.post('/logistics/user/changeConnectField', { id: connect.data.id, field: 'handled', value: 1 }, tester)).code).toBe(404);
    expect((await s.post('/logistics/user/changeConnectField', { id: connect.data.id, field: 'handled', value: 1 }, demo)).code).toBe(200);
    expect((await s.get('/logistics/user/info', {}, demo)).data.unread.connects).toBe(before);
    const shared = (await s.post('/logistics/share', { id })).data.sharecount;
    expect((await s.post('/logistics/share', { id })).data.sharecount).toBe(shared + 1);
    expect((await s.get('/logistics/detail', { id: 999999 })).code).toBe(404);
  });

  it('lets only the owner edit, take down, refresh in batch; the company page lists its items and news', async () => {
    const created = await s.post('/logistics/user/base/create', ITEM, demo);
    expect(created.code, created.msg).toBe(200);
    const id = created.data.id;
    const mine = await s.get('/logistics/user/base/one', { id }, demo);
    expect(mine.data).toMatchObject({ price: '2650.50', description: '<script>x</script>', company_id: 1, status: 1 });
    expect((await s.get('/logistics/ilist', { id: 1 })).data.lists[0].id).toBe(id);
    expect((await s.get('/logistics/user/base/one', { id }, laoshi)).code).toBe(404);
    expect((await s.post('/logistics/user/base/modify', { ...ITEM, id, title: '别人的改动 不应生效' }, laoshi)).code).toBe(404);
    expect((await s.post('/logistics/user/base/field', { id, field: 'status', value: 0 }, laoshi)).code).toBe(404);
    expect((await s.post('/logistics/user/base/changefieldlist', { ids: `1,${id}`, field: 'status', value: 0 }, laoshi)).code).toBe(404);
    expect((await s.get('/logistics/detail', { id })).code).toBe(200);

    expect((await s.post('/logistics/user/base/modify', { ...ITEM, id, price: '2500' }, demo)).code).toBe(200);
    expect((await s.get('/logistics/detail', { id })).data.price).toBe('2500.00');
    expect((await s.post('/logistics/user/base/field', { id, field: 'status', value: 0 }, demo)).msg).toBe('已下架');
    expect((await s.get('/logistics/detail', { id })).code).toBe(404);
    expect((await s.get('/logistics/list', { sn: 'qiyun', tab: 'hy' })).data.lists.some((i: Item) => i.id === id)).toBe(false);
    const batch = await s.post('/logistics/user/base/changefieldlist', { ids: `2,${id}`, field: 'status', value: 1 }, demo);
    expect(batch).toMatchObject({ code: 200, data: { count: 2 } });
    expect((await s.get('/logistics/user/base/list', { status: 1 }, demo)).data.lists.map((i: Item) => i.id)).toContain(id);
    const company = await s.get('/logistics/i', { id: 1 });
    expect(company.data).toMatchObject({ id: 1, user_id: 1, news_count: 3 });
    expect(company.data.contact_phone).toMatch(/\*{4}/);
  });

  it('company: one per member, created, modified, news created, edited and deleted by its owner only', async () => {
    expect((await s.post('/logistics/user/compnews/create', { title: '没有企业', content: '不应写入' }, tester)).code).toBe(201);
    expect((await s.get('/logistics/user/comp/query', {}, tester)).data).toBeNull();
    const created = await s.post('/logistics/user/comp/create', COMPANY, tester);
    expect(created.code, created.msg).toBe(200);
    expect((await s.post('/logistics/user/comp/create', COMPANY, tester)).code).toBe(201);
    expect((await s.get('/logistics/user/info', {}, tester)).data.company).toEqual({ id: created.data.id, name: COMPANY.name });
    expect((await s.post('/logistics/user/comp/modify', { ...COMPANY, name: '测试物流改名' }, tester)).code).toBe(200);
    expect((await s.get('/logistics/i', { id: created.data.id })).data).toMatchObject({ name: '测试物流改名', intro: '<b>简介</b>' });

    const news = await s.post('/logistics/user/compnews/create', { title: '开通新线路', content: '<b>不是 HTML</b>' }, tester);
    expect(news.code).toBe(200);
    const nid = news.data.id;
    expect((await s.get('/logistics/news/detail', { id: nid })).data).toMatchObject({ title: '开通新线路', content: '<b>不是 HTML</b>', company_id: created.data.id });
    expect((await s.get('/logistics/news/list', { company_id: created.data.id })).data.total).toBe(1);
    expect((await s.post('/logistics/user/compnews/modify', { id: nid, title: '别人改的', content: 'x' }, demo)).code).toBe(404);
    expect((await s.post('/logistics/user/compnews/delete', { id: nid }, demo)).code).toBe(404);
    expect((await s.get('/logistics/user/compnews/one', { id: nid }, demo)).code).toBe(404);
    expect((await s.post('/logistics/user/compnews/modify', { id: nid, title: '开通新线路（更新）', content: '每天发车' }, tester)).code).toBe(200);
    expect((await s.get('/logistics/user/compnews/list', {}, tester)).data.lists[0].title).toBe('开通新线路（更新）');
    expect((await s.post('/logistics/user/compnews/delete', { id: nid }, tester)).code).toBe(200);
    expect((await s.get('/logistics/news/detail', { id: nid })).code).toBe(404);
  });

  it('profile: created once, then modified', async () => {
    const profile = { role: 'carrier', realname: '老师傅', phone: '13912345000', city: '盐城市', intro: '9.6 米厢式车' };
    expect((await s.post('/logistics/user/modify', profile, laoshi)).code).toBe(201);
    expect((await s.post('/logistics/user/create', profile, laoshi)).code).toBe(200);
    expect((await s.post('/logistics/user/create', profile, laoshi)).code).toBe(201);
    expect((await s.post('/logistics/user/modify', { ...profile, role: 'company' }, laoshi)).code).toBe(200);
    expect((await s.get('/logistics/user/info', {}, laoshi)).data.profile).toMatchObject({ role: 'company', realname: '老师傅' });
  });

  it('messages: only the sender and the recipient see one; opening it marks it read and the unread count goes down', async () => {
    const sent = await s.post('/logistics/user/msg/add', { to_user: 2, content: '<b>你好</b> 明天有货吗？' }, demo);
    expect(sent.code).toBe(200);
    const unread = (await s.get('/logistics/user/info', {}, laoshi)).data.unread.messages;
    const inbox = await s.get('/logistics/user/msg/receive', {}, laoshi);
    expect(inbox.data.unread).toBe(unread);
    expect(inbox.data.lists[0]).toMatchObject({ id: sent.data.id, from_user: 1, from_name: '演示用户', content: '<b>你好</b> 明天有货吗？', read: 0 });
    expect((await s.get('/logistics/user/msg/send', {}, demo)).data.lists[0].id).toBe(sent.data.id);
    // neither the sender nor a third member can open it as received, and that changes nothing
    expect((await s.get('/logistics/user/msg/receive', { id: sent.data.id }, tester)).code).toBe(404);
    expect((await s.get('/logistics/user/msg/receive', { id: sent.data.id }, demo)).code).toBe(404);
    expect((await s.get('/logistics/user/msg/receive', {}, tester)).data.lists.some((m: Item) => m.id === sent.data.id)).toBe(false);
    expect((await s.get('/logistics/user/msg/send', {}, tester)).data.lists.some((m: Item) => m.id === sent.data.id)).toBe(false);
    const opened = await s.get('/logistics/user/msg/receive', { id: sent.data.id }, laoshi);
    expect(opened.data.lists[0].read).toBe(1);
    expect(opened.data.unread).toBe(unread - 1);
    expect((await s.get('/logistics/user/info', {}, laoshi)).data.unread.messages).toBe(unread - 1);
    expect((await s.post('/logistics/user/msg/add', { to_user: 1, content: '自己' }, demo)).code).toBe(201);
    expect((await s.post('/logistics/user/msg/add', { to_user: 999999, content: '无人' }, demo)).code).toBe(404);
  });

  it('refuses bad input field by field and writes nothing', async () => {
    const before = tableCounts(s.db);
    for (const [bad, field] of [
      [{ ...ITEM, title: '短' }, 'title'],
      [{ ...ITEM, contact_phone: '12345' }, 'contact_phone'],
      [{ ...ITEM, vehicle_type: '飞船' }, 'vehicle_type'],
      [{ ...ITEM, price: '-1' }, 'price'],
      [{ ...ITEM, load_date: '2026-02-30' }, 'load_date'],
      [{ ...ITEM, sn: 'shuiyun', tab: 'zx' }, 'tab'],
      [{ ...ITEM, to_province: '' }, 'to_province'],
      [{ ...ITEM, images: '999999' }, 'images'],
      [{ ...ITEM, weight: 100001 }, 'weight'],
    ] as const) {
      const res = await s.post('/logistics/user/base/create', bad, demo);
      expect(res.code, JSON.stringify(bad)).toBe(400);
      expect(res.msg).toContain(field);
    }
    expect((await s.post('/logistics/user/base/create', ITEM)).code).toBe(101);
    expect(tableCounts(s.db)).toEqual(before);
  });
});
