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

test('an expired session (code 101) shows 登陆状态已失效，请重新登录 and goes to /login?flag=100 once', async ({
  page,
}) => {
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
  await expect(page.getByRole('status').getByText('登陆状态已失效，请重新登录')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('欢迎来到本站');
  // The login page reloads itself on flag 100: a read that lands during that reload is retried.
  await expect
    .poll(() =>
      page
        .evaluate(() => [localStorage.getItem('token'), localStorage.getItem('isFlag')])
        .catch(() => 'reloading'),
    )
    .toEqual([null, null]);
  // Navigated to the login page once (its reload for flag 100 included), not in a loop.
  expect(requests.filter((r) => r.endsWith('/login?flag=100')).length).toBeLessThanOrEqual(2);
});

test('token renewal (newtoken) keeps the member logged in after the first token expires', async ({
  page,
}) => {
  // A 60-second session on a server whose clock the test moves: no waiting.
  const clockOffset = { seconds: 0 };
  const renewing = await startStack({ tokenTtlSeconds: 60, clockOffset });
  try {
    const url = renewing.portal.url;
    await page.goto(`${url}/login`);
    await page.getByLabel('用户名 / 手机号').fill('demo');
    await page.getByLabel('密码', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('banner')).toContainText('演示用户');
    const first = await page.evaluate(() => localStorage.getItem('token'));

    // In the session's last third, answers carry newtoken and the SDK stores it.
    clockOffset.seconds = 45;
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe(first);

    // Past the first token's expiry the member is still logged in: a token-only read answers normally.
    clockOffset.seconds = 75;
    await page.goto(`${url}/pay/pay?order_number=WZE2E00002`);
    // The answer is the server's "no such order" (code 404), not an expired session (code 101).
    await expect(page.getByTestId('trade-state')).toContainText('订单不存在');
    await expect(page).toHaveURL(/\/pay\/pay\?order_number=WZE2E00002$/);
    await expect(page.getByRole('banner')).toContainText('演示用户');
  } finally {
    await renewing.close();
  }
});
