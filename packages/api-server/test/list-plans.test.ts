// The list handlers choose an index per query (walk the sort's index, or seek the filters and sort); whichever
// they choose, the page must be the one plain SQL gives. Checked on a few thousand seeded rows, where both are taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './helpers.js';

const SEEDS = { SEED_HOUSES: '6000', SEED_IDLE: '6000', SEED_LOGISTICS: '6000' };

describe('list plans on bulk seeds', () => {
  let s: TestServer;
  beforeAll(async () => {
    Object.assign(process.env, SEEDS);
    try {
      s = await testServer();
    } finally {
      for (const k of Object.keys(SEEDS)) delete process.env[k];
    }
  });
  afterAll(() => s.close());

  const ids = (lists: { id: number }[]) => lists.map((l) => l.id);

  it('house: every sort, page and filter mix answers the plain query’s page and count', async () => {
    const SORTS = ['created_at DESC, id DESC', 'total_price ASC, id DESC', 'total_price DESC, id DESC', 'unit_price ASC, id DESC', 'unit_price DESC, id DESC', 'measure ASC, id DESC', 'measure DESC, id DESC'];
    const mixes: { q: Record<string, unknown>; where: string; args: unknown[] }[] = [
      { q: {}, where: '', args: [] },
      { q: { room: '402,403' }, where: 'AND rooms IN (2, 3)', args: [] },
      { q: { type: 1, price_min: 80, price_max: 200 }, where: "AND property_type = '住宅' AND total_price BETWEEN 80 AND 200", args: [] },
      { q: { room: '405', type: '1,2', price_min: 150, price_max: 190 }, where: "AND rooms >= 5 AND property_type IN ('住宅', '公寓') AND total_price BETWEEN 150 AND 190", args: [] },
      { q: { price: 103 }, where: 'AND total_price >= 150 AND total_price < 200', args: [] },
    ];
    for (const { q, where } of mixes)
      for (let sort = 0; sort < SORTS.length; sort++)
        for (const page of [1, 2, 7, 40]) {
          const got = await s.get('/home/second_hand_info_list', { house_nav_id: 219, sort, page, ...q });
          expect(got.code).toBe(200);
          const base = `FROM houses WHERE house_nav_id = 219 AND tab = 'info' AND status = 1 ${where}`;
          const want = s.db.prepare(`SELECT id ${base} ORDER BY ${SORTS[sort]} LIMIT 10 OFFSET ?`).all((page - 1) * 10) as { id: number }[];
          expect(ids(got.data.lists), JSON.stringify({ ...q, sort, page })).toEqual(ids(want));
          expect(got.data.total).toBe((s.db.prepare(`SELECT COUNT(*) AS n ${base}`).get() as { n: number }).n);
        }
  });

  it('house: counts summed from house_counts follow inserts, edits, take-downs and deletes', async () => {
    const mixes: [Record<string, unknown>, string][] = [
      [{}, ''],
      [{ room: '401,405' }, 'AND min(rooms, 5) IN (1, 5)'],
      [{ room: '405', type: '1,3', price_min: 120 }, "AND rooms >= 5 AND property_type IN ('住宅', '别墅') AND total_price >= 120"],
      [{ type: 2, price: 102 }, "AND property_type = '公寓' AND total_price >= 100 AND total_price < 150"],
    ];
    const check = async (label: string) => {
      for (const [q, where] of mixes) {
        const got = await s.get('/home/second_hand_info_list', { house_nav_id: 219, ...q });
        const want = s.db.prepare(`SELECT COUNT(*) AS n FROM houses WHERE house_nav_id = 219 AND tab = 'info' AND status = 1 ${where}`).get() as { n: number };
        expect(got.data.total, `${label} ${JSON.stringify(q)}`).toBe(want.n);
      }
    };
    await check('seeded');
    s.db.transaction(() => {
      s.db.prepare('UPDATE houses SET status = 0 WHERE id % 7 = 0').run();
      s.db.prepare('UPDATE houses SET total_price = total_price + 37, rooms = rooms % 6 + 1 WHERE id % 5 = 0').run();
      s.db.prepare("UPDATE houses SET property_type = '公寓', house_nav_id = 219, tab = 'info' WHERE id % 9 = 0").run();
      s.db.prepare('DELETE FROM houses WHERE id % 11 = 0').run();
      s.db.prepare('INSERT INTO houses (user_id, house_nav_id, tab, status, title, province, city, district, address, total_price, property_type, rooms, contact_name, contact_phone, created_at, updated_at) SELECT user_id, 219, \'info\', status, title, province, city, district, address, total_price + 1, property_type, rooms + 2, contact_name, contact_phone, created_at, updated_at FROM houses WHERE id % 13 = 0').run();
    })();
    s.ctx.cache.bump();
    await check('changed');
  });

  it('idle: every sort, page and filter mix answers the plain query’s page and count', async () => {
    const SORTS = ['created_at DESC, id DESC', 'price ASC, id DESC', 'price DESC, id DESC'];
    const mixes: { q: Record<string, unknown>; where: string }[] = [
      { q: {}, where: '' },
      { q: { tab: 3 }, where: 'AND category = 3' },
      { q: { price_min: 100, price_max: 900 }, where: 'AND price BETWEEN 10000 AND 90000' },
      { q: { tab: 2, condition: '11,12', price_min: 50, price_max: 2000 }, where: "AND category = 2 AND condition IN ('全新', '几乎全新') AND price BETWEEN 5000 AND 200000" },
      { q: { tab: 1, condition: '13', usertype: '31,32', city: '盐城市' }, where: "AND category = 1 AND condition = '轻微使用痕迹' AND user_type IN ('qiye', 'geren') AND city = '盐城市'" },
      { q: { price: 4 }, where: 'AND price >= 50000 AND price < 100000' },
    ];
    for (const { q, where } of mixes)
      for (let sort = 0; sort < SORTS.length; sort++)
        for (const page of [1, 2, 7, 40]) {
          const got = await s.get('/idle/list', { sort, page, ...q });
          expect(got.code).toBe(200);
          const base = `FROM idle_items WHERE status = 1 ${where}`;
          const want = s.db.prepare(`SELECT id ${base} ORDER BY ${SORTS[sort]} LIMIT 10 OFFSET ?`).all((page - 1) * 10) as { id: number }[];
          expect(ids(got.data.lists), JSON.stringify({ ...q, sort, page })).toEqual(ids(want));
          expect(got.data.total).toBe((s.db.prepare(`SELECT COUNT(*) AS n ${base}`).get() as { n: number }).n);
        }
  });

  it('logistics: every sort, page and filter mix answers the plain query’s page and count', async () => {
    const SORTS = ['created_at DESC, id DESC', 'price_cents ASC, id DESC', 'price_cents DESC, id DESC', 'weight DESC, id DESC', "load_date = '', load_date ASC, id DESC"];
    const mixes: { q: Record<string, unknown>; where: string }[] = [
      { q: { sn: 'qiyun', tab: 'hy' }, where: "sn = 'qiyun' AND tab = 'hy'" },
      { q: { sn: 'qiyun', tab: 'cy', to_province: '江苏省', vtype: '1,3' }, where: "sn = 'qiyun' AND tab = 'cy' AND to_province = '江苏省' AND vehicle_type IN ('平板', '厢式')" },
      { q: { sn: 'qiyun', tab: 'hy', from_city: '南京市', to_city: '苏州市', vlength: 13 }, where: "sn = 'qiyun' AND tab = 'hy' AND city = '南京市' AND to_city = '苏州市' AND vehicle_length >= 6.8 AND vehicle_length < 9.7" },
      { q: { sn: 'lengyun', tab: 'hy', weight_min: 10, weight_max: 20 }, where: "sn = 'lengyun' AND tab = 'hy' AND weight BETWEEN 10 AND 20" },
      { q: { sn: 'shuiyun', tab: 'cb', weight: 25, to_province: '上海市' }, where: "sn = 'shuiyun' AND tab = 'cb' AND weight >= 35 AND to_province = '上海市'" },
    ];
    for (const { q, where } of mixes)
      for (let sort = 0; sort < SORTS.length; sort++)
        for (const page of [1, 2, 7, 40]) {
          const got = await s.get('/logistics/list', { sort, page, ...q });
          expect(got.code).toBe(200);
          const base = `FROM logistics_items WHERE status = 1 AND ${where}`;
          const want = s.db.prepare(`SELECT id ${base} ORDER BY ${SORTS[sort]} LIMIT 10 OFFSET ?`).all((page - 1) * 10) as { id: number }[];
          expect(ids(got.data.lists), JSON.stringify({ ...q, sort, page })).toEqual(ids(want));
          expect(got.data.total).toBe((s.db.prepare(`SELECT COUNT(*) AS n ${base}`).get() as { n: number }).n);
        }
  });

  it('a take-down clears the memoised counts of every filter set it was in, and putting it back restores them', async () => {
    const demo = await s.login();
    const idle = s.db.prepare('SELECT id, category FROM idle_items WHERE user_id = 1 AND status = 1 ORDER BY id LIMIT 1').get() as { id: number; category: number };
    const idleTotal = async () => (await s.get('/idle/list', { tab: idle.category, page: 3 })).data.total;
    const idleBefore = await idleTotal();
    expect((await s.post('/idle/field', { id: idle.id, field: 'status', value: '0' }, demo)).code).toBe(200);
    expect(await idleTotal()).toBe(idleBefore - 1);
    expect((await s.post('/idle/field', { id: idle.id, field: 'status', value: '1' }, demo)).code).toBe(200);
    expect(await idleTotal()).toBe(idleBefore);

    const item = s.db.prepare("SELECT id, sn, tab FROM logistics_items WHERE user_id = 1 AND status = 1 ORDER BY id LIMIT 1").get() as { id: number; sn: string; tab: string };
    const lgTotal = async () => (await s.get('/logistics/list', { sn: item.sn, tab: item.tab, sort: 3, page: 2 })).data.total;
    const lgBefore = await lgTotal();
    expect((await s.post('/logistics/user/base/field', { id: item.id, field: 'status', value: 0 }, demo)).code).toBe(200);
    expect(await lgTotal()).toBe(lgBefore - 1);
    expect((await s.post('/logistics/user/base/field', { id: item.id, field: 'status', value: 1 }, demo)).code).toBe(200);
    expect(await lgTotal()).toBe(lgBefore);
  });
});
