import type { Page } from '@playwright/test';
import { test, expect, loginAs, nodeClient, picture } from './fixtures';
import { startStack, type Stack } from './servers';

// The mall, both sides: a member applies to open a shop and is approved in the reviewer simulator; in the
// seller centre (hosts/seller, served under /seller/wzmall/ on the portal's origin) they publish a goods item
// with a 2 × 3 SKU matrix and pictures; a buyer finds it in the portal mall, buys one combination and pays in
// the simulator; the seller ships it; the buyer confirms receipt. Stock and amounts are checked at every step.

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack({ seller: true, sameOrigin: true });
});
test.afterAll(async () => {
  await stack?.close();
});

const at = (path: string) => `${stack.portal.url}${path}`;
const toast = (page: Page, text: string | RegExp) => page.locator('[role="status"][aria-live="polite"]').getByText(text).first();
const stockOf = (productId: number) => (stack.api.db.prepare('SELECT stock FROM mall_products WHERE id = ?').get(productId) as { stock: number }).stock;

test('guests opening the seller centre go to login and come back', async ({ page }) => {
  test.slow();
  await page.goto(at('/seller/wzmall/orderList?tab=ship'));
  await expect(page).toHaveURL(/\/login\?redirect=%2Fseller%2Fwzmall%2ForderList%3Ftab%3Dship$/);
  const login = page.getByRole('form', { name: '账号密码登录' });
  await login.getByRole('textbox', { name: /用户名/ }).fill('laoshi');
  await login.locator('input[type="password"]').fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(at('/seller/wzmall/orderList?tab=ship'), { timeout: 30_000 });
  // not a seller yet: the page says so and links to the settle-in status
  await expect(page.getByRole('link', { name: '查看入驻状态' })).toBeVisible();
});

test('apply → approve → publish 2 × 3 → the buyer buys one combination and pays → ship → confirm', async ({ page, browser }) => {
  // two members, uploads and a payment on a shared 2-core machine
  test.setTimeout(480_000);
  const apiUrl = stack.apiUrl;
  await loginAs(page, 'laoshi', 'demo1234', apiUrl);

  // apply on the portal's 商家入驻 page
  await page.goto(at('/wzmall/businsserSettleIn'));
  const form = page.getByRole('form', { name: '商家入驻申请' });
  await form.getByLabel('店铺名称').fill('老师的小铺');
  await form.getByRole('combobox', { name: '主营类目' }).selectOption({ index: 2 });
  await form.getByRole('combobox', { name: '子类目' }).selectOption({ index: 1 });
  await form.getByLabel('联系人').fill('王老师');
  await form.getByLabel('联系电话').fill('13900001111');
  await form.getByLabel('经营地址').fill('江苏省盐城市亭湖区文港路 8 号');
  await form.locator('input[type="file"]').setInputFiles([await picture(page, 'image/png', 'licence.png')]);
  await expect(form.getByRole('img')).toHaveCount(1, { timeout: 15_000 });
  await form.getByRole('button', { name: '提交入驻申请' }).click();
  await expect(page.getByTestId('settle-status')).toContainText('审核中');

  // the seller centre shows the status and, in development, the reviewer simulator
  await page.goto(at('/seller/wzmall/sellerRuZhu'));
  await expect(page.getByTestId('ruzhu-status')).toHaveAttribute('data-status', '1');
  const review = await page.getByRole('link', { name: '打开审核模拟页' }).getAttribute('href');
  const approved = await fetch(review!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=approve', redirect: 'manual' });
  expect(decodeURIComponent(approved.headers.get('location') ?? '')).toContain('已通过审核');
  await page.getByRole('button', { name: '刷新状态' }).click();
  await expect(page.getByTestId('ruzhu-status')).toHaveAttribute('data-status', '2');

  // publish in three steps
  await page.getByRole('navigation', { name: '商家中心菜单' }).getByRole('link', { name: '发布商品' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '发布商品' })).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请选择商品的三级类目')).toBeVisible();
  await page.getByRole('combobox', { name: '一级类目' }).selectOption({ index: 2 });
  await page.getByRole('combobox', { name: '二级类目' }).selectOption({ index: 1 });
  await page.getByRole('combobox', { name: '三级类目' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('商品标题 *').fill('老师手作 纯棉帆布包');
  await page.locator('input[type="file"]').setInputFiles([await picture(page, 'image/png', 'front.png'), await picture(page, 'image/jpeg', 'side.jpg')]);
  await expect(page.getByRole('list', { name: '商品图片' }).getByRole('img')).toHaveCount(2, { timeout: 15_000 }).catch(async () => {
    await expect(page.locator('img[src*="/uploads/"], img[src^="blob:"]')).toHaveCount(2, { timeout: 5_000 });
  });
  await page.locator('[contenteditable="true"]').click();
  await page.keyboard.type('加厚帆布，容量大。');
  await page.getByRole('button', { name: '下一步' }).click();

  await page.getByLabel('规格 1 的值').fill('米白，藏青');
  await page.getByRole('button', { name: '添加规格' }).click();
  await page.getByLabel('规格名').nth(1).fill('尺寸');
  await page.getByLabel('规格 2 的值').fill('小 中 大');
  await page.getByLabel('规格 2 的值').blur();
  await expect(page.getByTestId('sku-row')).toHaveCount(6);
  // a refused submit keeps everything typed and says which combination is missing
  await page.getByRole('button', { name: '发布并上架' }).click();
  await expect(page.getByText(/请填写「米白 \/ 小」的价格/)).toBeVisible();
  await page.getByLabel('批量价格（元）').fill('39.9');
  await page.getByLabel('批量库存').fill('10');
  await page.getByRole('button', { name: '批量设置' }).click();
  await page.getByLabel('藏青 / 大 价格').fill('49.90');
  await page.getByLabel('藏青 / 大 库存').fill('3');
  const saved = page.waitForResponse((r) => r.url().includes('/seller/goods/save'));
  await page.getByRole('button', { name: '发布并上架' }).click();
  const goodsId = ((await (await saved).json()) as { data: { id: number } }).data.id;
  await expect(page).toHaveURL(/\/seller\/wzmall\/goodList\?tab=sale/);
  const table = page.getByRole('table', { name: /商品列表/ });
  await expect(table).toContainText('老师手作 纯棉帆布包');
  await expect(table).toContainText('53'); // 5 × 10 + 3 in stock

  // the buyer finds it in the portal mall and buys 藏青 / 大
  const buyerPage = await browser.newPage();
  await loginAs(buyerPage, 'demo', 'demo1234', apiUrl);
  await buyerPage.goto(at(`/wzmall/businessRequireInfo?keyword=${encodeURIComponent('纯棉帆布包')}`));
  await buyerPage.getByRole('list', { name: '商品列表' }).getByRole('link', { name: /老师手作 纯棉帆布包/ }).first().click();
  await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText('老师手作 纯棉帆布包');
  await buyerPage.getByRole('group', { name: '颜色' }).getByRole('button', { name: '藏青' }).click();
  await buyerPage.getByRole('group', { name: '尺寸' }).getByRole('button', { name: '大' }).click();
  await expect(buyerPage.getByTestId('goods-price')).toHaveText('¥49.90');
  await expect(buyerPage.getByTestId('goods-stock')).toHaveText(/库存 3 件/);
  const client = nodeClient(apiUrl, (await buyerPage.evaluate(() => localStorage.getItem('token')))!);
  const attr = await client.call('mallGoodsAttr', { goods_id: goodsId });
  const product = attr.products.find((p) => p.spec === '颜色:藏青 尺寸:大')!;
  await buyerPage.getByRole('button', { name: '加入购物车' }).click();
  await expect(toast(buyerPage, /已加入购物车/)).toBeVisible();
  await buyerPage.goto(at('/wzmall/shoppingCart'));
  await buyerPage.getByRole('checkbox', { name: '全选' }).uncheck();
  await buyerPage.getByTestId('cart-row').filter({ hasText: '老师手作' }).getByRole('checkbox').check();
  await buyerPage.getByRole('button', { name: '去结算' }).click();
  await expect(buyerPage.getByRole('heading', { name: '确认订单' })).toBeVisible();
  const submitted = buyerPage.waitForResponse((r) => r.url().includes('/mallorder/submitOrderinfo'));
  await buyerPage.getByRole('button', { name: '提交订单' }).click();
  const order = ((await (await submitted).json()) as { data: { order_number: string; code_url: string; amount: string } }).data;
  // 49.90 + shipping (under 99 元: the goods' fee, 0 here, in the shops' province)
  expect(order.amount).toBe('49.90');
  expect(stockOf(product.id)).toBe(2);
  const paid = await fetch(order.code_url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay', redirect: 'manual' });
  expect(decodeURIComponent(paid.headers.get('location') ?? '')).toContain('支付已完成');

  // the seller sees it to ship, in the overview and the list, and ships it
  await page.goto(at('/seller/wzmall'));
  await expect(page.getByTestId('to-ship')).toHaveText('1');
  await page.goto(at('/seller/wzmall/orderList?tab=ship'));
  const card = page.getByTestId('seller-order').filter({ hasText: order.order_number });
  await expect(card).toContainText('¥49.90 × 1');
  await expect(card).toContainText('藏青');
  await card.getByRole('button', { name: '发货' }).click();
  const dialog = page.getByRole('dialog', { name: '发货' });
  await dialog.getByLabel('快递公司').selectOption('中通快递');
  await dialog.getByLabel('快递单号').fill('单号');
  await dialog.getByRole('button', { name: '确认发货' }).click();
  await expect(dialog.getByRole('alert')).toContainText('请输入正确的快递单号');
  await expect(dialog.getByLabel('快递单号')).toHaveValue('单号');
  await dialog.getByLabel('快递单号').fill('ZT7788990011');
  await dialog.getByRole('button', { name: '确认发货' }).click();
  await expect(toast(page, '已发货')).toBeVisible();
  await expect(page.getByTestId('seller-order').filter({ hasText: order.order_number })).toHaveCount(0);

  // the buyer sees the tracking number and confirms receipt
  await buyerPage.goto(at(`/usercenter/wzmall/orderDetail?order_number=${order.order_number}`));
  await expect(buyerPage.getByTestId('detail-status')).toHaveText('待收货');
  await expect(buyerPage.getByRole('list', { name: '订单进度' })).toContainText('商家已发货：中通快递 ZT7788990011');
  await buyerPage.goto(at('/usercenter/wzmall/order?tab=receive'));
  await buyerPage.getByTestId('mall-order').filter({ hasText: order.order_number }).getByRole('button', { name: '确认收货' }).click();
  await expect(toast(buyerPage, '已确认收货')).toBeVisible();
  await page.goto(at('/seller/wzmall/orderList?tab=done'));
  await expect(page.getByTestId('seller-order').filter({ hasText: order.order_number })).toContainText('已收货');
  expect(stockOf(product.id)).toBe(2);
  await buyerPage.close();
});
