import { startStack, type Stack } from './servers';
import { test, expect } from './fixtures';

let stack: Stack;

// A second api-server whose sessions last 3 seconds, with the portal build pointed at it.
test.beforeAll(async () => {
  stack = await startStack({ tokenTtlSeconds: 3 });
});
test.afterAll(async () => {
  await stack?.close();
});

test('an expired session (code 101) shows 登陆状态已失效，请重新登录 and goes to /login?flag=100 once', async ({ page }) => {
  const url = stack.portal.url;
  await page.goto(`${url}/login`);
  await page.getByLabel('用户名 / 手机号').fill('demo');
  await page.getByLabel('密码', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('banner')).toContainText('演示用户');

  // Outlive the 3-second session, then open a page whose reads need the token.
  await page.waitForTimeout(4000);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/login')) requests.push(r.url());
  });
  await page.goto(`${url}/pay/pay?order_number=WZE2E00001`);
  await expect(page).toHaveURL(`${url}/login?flag=100`);
  await expect(page.getByText('登陆状态已失效，请重新登录')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('欢迎来到本站');
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('isFlag')])).toEqual([null, null]);
  // Navigated to the login page once (its reload for flag 100 included), not in a loop.
  expect(requests.filter((r) => r.endsWith('/login?flag=100')).length).toBeLessThanOrEqual(2);
});

