import type { Page } from '@playwright/test';
import { test, expect, loginAs, memberClient, picture } from './fixtures';

// The mall, buyer side, against the api-server: browse → specification → cart → checkout → payment in the
// simulator → the member's centre; snap-up before and after its start; review with a picture; a return.

const api = () => process.env.API_URL!;
const toast = (page: Page, text: string | RegExp) => page.locator('[role="status"][aria-live="polite"]').getByText(text).first();

/**
 * Pays an order in the simulator, as the buyer's phone would after scanning the QR: a request from
 * outside the page (a second tab would hide the page, and a hidden page does not poll).
 */
async function payInSimulator(codeUrl: string) {
  const res = await fetch(codeUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay', redirect: 'manual' });
  expect(decodeURIComponent(res.headers.get('location') ?? '')).toContain('操作成功：支付已完成');
}

/** A paid order of the demo member made through the API (set-up, not under test); shipped when asked. */
async function paidOrder(goodsId: number, ship: boolean) {
  const client = await memberClient();
  const attr = await client.call('mallGoodsAttr', { goods_id: goodsId });
  const product = attr.products.find((p) => p.stock > 0)!;
  const cart = await client.call('mallAddToCart', { product_id: product.id, quantity: 1 });
  const order = await client.call('mallSubmitOrder', { ids: String(cart.id), address_id: 1, client_key: `e2e-${goodsId}-${Date.now()}` });
  await payInSimulator(order.code_url);
  if (ship) await fetch(`${api()}/dev/mall/ship/${order.order_number}`, { method: 'POST' });
  return order.order_number;
}

test('guests are sent to login from the cart and the snap-up', async ({ page }) => {
  for (const path of ['/wzmall/shoppingCart', '/wzmall/snapUp', '/usercenter/wzmall/order']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login/);
  }
});

test('browse → specification → cart → quantity → checkout → pay in the simulator → paid in the member centre', async ({ page }) => {
  test.slow();
  await loginAs(page);
  await page.goto('/wzmall');
  await expect(page).toHaveURL(/\/wzmall\/businessRequireInfo$/);
  // the mall's adverts lead to portal pages
  const ads = page.getByRole('list', { name: '商城广告' });
  await expect(ads.getByRole('link', { name: '双十二数码狂欢' })).toHaveAttribute('href', '/wzmall/businessEvaluation?id=1');
  await page.getByRole('navigation', { name: '商品分类' }).getByRole('link', { name: '手机', exact: true }).click();
  await expect(page).toHaveURL(/cid=111/);
  await page.getByRole('button', { name: '价格从低到高' }).click();
  await expect(page).toHaveURL(/sort=2/);
  const list = page.getByRole('list', { name: '商品列表' });
  await list.getByRole('link', { name: /华为 Mate 60 Pro/ }).first().click();
  await expect(page).toHaveURL(/businessEvaluation\?id=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('华为 Mate 60 Pro 智能手机');

  // the last combination is not sold: once its colour is chosen, its storage cannot be
  await page.getByRole('group', { name: '颜色' }).getByRole('button', { name: '星河蓝' }).click();
  await expect(page.getByRole('group', { name: '存储' }).getByRole('button', { name: '12+256GB' })).toBeDisabled();
  await page.getByRole('group', { name: '颜色' }).getByRole('button', { name: '曜石黑' }).click();
  await page.getByRole('group', { name: '存储' }).getByRole('button', { name: '8+128GB' }).click();
  await expect(page.getByTestId('goods-stock')).toHaveText(/库存 \d+ 件/);
  // the chosen product's own price (not the goods' range)
  await expect(page.getByTestId('goods-price')).toHaveText(/^¥\d+\.\d{2}$/);
  const unit = Number((await page.getByTestId('goods-price').innerText()).slice(1));
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(toast(page, /已加入购物车/)).toBeVisible();

  await page.goto('/wzmall/shoppingCart');
  const row = page.getByTestId('cart-row').filter({ hasText: '华为 Mate 60 Pro' }).filter({ hasText: '曜石黑' });
  await expect(row).toBeVisible();
  // choose only this row
  await page.getByRole('checkbox', { name: '全选' }).uncheck();
  await row.getByRole('checkbox').check();
  // the demo cart may already hold this product: the row's quantity, whatever it is, times the price
  const quantity = row.getByRole('textbox', { name: /数量$/ });
  const q = Number(await quantity.inputValue());
  const total = page.getByTestId('cart-total');
  await expect(total).toContainText(`合计 ¥${(unit * q).toFixed(2)}`);
  await row.getByRole('button', { name: '增加数量' }).click();
  await expect(quantity).toHaveValue(String(q + 1));
  await expect(total).toContainText(`合计 ¥${(unit * (q + 1)).toFixed(2)}`);
  await page.getByRole('button', { name: '去结算' }).click();

  await expect(page.getByRole('heading', { name: '确认订单' })).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeChecked();
  await expect(page.getByTestId('order-fee')).toContainText(`¥${(unit * (q + 1)).toFixed(2)}`);
  const submitted = page.waitForResponse((r) => r.url().includes('/mallorder/submitOrderinfo'));
  await page.getByRole('button', { name: '提交订单' }).click();
  const order = ((await (await submitted).json()) as { data: { order_number: string; code_url: string } }).data;
  const qr = page.getByRole('dialog', { name: '微信扫码支付' });
  await expect(qr).toContainText(order.order_number);
  await payInSimulator(order.code_url);
  await expect(toast(page, '支付已完成')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`orderDetail\\?order_number=${order.order_number}`));
  await expect(page.getByTestId('detail-status')).toHaveText('待发货');
  await expect(page.getByRole('list', { name: '订单进度' })).toContainText('支付成功');

  await page.goto('/usercenter/wzmall/order?tab=ship');
  await expect(page.getByTestId('mall-order').filter({ hasText: order.order_number }).getByTestId('order-status')).toHaveText('待发货');
});

test('snap-up: appointment and countdown before the start, then the snap-up order paid through its QR', async ({ page }) => {
  test.slow();
  // starts in 30 s (a busy machine needs a while to log in and open the page)
  await fetch(`${api()}/dev/mall/snapup/1?starts_in=30`, { method: 'POST' });
  await loginAs(page);
  await page.goto('/wzmall/snapUp');
  const card = page.getByRole('article', { name: /小米 14/ });
  await expect(card.getByRole('timer')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('button', { name: '立即抢购' })).toHaveCount(0);
  await card.getByRole('button', { name: '预约' }).click();
  await expect(toast(page, '预约成功')).toBeVisible();
  await expect(card.getByRole('button', { name: '已预约' })).toBeDisabled();
  // the countdown reaches zero: the snap-up opens
  await card.getByRole('button', { name: '立即抢购' }).click({ timeout: 45_000 });
  const dialog = page.getByRole('dialog', { name: /^抢购：/ });
  await expect(dialog.getByTestId('snap-fee')).toContainText('应付');
  const submitted = page.waitForResponse((r) => r.url().includes('/mallyuyue/submitQiangouorder'));
  await dialog.getByRole('button', { name: '提交抢购订单' }).click();
  const order = ((await (await submitted).json()) as { data: { order_number: string; code_url: string } }).data;
  await expect(page.getByRole('dialog', { name: '微信扫码支付' })).toContainText(order.order_number);
  await payInSimulator(order.code_url);
  await expect(page).toHaveURL(new RegExp(`orderDetail\\?order_number=${order.order_number}`), { timeout: 15_000 });
  await expect(page.getByTestId('detail-status')).toHaveText('待发货');
  // the per-member limit (1) is reached
  await page.goto('/wzmall/snapUp');
  await expect(page.getByRole('article', { name: /小米 14/ }).getByRole('button', { name: '已达限购' })).toBeDisabled();
});

test('confirm receipt, review with a picture (shown on the goods page), and a return', async ({ page }) => {
  test.slow();
  const shipped = await paidOrder(12, true);
  const paid = await paidOrder(13, false);
  await loginAs(page);
  await page.goto('/usercenter/wzmall/order?tab=receive');
  const card = page.getByTestId('mall-order').filter({ hasText: shipped });
  await card.getByRole('button', { name: '确认收货' }).click();
  await expect(toast(page, '已确认收货')).toBeVisible();
  await page.goto(`/usercenter/wzmall/publicEvaluation?order_number=${shipped}`);
  const content = `E2E 晒图评价 ${Date.now() % 100000}`;
  await page.getByRole('button', { name: '发表评价' }).click();
  await expect(page.getByText('评价内容至少 5 个字')).toBeVisible();
  await page.getByRole('textbox', { name: '评价内容' }).fill(content);
  await page.locator('input[type="file"]').setInputFiles([await picture(page, 'image/png', 'review.png')]);
  await expect(page.getByRole('group', { name: '晒图' }).getByRole('img').first()).toHaveAttribute('src', /\/media\/uploads\//);
  await page.getByRole('button', { name: '发表评价' }).click();
  await expect(page).toHaveURL(new RegExp(`orderDetail\\?order_number=${shipped}`));
  await expect(page.getByTestId('detail-status')).toHaveText('已完成');
  await page.goto('/wzmall/businessEvaluation?id=12');
  await page.getByRole('button', { name: /^有图/ }).click();
  const review = page.getByRole('list', { name: '评价列表' }).getByRole('listitem').filter({ hasText: content });
  await expect(review.getByRole('img', { name: '评价图片1' })).toHaveAttribute('src', /\/media\/uploads\//);

  await page.goto(`/usercenter/wzmall/returnOrder?order_number=${paid}`);
  await page.getByRole('combobox', { name: '退货原因' }).selectOption('其他');
  await page.getByRole('button', { name: '提交退货申请' }).click();
  await expect(page.getByText('请说明退货原因')).toBeVisible();
  await page.getByRole('combobox', { name: '退货原因' }).selectOption('商品质量问题');
  await page.getByRole('button', { name: '提交退货申请' }).click();
  await expect(toast(page, '已提交退货申请')).toBeVisible();
  await expect(page.getByTestId('return-row').filter({ hasText: paid })).toContainText('已申请，等待商家处理');
  await page.goto(`/usercenter/wzmall/orderDetail?order_number=${paid}`);
  await expect(page.getByTestId('detail-status')).toHaveText('退货/退款中');
});

test('bad input: the field says why, the input stays, nothing is saved', async ({ page }) => {
  const client = await memberClient();
  const before = (await client.call('mallAddresses', {})).length;
  await loginAs(page);
  await page.goto('/usercenter/wzmall/editAddress');
  await page.getByRole('textbox', { name: '收货人' }).fill('王五');
  await page.getByRole('textbox', { name: '手机号' }).fill('123');
  await page.getByRole('textbox', { name: '详细地址' }).fill('人民路 9 号');
  await page.getByRole('button', { name: '保存地址' }).click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '收货人' })).toHaveValue('王五');
  expect((await client.call('mallAddresses', {})).length).toBe(before);

  await page.goto('/wzmall/businessRequireInfo?tab=need');
  // the list is fetched by the hydrated page: the search form is live
  await expect(page.getByRole('list', { name: '需求列表' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: '搜索需求' }).click();
  await expect(toast(page, '请先输入搜索内容！')).toBeVisible();
  await page.getByRole('button', { name: '发布需求' }).click();
  const dialog = page.getByRole('dialog', { name: '发布需求' });
  await dialog.getByRole('textbox', { name: '需求标题' }).fill('求');
  await dialog.getByRole('button', { name: '发布' }).click();
  await expect(dialog.getByText('标题 4–40 个字')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: '需求标题' })).toHaveValue('求');
  expect((await client.call('mallMyDemands', {})).total).toBe(0);
});
