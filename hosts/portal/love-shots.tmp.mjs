import { chromium } from '@playwright/test';
const base = 'http://localhost:25179';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h] of [[390, 844], [1366, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'zh-CN' });
  const page = await ctx.newPage();
  await page.goto(base + '/login');
  await page.getByLabel('用户名 / 手机号').fill('demo');
  await page.getByLabel('密码', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForTimeout(1500);
  for (const p of pages) {
    await page.goto(base + p);
    await page.waitForTimeout(2500);
    const name = p.replace(/[^a-zA-Z0-9]+/g, '_');
    await page.screenshot({ path: `/tmp/loveshots/${name}-${w}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
