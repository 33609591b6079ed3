import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/index.js';
import { testServer, type TestServer } from './helpers.js';

describe('seller centre after the sale: returns, review replies, buyer messages', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  const count = (sql: string, ...args: unknown[]) => (s.db.prepare(sql).get(...args) as { n: number }).n;
  const stockOf = (productId: number) => (s.db.prepare('SELECT stock FROM mall_products WHERE id = ?').get(productId) as { stock: number }).stock;
  let members = 0;
  function member() {
    members++;
    const id = Number(s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES (?, ?, '', '!', 0)").run(`svc${members}`, `会员${members}`).lastInsertRowid);
    return { id, token: createSession(s.ctx, id).token };
  }
  const image = (userId: number) => Number(s.db.prepare('INSERT INTO images (url, user_id) VALUES (?, ?)').run(`/uploads/files/s${Math.random()}.png`, userId).lastInsertRowid);
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  async function openShop(name: string) {
    const m = member();
    await s.post('/mall/mallshop/shopRuzhu', { shopname: name, main_category: 2, sub_category: 21, contact: '张店长', phone: '13900000001', address: '江苏省盐城市亭湖区解放路 1 号', licence: image(m.id) }, m.token);
    const { shop_id } = (await s.get('/seller/shop/status', {}, m.token)).data;
    await s.app.inject({ method: 'POST', url: `/review/sim/shop/${shop_id}`, headers: form, payload: 'action=approve' });
    return m;
  }
  /** A one-combination goods item at 50.00 with 10 in stock. */
  async function publish(seller: { id: number; token: string }, title: string) {
    const saved = await s.post('/seller/goods/save', {
      category_id: 211, title, pics: String(image(seller.id)), description: '<p>好物</p>', shipping_cents: 0,
      'specs[0].name': '颜色', 'specs[0].values[0]': '白色', 'skus[0].key': '0', 'skus[0].price_cents': 5000, 'skus[0].stock': 10, 'skus[0].code': '', save_as: 'sale',
    }, seller.token);
    expect(saved.code, saved.msg).toBe(200);
    const goodsId = saved.data.id as number;
    const product = (await s.get('/mall/mallgoods/getGoodsattr', { goods_id: goodsId })).data.products[0].id as number;
    return { goodsId, product };
  }
  /** The buyer buys `quantity` and pays through the simulator; the order's number. */
  async function buyAndPay(buyer: { token: string }, product: number, quantity: number, key: string) {
    const addr = await s.post('/mall/mallorder/saveAddress', { name: '买家', phone: '13900000009', province: '江苏省', city: '盐城市', district: '亭湖区', address: '人民路 1 号' }, buyer.token);
    const cart = await s.post('/mall/mallcart/addTocart', { product_id: product, quantity }, buyer.token);
    const order = await s.post('/mall/mallorder/submitOrderinfo', { ids: String(cart.data.id), address_id: addr.data.id, client_key: key }, buyer.token);
    expect(order.code, order.msg).toBe(200);
    await s.app.inject({ method: 'POST', url: `/pay/sim/${order.data.order_number}`, headers: form, payload: 'action=pay' });
    return order.data.order_number as string;
  }

  it('agreeing to a return refunds and closes the order and puts the stock back; a refusal gives the buyer its reason', async () => {
    const seller = await openShop('退货测试店');
    const rival = await openShop('隔壁店');
    const { goodsId, product } = await publish(seller, '退货测试 纯棉毛巾');
    const buyer = member();
    const order = await buyAndPay(buyer, product, 2, 'svc-ret-1');
    expect(stockOf(product)).toBe(8);
    expect((await s.get('/seller/overview', {}, seller.token)).data.week_sales.at(-1).amount).toBe('100.00');
    expect((await s.post('/mall/mallorder/applyReturn', { order_number: order, reason: '不想要了' }, buyer.token)).code).toBe(200);

    const waiting = await s.get('/seller/returns/list', {}, seller.token);
    expect(waiting.data.counts).toEqual({ all: 1, wait: 1, agreed: 0, refused: 0 });
    expect(waiting.data.lists[0]).toMatchObject({ order_number: order, reason: '不想要了', status: 1, amount: '100.00', items: [{ title: '退货测试 纯棉毛巾', spec: expect.any(String), quantity: 2 }] });
    expect((await s.get('/seller/overview', {}, seller.token)).data.returns_waiting).toBe(1);
    expect((await s.get('/seller/returns/list', {}, rival.token)).data.total).toBe(0);

    // refused input and another shop write nothing
    const noReason = await s.post('/seller/returns/decide', { order_number: order, action: 'refuse', reason: ' 不 ' }, seller.token);
    expect(noReason.code).toBe(400);
    expect(noReason.msg).toContain('请填写拒绝理由');
    expect((await s.post('/seller/returns/decide', { order_number: order, action: 'agree' }, rival.token)).code).toBe(404);
    expect(count('SELECT COUNT(*) AS n FROM mall_returns r JOIN mall_orders o ON o.id = r.order_id WHERE o.order_number = ? AND r.status = 1', order)).toBe(1);
    expect(stockOf(product)).toBe(8);

    const agreed = await s.post('/seller/returns/decide', { order_number: order, action: 'agree' }, seller.token);
    expect(agreed).toMatchObject({ code: 200, msg: '已同意退货，货款已退回买家' });
    expect(stockOf(product)).toBe(10);
    const detail = (await s.get('/mall/mallorder/orderDetail', { order_number: order }, buyer.token)).data;
    expect(detail).toMatchObject({ status: 0, trade_state: 'REFUND' });
    expect(detail.timeline.at(-1).text).toBe('商家已同意退货，退款 ¥100.00 已原路退回');
    expect((await s.get('/mall/mallorder/myReturns', {}, buyer.token)).data.lists[0].status).toBe(2);
    expect((await s.get('/seller/overview', {}, seller.token)).data).toMatchObject({ returns_waiting: 0 });
    expect((await s.get('/seller/overview', {}, seller.token)).data.week_sales.at(-1).amount).toBe('0.00');
    expect((await s.post('/seller/returns/decide', { order_number: order, action: 'agree' }, seller.token)).code).toBe(201);
    expect(stockOf(product)).toBe(10);

    // a refusal: the order goes back to 待发货 and the buyer reads why
    const second = await buyAndPay(buyer, product, 1, 'svc-ret-2');
    await s.post('/mall/mallorder/applyReturn', { order_number: second, reason: '与描述不符' }, buyer.token);
    const refused = await s.post('/seller/returns/decide', { order_number: second, action: 'refuse', reason: '商品已按描述发出，请先确认收货' }, seller.token);
    expect(refused.code, refused.msg).toBe(200);
    expect(stockOf(product)).toBe(9);
    expect((await s.get('/mall/mallorder/orderDetail', { order_number: second }, buyer.token)).data.status).toBe(2);
    const mine = (await s.get('/mall/mallorder/myReturns', {}, buyer.token)).data.lists.find((r: { order_number: string }) => r.order_number === second);
    expect(mine).toMatchObject({ status: 3, refuse_reason: '商品已按描述发出，请先确认收货' });
    expect((await s.get('/seller/returns/list', { tab: 'refused' }, seller.token)).data.lists[0].refuse_reason).toBe('商品已按描述发出，请先确认收货');
    expect(goodsId).toBeGreaterThan(0);
  });

  it('a reply to a review shows under it on the goods page; another shop cannot reply', async () => {
    const seller = await openShop('评价测试店');
    const rival = await openShop('别家店');
    const { goodsId, product } = await publish(seller, '评价测试 陶瓷马克杯');
    const buyer = member();
    const order = await buyAndPay(buyer, product, 1, 'svc-rev-1');
    await s.post('/seller/orders/ship', { order_number: order, carrier: '顺丰速运', tracking: 'SF0000000001' }, seller.token);
    await s.post('/mall/mallorder/confirmReceipt', { order_number: order }, buyer.token);
    const item = (await s.get('/mall/mallorder/orderDetail', { order_number: order }, buyer.token)).data.items[0].id;
    expect((await s.post('/mall/mallorder/reviewOrder', { order_number: order, item_id: item, score: 5, content: '杯子很好看，做工精致' }, buyer.token)).code).toBe(200);

    const list = await s.get('/seller/comments/list', { tab: 'unreplied' }, seller.token);
    expect(list.data.counts).toEqual({ all: 1, unreplied: 1 });
    const review = list.data.lists[0];
    expect(review).toMatchObject({ goods_id: goodsId, title: '评价测试 陶瓷马克杯', score: 5, content: '杯子很好看，做工精致', reply: '' });
    expect((await s.get('/seller/comments/list', {}, rival.token)).data.total).toBe(0);

    const blank = await s.post('/seller/comments/reply', { id: review.id, reply: '   ' }, seller.token);
    expect(blank.code).toBe(400);
    expect(blank.msg).toContain('请输入回复内容');
    expect((await s.post('/seller/comments/reply', { id: review.id, reply: '冒名回复的内容' }, rival.token)).code).toBe(404);
    expect(count("SELECT COUNT(*) AS n FROM mall_comments WHERE id = ? AND reply = ''", review.id)).toBe(1);

    expect((await s.post('/seller/comments/reply', { id: review.id, reply: ' 感谢支持，<b>欢迎再来</b> ' }, seller.token)).msg).toBe('回复成功');
    const shown = (await s.get('/mall/mallgoods/getGoodscomment', { goods_id: goodsId })).data.lists[0];
    expect(shown.reply).toBe('感谢支持，<b>欢迎再来</b>');
    expect((await s.get('/seller/comments/list', { tab: 'unreplied' }, seller.token)).data.total).toBe(0);
  });

  it("a reply to a buyer's message shows in the buyer's message box; another shop cannot reply", async () => {
    const seller = await openShop('留言测试店');
    const rival = await openShop('第三家店');
    const { goodsId } = await publish(seller, '留言测试 竹编收纳篮');
    const buyer = member();
    expect((await s.post('/mall/mallgoods/liuYan', { goods_id: goodsId, content: '请问有大号的吗？' }, buyer.token)).code).toBe(200);

    const list = await s.get('/seller/messages/list', { tab: 'unreplied' }, seller.token);
    expect(list.data.lists).toMatchObject([{ goods_id: goodsId, content: '请问有大号的吗？', reply: '', nickname: expect.any(String) }]);
    const id = list.data.lists[0].id;
    expect((await s.get('/seller/messages/list', {}, rival.token)).data.total).toBe(0);
    expect((await s.post('/seller/messages/reply', { id, reply: '抢答一下' }, rival.token)).code).toBe(404);
    expect((await s.post('/seller/messages/reply', { id, reply: 'x'.repeat(301) }, seller.token)).code).toBe(400);
    expect(count("SELECT COUNT(*) AS n FROM mall_messages WHERE id = ? AND reply = ''", id)).toBe(1);

    expect((await s.post('/seller/messages/reply', { id, reply: '有的，下周到货' }, seller.token)).code).toBe(200);
    const mine = (await s.get('/mall/mallgoods/myMessages', {}, buyer.token)).data.lists[0];
    expect(mine).toMatchObject({ goods_id: goodsId, reply: '有的，下周到货' });
    expect((await s.get('/seller/messages/list', {}, seller.token)).data.counts).toEqual({ all: 1, unreplied: 0 });
  });
});
