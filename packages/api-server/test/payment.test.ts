import { afterEach, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './helpers.js';

let s: TestServer;
afterEach(() => s?.close());

async function simulate(orderNumber: string, action: string) {
  const res = await s.app.inject({
    method: 'POST',
    url: `/pay/sim/${orderNumber}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
  expect(res.statusCode).toBe(303);
  return decodeURIComponent(String(res.headers.location).split('msg=')[1] ?? '');
}

const state = async (orderNumber: string, token: string) => (await s.get('/education/paymentStatus', { order_number: orderNumber }, token)).data?.trade_state;
const flowers = async (teacher: number) => (await s.get('/education/flowerCount', { id: teacher })).data.count as number;

describe('gifts and the payment simulator', () => {
  it('gift list: prices as 2-decimal strings, message success', async () => {
    s = await testServer();
    const res = await s.get('/education/giftList', { page: 1 });
    expect(res.msg).toBe('success');
    expect(res.data.row[0]).toMatchObject({ id: 1, flowername: '鲜花', price: '1.00' });
    expect(res.data.row.every((g: { price: string }) => /^\d+\.\d{2}$/.test(g.price))).toBe(true);
  });

  it('send → NOTPAY with a code_url to the simulator page; pay → SUCCESS counted once; refund', async () => {
    s = await testServer({ publicUrl: 'http://127.0.0.1:9999' });
    const token = await s.login();
    const base = await flowers(7);
    const sent = await s.post('/education/sendGift', { teacherid: 7, id: 5, number: 3 }, token);
    expect(sent.code).toBe(200);
    const { order_number: no, code_url: url } = sent.data;
    expect(url).toBe(`http://127.0.0.1:9999/pay/sim/${no}`);
    const order = s.db.prepare('SELECT amount_cents, trade_state FROM orders WHERE order_number = ?').get(no) as { amount_cents: number; trade_state: string };
    expect(order).toEqual({ amount_cents: 3 * 1250, trade_state: 'NOTPAY' });
    expect(await state(no, token)).toBe('NOTPAY');

    const page = await s.app.inject({ method: 'GET', url: `/pay/sim/${no}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const text of ['模拟支付收银台', '¥ 37.50', '赠送 3 个咖啡', '确认支付', '模拟支付失败', '关闭订单', '申请退款', '订单未支付']) expect(page.body).toContain(text);

    expect(await simulate(no, 'pay')).toBe('操作成功：支付已完成');
    expect(await state(no, token)).toBe('SUCCESS');
    expect(await flowers(7)).toBe(base + 3);
    expect(await simulate(no, 'pay')).toMatch(/不能执行该操作/);
    expect(await flowers(7)).toBe(base + 3);
    const info = await s.get('/education/info', { id: 7, type: 3 });
    expect(info.data.flowercount).toBe(base + 3);

    expect(await simulate(no, 'refund')).toBe('操作成功：订单已转入退款');
    expect(await state(no, token)).toBe('REFUND');
    expect(await flowers(7)).toBe(base);
  });

  it('fail → PAYERROR, then close → CLOSED; closed orders cannot be paid', async () => {
    s = await testServer();
    const token = await s.login();
    const { order_number: no } = (await s.post('/education/sendGift', { teacherid: 2, id: 1, number: 1 }, token)).data;
    expect(await simulate(no, 'fail')).toBe('操作成功：支付失败，请稍后重试');
    expect(await state(no, token)).toBe('PAYERROR');
    expect(await simulate(no, 'close')).toBe('操作成功：订单已关闭');
    expect(await state(no, token)).toBe('CLOSED');
    expect(await simulate(no, 'pay')).toMatch(/不能执行该操作/);
    expect(await simulate(no, 'bogus')).toBe('未知操作');
  });

  it('a phone pays through h5_url and comes back to the return URL with the order number; expires_in is the time left', async () => {
    s = await testServer({ publicUrl: 'http://127.0.0.1:9999', orderTtlSeconds: 900 });
    const token = await s.login();
    const sent = (await s.post('/education/sendGift', { teacherid: 7, id: 1, number: 1 }, token)).data;
    expect(sent.h5_url).toBe(`http://127.0.0.1:9999/pay/sim/${sent.order_number}?channel=h5`);
    expect(sent.expires_in).toBe(900);
    s.advance(60);
    const back = 'http://portal.test/payment?kind=gift&back=%2Fteacher';
    const page = await s.app.inject({ method: 'GET', url: `/pay/sim/${sent.order_number}?channel=h5&return=${encodeURIComponent(back)}` });
    expect(page.body).toContain('模拟手机支付（H5）');
    expect(page.body).toContain(`name="return" value="${back.replace(/&/g, '&amp;')}"`);
    const paid = await s.app.inject({
      method: 'POST',
      url: `/pay/sim/${sent.order_number}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=pay&return=${encodeURIComponent(back)}`,
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://portal.test/payment?kind=gift&back=%2Fteacher&order_number=${sent.order_number}`);
    expect(await state(sent.order_number, token)).toBe('SUCCESS');
    // Nothing moved, or a return that is no web address: the simulator's own page, never elsewhere.
    for (const ret of [back, 'javascript:alert(1)']) {
      const again = await s.app.inject({
        method: 'POST',
        url: `/pay/sim/${sent.order_number}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `action=pay&return=${encodeURIComponent(ret)}`,
      });
      expect(String(again.headers.location)).toMatch(/^\/pay\/sim\//);
    }
  });

  it('unpaid orders close after ORDER_TTL_SECONDS', async () => {
    s = await testServer({ orderTtlSeconds: 120 });
    const token = await s.login();
    const { order_number: no } = (await s.post('/education/sendGift', { teacherid: 3, id: 2, number: 2 }, token)).data;
    s.advance(119);
    expect(await state(no, token)).toBe('NOTPAY');
    s.advance(2);
    expect(await state(no, token)).toBe('CLOSED');
    expect(await simulate(no, 'pay')).toMatch(/不能执行该操作/);
  });

  it('an idempotency key returns the same order for a repeated submit', async () => {
    s = await testServer();
    const token = await s.login();
    const a = await s.post('/education/sendGift', { teacherid: 1, id: 1, number: 2, idempotency_key: 'key-123456' }, token);
    const b = await s.post('/education/sendGift', { teacherid: 1, id: 1, number: 2, idempotency_key: 'key-123456' }, token);
    expect(b.data.order_number).toBe(a.data.order_number);
    const c = await s.post('/education/sendGift', { teacherid: 1, id: 1, number: 2, idempotency_key: 'key-456789' }, token);
    expect(c.data.order_number).not.toBe(a.data.order_number);
    expect((s.db.prepare("SELECT COUNT(*) AS n FROM orders WHERE idempotency_key IN ('key-123456', 'key-456789')").get() as { n: number }).n).toBe(2);
    // the database itself refuses a duplicate key for the same user
    expect(() =>
      s.db.prepare("INSERT INTO orders (order_number, user_id, teacher_id, gift_id, number, amount_cents, idempotency_key, created_at) VALUES ('X1', 1, 1, 1, 1, 100, 'key-123456', 0)").run(),
    ).toThrow(/UNIQUE/);
  });

  it("someone else's order is not found", async () => {
    s = await testServer();
    const token = await s.login();
    const other = await s.login('tester');
    const { order_number: no } = (await s.post('/education/sendGift', { teacherid: 1, id: 1, number: 1 }, token)).data;
    expect((await s.get('/education/paymentStatus', { order_number: no }, other)).code).toBe(404);
  });

  it('the simulator page for an unknown order is HTTP 404', async () => {
    s = await testServer();
    const res = await s.app.inject({ method: 'GET', url: '/pay/sim/WZ404' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('订单不存在');
  });
});
