// temporary smoke script (not committed)
import { startServer, DEV_APP_ID, DEV_APP_SECRET } from '@wz/api-server';
import { chromium } from '@playwright/test';
// @ts-expect-error no types
import { startStaticServer } from '../scripts/serve-static.mjs';
const api = await startServer({ port: 0, host: '127.0.0.1', dbPath: ':memory:', devEndpoints: true, logRequests: false, log: () => {} });
const portal = await startStaticServer({ root: process.env.DIST ?? '/tmp/edu-dist', port: 0, config: { apiBaseUrl: `${api.url}/public/v1`, appid: DEV_APP_ID, signer: { mode: 'md5', secret: DEV_APP_SECRET } } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', (m) => { if (m.type() === 'error') console.error('console:', m.text()); });
page.on('pageerror', (e) => console.error('pageerror:', e.message));
for (const path of (process.env.PATHS ?? '/teacher/teacherDetail?id=1').split(',')) {
  await page.goto(portal.url + path);
  await page.waitForTimeout(2500);
  const name = path.replace(/[^a-z0-9]+/gi, '_');
  await page.screenshot({ path: `/tmp/edu/${name}.png`, fullPage: true });
  console.log(path, (await page.locator('main').innerText()).slice(0, 600).replace(/\n+/g, ' | '));
}
await browser.close(); await portal.close(); await api.close();
