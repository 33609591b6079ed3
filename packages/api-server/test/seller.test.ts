import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/index.js';
import { testServer, type TestServer } from './helpers.js';

describe('seller centre (merchant side of the mall)', () => {
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
    const id = Number(s.db.prepare("INSERT INTO users (username, nickname, avatar, password_hash, created_at) VALUES (?, ?, '', '!', 0)").run(`seller${members}`, `卖家${members}`).lastInsertRowid);
    return { id, token: createSession(s.ctx, id).token };
  }
  const image = (userId: number) => Number(s.db.prepare('INSERT INTO images (url, user_id) VALUES (?, ?)').run(`/uploads/files/t${Math.random()}.png`, userId).lastInsertRowid);
  const review = (shopId: number, action: 'approve' | 'refuse', reason = '') =>
    s.app.inject({ method: 'POST', url: `/review/sim/shop/${shopId}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `action=${action}&reason=${encodeURIComponent(reason)}` });
  async function openShop(name: string) {
    const m = member();
    const applied = await s.post('/mall/mallshop/shopRuzhu', { shopname: name, main_category: 2, sub_category: 21, contact: '张店长', phone: '13900000001', address: '江苏省盐城市亭湖区解放路 1 号', licence: image(m.id) }, m.token);
    expect(applied.code, applied.msg).toBe(200);
    const status = await s.get('/seller/shop/status', {}, m.token);
    expect(status.data.status).toBe(1);
    expect(status.data.review_url).toMatch(/\/review\/sim\/shop\/\d+$/);
    expect((await review(status.data.shop_id, 'approve')).statusCode).toBe(303);
    return { ...m, shop: status.data.shop_id as number };
  }
  /** The SDK's form flattening: nested objects to dot keys, arrays to indexed keys (`specs[0].values[1]`). */
  function flat(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
    if (Array.isArray(value)) value.forEach((v, i) => flat(v, `${prefix}[${i}]`, out));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flat(v, prefix ? `${prefix}.${k}` : k, out);
    else out[prefix] = value;
    return out;
  }
  /** A 2 × 3 matrix: 颜色 (白, 黑) × 尺码 (S, M, L); white S costs 59.00, each step 1 元 more. */
  const tee = (pics: number[], extra: Record<string, unknown> = {}) => flat(teeFields(pics, extra));
  const teeFields = (pics: number[], extra: Record<string, unknown> = {}) => ({
    category_id: 211,
    title: '  纯棉圆领短袖 T 恤  ',
    pics: pics.join(','),
    description: '<p onclick="x()">纯棉 <strong>200g</strong></p><script>alert(1)</script><img src="javascript:alert(1)"><a href="/x">x</a>',
    shipping_cents: 800,
    code: 'TEE-01',
    specs: [{ name: '颜色', values: ['白色', '黑色'] }, { name: '尺码', values: ['S', 'M', 'L'] }],
    skus: [0, 1].flatMap((c) => [0, 1, 2].map((z) => ({ key: `${c},${z}`, price_cents: 5900 + (c * 3 + z) * 100, stock: 10, code: `TEE-${c}${z}` }))),
    save_as: 'sale',
    ...extra,
  });

  it('given a member without a shop, the seller calls say to open one and the status is 0', async () => {
    const m = member();
    expect((await s.get('/seller/shop/status', {}, m.token)).data).toEqual({ status: 0, shopname: '', reason: '', shop_id: 0, review_url: null });
    const list = await s.get('/seller/goods/list', {}, m.token);
    expect(list.code).toBe(201);
    expect(list.msg).toContain('入驻');
  });

  it('the reviewer simulator refuses with a reason the applicant sees, and a re-application waits again', async () => {
    const m = member();
    await s.post('/mall/mallshop/shopRuzhu', { shopname: '被驳回的店', main_category: 2, sub_category: 21, contact: '李', phone: '13900000002', address: '盐城', licence: image(m.id) }, m.token);
    const { shop_id } = (await s.get('/seller/shop/status', {}, m.token)).data;
    await review(shop_id, 'refuse', '营业执照不清晰');
    expect((await s.get('/seller/shop/status', {}, m.token)).data).toMatchObject({ status: 3, reason: '营业执照不清晰', review_url: null });
    expect((await s.get('/seller/overview', {}, m.token)).code).toBe(201);
    const again = await s.post('/mall/mallshop/shopRuzhu', { shopname: '重新申请的店', main_category: 2, sub_category: 21, contact: '李', phone: '13900000002', address: '盐城', licence: image(m.id) }, m.token);
    expect(again.code, again.msg).toBe(200);
    expect((await s.get('/seller/shop/status', {}, m.token)).data).toMatchObject({ status: 1, shopname: '重新申请的店', reason: '' });
  });

  it('publishes a 2 × 3 goods item the buyer finds, buys, pays; the seller ships it; stock and amounts are right', async () => {
    const seller = await openShop('阿青服饰');
    const pics = [image(seller.id), image(seller.id)];
    const goodsBefore = count('SELECT COUNT(*) AS n FROM mall_goods');

    // refused input writes nothing, with a Chinese message naming the field
    const missing = await s.post('/seller/goods/save', tee(pics, { skus: teeFields(pics).skus.slice(0, 5) }), seller.token);
    expect(missing.code).toBe(400);
    expect(missing.msg).toContain('应有 6 个组合');
    const foreignPic = await s.post('/seller/goods/save', tee([image(member().id)]), seller.token);
    expect(foreignPic.code).toBe(400);
    expect(foreignPic.msg).toContain('pics');
    const blank = await s.post('/seller/goods/save', tee(pics, { title: '   ' }), seller.token);
    expect(blank.msg).toContain('请填写商品标题');
    const notLeaf = await s.post('/seller/goods/save', tee(pics, { category_id: 21 }), seller.token);
    expect(notLeaf.code).toBe(400);
    expect(count('SELECT COUNT(*) AS n FROM mall_goods')).toBe(goodsBefore);

    const saved = await s.post('/seller/goods/save', tee(pics), seller.token);
    expect(saved.code, saved.msg).toBe(200);
    const id = saved.data.id as number;
    const one = await s.get('/seller/goods/one', { goods_id: id }, seller.token);
    expect(one.data.title).toBe('纯棉圆领短袖 T 恤');
    expect(one.data.category).toEqual([2, 21, 211]);
    expect(one.data.pics.map((p: { id: number }) => p.id)).toEqual(pics);
    expect(one.data.description).toBe('<p>纯棉 <strong>200g</strong></p><a href="/x" rel="nofollow noopener">x</a>');
    expect(one.data.skus).toHaveLength(6);
    expect(one.data.skus[5]).toEqual({ key: '1,2', price_cents: 6400, stock: 10, code: 'TEE-12' });
    const list = await s.get('/seller/goods/list', { tab: 'sale', keyword: 'TEE-01' }, seller.token);
    expect(list.data.lists.map((g: { id: number }) => g.id)).toEqual([id]);
    expect(list.data.lists[0]).toMatchObject({ price: '59.00', stock: 60, status: 'sale' });
    expect(list.data.counts.sale).toBe(1);

    // the buyer side sees it at once
    const found = await s.get('/mall/mallshop/search', { keyword: '圆领短袖' });
    expect(found.data.lists.some((g: { id: number }) => g.id === id)).toBe(true);
    const attr = await s.get('/mall/mallgoods/getGoodsattr', { goods_id: id });
    expect(attr.data.specs.map((x: { name: string }) => x.name)).toEqual(['颜色', '尺码']);
    const blackM = attr.data.products.find((p: { spec: string }) => p.spec === '颜色:黑色 尺码:M');
    expect(blackM.price).toBe('63.00');

    const buyer = member();
    const addr = await s.post('/mall/mallorder/saveAddress', { name: '买家', phone: '13900000009', province: '江苏省', city: '盐城市', district: '亭湖区', address: '人民路 1 号' }, buyer.token);
    const cart = await s.post('/mall/mallcart/addTocart', { product_id: blackM.id, quantity: 2 }, buyer.token);
    const order = await s.post('/mall/mallorder/submitOrderinfo', { ids: String(cart.data.id), address_id: addr.data.id, client_key: 'seller-flow-1' }, buyer.token);
    expect(order.code, order.msg).toBe(200);
    expect(order.data.amount).toBe('126.00'); // 2 × 63.00, free shipping over 99
    expect(stockOf(blackM.id)).toBe(8);
    await s.app.inject({ method: 'POST', url: `/pay/sim/${order.data.order_number}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=pay' });

    const toShip = await s.get('/seller/orders/list', { tab: 'ship' }, seller.token);
    expect(toShip.data.lists.map((o: { order_number: string }) => o.order_number)).toEqual([order.data.order_number]);
    expect(toShip.data.lists[0]).toMatchObject({ amount: '126.00', buyer: expect.any(String), express: null });
    expect(toShip.data.lists[0].address.full).toContain('人民路 1 号');
    const overview = await s.get('/seller/overview', {}, seller.token);
    expect(overview.data).toMatchObject({ today_orders: 1, to_ship: 1, on_sale: 1 });
    expect(overview.data.week_sales.at(-1).amount).toBe('126.00');

    // another shop can neither read nor act on it, and nothing is written
    const rival = await openShop('隔壁小店');
    expect((await s.get('/seller/goods/one', { goods_id: id }, rival.token)).code).toBe(404);
    expect((await s.post('/seller/goods/status', { ids: String(id), status: 'off' }, rival.token)).code).toBe(404);
    expect((await s.post('/seller/goods/save', tee([image(rival.id)], { goods_id: id, title: '被改掉的标题' }), rival.token)).code).toBe(404);
    expect((await s.post('/seller/orders/ship', { order_number: order.data.order_number, carrier: '顺丰速运', tracking: 'SF1234567890' }, rival.token)).code).toBe(404);
    expect((await s.get('/seller/orders/one', { order_number: order.data.order_number }, rival.token)).code).toBe(404);
    expect((await s.get('/seller/goods/one', { goods_id: id }, seller.token)).data).toMatchObject({ title: '纯棉圆领短袖 T 恤', status: 'sale' });

    // ship: a bad tracking number is refused; then the buyer sees it and can confirm
    const bad = await s.post('/seller/orders/ship', { order_number: order.data.order_number, carrier: '顺丰速运', tracking: '单号' }, seller.token);
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('快递单号');
    const shipped = await s.post('/seller/orders/ship', { order_number: order.data.order_number, carrier: '顺丰速运', tracking: 'sf1234567890' }, seller.token);
    expect(shipped.code, shipped.msg).toBe(200);
    expect((await s.post('/seller/orders/ship', { order_number: order.data.order_number, carrier: '顺丰速运', tracking: 'SF1234567890' }, seller.token)).code).toBe(201);
    const detail = await s.get('/mall/mallorder/orderDetail', { order_number: order.data.order_number }, buyer.token);
    expect(detail.data.status).toBe(3);
    expect(detail.data.timeline.at(-1).text).toBe('商家已发货：顺丰速运 SF1234567890');
    expect((await s.get('/seller/orders/one', { order_number: order.data.order_number }, seller.token)).data.express).toMatchObject({ carrier: '顺丰速运', tracking: 'SF1234567890' });
    expect((await s.post('/mall/mallorder/confirmReceipt', { order_number: order.data.order_number }, buyer.token)).code).toBe(200);
    expect((await s.get('/seller/orders/list', { tab: 'done' }, seller.token)).data.total).toBe(1);
  });

  it('off shelf, recycle and restore move a goods item between tabs; the buyer can no longer buy it', async () => {
    const seller = await openShop('小鹿童装');
    const pic = image(seller.id);
    const id = (await s.post('/seller/goods/save', tee([pic], { title: '儿童纯棉睡衣套装', code: 'KID-1' }), seller.token)).data.id as number;
    const buyer = member();
    const attr = await s.get('/mall/mallgoods/getGoodsattr', { goods_id: id });
    const cart = await s.post('/mall/mallcart/addTocart', { product_id: attr.data.products[0].id, quantity: 1 }, buyer.token);
    expect(cart.code).toBe(200);

    expect((await s.post('/seller/goods/status', { ids: String(id), status: 'off' }, seller.token)).msg).toBe('已下架');
    const lines = await s.get('/mall/mallcart/getCartgoods', {}, buyer.token);
    expect(lines.data.shops[0].items[0].valid).toBe(false);
    expect((await s.get('/mall/mallshop/search', { keyword: '儿童纯棉睡衣' })).data.total).toBe(0);
    expect((await s.get('/seller/goods/list', { tab: 'off' }, seller.token)).data.lists[0].id).toBe(id);

    await s.post('/seller/goods/remove', { ids: String(id) }, seller.token);
    expect((await s.get('/seller/goods/list', { tab: 'recycle' }, seller.token)).data.counts).toMatchObject({ recycle: 1, off: 0 });
    expect((await s.post('/seller/goods/status', { ids: String(id), status: 'sale' }, seller.token)).code).toBe(201);
    await s.post('/seller/goods/remove', { ids: String(id), restore: true }, seller.token);
    expect((await s.get('/seller/goods/list', { tab: 'off' }, seller.token)).data.total).toBe(1);

    // sold out: every combination at 0 puts it under 已售罄 and into the overview's low stock
    const one = (await s.get('/seller/goods/one', { goods_id: id }, seller.token)).data;
    const zero = await s.post('/seller/goods/save', tee([pic], { title: one.title, goods_id: id, skus: one.skus.map((k: object) => ({ ...k, stock: 0 })) }), seller.token);
    expect(zero.code, zero.msg).toBe(200);
    expect((await s.get('/seller/goods/list', { tab: 'soldout' }, seller.token)).data.lists[0].id).toBe(id);
    expect((await s.get('/seller/overview', {}, seller.token)).data.low_stock).toHaveLength(6);
  });

  it('dropping a specification value keeps the combination orders name but no longer sells it', async () => {
    const seller = await openShop('老街鞋铺');
    const pic = image(seller.id);
    const saved = await s.post('/seller/goods/save', tee([pic], { title: '手工布鞋 千层底' }), seller.token);
    expect(saved.code, saved.msg).toBe(200);
    const id = saved.data.id as number;
    const products = (await s.get('/mall/mallgoods/getGoodsattr', { goods_id: id })).data.products as { id: number; spec: string }[];
    const buyer = member();
    const addr = await s.post('/mall/mallorder/saveAddress', { name: '买家', phone: '13900000009', province: '江苏省', city: '盐城市', district: '亭湖区', address: '人民路 1 号' }, buyer.token);
    const whiteL = products.find((p) => p.spec === '颜色:白色 尺码:L')!;
    const cart = await s.post('/mall/mallcart/addTocart', { product_id: whiteL.id, quantity: 1 }, buyer.token);
    expect((await s.post('/mall/mallorder/submitOrderinfo', { ids: String(cart.data.id), address_id: addr.data.id, client_key: 'seller-drop-1' }, buyer.token)).code).toBe(200);

    const twoSizes = tee([pic], {
      goods_id: id,
      title: '手工布鞋 千层底',
      specs: [{ name: '颜色', values: ['白色', '黑色'] }, { name: '尺码', values: ['S', 'M'] }],
      skus: [0, 1].flatMap((c) => [0, 1].map((z) => ({ key: `${c},${z}`, price_cents: 9900, stock: 3, code: '' }))),
    });
    expect((await s.post('/seller/goods/save', twoSizes, seller.token)).code).toBe(200);
    const afterRes = await s.get('/mall/mallgoods/getGoodsattr', { goods_id: id });
    expect(afterRes.code, afterRes.msg).toBe(200);
    const after = afterRes.data.products as { id: number; spec: string; price: string }[];
    expect(after.map((p) => p.spec).sort()).toEqual(['颜色:白色 尺码:M', '颜色:白色 尺码:S', '颜色:黑色 尺码:M', '颜色:黑色 尺码:S']);
    expect(after.find((p) => p.spec === '颜色:白色 尺码:S')!.id).toBe(products.find((p) => p.spec === '颜色:白色 尺码:S')!.id);
    expect(count('SELECT COUNT(*) AS n FROM mall_products WHERE id = ? AND stock = 0', whiteL.id)).toBe(1);
    expect(count('SELECT COUNT(*) AS n FROM mall_products WHERE goods_id = ?', id)).toBe(5);
  });
});
