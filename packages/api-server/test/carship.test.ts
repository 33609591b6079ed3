import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from '../src/db/index.js';
import { testServer, type TestServer } from './helpers.js';

const CAR = {
  area: 'ercar',
  tab: 'info',
  title: '测试发布 2020年 大众朗逸',
  province: '江苏省',
  city: '盐城市',
  district: '亭湖区',
  address: '盐城市亭湖区人民路 1 号',
  price: 76000,
  brand: '大众',
  series: '朗逸',
  year: 2020,
  mileage: 45000,
  gearbox: '自动',
  energy: '汽油',
  body: '轿车',
  tonnage: 500,
  tags: '一手车,无事故',
  description: '<script>x</script>',
  contact_name: '测试',
  contact_phone: '13912345678',
};
type Item = Record<string, number | string>;

describe('vehicles and ships', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  it('seeds at least 30 listings over the six areas, with pictures and coordinates, the same every time', async () => {
    const areas = s.db.prepare("SELECT area, COUNT(*) AS n FROM carships WHERE tab = 'info' AND lat IS NOT NULL GROUP BY area").all() as { area: string; n: number }[];
    expect(areas.map((a) => a.area).sort()).toEqual(['ercar', 'ership', 'newcar', 'newship', 'zucar', 'zuship']);
    expect((s.db.prepare('SELECT COUNT(*) AS n FROM carships').get() as { n: number }).n).toBeGreaterThanOrEqual(30);
    const bare = s.db.prepare("SELECT COUNT(*) AS n FROM carships c WHERE tab = 'info' AND NOT EXISTS (SELECT 1 FROM carship_images WHERE carship_id = c.id)").get() as { n: number };
    expect(bare.n).toBe(0);
    const again = await testServer();
    try {
      expect(again.db.prepare('SELECT * FROM carships ORDER BY id').all()).toEqual(s.db.prepare('SELECT * FROM carships ORDER BY id').all());
    } finally {
      await again.close();
    }
  });

  it('answers each area its own filter rows and refuses an unknown area', async () => {
    const keys = async (area: string) => (await s.get(`/carship/attribute/${area}`)).data.map((r: { key: string }) => r.key);
    expect(await keys('ercar')).toEqual(expect.arrayContaining(['brand', 'series', 'price', 'year', 'mileage', 'gearbox', 'energy', 'body']));
    expect(await keys('zucar')).toEqual(expect.arrayContaining(['price', 'deposit', 'pickup']));
    expect(await keys('ership')).toEqual(expect.arrayContaining(['shiptype', 'tonnage', 'length', 'year', 'zone']));
    expect(await keys('newcar')).not.toContain('mileage');
    expect((await s.get('/carship/attribute/plane')).code).toBe(400);
  });

  it('filters by option and by custom range, sorts and pages in SQL', async () => {
    const list = (params: Record<string, unknown>) => s.get('/carship/list', { area: 'ercar', ...params });
    const all = await list({});
    expect(all.code).toBe(200);
    expect(all.data.lists.every((c: Item) => c.area === 'ercar' && c.tab === 'info')).toBe(true);
    const cheap = await list({ sort: 1 });
    const prices = cheap.data.lists.map((c: Item) => c.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    const auto = await list({ gearbox: '402' });
    expect(auto.data.total).toBeGreaterThan(0);
    expect(auto.data.lists.every((c: Item) => c.gearbox === '自动')).toBe(true);
    const range = await list({ price_min: 10, price_max: 20 });
    expect(range.data.lists.every((c: Item) => Number(c.price) >= 100000 && Number(c.price) <= 200000)).toBe(true);
    const young = await list({ year: '202' });
    expect(young.data.lists.every((c: Item) => Number(c.year) >= 2022)).toBe(true);
    expect(young.data.total + (await list({ year_min: 3 })).data.total).toBeGreaterThanOrEqual(all.data.total);
    const ships = await s.get('/carship/list', { area: 'ership', tonnage_min: 100 });
    expect(ships.data.lists.every((c: Item) => Number(c.tonnage) >= 100 && c.ship_type !== '')).toBe(true);
    const rentals = await s.get('/carship/list', { area: 'zucar', sort: 1 });
    expect(rentals.data.lists.every((c: Item) => Number(c.deposit) > 0 && c.pickup !== '')).toBe(true);
    expect((await list({ page: 2 })).data.lists.length).toBe(Math.max(0, Math.min(10, all.data.total - 10)));
    expect((await list({ gearbox: '999' })).code).toBe(400);
    expect((await list({ price: '101,102' })).code).toBe(400);
    expect((await s.get('/carship/list', { area: 'newship', tab: 'demand' })).data.lists.every((c: Item) => c.tab === 'demand')).toBe(true);
  });

  it('shows a detail with a masked phone, the full number on request, 404 for a missing id', async () => {
    const id = (await s.get('/carship/list', { area: 'newship' })).data.lists[0].id;
    const detail = await s.get(`/carship/detail/${id}`);
    expect(detail.code).toBe(200);
    expect(detail.data.pictures.length).toBeGreaterThanOrEqual(3);
    expect(detail.data.contact_phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    const phone = await s.get(`/carship/contact_phone/${id}`);
    expect(phone.data.phone.slice(-4)).toBe(detail.data.contact_phone.slice(-4));
    expect((await s.get('/carship/detail/999999')).code).toBe(404);
  });

  it('lets only the owner edit, take down, put back and delete; a taken-down listing leaves the public list', async () => {
    const demo = await s.login();
    const other = await s.login('laoshi');
    const created = await s.post('/carship/user/create', CAR, demo);
    expect(created.code, created.msg).toBe(200);
    const id = created.data.id;
    expect((await s.get('/carship/list', { area: 'ercar' })).data.lists[0].id).toBe(id);
    const detail = await s.get(`/carship/detail/${id}`, {}, demo);
    expect(detail.data).toMatchObject({ description: '<script>x</script>', mine: true, tonnage: 0, brand: '大众', status: 1 });

    expect((await s.post('/carship/user/modify', { ...CAR, id, title: '别人的改动 不应生效' }, other)).code).toBe(404);
    expect((await s.post('/carship/user/status', { id, status: 0 }, other)).code).toBe(404);
    expect((await s.post('/carship/user/delete', { id }, other)).code).toBe(404);
    expect((await s.get('/carship/user/detail', { id }, other)).code).toBe(404);
    expect((await s.get('/carship/user/detail', { id }, demo)).data.title).toBe(CAR.title);

    expect((await s.post('/carship/user/modify', { ...CAR, id, price: 70000 }, demo)).code).toBe(200);
    expect((await s.get(`/carship/detail/${id}`)).data.price).toBe(70000);
    expect((await s.post('/carship/user/status', { id, status: 0 }, demo)).msg).toBe('已下架');
    expect((await s.get(`/carship/detail/${id}`)).code).toBe(404);
    // its owner still opens it, told it is taken down (the page offers 重新上架)
    expect((await s.get(`/carship/detail/${id}`, {}, demo)).data).toMatchObject({ mine: true, status: 0 });
    expect((await s.get('/carship/list', { area: 'ercar' })).data.lists.some((c: Item) => c.id === id)).toBe(false);
    const mine = await s.get('/carship/user/list', { area: 'ercar', tab: 'info', status: 0 }, demo);
    expect(mine.data.lists.map((c: Item) => c.id)).toContain(id);
    expect(mine.data.counts.offline).toBe(mine.data.total);
    expect((await s.post('/carship/user/status', { id, status: 1 }, demo)).msg).toBe('已上架');
    expect((await s.post('/carship/user/delete', { id }, demo)).code).toBe(200);
    expect((await s.get('/carship/user/detail', { id }, demo)).code).toBe(404);
  });

  it('refuses bad input field by field and writes nothing', async () => {
    const demo = await s.login();
    const before = tableCounts(s.db);
    for (const [bad, field] of [
      [{ ...CAR, title: '短' }, 'title'],
      [{ ...CAR, contact_phone: '12345' }, 'contact_phone'],
      [{ ...CAR, gearbox: '脚踏' }, 'gearbox'],
      [{ ...CAR, brand: '' }, 'brand'],
      [{ ...CAR, brand: '飞天' }, 'brand'],
      [{ ...CAR, year: 1900 }, 'year'],
      [{ ...CAR, area: 'newship', ship_type: '' }, 'ship_type'],
      [{ ...CAR, area: 'zucar', pickup: '火星' }, 'pickup'],
      [{ ...CAR, images: '999999' }, 'images'],
      [{ ...CAR, area: 'plane' }, 'area'],
    ] as const) {
      const res = await s.post('/carship/user/create', bad, demo);
      expect(res.code, JSON.stringify(bad)).toBe(400);
      expect(res.msg).toContain(field);
    }
    expect((await s.post('/carship/user/create', CAR)).code).toBe(101);
    expect(tableCounts(s.db)).toEqual(before);
  });
});
