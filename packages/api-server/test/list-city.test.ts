// The visitor's city (the header's choice, a list's `city`): the listing engine narrows every listing list to
// it, a municipality by its province, and a list's own place filters outrank it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './helpers.js';

type Row = Record<string, string | number>;

describe('the list city', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  it('narrows the house lists to the city, whose rows the seed has in two cities', async () => {
    const list = (params: Record<string, unknown>) => s.get('/home/second_hand_info_list', { house_nav_id: 219, ...params });
    const all = (await list({})).data;
    const nanjing = (await list({ city: '南京市' })).data;
    const yancheng = (await list({ city: '盐城市' })).data;
    expect(nanjing.total).toBeGreaterThan(0);
    expect(nanjing.total + yancheng.total).toBe(all.total);
    const ids = nanjing.lists.map((h: Row) => h.id);
    const cities = s.db.prepare(`SELECT DISTINCT city FROM houses WHERE id IN (${ids.map(() => '?').join(',')})`).pluck().all(...ids);
    expect(cities).toEqual(['南京市']);
    // a city without listings lists nothing (not everything)
    expect((await list({ city: '北京市' })).data).toEqual({ lists: [], total: 0 });
    expect((await s.get('/carship/list', { area: 'ercar', city: '南京市' })).data.total).toBe(0);
    expect((await s.get('/carship/list', { area: 'ercar', city: '盐城市' })).data.total).toBe((await s.get('/carship/list', { area: 'ercar' })).data.total);
  });

  it('finds a municipality by its province, and an origin filter outranks the city', async () => {
    // an item from 上海 (a municipality: its rows name it as the province, without a city), before any list is read
    const board = s.db.prepare("SELECT id, sn, tab FROM logistics_items WHERE status = 1 ORDER BY id DESC").get() as { id: number; sn: string; tab: string };
    s.db.prepare("UPDATE logistics_items SET province = '上海市', city = '' WHERE id = ?").run(board.id);
    const list = (params: Record<string, unknown>) => s.get('/logistics/list', { sn: board.sn, tab: board.tab, ...params });
    const expected = s.db
      .prepare("SELECT COUNT(*) FROM logistics_items WHERE sn = ? AND tab = ? AND status = 1 AND (city = '上海市' OR province = '上海市')")
      .pluck()
      .get(board.sn, board.tab) as number;
    expect(expected).toBeGreaterThan(0);
    const shanghai = (await list({ city: '上海市' })).data;
    expect(shanghai.total).toBe(expected);
    expect(shanghai.lists.every((i: Row) => i.province === '上海市' || i.city === '上海市')).toBe(true);
    expect(shanghai.lists.map((i: Row) => i.id)).toContain(board.id);
    const origin = (await list({ from_city: '盐城市' })).data.total;
    expect(origin).toBeGreaterThan(0);
    expect((await list({ from_city: '盐城市', city: '南京市' })).data.total).toBe(origin);
  });

  it('refuses a city longer than the contract allows', async () => {
    const res = await s.get('/home/second_hand_info_list', { house_nav_id: 219, city: '很长的城市名字超过十二个字的城市' });
    expect(res.code).toBe(400);
  });
});
