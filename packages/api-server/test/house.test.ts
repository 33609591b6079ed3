import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from '../src/db/index.js';
import { testServer, type TestServer } from './helpers.js';

const FORM = {
  house_nav_id: 219,
  tab: 'info',
  title: '测试发布 学区两室',
  province: '江苏省',
  city: '盐城市',
  district: '亭湖区',
  address: '盐城市亭湖区人民路 1 号',
  total_price: 88,
  reference_unit_price: 14000,
  property_type: '住宅',
  room: '2室1厅',
  measure: 63,
  tags: '学区房,近地铁',
  description: '<b>满五唯一</b>',
  contact_name: '测试',
  contact_phone: '13912345678',
};

describe('housing', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  it('has at least 60 seeded listings over the three sections and both tabs', () => {
    const rows = s.db.prepare('SELECT house_nav_id AS nav, tab, COUNT(*) AS n FROM houses GROUP BY nav, tab').all() as { nav: number; tab: string; n: number }[];
    expect(rows.length).toBe(6);
    expect(rows.reduce((n, r) => n + r.n, 0)).toBeGreaterThanOrEqual(60);
  });

  it('answers the attribute rows of a section by path parameter, and refuses an unknown section', async () => {
    const rows = await s.get('/home/attribute/219');
    expect(rows.code).toBe(200);
    expect(rows.data.map((r: { key: string }) => r.key)).toEqual(expect.arrayContaining(['price', 'room', 'floor', 'year']));
    expect((await s.get('/home/attribute/218')).data.some((r: { key: string }) => r.key === 'floor')).toBe(false);
    expect((await s.get('/home/attribute/300')).code).toBe(400);
  });

  it('filters, sorts and pages a list in SQL; the list path decides the section', async () => {
    const all = await s.get('/home/second_hand_info_list', { house_nav_id: 219 });
    expect(all.code).toBe(200);
    expect(all.data.lists.length).toBe(10);
    const byPrice = await s.get('/home/second_hand_info_list', { house_nav_id: 219, sort: 1 });
    const prices = byPrice.data.lists.map((h: { total_price: number }) => h.total_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const cheap = await s.get('/home/second_hand_info_list', { house_nav_id: 219, price: 101 });
    expect(cheap.data.lists.every((h: { total_price: number }) => h.total_price < 100)).toBe(true);
    const custom = await s.get('/home/second_hand_info_list', { house_nav_id: 219, measure_min: 80, measure_max: 120 });
    expect(custom.data.lists.every((h: { measure: number }) => h.measure >= 80 && h.measure <= 120)).toBe(true);
    expect(custom.data.total).toBeLessThan(all.data.total);
    const twoRooms = await s.get('/home/second_hand_info_list', { house_nav_id: 219, room: '402' });
    expect(twoRooms.data.lists.every((h: { room: string }) => h.room.startsWith('2室'))).toBe(true);
    expect((await s.get('/home/second_hand_info_list', { house_nav_id: 219, price: 999 })).code).toBe(400);
    expect((await s.get('/home/new_info_list', { house_nav_id: 219 })).code).toBe(400);
    const rent = await s.get('/home/second_hand_info_list', { house_nav_id: 220 });
    expect(rent.data.lists.every((h: { house_nav_id: number }) => h.house_nav_id === 220)).toBe(true);
  });

  it('shows a detail with floor plans and pages its news by path parameters', async () => {
    const list = await s.get('/home/new_info_list');
    const id = list.data.lists[0].id;
    const detail = await s.get(`/home/new_building_details/${id}`);
    expect(detail.code).toBe(200);
    expect(detail.data.floor_plans.length).toBeGreaterThan(0);
    expect(detail.data.pictures.length).toBeGreaterThanOrEqual(3);
    const news1 = await s.get(`/home/list_new_house_message/${id}/1`);
    const news2 = await s.get(`/home/list_new_house_message/${id}/2`);
    expect(news1.data.lists.length).toBe(10);
    expect(news2.data.lists.length).toBe(news1.data.total - 10);
    expect(detail.data.contact_phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    const phone = await s.get(`/home/contact_phone/${id}`);
    expect(phone.data.phone).toMatch(/^1\d{10}$/);
    expect(phone.data.phone.slice(-4)).toBe(detail.data.contact_phone.slice(-4));
    const plan = await s.get(`/home/huxing_details/${detail.data.floor_plans[0].id}`);
    expect(plan.data.building_title).toBe(detail.data.title);
    expect((await s.get('/home/new_building_details/999999')).code).toBe(404);
  });

  it('pages a filtered, sorted list without gaps or repeats; its count follows a publish', async () => {
    const list = '/home/second_hand_info_list';
    const q = { house_nav_id: 219, room: '402,403', sort: 4 };
    const { total } = (await s.get(list, q)).data;
    expect(total).toBeGreaterThan(2);
    const seen: { id: number; reference_unit_price: number }[] = [];
    for (let page = 1; seen.length < total; page++) seen.push(...(await s.get(list, { ...q, page })).data.lists);
    expect(new Set(seen.map((h) => h.id)).size).toBe(total);
    const prices = seen.map((h) => h.reference_unit_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const past = await s.get(list, { ...q, page: 99 });
    expect(past.data).toEqual({ lists: [], total });
    const demo = await s.login();
    const { id } = (await s.post('/home/user/create', FORM, demo)).data;
    expect((await s.get(list, q)).data.total).toBe(total + 1);
    expect((await s.post('/home/user/delete', { id }, demo)).code).toBe(200);
    expect((await s.get(list, { ...q, page: 2 })).data.total).toBe(total);
  });

  it('publishes, edits, takes down and deletes only the member’s own listing', async () => {
    const demo = await s.login();
    const other = await s.login('laoshi');
    const created = await s.post('/home/user/create', FORM, demo);
    expect(created.code).toBe(200);
    const id = created.data.id;
    const pub = await s.get('/home/second_hand_info_list', { house_nav_id: 219 });
    expect(pub.data.lists[0].id).toBe(id);
    const detail = await s.get(`/home/new_building_details/${id}`);
    expect(detail.data.description).toBe('<b>满五唯一</b>');
    expect((await s.get(`/home/new_building_details/${id}`, {}, demo)).data.mine).toBe(true);

    expect((await s.post('/home/user/modify', { ...FORM, id, title: '别人的改动 不应生效' }, other)).code).toBe(404);
    expect((await s.post('/home/user/status', { id, status: 0 }, other)).code).toBe(404);
    expect((await s.post('/home/user/delete', { id }, other)).code).toBe(404);
    expect((await s.get('/home/user/detail', { id }, other)).code).toBe(404);

    expect((await s.post('/home/user/modify', { ...FORM, id, total_price: 80 }, demo)).code).toBe(200);
    expect((await s.get('/home/user/detail', { id }, demo)).data.total_price).toBe(80);
    expect((await s.post('/home/user/status', { id, status: 0 }, demo)).msg).toBe('已下架');
    expect((await s.get(`/home/new_building_details/${id}`)).code).toBe(404);
    const mine = await s.get('/home/user/list', { house_nav_id: 219, tab: 'info', status: 0 }, demo);
    expect(mine.data.lists.some((h: { id: number }) => h.id === id)).toBe(true);
    expect(mine.data.counts.offline).toBe(mine.data.total);
    expect((await s.post('/home/user/delete', { id }, demo)).code).toBe(200);
    expect((await s.get('/home/user/detail', { id }, demo)).code).toBe(404);
  });

  it('takes only pictures the member uploaded (or the listing already has)', async () => {
    const demo = await s.login();
    const userId = (name: string) => (s.db.prepare('SELECT id FROM users WHERE username = ?').get(name) as { id: number }).id;
    const picture = (owner: number) => Number(s.db.prepare('INSERT INTO images (url, user_id) VALUES (?, ?)').run('/media/uploads/x.png', owner).lastInsertRowid);
    const theirs = picture(userId('laoshi'));
    const mine = picture(userId('demo'));
    expect((await s.post('/home/user/create', { ...FORM, images: `${mine},${theirs}` }, demo)).code).toBe(400);
    const created = await s.post('/home/user/create', { ...FORM, images: String(mine) }, demo);
    expect(created.code).toBe(200);
    const seeded = s.db.prepare('SELECT hi.house_id AS id, hi.image_id AS image FROM house_images hi JOIN houses h ON h.id = hi.house_id WHERE h.user_id = ? LIMIT 1').get(userId('demo')) as { id: number; image: number };
    const own = await s.get('/home/user/detail', { id: seeded.id }, demo);
    const { id: _id, images: _images, tags, lat: _lat, lng: _lng, status: _status, area: _area, ...fields } = own.data;
    const kept = await s.post('/home/user/modify', { ...fields, tags: tags.join(','), id: seeded.id, images: `${seeded.image},${mine}` }, demo);
    expect(kept.code, kept.msg).toBe(200);
  });

  it('refuses bad input and writes nothing', async () => {
    const demo = await s.login();
    const before = tableCounts(s.db);
    for (const bad of [
      { ...FORM, title: '短' },
      { ...FORM, contact_phone: '12345' },
      { ...FORM, property_type: '城堡' },
      { ...FORM, images: '999999' },
      { ...FORM, tags: 'a,b,c,d,e,f,g,h,i' },
      { ...FORM, house_nav_id: 221 },
    ]) {
      const res = await s.post('/home/user/create', bad, demo);
      expect(res.code, JSON.stringify(bad)).toBe(400);
    }
    expect((await s.post('/home/user/create', FORM)).code).toBe(101);
    expect(tableCounts(s.db)).toEqual(before);
  });
});
