import { startStack, type Stack } from './servers';
import { test, expect, loginAs } from './fixtures';

let stack: Stack;

// The portal served as `pnpm start` serves it: the API under the portal's own origin.
test.beforeAll(async () => {
  stack = await startStack({ sameOrigin: true });
});
test.afterAll(async () => {
  await stack?.close();
});

test('with the API under the portal origin, token calls go there without CORS preflights', async ({ page }) => {
  await loginAs(page, 'demo', 'demo1234', stack.apiUrl);
  const portalOrigin = new URL(stack.portal.url).origin;
  const calls: { origin: string; method: string; auth: boolean }[] = [];
  page.on('request', (req) => {
    if (!req.url().includes('/public/v1/')) return;
    calls.push({ origin: new URL(req.url()).origin, method: req.method(), auth: 'authorization' in req.headers() });
  });
  await page.goto(`${stack.portal.url}/teacher/teacherDetail?id=1&type=3`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/老师$/);
  await expect(page.getByRole('banner')).toContainText('演示用户');
  await page.waitForLoadState('networkidle');
  expect(calls.filter((c) => c.auth).length).toBeGreaterThan(0);
  expect(calls.filter((c) => c.origin !== portalOrigin)).toEqual([]);
  expect(calls.filter((c) => c.method === 'OPTIONS')).toEqual([]);
  // Writes pass through too (a POST with a form body): log out.
  await page.getByRole('banner').getByRole('button', { name: '退出' }).or(page.getByRole('banner').getByRole('link', { name: '退出' })).click();
  await expect(page.getByRole('banner')).toContainText('欢迎来到本站');
});
