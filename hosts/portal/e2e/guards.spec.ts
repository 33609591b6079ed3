import { test, expect, loginAs } from './fixtures';

test('guests opening login-required pages are sent to /login', async ({ page }) => {
  for (const url of ['/user', '/user/personInfo/base', '/release/tour', '/pay/pay?order_number=1', '/daohang/apply', '/same/zhiwen-apply', '/wzmall/shoppingCart', '/usercenter/wzmall/order']) {
    await page.goto(url);
    await expect(page, url).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: '会员登录' })).toBeVisible();
  }
});

test('logged-in members opening login or register go home', async ({ page }) => {
  await loginAs(page);
  for (const url of ['/login', '/login/login', '/login/register', '/register', '/login/ForgetPwd']) {
    await page.goto(url);
    await expect(page, url).toHaveURL(/\/$/);
  }
  await page.goto('/user');
  await expect(page.getByTestId('uc-username')).toHaveText('demo');
});

test('unknown paths show the fallback page, with status 404', async ({ page, consoleErrors }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page).toHaveTitle(/页面不存在/);
  // Chromium reports the document's own 404 as a failed resource: expected here, and the only error.
  expect(consoleErrors).toEqual([expect.stringMatching(/status of 404/)]);
  consoleErrors.length = 0;
});

test('the header hides on the map page and the share bar on user pages', async ({ page }) => {
  await page.goto('/tiandituh5');
  await expect(page.locator('.site-header')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: '分享' })).toHaveCount(0);
  await page.goto('/tour/index');
  await expect(page.locator('.site-header')).toBeVisible();
  await expect(page.getByRole('complementary', { name: '分享' })).toBeVisible();
  await loginAs(page);
  await page.goto('/user/tourRelease/base');
  await expect(page.getByRole('complementary', { name: '分享' })).toHaveCount(0);
});

test('section pages show the section banner and their own page (every section is built: none says 栏目建设中)', async ({ page }) => {
  await page.goto('/live/index');
  await expect(page.getByRole('region', { name: '广告横幅' }).first()).toBeVisible();
  await expect(page.getByRole('search', { name: '筛选服务' })).toBeVisible();
  await expect(page.getByTestId('under-construction')).toHaveCount(0);
});

test('the top navigation links the known sections and marks the others 正在改版中', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('link', { name: '旅游' })).toHaveAttribute('href', '/tour/index');
  await expect(nav.getByRole('link', { name: '房产' })).toHaveAttribute('href', '/house');
  await expect(nav.getByText('正在改版中')).toHaveCount(1);
  await nav.getByRole('button', { name: '全部分类' }).click();
  const popover = page.getByTestId('category-popover');
  await expect(popover).toBeVisible();
  expect((await popover.boundingBox())?.width).toBe(600);
});
