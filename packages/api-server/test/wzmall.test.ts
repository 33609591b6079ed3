import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, tableCounts } from '../src/index.js';
import { signWrite, testServer, toQuery, writeStamper, type Json, type TestServer } from './helpers.js';

describe('mall (buyer side)', () => {
  let s: TestServer;
  let base: string;
  let demo: string;
  let other: string;
  beforeAll(async () => {
    s = await testServer({ host: '127.0.0.1' });
    base = await s.listen();
    demo = await s.login();
    other = await s.login('laoshi');
  });
  afterAll(() => s.close());

  // concurrent requests go over real HTTP, each member a client of its own
  const stamps = writeStamper();
  const post = async (path: string, params: Record<string, unknown>, token: string): Promise<Json> => {
    const res = await fetch(`${base}/public/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
      body: toQuery(signWrite(stamps, path, params, token, s.ctx.now())),
    });
    return (await res.json()) as Json;
  };
  const stockOf = (productId: number) => (s.db.prepare('SELECT stock FROM mall_products WHERE id = ?').get(productId) as { stock: number }).stock;
  const count = (sql: string, ...args: unknown[]) => (s.db.prepare(sql).get(...args) as { n: number }).n;
  const pay = (orderNumber: string) =>
    s.app.inject({ method: 'POST', url: `/pay/sim/${orderNumber}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=pay' });
  /** A new member with a default address, and their token. */
  let members = 0;
  async function member() {
    members++;
    const id = Number(s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES (?, '', '', '!', 0)").run(`buyer${members}`).lastInsertRowid);
    const token = createSession(s.ctx, id).token;
    const a = await s.post('/mall/mallorder/saveAddress', { name: '买家', phone: '13900000009', province: '江苏省', city: '盐城市', district: '亭湖区', address: '人民路 1 号' }, token);
    expect(a.code).toBe(200);
    return { id, token, address: a.data.id as number };
  }

  describe('browse', () => {
    it('lists a category subtree sorted by price, filters by facet and brand, searches', async () => {
      const tree = await s.get('/mall/mallcategory/categoryList');
      expect(tree.data).toHaveLength(6);
      expect(tree.data[0].children[0].children[0].level).toBe(3);
      const list = await s.get('/mall/mallshop/goodsList', { cid: 1, sort: 2 });
      expect(list.data.total).toBe(7);
      const prices = list.data.lists.map((g: { price: string }) => Number(g.price));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const facets = await s.get('/mall/mallcategory/filterAttr', { cid: 111 });
      const value = facets.data[0].values[0].id;
      const filtered = await s.get('/mall/mallshop/goodsList', { cid: 1, attr: String(value) });
      expect(filtered.data.total).toBeGreaterThan(0);
      expect(filtered.data.total).toBeLessThan(7);
      const brands = await s.get('/mall/mallbrand/getCategorybrand', { cid: 1 });
      const byBrand = await s.get('/mall/mallshop/goodsList', { brand: String(brands.data[0].id) });
      expect(byBrand.data.lists.every((g: { title: string }) => g.title.startsWith(brands.data[0].name))).toBe(true);
      const found = await s.get('/mall/mallshop/search', { keyword: '羽绒服' });
      expect(found.data.total).toBe(2);
      expect(await s.get('/mall/mallshop/search', { keyword: '  ' })).toEqual({ code: 400, msg: '请先输入搜索内容！', data: null });
    });

    it('a combination that is not sold cannot be chosen', async () => {
      const attr = await s.get('/mall/mallgoods/getGoodsattr', { goods_id: 1 });
      expect(attr.data.specs.map((sp: { name: string }) => sp.name)).toEqual(['颜色', '存储']);
      const last = attr.data.specs.map((sp: { values: { id: number }[] }) => sp.values.at(-1)!.id).join(',');
      expect(attr.data.products.some((p: { values: number[] }) => p.values.join(',') === last)).toBe(false);
      expect((await s.get('/mall/mallgoods/getProduct', { goods_id: 1, values: last })).code).toBe(404);
      const first = attr.data.products[0];
      const product = await s.get('/mall/mallgoods/getProduct', { goods_id: 1, values: first.values.join(',') });
      expect(product.data).toMatchObject({ id: first.id, price: first.price, stock: first.stock });
    });
  });

  describe('cart → checkout → payment', () => {
    it('adds within stock, totals on the server, submits once per key, pays, and the order is paid', async () => {
      const b = await member();
      const attr = await s.get('/mall/mallgoods/getGoodsattr', { goods_id: 3 });
      const product = attr.data.products.find((p: { stock: number }) => p.stock >= 3);
      const added = await s.post('/mall/mallcart/addTocart', { product_id: product.id, quantity: 1 }, b.token);
      expect(added).toMatchObject({ code: 200, data: { count: 1 } });
      expect((await s.post('/mall/mallcart/addTocart', { product_id: product.id, quantity: product.stock }, b.token)).code).toBe(201);
      expect((await s.get('/mall/mallcart/cartGoodsaddone', { id: added.data.id }, b.token)).data.quantity).toBe(2);
      const price = await s.get('/mall/mallcart/getCartgoodsprice', { ids: String(added.data.id) }, b.token);
      const cents = Math.round(Number(product.price) * 100) * 2;
      expect(price.data.goods_amount).toBe((cents / 100).toFixed(2));
      const fee = await s.post('/mall/mallorder/jsOrderfee', { ids: String(added.data.id), address_id: b.address }, b.token);
      expect(fee.data).toEqual(price.data);
      const before = stockOf(product.id);
      const submit = { ids: String(added.data.id), address_id: b.address, client_key: 'checkout-once-1' };
      const [first, second] = await Promise.all([post('/mall/mallorder/submitOrderinfo', submit, b.token), post('/mall/mallorder/submitOrderinfo', submit, b.token)]);
      expect(first.code, first.msg).toBe(200);
      expect(second.data.order_number).toBe(first.data.order_number);
      expect(count('SELECT COUNT(*) AS n FROM mall_orders WHERE user_id = ?', b.id)).toBe(1);
      expect(stockOf(product.id)).toBe(before - 2);
      expect(first.data.amount).toBe(fee.data.total);
      expect((await s.get('/mall/mallcart/getCartgoods', {}, b.token)).data.count).toBe(0);
      expect((await s.get('/mall/mallyuyue/queryOrder', { order_number: first.data.order_number }, b.token)).data.trade_state).toBe('NOTPAY');
      expect((await s.get('/mall/mallyuyue/getGoodsQrcode', { order_number: first.data.order_number }, b.token)).data.code_url).toContain('/pay/sim/');
      expect((await pay(first.data.order_number)).statusCode).toBe(303);
      expect((await s.get('/mall/mallyuyue/queryOrder', { order_number: first.data.order_number }, b.token)).data.trade_state).toBe('SUCCESS');
      const orders = await s.get('/mall/mallorder/myOrders', { tab: 'ship' }, b.token);
      expect(orders.data.lists[0]).toMatchObject({ order_number: first.data.order_number, status: 2, trade_state: 'SUCCESS' });
      const detail = await s.get('/mall/mallorder/orderDetail', { order_number: first.data.order_number }, b.token);
      expect(detail.data.timeline.map((t: { status: number }) => t.status)).toEqual([1, 2]);
    });

    it('refuses a price field (the page never sends one) and writes nothing', async () => {
      const before = tableCounts(s.db);
      const res = await s.post('/mall/mallorder/submitOrderinfo', { ids: '1,2', address_id: 1, client_key: 'tampered-001', price: '0.01' }, demo);
      expect(res.code).toBe(400);
      const fee = await s.post('/mall/mallorder/jsOrderfee', { ids: '1', address_id: 1, total: '0.01' }, demo);
      expect(fee.code).toBe(400);
      expect(tableCounts(s.db)).toEqual(before);
    });

    it('concurrent checkouts of the last piece: one order, stock 0, never below', async () => {
      const buyers = await Promise.all(Array.from({ length: 6 }, () => member()));
      const productId = (s.db.prepare('SELECT id FROM mall_products WHERE goods_id = 20 ORDER BY id LIMIT 1').get() as { id: number }).id;
      s.db.prepare('UPDATE mall_products SET stock = 1 WHERE id = ?').run(productId);
      const carts = await Promise.all(buyers.map((b) => s.post('/mall/mallcart/addTocart', { product_id: productId, quantity: 1 }, b.token)));
      expect(carts.every((c) => c.code === 200)).toBe(true);
      const results = await Promise.all(
        buyers.map((b, i) => post('/mall/mallorder/submitOrderinfo', { ids: String(carts[i]!.data.id), address_id: b.address, client_key: `last-piece-${i}-x` }, b.token)),
      );
      expect(results.filter((r) => r.code === 200)).toHaveLength(1);
      expect(results.filter((r) => r.code === 201).every((r) => r.msg.startsWith('库存不足'))).toBe(true);
      expect(stockOf(productId)).toBe(0);
    });

    it('an unpaid order closes after its time and gives its stock back', async () => {
      const b = await member();
      const productId = (s.db.prepare('SELECT id FROM mall_products WHERE goods_id = 21 AND stock > 0 ORDER BY id LIMIT 1').get() as { id: number }).id;
      const before = stockOf(productId);
      const c = await s.post('/mall/mallcart/addTocart', { product_id: productId, quantity: 1 }, b.token);
      const o = await s.post('/mall/mallorder/submitOrderinfo', { ids: String(c.data.id), address_id: b.address, client_key: 'will-close-1' }, b.token);
      expect(stockOf(productId)).toBe(before - 1);
      s.advance(s.ctx.config.orderTtlSeconds + 1);
      expect((await s.get('/mall/mallyuyue/queryOrder', { order_number: o.data.order_number }, b.token)).data.trade_state).toBe('CLOSED');
      expect(stockOf(productId)).toBe(before);
      expect((await s.get('/mall/mallyuyue/getGoodsQrcode', { order_number: o.data.order_number }, b.token)).msg).toBe('订单已关闭');
    });
  });

  describe('snap-up', () => {
    it('before the start: appointment once, no order', async () => {
      const b = await member();
      const list = await s.get('/mall/mallyuyue/getYuyueOrderinfo', {}, b.token);
      const future = list.data.find((x: { starts_in: number }) => x.starts_in > 0);
      expect((await s.post('/mall/mallyuyue/yuYue', { id: future.id }, b.token)).msg).toBe('预约成功');
      expect((await s.post('/mall/mallyuyue/yuYue', { id: future.id }, b.token)).code).toBe(201);
      const order = await s.post('/mall/mallyuyue/submitQiangouorder', { id: future.id, quantity: 1, address_id: b.address, client_key: 'too-early-1' }, b.token);
      expect(order).toEqual({ code: 201, msg: '抢购尚未开始', data: null });
      expect((await s.get('/mall/mallyuyue/getYuyueOrderinfo', {}, b.token)).data.find((x: { id: number }) => x.id === future.id).reserved).toBe(true);
    });

    it('after the start the per-member limit holds under concurrency', async () => {
      const b = await member();
      const running = (await s.get('/mall/mallyuyue/getYuyueOrderinfo', {}, b.token)).data.find((x: { starts_in: number }) => x.starts_in === 0);
      const fee = await s.post('/mall/mallyuyue/jsQianggouOrderfee', { id: running.id, quantity: 1, address_id: b.address }, b.token);
      expect(fee.data.goods_amount).toBe(running.price);
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) => post('/mall/mallyuyue/submitQiangouorder', { id: running.id, quantity: 1, address_id: b.address, client_key: `snap-${i}-limit` }, b.token)),
      );
      expect(results.filter((r) => r.code === 200), JSON.stringify(results)).toHaveLength(running.limit);
      expect(results.filter((r) => r.code === 201).every((r) => r.msg.startsWith('每人限购'))).toBe(true);
    });
  });

  describe('member centre', () => {
    it('confirms receipt, reviews with a picture (shown on the goods), returns once', async () => {
      const seededShipped = 'MO2025112000000001';
      expect((await s.post('/mall/mallorder/confirmReceipt', { order_number: seededShipped }, demo)).code).toBe(200);
      expect((await s.post('/mall/mallorder/confirmReceipt', { order_number: seededShipped }, demo)).code).toBe(201);
      const image = Number(s.db.prepare("INSERT INTO images (url, user_id) VALUES ('/media/img/goods/review-1.svg', 1)").run().lastInsertRowid);
      const detail = await s.get('/mall/mallorder/orderDetail', { order_number: seededShipped }, demo);
      const item = detail.data.items[0];
      expect((await s.post('/mall/mallorder/reviewOrder', { order_number: seededShipped, item_id: item.id, score: 5, content: '太短' }, demo)).code).toBe(400);
      const review = await s.post('/mall/mallorder/reviewOrder', { order_number: seededShipped, item_id: item.id, score: 4, content: '<b>很好</b>，值得购买', images: String(image) }, demo);
      expect(review.code, review.msg).toBe(200);
      const comments = await s.get('/mall/mallgoods/getGoodscomment', { goods_id: item.goods_id, pic: 1 });
      expect(comments.data.lists[0]).toMatchObject({ content: '<b>很好</b>，值得购买', score: 4 });
      expect(comments.data.lists[0].pics[0]).toContain('review-1.svg');
      expect((await s.get('/mall/mallorder/orderDetail', { order_number: seededShipped }, demo)).data.status).toBe(5);
      const ret = await s.post('/mall/mallorder/applyReturn', { order_number: 'MO2025112000000003', reason: '不想要了' }, demo);
      expect(ret.code).toBe(200);
      expect((await s.post('/mall/mallorder/applyReturn', { order_number: 'MO2025112000000003', reason: '不想要了' }, demo)).code).toBe(201);
      expect((await s.get('/mall/mallorder/myReturns', {}, demo)).data.lists[0].order_number).toBe('MO2025112000000003');
    });

    it("a member can neither read nor change another member's orders, addresses or cart", async () => {
      const before = tableCounts(s.db);
      const mine = 'MO2025112000000004';
      for (const res of [
        await s.get('/mall/mallorder/orderDetail', { order_number: mine }, other),
        await s.get('/mall/mallyuyue/queryOrder', { order_number: mine }, other),
        await s.post('/mall/mallorder/applyReturn', { order_number: mine, reason: '其他', description: 'x' }, other),
        await s.post('/mall/mallorder/confirmReceipt', { order_number: mine }, other),
        await s.post('/mall/mallorder/saveAddress', { id: 1, name: '黑客', phone: '13900000000', province: '江苏省', city: '盐城市', district: '亭湖区', address: 'x' }, other),
        await s.post('/mall/mallorder/deleteAddress', { id: 1 }, other),
        await s.post('/mall/mallorder/jsOrderfee', { ids: '1', address_id: 1 }, other),
        await s.get('/mall/mallcart/delCartgoods', { ids: '1' }, other),
        await s.get('/mall/mallcart/cartGoodsaddone', { id: 1 }, other),
      ])
        expect(res.code, res.msg).toBe(404);
      expect((await s.get('/mall/mallorder/getShouhuoinfo', {}, other)).data.map((a: { id: number }) => a.id)).not.toContain(1);
      expect((await s.get('/mall/mallorder/myOrders', {}, other)).data.lists.map((o: { order_number: string }) => o.order_number)).not.toContain(mine);
      expect(tableCounts(s.db)).toEqual(before);
    });

    it('bad input: field messages, nothing saved', async () => {
      const before = tableCounts(s.db);
      const address = { name: '王五', phone: '123', province: '江苏省', city: '盐城市', district: '亭湖区', address: '人民路' };
      expect((await s.post('/mall/mallorder/saveAddress', address, demo)).msg).toContain('phone');
      expect((await s.post('/mall/mallorder/saveAddress', { ...address, phone: '13900000000', name: '  ' }, demo)).msg).toContain('请填写收货人');
      expect((await s.post('/mall/mallxuqiu/fabuXuqiu', { title: '求', content: '内容', contact: '王', phone: '13900000000' }, demo)).code).toBe(400);
      expect((await s.post('/mall/mallshop/shopRuzhu', { shopname: '小店', main_category: 1, sub_category: 21, contact: '王', phone: '13900000000', address: '盐城', licence: 1 }, demo)).msg).toContain('sub_category');
      expect((await s.post('/mall/mallgoods/liuYan', { goods_id: 1, content: '   ' }, demo)).msg).toContain('请输入留言内容');
      expect(tableCounts(s.db)).toEqual(before);
    });

    it('merchant entry with an uploaded licence shows its status afterwards', async () => {
      const b = await member();
      const image = Number(s.db.prepare("INSERT INTO images (url, user_id) VALUES ('/media/img/cert/licence-9.svg', ?)").run(b.id).lastInsertRowid);
      expect((await s.get('/mall/mallshop/ruzhuStatus', {}, b.token)).data.status).toBe(0);
      const entry = await s.post('/mall/mallshop/shopRuzhu', { shopname: '新开小店', main_category: 1, sub_category: 11, contact: '买家', phone: '13900000009', address: '盐城', licence: image }, b.token);
      expect(entry.code, entry.msg).toBe(200);
      expect((await s.get('/mall/mallshop/ruzhuStatus', {}, b.token)).data).toEqual({ status: 1, shopname: '新开小店', reason: '' });
      expect((await s.post('/mall/mallshop/shopRuzhu', { shopname: '新开小店', main_category: 1, sub_category: 11, contact: '买家', phone: '13900000009', address: '盐城', licence: image }, b.token)).code).toBe(201);
    });

    it('follows, messages and demands are the member’s own', async () => {
      const b = await member();
      expect((await s.get('/mall/mallgoods/guanZhu', { goods_id: 2 }, b.token)).data.followed).toBe(true);
      expect((await s.get('/mall/mallgoods/getGoodsbaseinfo', { goods_id: 2 }, b.token)).data.followed).toBe(true);
      expect((await s.get('/mall/mallgoods/myFollows', {}, b.token)).data.lists[0].id).toBe(2);
      expect((await s.get('/mall/mallgoods/guanZhu', { goods_id: 2 }, b.token)).data.followed).toBe(false);
      await s.post('/mall/mallgoods/liuYan', { goods_id: 2, content: '有货吗？' }, b.token);
      expect((await s.get('/mall/mallgoods/myMessages', {}, b.token)).data.lists[0].content).toBe('有货吗？');
      const d = await s.post('/mall/mallxuqiu/fabuXuqiu', { title: '求购一台冰箱', content: '双开门', budget: 3000, contact: '买家', phone: '13900000009' }, b.token);
      expect(d.code).toBe(200);
      expect((await s.get('/mall/mallxuqiu/myXuqiu', {}, b.token)).data.lists[0]).toMatchObject({ title: '求购一台冰箱', budget: '3000.00', phone: '13900000009' });
      const publicList = await s.get('/mall/mallxuqiu/xuqiuList');
      expect(publicList.data.lists[0].phone).toBe('139****0009');
      expect((await s.get('/mall/mallxuqiu/xuqiuSearch', { keyword: '冰箱' })).data.total).toBe(1);
    });
  });
});
