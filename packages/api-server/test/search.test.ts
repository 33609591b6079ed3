import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from '../src/db/index.js';
import { indexTokens, matchQuery } from '../src/http/segment.js';
import { testServer, type TestServer } from './helpers.js';

const HOUSE = {
  house_nav_id: 219,
  tab: 'info',
  title: '琥珀湾 精装两室 拎包入住',
  province: '江苏省',
  city: '盐城市',
  district: '亭湖区',
  address: '盐城市亭湖区人民路 1 号',
  total_price: 88,
  reference_unit_price: 14000,
  property_type: '住宅',
  room: '2室1厅',
  measure: 63,
  tags: '学区房',
  description: '满五唯一',
  contact_name: '测试',
  contact_phone: '13912345678',
};

type Hit = { title: string; url: string; menu_en: string };
type Group = { channel: string; name: string; count: number; lists: Hit[] };
const titles = (groups: Group[], channel: string) => groups.find((g) => g.channel === channel)?.lists.map((h) => h.title) ?? [];

describe('the one search', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  describe('words', () => {
    it('indexes every character and pair of a Chinese run; a query asks for the pairs inside its words', () => {
      expect(indexTokens('华为 Mate 40 Pro').split(' ')).toEqual(expect.arrayContaining(['华', '为', '华为', 'mate', '40', 'pro']));
      // ICU splits 华为 into 华 | 为: they are joined again, and 为手 (across words) is not asked for
      expect(matchQuery('华为手机')).toBe('"华为" AND "手机"');
      expect(matchQuery('紫薇花园')).toBe('"紫薇" AND "花园"');
      expect(matchQuery('mate 4')).toBe('"mate"* AND "4"');
      expect(matchQuery('% "')).toBeUndefined();
    });
  });

  describe('finds items of every section, grouped by channel', () => {
    it.each([
      ['空调', 'idle', /空调/],
      ['空调', 'wzmall', /空调/],
      ['紫薇花园', 'house', /紫薇花园/],
      ['华为手机', 'idle', /华为 Mate 40 Pro/],
      ['华为手机', 'wzmall', /华为 Mate 60 Pro/],
      ['老师', 'education', /老师/],
    ])('%s finds a %s item', async (keyword, channel, title) => {
      const res = await s.get('/search/groups', { keyword });
      expect(res.code).toBe(200);
      expect(res.data.channels.find((c: { channel: string }) => c.channel === channel).count).toBeGreaterThan(0);
      expect(titles(res.data.groups, channel).some((t) => title.test(t))).toBe(true);
    });

    it('answers every channel in the tabs’ order with its count, and one channel’s page on asking', async () => {
      const all = await s.get('/search/groups', { keyword: '空调' });
      expect(all.data.channels.map((c: { channel: string }) => c.channel)).toEqual(['education', 'house', 'carship', 'idle', 'logistics', 'wzmall', 'tour', 'information', 'market', 'own']);
      expect(all.data.total).toBe(all.data.channels.reduce((n: number, c: { count: number }) => n + c.count, 0));
      const idle = await s.get('/search/groups', { keyword: '空调', channel: 'idle' });
      expect(idle.data.groups).toHaveLength(1);
      expect(idle.data.groups[0]).toMatchObject({ channel: 'idle', name: '闲置' });
      expect(idle.data.groups[0].lists.every((h: Hit) => h.menu_en === 'idle' && /^\/idle\/detail\?id=\d+$/.test(h.url))).toBe(true);
      expect(idle.data.groups[0].count).toBe(all.data.channels.find((c: { channel: string }) => c.channel === 'idle').count);
    });

    it('ranks a title match above a word in the description', async () => {
      const res = await s.get('/search/groups', { keyword: '华为', channel: 'idle' });
      expect(res.data.groups[0].lists[0].title).toMatch(/华为/);
    });

    it('the spec’s search and searchCount answer from the same index', async () => {
      const count = await s.get('/searchCount', { keyword: '紫薇花园' });
      expect(count.data.sections.map((x: { menu_en: string }) => x.menu_en)).toContain('house');
      const hits = await s.get('/search', { keyword: '紫薇花园', menu_en: 'house', page: 1 });
      expect(hits.data.lists[0].url).toMatch(/^\/house\/219\/|^\/house\/2\d\d\//);
    });
  });

  describe('suggestions', () => {
    it('titles for what has been typed, a Latin word by its beginning', async () => {
      const res = await s.get('/search/suggest', { keyword: '华为' });
      expect(res.data.words.length).toBeGreaterThan(0);
      expect(res.data.words.every((w: string) => w.includes('华为'))).toBe(true);
      expect((await s.get('/search/suggest', { keyword: '华为 Ma', limit: 3 })).data.words.some((w: string) => /Mate/.test(w))).toBe(true);
    });
  });

  describe('the keyword boxes of the listing sections use the index', () => {
    it('华为手机 in idle’s keyword box finds the Mate 40 Pro', async () => {
      const res = await s.get('/idle/list', { keyword: '华为手机' });
      expect(res.data.total).toBeGreaterThan(0);
      expect(res.data.lists.every((i: { title: string }) => i.title.includes('华为'))).toBe(true);
    });
  });

  describe('kept in step with the owner’s writes', () => {
    it('publish, edit, take down, put back and delete', async () => {
      const demo = await s.login();
      const find = async (keyword: string) => (await s.get('/search/groups', { keyword, channel: 'house' })).data.groups[0]?.lists.map((h: Hit) => h.title) ?? [];
      const created = await s.post('/home/user/create', HOUSE, demo);
      expect(created.code).toBe(200);
      const id = created.data.id;
      expect(await find('琥珀湾')).toEqual([HOUSE.title]);
      expect((await s.get('/home/second_hand_info_list', { house_nav_id: 219, keyword: '琥珀湾' })).data.total).toBe(1);

      expect((await s.post('/home/user/modify', { ...HOUSE, id, title: '翡翠湾 精装两室 拎包入住' }, demo)).code).toBe(200);
      expect(await find('琥珀湾')).toEqual([]);
      expect(await find('翡翠湾')).toEqual(['翡翠湾 精装两室 拎包入住']);

      expect((await s.post('/home/user/status', { id, status: 0 }, demo)).code).toBe(200);
      expect(await find('翡翠湾')).toEqual([]);
      expect((await s.post('/home/user/status', { id, status: 1 }, demo)).code).toBe(200);
      expect(await find('翡翠湾')).toHaveLength(1);

      expect((await s.post('/home/user/delete', { id }, demo)).code).toBe(200);
      expect(await find('翡翠湾')).toEqual([]);
      expect((s.db.prepare("SELECT COUNT(*) AS n FROM search_docs WHERE source = 'house' AND ref_id = ?").get(id) as { n: number }).n).toBe(0);
    });
  });

  describe('bad input is refused in Chinese and writes nothing', () => {
    it.each([
      ['/search/groups', { keyword: '' }, '请先输入搜索内容！'],
      ['/search/groups', { keyword: '   ' }, '请先输入搜索内容！'],
      ['/search/groups', { keyword: '空'.repeat(51) }, '搜索内容不能超过50个字'],
      ['/search/suggest', { keyword: '  ' }, '请先输入搜索内容！'],
      ['/search/suggest', { keyword: 'a'.repeat(60) }, '搜索内容不能超过50个字'],
      ['/search', { keyword: '空'.repeat(60), page: 1 }, '搜索内容不能超过50个字'],
    ])('%s %j', async (path, params, msg) => {
      const before = tableCounts(s.db);
      const res = await s.get(path, params);
      expect(res).toMatchObject({ code: 400, msg, data: null });
      expect(tableCounts(s.db)).toEqual(before);
    });

    it('an unknown channel is refused; punctuation only finds nothing', async () => {
      expect((await s.get('/search/groups', { keyword: '空调', channel: 'nosuch' })).code).toBe(400);
      expect((await s.get('/search/groups', { keyword: '%%' })).data).toMatchObject({ total: 0, groups: [] });
    });
  });
});
