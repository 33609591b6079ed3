import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tableCounts } from '../src/index.js';
import { signParams, testServer, toQuery, type Json, type TestServer } from './helpers.js';

describe('bad input: a clear code and message, and the database unchanged', () => {
  let s: TestServer;
  let token: string;
  let before: Record<string, number>;
  beforeAll(async () => {
    s = await testServer();
    token = await s.login();
  });
  afterAll(() => s.close());
  beforeEach(() => {
    before = tableCounts(s.db);
  });
  const unchanged = () => expect(tableCounts(s.db)).toEqual(before);

  async function rawPost(path: string, payload: string, contentType = 'application/x-www-form-urlencoded') {
    return s.app.inject({ method: 'POST', url: `/public/v1${path}`, headers: { 'content-type': contentType, authorization: `Bearer ${token}` }, payload });
  }

  describe('parameters', () => {
    it('missing required parameter names the field', async () => {
      const res = await s.get('/education/info', { type: 3 });
      expect(res).toMatchObject({ code: 400, data: null });
      expect(res.msg).toBe('参数错误: id 不能为空');
      unchanged();
    });

    it('missing form field names the field', async () => {
      const res = await s.post('/education/sendGift', { teacherid: 1, id: 1 }, token);
      expect(res.code).toBe(400);
      expect(res.msg).toBe('参数错误: number 不能为空');
      unchanged();
    });

    it('extra parameter is refused', async () => {
      const res = await s.get('/education/info', { id: 1, type: 3, debug: 1 });
      expect(res.code).toBe(400);
      expect(res.msg).toBe('参数错误: debug 不是此接口的参数');
      const body = await s.post('/education/toggleLike', { id: 1, admin: 1 }, token);
      expect(body.code).toBe(400);
      expect(body.msg).toBe('参数错误: admin 不是此接口的参数');
      unchanged();
    });

    it('POST parameters in the query string are refused (they are not signed)', async () => {
      const res = await s.app.inject({
        method: 'POST',
        url: '/public/v1/education/toggleLike?id=2',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
        payload: toQuery(signParams({ id: 1 })),
      });
      expect((res.json() as Json).code).toBe(400);
      unchanged();
    });

    it('mistyped parameters', async () => {
      expect((await s.get('/education/info', { id: 'abc', type: 3 })).msg).toBe('参数错误: id 须为整数');
      expect((await s.get('/education/info', { id: 1, type: 9 })).msg).toBe('参数错误: type 取值不正确');
      expect((await s.get('/education/info', { id: 1.5, type: 3 })).code).toBe(400);
      const gift = await s.post('/education/sendGift', { teacherid: 1, id: 1, number: 'two' }, token);
      expect(gift.msg).toBe('参数错误: number 须为整数');
      const pingji = await s.post('/education/addRemark', { teacher_id: 1, content: '好', pingji: '很好' }, token);
      expect(pingji.code).toBe(400);
      expect(pingji.msg).toBe('参数错误: pingji 取值不正确');
      unchanged();
    });

    it('number below 1 in a gift order', async () => {
      const res = await s.post('/education/sendGift', { teacherid: 1, id: 1, number: 0 }, token);
      expect(res).toEqual({ code: 400, msg: '参数错误: number 不能小于 1', data: null });
      unchanged();
    });

    it('negative, zero and huge page numbers', async () => {
      for (const page of [-1, 0]) {
        const res = await s.get('/education/coursewareList', { teacher_id: 1, type: 1, page, sort: 1 });
        expect(res).toEqual({ code: 400, msg: '参数错误: page 不能小于 1', data: null });
      }
      const huge = await s.get('/education/coursewareList', { teacher_id: 1, type: 1, page: 1e12, sort: 1 });
      expect(huge.code).toBe(400);
      expect(huge.msg).toMatch(/^参数错误: page 不能大于 \d+$/);
      const far = await s.get('/education/coursewareList', { teacher_id: 1, type: 1, page: 100000, sort: 1 });
      expect(far.code).toBe(200);
      expect(far.data.lists).toEqual([]);
      expect(far.data.total).toBeGreaterThan(0);
      unchanged();
    });

    it('a rating outside 1–5', async () => {
      for (const score of [0, 6, -3]) {
        const res = await s.post('/education/rate', { id: 1, score }, token);
        expect(res.code).toBe(400);
        expect(res.msg).toMatch(/^参数错误: score 不能(小于 1|大于 5)$/);
      }
      unchanged();
    });

    it('blank remark content gets the spec message', async () => {
      const res = await s.post('/education/addRemark', { teacher_id: 1, content: '   ', pingji: '良好' }, token);
      expect(res).toEqual({ code: 201, msg: '请输入备注内容', data: null });
      unchanged();
    });
  });

  describe('bodies', () => {
    it('a JSON body where a form is declared', async () => {
      const res = await rawPost('/education/toggleLike', JSON.stringify(signParams({ id: 1 })), 'application/json');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 400, msg: '参数错误: 请求体必须是 application/x-www-form-urlencoded（收到 application/json）', data: null });
      unchanged();
    });

    it('an unknown content type', async () => {
      const res = await rawPost('/education/toggleLike', toQuery(signParams({ id: 1 })), 'text/plain');
      expect(res.statusCode).toBe(200);
      expect((res.json() as Json).code).toBe(400);
      expect((res.json() as Json).msg).toContain('text/plain');
      unchanged();
    });

    it('malformed JSON is answered as an envelope too', async () => {
      const res = await rawPost('/education/toggleLike', '{"id":', 'application/json');
      expect(res.statusCode).toBe(200);
      expect((res.json() as Json).code).toBe(400);
      unchanged();
    });

    it('a 1 MB body is refused with HTTP 413', async () => {
      const payload = toQuery(signParams({ id: 1, msg: 'x'.repeat(1024 * 1024) }));
      const res = await rawPost('/education/postComment', payload);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 413, msg: '请求体过大', data: null });
      unchanged();
    });

    it('a text field over its maxLength', async () => {
      const res = await s.post('/education/postComment', { id: 1, msg: '长'.repeat(501) }, token);
      expect(res.code).toBe(400);
      expect(res.msg).toBe('参数错误: msg 最多 500 个字');
      unchanged();
    });
  });

  describe('hostile strings are stored and answered as text', () => {
    const hostile = ["'; DROP TABLE comments; --", 'Robert"); DELETE FROM users WHERE ("1"="1', '<script>alert(1)</script><img src=x onerror=alert(2)>', '1 OR 1=1', '\\u0000 %00 ${7*7} {{7*7}}'];
    for (const text of hostile) {
      it(`comment ${JSON.stringify(text).slice(0, 40)}`, async () => {
        const res = await s.post('/education/postComment', { id: 5, msg: text }, token);
        expect(res.code).toBe(200);
        const list = await s.get('/education/commentList', { id: 5, page: 1 });
        expect(list.data.lists[0].content).toBe(text);
        const after = tableCounts(s.db);
        expect(after.comments).toBe((before.comments ?? 0) + 1);
        expect(after.users).toBe(before.users);
      });
    }

    it('search with LIKE wildcards and quotes matches literally', async () => {
      const pct = await s.get('/search', { keyword: '%', page: 1 });
      expect(pct).toMatchObject({ code: 200, data: { total: 0, lists: [] } });
      const quote = await s.get('/search', { keyword: "' OR '1'='1", page: 1 });
      expect(quote.data.total).toBe(0);
      unchanged();
    });

    it('an HTML remark keeps its markup as text', async () => {
      const html = '<b onclick="x()">很好</b>';
      const res = await s.post('/education/addRemark', { teacher_id: 3, content: html, pingji: '优秀' }, token);
      expect(res.code).toBe(200);
      const list = await s.get('/education/remarkList', { teacher_id: 3, page: 1 });
      expect(list.data.lists.map((r: { content: string }) => r.content)).toContain(html);
    });
  });

  describe('idle goods writes: refused, and nothing written', () => {
    const ITEM = { tab: 1, title: '九成新 测试手机一台', price: 100000, condition: '几乎全新', trade: '邮寄', province: '江苏省', city: '盐城市', district: '亭湖区', contact_name: '测试', contact_phone: '13912345678' };
    const USER = { type: 'geren', name: '测试卖家', phone: '13912345678' };
    const own = () => (s.db.prepare('SELECT id FROM idle_items WHERE user_id = 1 AND status = 1 ORDER BY id LIMIT 1').get() as { id: number }).id;
    const others = () => (s.db.prepare('SELECT id FROM idle_items WHERE user_id != 1 AND status = 1 ORDER BY id LIMIT 1').get() as { id: number }).id;
    const cases: [string, string, () => Record<string, unknown>, number, string?][] = [
      ['create: short title', '/idle/create', () => ({ ...ITEM, title: '短' }), 400, 'title'],
      ['create: unknown category', '/idle/create', () => ({ ...ITEM, tab: 99 }), 400, 'tab'],
      ['create: price not an integer of 分', '/idle/create', () => ({ ...ITEM, price: 12.5 }), 400, 'price'],
      ['create: negative price', '/idle/create', () => ({ ...ITEM, price: -1 }), 400, 'price'],
      ['create: unknown condition', '/idle/create', () => ({ ...ITEM, condition: '九成新' }), 400, 'condition'],
      ['create: unknown trade method', '/idle/create', () => ({ ...ITEM, trade: '快递到付' }), 400, 'trade'],
      ['create: bad phone', '/idle/create', () => ({ ...ITEM, contact_phone: '12345' }), 400, 'contact_phone'],
      ['create: someone else\'s picture', '/idle/create', () => ({ ...ITEM, images: '999999' }), 400, 'images'],
      ['create: ten pictures', '/idle/create', () => ({ ...ITEM, images: '1,2,3,4,5,6,7,8,9,10' }), 400, 'images'],
      ['modify: someone else\'s item', '/idle/modify', () => ({ ...ITEM, id: others() }), 404],
      ['modify: missing id', '/idle/modify', () => ({ ...ITEM }), 400, 'id'],
      ['modify: bad field', '/idle/modify', () => ({ ...ITEM, id: own(), title: '' }), 400, 'title'],
      ['field: unknown field', '/idle/field', () => ({ id: own(), field: 'user_id', value: '2' }), 400, 'field'],
      ['field: bad price', '/idle/field', () => ({ id: own(), field: 'price', value: '-5' }), 400, 'value'],
      ['field: bad status', '/idle/field', () => ({ id: own(), field: 'status', value: '7' }), 400, 'value'],
      ['field: bad condition', '/idle/field', () => ({ id: own(), field: 'condition', value: '<b>新</b>' }), 400, 'value'],
      ['field: someone else\'s item', '/idle/field', () => ({ id: others(), field: 'status', value: '-1' }), 404],
      ['connect: unknown item', '/idle/connect', () => ({ id: 999999, message: '在吗' }), 404],
      ['connect: one\'s own item', '/idle/connect', () => ({ id: own(), message: '在吗' }), 201],
      ['connect: a message over 200 characters', '/idle/connect', () => ({ id: others(), message: '长'.repeat(201) }), 400, 'message'],
      ['addUser: unknown user type', '/idle/addUser', () => ({ ...USER, type: 'vip' }), 400, 'type'],
      ['addUser: already registered', '/idle/addUser', () => USER, 201],
      ['modUser: short name', '/idle/modUser', () => ({ ...USER, name: '王' }), 400, 'name'],
      ['modUser: bad phone', '/idle/modUser', () => ({ ...USER, phone: '110' }), 400, 'phone'],
    ];
    for (const [name, path, params, code, field] of cases) {
      it(name, async () => {
        const res = await s.post(path, params(), token);
        expect(res.code, res.msg).toBe(code);
        if (field) expect(res.msg).toContain(field);
        unchanged();
      });
    }

    it('every idle write without a token is refused with 101', async () => {
      for (const [path, params] of [['/idle/create', ITEM], ['/idle/modify', { ...ITEM, id: own() }], ['/idle/field', { id: own(), field: 'price', value: '1' }], ['/idle/connect', { id: others() }], ['/idle/addUser', USER], ['/idle/modUser', USER]] as const) {
        expect((await s.post(path, params)).code, path).toBe(101);
      }
      unchanged();
    });

    it('an unregistered member cannot publish', async () => {
      const tester = await s.login('tester');
      before = tableCounts(s.db);
      expect(await s.post('/idle/create', ITEM, tester)).toMatchObject({ code: 201, msg: '请先选择闲置用户类型' });
      unchanged();
    });
  });

  describe('logistics writes: every refused write leaves every logistics row as it was', () => {
    // rows, not only counts: a refused modify or status change must not touch the row either
    const rows = () =>
      Object.fromEntries(
        ['logistics_items', 'logistics_companies', 'logistics_news', 'logistics_profiles', 'logistics_connects', 'logistics_messages', 'logistics_images'].map((t) => [
          t,
          s.db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all(),
        ]),
      );
    const item = { sn: 'qiyun', tab: 'hy', title: '盐城到上海 钢材 20吨', province: '江苏省', city: '盐城市', to_province: '上海市', contact_name: '王', contact_phone: '13912345678' };
    const company = { name: '坏输入物流', province: '江苏省', city: '盐城市', contact_name: '王', contact_phone: '13912345678' };
    // [write, path, params, expected code, message contains]; the demo account owns item 1, news 1 and connect 1; item 4 and news 4 are someone else's
    const cases: [string, string, Record<string, unknown>, number, string][] = [
      ['logisticsShare', '/logistics/share', { id: 999999 }, 404, '信息不存在'],
      ['logisticsShare (taken down)', '/logistics/share', { id: 5 }, 404, '信息不存在'],
      ['createLogisticsUser', '/logistics/user/create', { role: 'boss', realname: '王', phone: '13912345678' }, 400, 'role'],
      ['createLogisticsUser (phone)', '/logistics/user/create', { role: 'shipper', realname: '王', phone: '123' }, 400, 'phone'],
      ['modifyLogisticsUser', '/logistics/user/modify', { role: 'shipper', realname: ' ', phone: '13912345678' }, 400, 'realname'],
      ['createLogisticsCompany', '/logistics/user/comp/create', { ...company, contact_phone: '1' }, 400, 'contact_phone'],
      ['modifyLogisticsCompany', '/logistics/user/comp/modify', { ...company, name: '坏' }, 400, 'name'],
      ['createLogisticsNews', '/logistics/user/compnews/create', { title: '好标题', content: '' }, 400, 'content'],
      ['modifyLogisticsNews (not mine)', '/logistics/user/compnews/modify', { id: 4, title: '改别人的', content: 'x' }, 404, '新闻不存在'],
      ['modifyLogisticsNews (blank)', '/logistics/user/compnews/modify', { id: 1, title: '  ', content: 'x' }, 400, 'title'],
      ['deleteLogisticsNews', '/logistics/user/compnews/delete', { id: 4 }, 404, '新闻不存在'],
      ['createLogistics', '/logistics/user/base/create', { ...item, load_date: '2026-13-01' }, 400, 'load_date'],
      ['createLogistics (price)', '/logistics/user/base/create', { ...item, price: '12.345' }, 400, 'price'],
      ['modifyLogistics (not mine)', '/logistics/user/base/modify', { ...item, id: 4 }, 404, '信息不存在'],
      ['modifyLogistics (tab)', '/logistics/user/base/modify', { ...item, id: 1, tab: 'cb' }, 400, 'tab'],
      ['setLogisticsField (not mine)', '/logistics/user/base/field', { id: 4, field: 'status', value: 0 }, 404, '信息不存在'],
      ['setLogisticsField (no value)', '/logistics/user/base/field', { id: 1, field: 'status' }, 400, 'value'],
      ['setLogisticsField (field)', '/logistics/user/base/field', { id: 1, field: 'title', value: 0 }, 400, 'field'],
      ['changeLogisticsFields (one not mine)', '/logistics/user/base/changefieldlist', { ids: '1,4', field: 'status', value: 0 }, 404, '信息不存在'],
      ['changeLogisticsFields (repeat)', '/logistics/user/base/changefieldlist', { ids: '1,1', field: 'refresh' }, 400, 'ids'],
      ['logisticsConnect (own item)', '/logistics/user/connect', { item_id: 1 }, 201, '不能联系自己'],
      ['logisticsConnect (taken down)', '/logistics/user/connect', { item_id: 5 }, 404, '信息不存在'],
      ['logisticsConnect (too long)', '/logistics/user/connect', { item_id: 4, content: '长'.repeat(501) }, 400, 'content'],
      ['changeLogisticsConnect (not mine)', '/logistics/user/changeConnectField', { id: 3, field: 'handled', value: 1 }, 404, '联系记录不存在'],
      ['changeLogisticsConnect (value)', '/logistics/user/changeConnectField', { id: 1, field: 'handled', value: 2 }, 400, 'value'],
      ['addLogisticsMessage (blank)', '/logistics/user/msg/add', { to_user: 2, content: '   ' }, 400, 'content'],
      ['addLogisticsMessage (to self)', '/logistics/user/msg/add', { to_user: 1, content: '你好' }, 201, '不能给自己发消息'],
      ['addLogisticsMessage (nobody)', '/logistics/user/msg/add', { to_user: 999999, content: '你好' }, 404, '用户不存在'],
    ];
    for (const [name, path, params, code, msg] of cases) {
      it(`${name} → ${code}`, async () => {
        const snapshot = rows();
        const res = await s.post(path, params, token);
        expect(res.code, res.msg).toBe(code);
        expect(res.msg).toContain(msg);
        expect(rows()).toEqual(snapshot);
        unchanged();
      });
    }

    it('a guest is sent to login by every well-formed member write, and nothing is written', async () => {
      const snapshot = rows();
      // the form is checked against the contract first (400), the session then: the well-formed ones
      for (const [, path, params] of cases.filter(([, path, , code]) => path.includes('/user/') && code !== 400)) expect((await s.post(path, params)).code).toBe(101);
      expect(rows()).toEqual(snapshot);
      unchanged();
    });
  });

  describe('unknown ids', () => {
    const cases: [string, 'get' | 'post', string, Record<string, unknown>, string][] = [
      ['teacher', 'get', '/education/info', { id: 99999, type: 3 }, '教师不存在'],
      ['school', 'get', '/education/info', { id: 99999, type: 1 }, '学校或机构不存在'],
      ['courseware detail', 'get', '/education/coursewareDetail', { id: 99999, type: 1 }, '课件不存在'],
      ['comment list', 'get', '/education/commentList', { id: 99999, page: 1 }, '课件不存在'],
      ['reply to a missing comment', 'post', '/education/postReply', { id: 1, message_id: 99999, msg: '你好' }, '留言不存在'],
      ['remark', 'post', '/education/deleteRemark', { beizhu_id: 99999 }, '备注不存在'],
      ['gift', 'post', '/education/sendGift', { teacherid: 1, id: 99999, number: 1 }, '礼物不存在'],
      ['gift to a missing teacher', 'post', '/education/sendGift', { teacherid: 99999, id: 1, number: 1 }, '教师不存在'],
      ['like a missing teacher', 'post', '/education/toggleLike', { id: 99999 }, '教师不存在'],
      ['order', 'get', '/education/paymentStatus', { order_number: 'WZ00000000' }, '订单不存在'],
      ['notice', 'get', '/education/noticeDetail', { id: 99999 }, '内容不存在'],
      ['tour', 'post', '/tour/detail', { id: 99999 }, '旅游线路不存在'],
      ['mall goods', 'get', '/mall/mallgoods/getGoodsbaseinfo', { goods_id: 99999 }, '商品不存在'],
      ['mall order', 'get', '/mall/mallorder/orderDetail', { order_number: 'MO00000000' }, '订单不存在'],
      ['mall address', 'post', '/mall/mallorder/deleteAddress', { id: 99999 }, '收货地址不存在'],
      ['mall snap-up', 'post', '/mall/mallyuyue/yuYue', { id: 99999 }, '抢购活动不存在'],
    ];
    for (const [name, method, path, params, msg] of cases) {
      it(`${name} → 404 ${msg}`, async () => {
        const res = method === 'get' ? await s.get(path, params, token) : await s.post(path, params, token);
        expect(res).toEqual({ code: 404, msg, data: null });
        unchanged();
      });
    }

    it("someone else's remark cannot be deleted", async () => {
      const other = s.db.prepare('SELECT id FROM remarks WHERE user_id != 1 LIMIT 1').get() as { id: number };
      const res = await s.post('/education/deleteRemark', { beizhu_id: other.id }, token);
      expect(res).toEqual({ code: 201, msg: '只能删除自己添加的备注', data: null });
      unchanged();
    });

    it('an unknown route is HTTP 404 with an envelope', async () => {
      const res = await s.app.inject({ method: 'GET', url: '/public/v1/nope' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
    });
  });
});
