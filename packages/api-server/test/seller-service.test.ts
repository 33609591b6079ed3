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

  it('shop settings save with Chinese refusals that write nothing; income counts paid and refunded orders', async () => {
    const seller = await openShop('设置测试店');
    const rival = await openShop('设置隔壁店');
    const good = { shopname: '设置测试店·旗舰', intro: '只卖<b>纯棉</b>', phone: '13900003333', return_address: '江苏省盐城市亭湖区人民路 9 号', account_name: '张店长', account_no: '6222 0202 0011 2233' };
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...good, shopname: ' 店 ' }, '请填写店铺名称'],
      [{ ...good, phone: '12345' }, '请输入正确的手机号'],
      [{ ...good, return_address: '  ' }, '请填写退货地址'],
      [{ ...good, account_no: '62-22' }, '请输入正确的银行卡号'],
      [{ ...good, shopname: '设置隔壁店' }, '店铺名称已被使用'],
      [{ ...good, logo: image(rival.id) }, '图片不存在'],
    ];
    for (const [body, msg] of refusals) {
      const r = await s.post('/seller/settings/save', body, seller.token);
      expect(r.code, msg).toBe(400);
      expect(r.msg).toContain(msg);
    }
    expect((await s.get('/seller/settings/one', {}, seller.token)).data).toMatchObject({ shopname: '设置测试店', return_address: '' });
    const logo = image(seller.id);
    expect((await s.post('/seller/settings/save', { ...good, logo }, seller.token)).msg).toBe('保存成功');
    const saved = (await s.get('/seller/settings/one', {}, seller.token)).data;
    expect(saved).toMatchObject({ shopname: '设置测试店·旗舰', intro: '只卖<b>纯棉</b>', account_no: '6222020200112233', income: { paid: '0.00', refunded: '0.00', to_settle: '0.00' } });
    expect(saved.logo).toMatch(/\/uploads\/files\/s/);
    expect((await s.get('/seller/shop/status', {}, seller.token)).data.shopname).toBe('设置测试店·旗舰');
    expect((await s.get('/seller/settings/one', {}, rival.token)).data.shopname).toBe('设置隔壁店');

    const { product } = await publish(seller, '设置测试 棉麻围巾');
    const buyer = member();
    const kept = await buyAndPay(buyer, product, 1, 'svc-income-1');
    const back = await buyAndPay(buyer, product, 2, 'svc-income-2');
    await s.post('/mall/mallorder/applyReturn', { order_number: back, reason: '不想要了' }, buyer.token);
    await s.post('/seller/returns/decide', { order_number: back, action: 'agree' }, seller.token);
    expect((await s.get('/seller/settings/one', {}, seller.token)).data.income).toEqual({ paid: '150.00', refunded: '100.00', to_settle: '50.00' });
    expect(kept).toBeTruthy();
  });

  it('the shop category tree: two levels, ordered by the seller, another shop cannot touch it', async () => {
    const seller = await openShop('分类测试店');
    const rival = await openShop('分类隔壁店');
    const add = async (name: string, pid = 0) => (await s.post('/seller/classify/save', { name, pid }, seller.token)).data.id as number;
    const tops = [await add('上衣'), await add('裤装'), await add('配饰')];
    const tee = await add('T 恤', tops[0]);
    expect((await s.post('/seller/classify/save', { name: '短袖', pid: tee }, seller.token)).msg).toContain('最多两级');
    expect((await s.post('/seller/classify/save', { name: '  ' }, seller.token)).msg).toContain('请填写分类名称');
    expect((await s.post('/seller/classify/save', { name: '裤装' }, seller.token)).msg).toContain('同一级已有');
    expect((await s.post('/seller/classify/move', { id: tops[2], dir: 'up' }, seller.token)).code).toBe(200);
    expect((await s.post('/seller/classify/move', { id: tops[0], dir: 'up' }, seller.token)).code).toBe(201);
    expect((await s.post('/seller/classify/remove', { id: tops[0] }, seller.token)).msg).toBe('请先删除它的子分类');
    expect((await s.post('/seller/classify/save', { id: tops[1], name: '被改名' }, rival.token)).code).toBe(404);
    expect((await s.post('/seller/classify/move', { id: tops[1], dir: 'down' }, rival.token)).code).toBe(404);
    expect((await s.post('/seller/classify/remove', { id: tops[1] }, rival.token)).code).toBe(404);
    expect((await s.post('/seller/classify/save', { id: tops[1], name: '裤子' }, seller.token)).code).toBe(200);
    const tree = (await s.get('/seller/classify/list', {}, seller.token)).data.lists;
    expect(tree).toEqual([
      { id: tops[0], name: '上衣', children: [{ id: tee, name: 'T 恤' }] },
      { id: tops[2], name: '配饰', children: [] },
      { id: tops[1], name: '裤子', children: [] },
    ]);
    expect((await s.get('/seller/classify/list', {}, rival.token)).data.lists).toEqual([]);
  });

  it('freight templates: by piece or weight, free over an amount; refusals write nothing; another shop gets 404', async () => {
    const seller = await openShop('运费测试店');
    const rival = await openShop('运费隔壁店');
    const tpl = { name: '江浙沪包邮', mode: 'piece', first: 1, first_cents: 800, next: 1, next_cents: 200, free_over_cents: 9900 };
    for (const [body, msg] of [
      [{ ...tpl, name: ' ' }, '请填写模板名称'],
      [{ ...tpl, first: 0 }, '首件数应在'],
      [{ ...tpl, mode: 'weight', next: 0 }, '续重量（克）应在'],
      [{ ...tpl, first_cents: 100_001 }, '首费应在'],
    ] as const) {
      const r = await s.post('/seller/freight/save', body, seller.token);
      expect(r.code, msg).toBe(400);
      expect(r.msg).toContain(msg);
    }
    expect(count('SELECT COUNT(*) AS n FROM mall_freight_templates')).toBe(0);
    const id = (await s.post('/seller/freight/save', tpl, seller.token)).data.id as number;
    expect((await s.get('/seller/freight/list', {}, seller.token)).data.lists).toEqual([
      { id, name: '江浙沪包邮', mode: 'piece', first: 1, first_fee: '8.00', next: 1, next_fee: '2.00', free_over: '99.00' },
    ]);
    expect((await s.post('/seller/freight/save', { ...tpl, id, name: '偷改' }, rival.token)).code).toBe(404);
    expect((await s.post('/seller/freight/remove', { id }, rival.token)).code).toBe(404);
    await s.post('/seller/freight/save', { ...tpl, id, mode: 'weight', first: 1000, next: 500, free_over_cents: 0 }, seller.token);
    expect((await s.get('/seller/freight/list', {}, seller.token)).data.lists[0]).toMatchObject({ mode: 'weight', first: 1000, next: 500, free_over: null, name: '江浙沪包邮' });
    expect((await s.post('/seller/freight/remove', { id }, seller.token)).msg).toBe('已删除');
    expect((await s.get('/seller/freight/list', {}, seller.token)).data.lists).toEqual([]);
  });
});
