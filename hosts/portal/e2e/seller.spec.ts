import type { Page } from '@playwright/test';
import { uploadFile } from '@wz/sdk/upload';
import { test, expect, loginAs, nodeClient, picture } from './fixtures';
import { startStack, type Stack } from './servers';

// The mall, both sides: a member applies to open a shop and is approved in the reviewer simulator; in the
// seller centre (hosts/seller, served under /seller/wzmall/ on the portal's origin) they publish a goods item
// with a 2 × 3 SKU matrix and pictures; a buyer finds it in the portal mall, buys one combination and pays in
// the simulator; the seller ships it; the buyer confirms receipt and reviews; the seller replies (the reply
// shows on the goods page) and answers a buyer's message; a second buyer asks for a return and the seller,
// after a refused short reason, agrees. Stock and amounts are checked at every step.

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

test('apply → approve → publish 2 × 3 → buy and pay → ship → confirm → review and reply → a second buyer returns', async ({ page, browser }) => {
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

  // the buyer reviews and asks a question (seeded through the API: the seller's side is under test)
  const item = (await client.call('mallOrderDetail', { order_number: order.order_number })).items[0]!;
  await client.call('mallReviewOrder', { order_number: order.order_number, item_id: item.id, score: 4, content: '<b>包很结实</b>，颜色正' });
  await client.call('mallLeaveMessage', { goods_id: goodsId, content: '有没有更大号的？' });

  // the seller replies to the review: a blank reply is refused in Chinese and what was typed stays
  await page.getByRole('navigation', { name: '商家中心菜单' }).getByRole('link', { name: '评价管理' }).click();
  const reviewCard = page.getByTestId('seller-review').filter({ hasText: '颜色正' });
  await expect(reviewCard).toContainText('<b>包很结实</b>'); // member text renders as text
  await reviewCard.getByRole('button', { name: '回复' }).click();
  const replyDialog = page.getByRole('dialog', { name: '回复评价' });
  await replyDialog.getByLabel(/回复内容/).fill(' 谢');
  await replyDialog.getByRole('button', { name: '发送回复' }).click();
  await expect(replyDialog.getByText('请输入回复内容（至少 2 个字）')).toBeVisible();
  await expect(replyDialog.getByLabel(/回复内容/)).toHaveValue(' 谢');
  await replyDialog.getByLabel(/回复内容/).fill('谢谢亲的好评，欢迎再来！');
  await replyDialog.getByRole('button', { name: '发送回复' }).click();
  await expect(page.getByTestId('seller-review-reply')).toHaveText('商家回复：谢谢亲的好评，欢迎再来！');
  await buyerPage.goto(at(`/wzmall/businessEvaluation?id=${goodsId}`));
  await expect(buyerPage.getByTestId('comment-reply')).toHaveText('商家回复：谢谢亲的好评，欢迎再来！');

  // and to the message: the buyer reads it in their message box
  await page.goto(at('/seller/wzmall/userMessage?tab=unreplied'));
  const messageCard = page.getByTestId('seller-message').filter({ hasText: '有没有更大号的？' });
  await messageCard.getByRole('button', { name: '回复' }).click();
  const messageDialog = page.getByRole('dialog', { name: '回复留言' });
  await messageDialog.getByLabel(/回复内容/).fill('有的，大号下周上架');
  await messageDialog.getByRole('button', { name: '发送回复' }).click();
  await expect(page.getByText('留言都已回复')).toBeVisible();
  await buyerPage.goto(at('/usercenter/wzmall/message'));
  await expect(buyerPage.getByText('商家：有的，大号下周上架')).toBeVisible();
  await buyerPage.close();

  // a second buyer buys 藏青 / 大 and pays (through the API), then asks for a return
  const { token: secondToken } = await nodeClient(apiUrl).call('login', { username: 'tester', password: 'demo1234' });
  const second = nodeClient(apiUrl, secondToken);
  const address = await second.call('mallSaveAddress', { name: '测试买家', phone: '13900002222', province: '江苏省', city: '盐城市', district: '亭湖区', address: '人民路 2 号' });
  const line = await second.call('mallAddToCart', { product_id: product.id, quantity: 1 });
  const order2 = await second.call('mallSubmitOrder', { ids: String(line.id), address_id: address.id, client_key: 'e2e-seller-return-1' });
  expect(order2.amount).toBe('49.90');
  expect(stockOf(product.id)).toBe(1);
  await fetch(order2.code_url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay', redirect: 'manual' });
  const sellerClient = nodeClient(apiUrl, (await page.evaluate(() => localStorage.getItem('token')))!);
  expect((await sellerClient.call('sellerOverview', {})).week_sales.at(-1)!.amount).toBe('99.80');
  await second.call('mallApplyReturn', { order_number: order2.order_number, reason: '不想要了' });

  // the seller: a too-short refusal is refused in Chinese and kept; then agrees, and the money and stock go back
  await page.goto(at('/seller/wzmall'));
  await page.getByRole('navigation', { name: '商家中心菜单' }).getByRole('link', { name: '退货申请' }).click();
  const returnCard = page.getByTestId('seller-return').filter({ hasText: order2.order_number });
  await expect(returnCard).toContainText('退款金额 ¥49.90');
  await expect(returnCard).toContainText('不想要了');
  await returnCard.getByRole('button', { name: '拒绝' }).click();
  const refuse = page.getByRole('dialog', { name: '拒绝退货' });
  await refuse.getByLabel(/拒绝理由/).fill('不行');
  await refuse.getByRole('button', { name: '确认拒绝' }).click();
  await expect(refuse.getByText('请填写拒绝理由（至少 5 个字），买家会看到')).toBeVisible();
  await expect(refuse.getByLabel(/拒绝理由/)).toHaveValue('不行');
  await page.keyboard.press('Escape');
  await expect(refuse).toHaveCount(0);
  expect(stockOf(product.id)).toBe(1);
  await returnCard.getByRole('button', { name: '同意退货' }).click();
  await expect(page.getByRole('dialog', { name: '同意退货' })).toContainText('¥49.90');
  await page.getByRole('button', { name: '同意并退款' }).click();
  await expect(toast(page, '已同意退货，货款已退回买家')).toBeVisible();
  await expect(page.getByText('没有待处理的退货申请')).toBeVisible();
  expect(stockOf(product.id)).toBe(2);
  const refunded = await second.call('mallOrderDetail', { order_number: order2.order_number });
  expect(refunded).toMatchObject({ status: 0, trade_state: 'REFUND', amount: '49.90' });
  expect((await second.call('mallMyReturns', {})).lists[0]).toMatchObject({ order_number: order2.order_number, status: 2 });
  expect((await sellerClient.call('sellerOverview', {})).week_sales.at(-1)!.amount).toBe('49.90');
  // the first order is untouched
  expect((await client.call('mallOrderDetail', { order_number: order.order_number })).trade_state).toBe('SUCCESS');
});

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

test('shop set-up pages: every form refuses bad input in Chinese and keeps what was typed, then saves', async ({ page }) => {
  test.setTimeout(300_000);
  // a second member's shop, applied for and approved through the API (the pages are under test)
  const { token } = await nodeClient(stack.apiUrl).call('login', { username: 'tester', password: 'demo1234' });
  const client = nodeClient(stack.apiUrl, token);
  const licence = await uploadFile(client, Object.assign(new Blob([Buffer.from(PNG_1X1, 'base64')], { type: 'image/png' }), { name: 'l.png' }), { purpose: 'listing' });
  await client.call('mallShopEntry', { shopname: '测试员杂货铺', main_category: 2, sub_category: 21, contact: '测试员', phone: '13900002222', address: '江苏省盐城市亭湖区开放大道 5 号', licence: Number(licence.id) });
  const status = await client.call('sellerShop', {});
  await fetch(status.review_url!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=approve', redirect: 'manual' });
  await loginAs(page, 'tester', 'demo1234', stack.apiUrl);
  const menu = page.getByRole('navigation', { name: '商家中心菜单' });

  // 店铺设置
  await page.goto(at('/seller/wzmall/storeSettle'));
  const settings = page.getByRole('form', { name: '店铺设置' });
  await settings.getByLabel(/^店铺名称/).fill(' 店 ');
  await settings.getByLabel(/^客服电话/).fill('12345');
  await settings.getByLabel(/^退货地址/).fill('盐城市开放大道 5 号 测试员');
  await settings.getByLabel(/^银行卡号/).fill('62-22');
  await settings.getByRole('button', { name: '保存设置' }).click();
  await expect(settings.getByText('请填写店铺名称（至少 2 个字）')).toBeVisible();
  await expect(settings.getByText('请输入正确的手机号或座机号')).toBeVisible();
  await expect(settings.getByText('请输入正确的银行卡号（10–30 位数字）')).toBeVisible();
  await expect(settings.getByLabel(/^店铺名称/)).toHaveValue(' 店 ');
  await expect(settings.getByLabel(/^退货地址/)).toHaveValue('盐城市开放大道 5 号 测试员');
  await settings.getByLabel(/^店铺名称/).fill('测试员杂货铺·总店');
  await settings.getByLabel(/^客服电话/).fill('13900002222');
  await settings.getByLabel(/^开户名/).fill('测试员');
  await settings.getByLabel(/^银行卡号/).fill('6222 0202 0011 2233');
  await settings.getByRole('button', { name: '保存设置' }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  expect((await client.call('sellerSettings', {})).account_no).toBe('6222020200112233');
  await expect(page.getByTestId('income-paid')).toHaveText('¥0.00');

  // 店铺分类: a blank name is refused; two added, the second moved up
  await menu.getByRole('link', { name: '店铺分类' }).click();
  await page.getByRole('button', { name: '添加分类' }).click();
  let dialog = page.getByRole('dialog', { name: '添加分类' });
  await dialog.getByLabel(/^分类名称/).fill('   ');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请填写分类名称')).toBeVisible();
  await dialog.getByLabel(/^分类名称/).fill('上衣');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('classify-row')).toHaveCount(1);
  await page.getByRole('button', { name: '添加分类' }).click();
  dialog = page.getByRole('dialog', { name: '添加分类' });
  await dialog.getByLabel(/^分类名称/).fill('<i>裤装</i>');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('classify-row')).toHaveCount(2);
  await page.getByRole('button', { name: '<i>裤装</i> 上移' }).click();
  await expect(page.getByTestId('classify-row').first()).toContainText('<i>裤装</i>');

  // 运费模板
  await menu.getByRole('link', { name: '运费模板' }).click();
  await page.getByRole('button', { name: '新建模板' }).click();
  dialog = page.getByRole('dialog', { name: '新建运费模板' });
  await dialog.getByLabel(/^模板名称/).fill('运');
  await dialog.getByLabel(/^首件/).fill('0');
  await dialog.getByRole('button', { name: '保存模板' }).click();
  await expect(dialog.getByText('请填写模板名称（至少 2 个字）')).toBeVisible();
  await expect(dialog.getByText('首件（重）至少为 1')).toBeVisible();
  await expect(dialog.getByLabel(/^模板名称/)).toHaveValue('运');
  await dialog.getByLabel(/^首件/).fill('1');
  await dialog.getByLabel(/^模板名称/).fill('江浙沪满 99 包邮');
  await dialog.getByLabel(/^首费/).fill('8');
  await dialog.getByLabel(/^续费/).fill('2');
  await dialog.getByLabel(/^满额包邮/).fill('99');
  await dialog.getByRole('button', { name: '保存模板' }).click();
  await expect(page.getByTestId('freight-row')).toContainText('首 1 件 ¥8.00，每续 1 件 加 ¥2.00；满 ¥99.00 包邮');

  // 图片空间: nothing chosen is refused; two uploaded into a folder
  await menu.getByRole('link', { name: '图片空间' }).click();
  await page.getByRole('button', { name: '上传图片' }).click();
  dialog = page.getByRole('dialog', { name: '上传图片' });
  await dialog.getByLabel(/^放入文件夹/).fill('主图');
  await dialog.getByRole('button', { name: '确认上传' }).click();
  await expect(dialog.getByText('请先选择要上传的图片')).toBeVisible();
  await expect(dialog.getByLabel(/^放入文件夹/)).toHaveValue('主图');
  await dialog.locator('input[type="file"]').setInputFiles([await picture(page, 'image/png', 'a.png'), await picture(page, 'image/jpeg', 'b.jpg')]);
  await expect(dialog.getByRole('img')).toHaveCount(2, { timeout: 15_000 });
  await dialog.getByRole('button', { name: '确认上传' }).click();
  await expect(page.getByTestId('photo')).toHaveCount(2);
  await expect(page.getByRole('group', { name: '文件夹' })).toContainText('主图（2）');

  // 品牌管理: a name without a licence is refused and kept
  await menu.getByRole('link', { name: '品牌管理' }).click();
  await page.getByRole('button', { name: '申请品牌' }).click();
  dialog = page.getByRole('dialog', { name: '申请品牌' });
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(dialog.getByText('请填写品牌名称')).toBeVisible();
  await dialog.getByLabel(/^品牌名称/).fill('小测');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(dialog.getByText('请上传品牌授权书或商标注册证')).toBeVisible();
  await expect(dialog.getByLabel(/^品牌名称/)).toHaveValue('小测');
  await dialog.locator('input[type="file"]').setInputFiles([await picture(page, 'image/png', 'licence.png')]);
  await expect(dialog.getByRole('img')).toHaveCount(1, { timeout: 15_000 });
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByTestId('brand-row')).toContainText('审核中');
});
