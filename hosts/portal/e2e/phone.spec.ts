import type { Locator, Page } from '@playwright/test';
import { test, expect, appReady, loginAs, memberClient } from './fixtures';

// The built sections on a 390 × 844 phone (issue 27): the detail's bottom bar, a taken-down listing, and a
// guest's 收藏 through login. Each test seeds its own listing through the API, with a mark of its own.
test.use({ viewport: { width: 390, height: 844 } });

const ITEM = { province: '江苏省', city: '盐城市', district: '亭湖区', contact_name: '测试', contact_phone: '13912340003' };

async function seedHouse(title: string, username = 'demo') {
  const client = await memberClient(username);
  const { id } = await client.call('createHouse', {
    ...ITEM, house_nav_id: 219, tab: 'info', title, address: '盐城市亭湖区解放南路 18 号',
    total_price: 86, reference_unit_price: 9100, property_type: '住宅', room: '3室2厅', measure: 95,
  });
  return { client, id, path: `/house/219/info/detail/${id}` };
}

const mark = () => `${Date.now() % 100000}`;
const bar = (page: Page) => page.getByRole('navigation', { name: '联系与收藏' });

/** True when the element's centre is the element itself or inside it (nothing drawn over it). */
async function onTop(target: Locator) {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

test('a detail has a bottom bar at 390 px: every action on screen and on top, the page ends above it', async ({ page }) => {
  const { path } = await seedHouse(`E2E 手机底栏 三室 ${mark()}`);
  await page.goto(path);
  await appReady(page);
  const actions = bar(page);
  await expect(actions).toBeVisible();
  const box = (await actions.boundingBox())!;
  expect(box.y + box.height).toBeCloseTo(844, 0);
  for (const name of ['收藏', '分享', '打电话']) {
    const button = actions.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    const b = (await button.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(390);
    expect(b.height).toBeGreaterThanOrEqual(44);
    expect(await onTop(button)).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // the floating share tab gives way to the bar's own 分享
  await expect(page.getByRole('complementary', { name: '分享' })).toBeHidden();

  // at the very bottom the footer's last line is above the bar, and back-to-top floats above it too (a
  // shorter screen: back-to-top appears after 1000 px of scroll)
  await page.setViewportSize({ width: 390, height: 640 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const top = (await actions.boundingBox())!.y;
  const footer = (await page.getByRole('contentinfo').boundingBox())!;
  expect(footer.y + footer.height).toBeLessThanOrEqual(top + 1);
  const up = page.getByRole('button', { name: '返回顶部' });
  await expect(up).toBeVisible();
  const upBox = (await up.boundingBox())!;
  expect(upBox.y + upBox.height).toBeLessThanOrEqual(top);

  // 打电话 reveals the number as a link the phone dials
  await actions.getByRole('button', { name: '打电话' }).click();
  await expect(actions.getByRole('link', { name: '拨打 13912340003' })).toHaveAttribute('href', 'tel:13912340003');

  // a desktop keeps the contact card beside the facts, without the bar
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(actions).toBeHidden();
  await expect(page.getByRole('button', { name: '查看电话' })).toBeVisible();
});

test('an idle item\'s bar carries 我想要, which brings its form into view', async ({ page }) => {
  const seller = await memberClient();
  const title = `E2E 手机底栏 闲置 ${mark()}`;
  const item = await seller.call('idleCreate', { ...ITEM, tab: 1, title, price: 9_900, condition: '几乎全新', trade: '同城面交', description: '自用闲置。' });
  await loginAs(page, 'laoshi');
  await page.goto(`/idle/detail?id=${item.id}`);
  await appReady(page);
  const want = bar(page).getByRole('button', { name: '我想要' });
  await expect(want).toBeVisible();
  expect(await onTop(want)).toBe(true);
  await want.click();
  await expect(page.getByRole('textbox', { name: '给卖家留言（选填）' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: '给卖家留言（选填）' })).toBeInViewport();
});

test('a taken-down listing shows 已下架 with 重新上架 to its owner, and 已下架 with similar listings to a guest', async ({ page, browser }) => {
  const title = `E2E 已下架 两室 ${mark()}`;
  const { client, id, path } = await seedHouse(title);
  await client.call('setHouseStatus', { id, status: 0 });

  const guest = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await guest.goto(path);
  await expect(guest.getByRole('alert')).toHaveText('房源不存在或已下架', { timeout: 30_000 });
  await expect(guest.getByText('已下架', { exact: true })).toBeVisible();
  const similar = guest.getByRole('list', { name: '相似房源' });
  await expect(similar.getByRole('listitem').first()).toBeVisible();
  await expect(similar.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  await expect(bar(guest)).toHaveCount(0);

  await loginAs(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const notice = page.getByRole('status').filter({ hasText: '这条信息已下架' });
  await expect(notice).toContainText('已下架');
  await notice.getByRole('button', { name: '重新上架' }).click();
  await expect(page.getByText('已重新上架')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(bar(page)).toBeVisible();

  await guest.reload();
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 30_000 });
  await guest.close();
});

test('a guest\'s 收藏 survives the detour through login: back on the detail, it is collected', async ({ page }) => {
  const { path } = await seedHouse(`E2E 登录后收藏 ${mark()}`, 'tester');
  await page.goto(path);
  await appReady(page);
  await bar(page).getByRole('button', { name: '收藏' }).click();
  const dialog = page.getByRole('dialog', { name: '提示' });
  await dialog.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(new RegExp(`/login/login\\?flag=100&redirect=${encodeURIComponent(path).replace(/\//g, '%2F')}$`));
  await page.getByRole('textbox', { name: '用户名 / 手机号' }).fill('demo');
  await page.getByRole('textbox', { name: '密码' }).fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByText('收藏成功')).toBeVisible();
  await expect(bar(page).getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  // the 收藏 is the member's, as the API tells it
  await page.reload();
  await expect(bar(page).getByRole('button', { name: '已收藏' })).toBeVisible();
});

test('an id opened under another area goes to its own URL', async ({ page }) => {
  const title = `E2E 别的分区 ${mark()}`;
  const { id } = await seedHouse(title);
  await page.goto(`/house/newfang/info/detail/${id}`);
  await expect(page).toHaveURL(new RegExp(`/house/ershoufang/info/detail/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a list\'s filters are one line of dropdowns at 390 px, kept in the URL; the desktop keeps the rows', async ({ page }) => {
  await page.goto('/house/ershoufang/info/index');
  await appReady(page);
  const line = page.getByRole('group', { name: '筛选' });
  const toggles = line.getByRole('button');
  await expect(toggles.last()).toHaveText(/^更多/);
  const count = await toggles.count();
  expect(count).toBeGreaterThanOrEqual(2);
  for (let i = 0; i < count; i++) {
    const b = (await toggles.nth(i).boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(390);
    expect(b.y).toBeCloseTo((await toggles.first().boundingBox())!.y, 0);
  }
  // the rows are not there on a phone, and the first result is on the first screen
  await expect(page.getByRole('region', { name: '筛选' })).toBeHidden();
  const list = page.getByRole('list', { name: '二手房' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect((await list.getByRole('listitem').first().boundingBox())!.y).toBeLessThan(844);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // a choice in the first dropdown applies at once, closes it and lives in the URL
  const first = toggles.first();
  const name = (await first.textContent())!.replace(/[▾▴]/g, '');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: `${name}筛选` });
  const option = panel.getByRole('button', { pressed: false }).first();
  const label = (await option.textContent())!;
  await option.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/\?.+=/);
  await page.reload();
  await first.click();
  await expect(page.getByRole('region', { name: `${name}筛选` }).getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(line).toBeHidden();
  await expect(page.getByRole('region', { name: '筛选' })).toBeVisible();
});

test('a guest\'s 我想要 on an idle item survives the detour through login: back on the item, the seller is told', async ({ page }) => {
  const seller = await memberClient();
  const title = `E2E 登录后想要 ${mark()}`;
  const item = await seller.call('idleCreate', { ...ITEM, tab: 1, title, price: 19_900, condition: '几乎全新', trade: '同城面交', description: '自用闲置。' });
  const path = `/idle/detail?id=${item.id}`;
  await page.goto(path);
  await appReady(page);
  // the bar's 我想要 brings the form; its 我想要 sends
  await bar(page).getByRole('button', { name: '我想要' }).click();
  await page.locator('form.idle-want').getByRole('button', { name: '我想要' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(path).replace(/[?]/g, '\\?')}$`));
  await page.getByRole('textbox', { name: '用户名 / 手机号' }).fill('laoshi');
  await page.getByRole('textbox', { name: '密码' }).fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByText('已通知卖家')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '已联系卖家，卖家电话：13912340003' })).toBeVisible();
});

test('我的发布 switches between a section\'s categories and its 出售 / 求购 lists on the page itself', async ({ page }) => {
  const title = `分类切换测试房源 ${mark()}`;
  await seedHouse(title);
  await loginAs(page);
  await page.goto('/user/house/list/newfang/info');
  const categories = page.getByRole('navigation', { name: '分类' });
  await categories.getByRole('link', { name: '二手房' }).click();
  await expect(page).toHaveURL(/\/user\/house\/list\/ershoufang\/info$/);
  await expect(categories.getByRole('link', { name: '二手房' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('navigation', { name: '信息类型' }).getByRole('link', { name: '求购' }).click();
  await expect(page).toHaveURL(/\/user\/house\/list\/ershoufang\/demand$/);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  // every category is on the 390 px screen, no sideways scroll
  for (const link of await categories.getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
});

test('a phone pays a mall order in its app (H5): the deadline counts down, the simulator sends it back to the result page, paid', async ({ page }) => {
  const client = await memberClient();
  const { id } = await client.call('mallAddToCart', { product_id: 3, quantity: 1 });
  const [address] = await client.call('mallAddresses', {});
  const order = await client.call('mallSubmitOrder', { ids: String(id), address_id: address!.id, client_key: `h5-${mark()}-${Date.now()}` });
  await loginAs(page);
  await page.goto('/usercenter/wzmall/order?tab=pay');
  await page.getByRole('article', { name: `订单 ${order.order_number}` }).getByRole('button', { name: '去付款' }).click();
  const dialog = page.getByRole('dialog', { name: '选择支付方式' });
  await expect(dialog.getByTestId('pay-deadline')).toHaveText(/^请在 1[0-4]:\d\d 内完成支付$/);
  // A QR on the phone's own screen cannot be scanned: the apps instead.
  await expect(dialog.getByRole('img', { name: '支付二维码' })).toBeHidden();
  await expect(dialog.getByRole('link', { name: '支付宝支付' })).toBeVisible();
  await dialog.getByRole('link', { name: '微信支付' }).click();
  await expect(page.getByRole('heading', { name: '模拟手机支付（H5）' })).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?.*order_number=${order.order_number}`));
  await expect(page.getByTestId('trade-state')).toHaveAttribute('data-state', 'SUCCESS');
  await page.getByRole('link', { name: '返回支付前的页面' }).click();
  await expect(page).toHaveURL(/\/usercenter\/wzmall\/order\?tab=pay$/);
  await expect(page.getByRole('article', { name: `订单 ${order.order_number}` })).toHaveCount(0);
});

test('the phone home opens with search and the channels as icons on its first screen, two cards a row below', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: '搜索内容' })).toBeInViewport();
  const channels = page.getByRole('navigation', { name: '频道' });
  for (const name of ['教育', '房产', '闲置', '商城']) {
    const link = channels.getByRole('link', { name, exact: true });
    await expect(link).toBeInViewport({ ratio: 1 });
  }
  await expect(channels.getByRole('link', { name: '房产', exact: true })).toHaveAttribute('href', '/house');
  const [first, second] = await page.locator('.tj--tj01 .tj__item').evaluateAll((els) => els.slice(0, 2).map((el) => el.getBoundingClientRect().top));
  expect(second).toBe(first);
  // the desktop has the top navigation instead
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(channels).toBeHidden();
});
