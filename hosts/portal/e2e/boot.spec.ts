import { test, expect } from './fixtures';

// The boot script shows what went wrong instead of a blank page, and says which part failed.

test('an unusable config.json: 站点配置加载失败 with the reason', async ({ page, consoleErrors }) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"appid":"wzwebapp"}' }),
  );
  // The page as a static host serves it: the server's shell carries its configuration, so take it out.
  await page.route('**/login', async (route) => {
    const res = await route.fetch();
    const body = (await res.text()).replace(/<script id="wz-config"[^>]*>[\s\S]*?<\/script>/, '');
    await route.fulfill({ response: res, body });
  });
  await page.goto('/login');
  await expect(page.getByRole('alert')).toHaveText(/^站点配置加载失败：.*apiBaseUrl is required/);
  consoleErrors.length = 0; // the boot script logs the error: expected here
});

test('the app code cannot be fetched: 页面加载失败，请刷新重试', async ({ page, consoleErrors }) => {
  await page.route(/\/assets\/app-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('alert')).toHaveText(/^页面加载失败，请刷新重试：/);
  consoleErrors.length = 0;
});
