import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from '../src/db/index.js';
import { testServer, type TestServer } from './helpers.js';

// Issue 35 §2–§3: required texts of spaces are refused as empty (trimmed in one place, the request validator),
// and a tag over 10 characters is refused where the lists answer tags of at most 10.
const HOUSE = {
  house_nav_id: 219,
  tab: 'info',
  title: '测试 学区房 两室一厅',
  province: '江苏省',
  city: '盐城市',
  district: '亭湖区',
  address: '盐城市亭湖区人民路 1 号',
  property_type: '住宅',
  tags: '学区房',
  contact_name: '测试',
  contact_phone: '13912345678',
};
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
  tags: '一手车',
  contact_name: '测试',
  contact_phone: '13912345678',
};
const IDLE = {
  tab: 2,
  title: '测试发布 九成新 机械键盘',
  price: 19900,
  condition: '几乎全新',
  trade: '同城面交',
  province: '江苏省',
  city: '盐城市',
  district: '亭湖区',
  contact_name: '测试',
  contact_phone: '13912345678',
};
const LOGISTICS = {
  sn: 'qiyun',
  tab: 'hy',
  title: '测试 盐城到上海 钢材 18吨',
  province: '江苏省',
  city: '盐城市',
  to_province: '上海市',
  price: '2650',
  price_unit: '车',
  tags: '急走',
  contact_name: '测试',
  contact_phone: '13912345678',
};
const COMPANY = {
  name: '测试物流有限公司',
  province: '江苏省',
  city: '盐城市',
  contact_name: '赵经理',
  contact_phone: '13912340000',
};

type Form = Record<string, string | number>;
/** Each listing's create and modify paths, its form and the id of a listing of the member's to modify. */
const LISTINGS: { key: string; create: string; modify: string; form: Form; texts: string[] }[] = [
  {
    key: 'house',
    create: '/home/user/create',
    modify: '/home/user/modify',
    form: HOUSE,
    texts: ['title', 'province', 'city', 'district', 'address', 'contact_name'],
  },
  {
    key: 'carship',
    create: '/carship/user/create',
    modify: '/carship/user/modify',
    form: CAR,
    texts: ['title', 'province', 'city', 'district', 'address', 'contact_name'],
  },
  {
    key: 'idle',
    create: '/idle/create',
    modify: '/idle/modify',
    form: IDLE,
    texts: ['title', 'province', 'city', 'district', 'contact_name'],
  },
  {
    key: 'logistics',
    create: '/logistics/user/base/create',
    modify: '/logistics/user/base/modify',
    form: LOGISTICS,
    texts: ['title', 'province', 'to_province', 'contact_name'],
  },
];

describe('required texts are trimmed before validation', () => {
  let s: TestServer;
  let token: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    s = await testServer();
    token = await s.login();
    for (const l of LISTINGS) {
      const made = await s.post(l.create, l.form, token);
      expect(made.code, `${l.key}: ${made.msg}`).toBe(200);
      ids[l.key] = made.data.id as number;
    }
  });
  afterAll(() => s.close());

  for (const l of LISTINGS)
    for (const op of ['create', 'modify'] as const)
      it(`${l.key} ${op}: a required text of spaces is refused as empty and nothing is written`, async () => {
        for (const field of l.texts) {
          for (const blank of ['     ', ' \u3000\t ']) {
            const before = tableCounts(s.db);
            const form = {
              ...l.form,
              [field]: blank,
              ...(op === 'modify' ? { id: ids[l.key]! } : {}),
            };
            const res = await s.post(op === 'create' ? l.create : l.modify, form, token);
            expect(res, `${field}=${JSON.stringify(blank)}`).toMatchObject({
              code: 400,
              msg: `参数错误: ${field} 不能为空`,
            });
            expect(tableCounts(s.db)).toEqual(before);
          }
        }
      });

  it('a listing keeps its texts without the spaces around them', async () => {
    const res = await s.post(
      '/idle/modify',
      { ...IDLE, id: ids.idle!, title: '  测试发布 空格两边  ', contact_name: ' 王先生 ' },
      token,
    );
    expect(res.code, res.msg).toBe(200);
    const row = s.db
      .prepare('SELECT title, contact_name FROM idle_items WHERE id = ?')
      .get(ids.idle!);
    expect(row).toEqual({ title: '测试发布 空格两边', contact_name: '王先生' });
  });

  it('a logistics company of spaces is refused on create and modify', async () => {
    const fresh = await s.login('tester');
    for (const path of ['/logistics/user/comp/create', '/logistics/user/comp/modify'])
      for (const field of ['name', 'province', 'city', 'contact_name']) {
        const before = tableCounts(s.db);
        const res = await s.post(path, { ...COMPANY, [field]: '   ' }, fresh);
        expect(res, `${path} ${field}`).toMatchObject({
          code: 400,
          msg: `参数错误: ${field} 不能为空`,
        });
        expect(tableCounts(s.db)).toEqual(before);
      }
  });

  it('an upload named with spaces is refused and no slot is made', async () => {
    const before = tableCounts(s.db);
    const res = await s.post(
      '/upload/create',
      { name: '    ', size: 100, type: 'image/png', purpose: 'avatar' },
      token,
    );
    expect(res).toMatchObject({ code: 400, msg: '参数错误: name 不能为空' });
    expect(tableCounts(s.db)).toEqual(before);
  });

  it('a password keeps its spaces (it is not trimmed)', async () => {
    const res = await s.post('/login', { username: 'demo', password: ' demo1234 ' });
    expect(res.code).not.toBe(200);
  });
});

describe('a tag over 10 characters is refused on create and modify', () => {
  let s: TestServer;
  let token: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    s = await testServer();
    token = await s.login();
    for (const l of LISTINGS.filter((x) => x.key !== 'idle'))
      ids[l.key] = (await s.post(l.create, l.form, token)).data.id as number;
  });
  afterAll(() => s.close());

  for (const l of LISTINGS.filter((x) => x.key !== 'idle'))
    it(`${l.key}: 11 characters are refused, 10 (an emoji counts once) are kept and listed`, async () => {
      for (const op of ['create', 'modify'] as const) {
        const before = tableCounts(s.db);
        const path = op === 'create' ? l.create : l.modify;
        const extra = op === 'modify' ? { id: ids[l.key]! } : {};
        const res = await s.post(
          path,
          { ...l.form, ...extra, tags: '好,十一个字的特色标签不行' },
          token,
        );
        expect(res, op).toMatchObject({
          code: 400,
          msg: '参数错误: tags 最多 8 个标签，每个标签最多 10 个字',
        });
        expect(tableCounts(s.db)).toEqual(before);
      }
      const ok = await s.post(
        l.modify,
        { ...l.form, id: ids[l.key]!, tags: '🏠🏠🏠🏠🏠🏠🏠🏠🏠🏠,近地铁' },
        token,
      );
      expect(ok.code, ok.msg).toBe(200);
    });
});
