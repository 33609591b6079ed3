import type { Page } from '@playwright/test';
import { test, expect, appReady, nodeClient } from './fixtures';

// The header's city switch (issue 27) on a 390 × 844 phone: choosing a city closes the picker and the
// lists show that city's items, in the browser at once and in the server's rendering after a reload.
test.use({ viewport: { width: 390, height: 844 } });

async function chooseCity(page: Page, name: string) {
  const current = page.getByRole('button', { name: /^当前城市：/ });
  // the header names the city once the app has taken the page over (slow on a busy machine)
  await expect(current).toContainText('盐城市', { timeout: 30_000 });
  await current.click();
  const picker = page.getByRole('dialog', { name: '选择城市' });
  await picker.getByRole('list', { name: '城市' }).getByRole('button', { name, exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(current).toContainText(name);
}

test('a city switch changes the house and idle lists, survives a reload (server-rendered) and 全部城市 undoes it', async ({ page }) => {
  test.slow();
  const api = nodeClient();
  const all = await api.call('secondHandInfoList', { house_nav_id: 219 });
  const nanjing = await api.call('secondHandInfoList', { house_nav_id: 219, city: '南京市' });
  // the seed has homes in a second city, fewer than everywhere
  expect(nanjing.total).toBeGreaterThan(0);
  expect(nanjing.total).toBeLessThan(all.total);

  await page.goto('/house/ershoufang/info/index');
  const list = page.getByRole('list', { name: '二手房' });
  const count = page.getByText(/共找到 \d+ 条信息/);
  await expect(count).toHaveText(`共找到 ${all.total} 条信息`);
  await appReady(page);

  await chooseCity(page, '南京市');
  await expect(count).toHaveText(`共找到 ${nanjing.total} 条信息`);
  await expect(list.getByRole('heading')).toHaveText(nanjing.lists.map((h) => h.title));
  const cityBar = page.getByRole('group', { name: '城市' });
  await expect(cityBar).toContainText('南京市');
  // nothing off-screen at 390 px
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // the server renders the chosen city's list (the cookie), before any script runs
  const html = await (await page.request.get('/house/ershoufang/info/index')).text();
  expect(html).toContain(nanjing.lists[0]!.title);
  const yancheng = all.lists.find((h) => !nanjing.lists.some((n) => n.id === h.id))!;
  expect(html).not.toContain(yancheng.title);
  await page.reload();
  await expect(count).toHaveText(`共找到 ${nanjing.total} 条信息`);

  // another listing section follows the same choice
  const idle = await api.call('idleList', { city: '南京市' });
  await page.goto('/idle/index');
  const goods = page.getByRole('list', { name: '闲置' });
  await expect(page.getByText(/共找到 \d+ 条信息/)).toHaveText(`共找到 ${idle.total} 条信息`);
  await expect(goods.getByRole('heading')).toHaveText(idle.lists.map((i) => i.title));

  // 全部城市: every city again, in the URL (city=), and back to the chosen one
  await page.goto('/house/ershoufang/info/index');
  await appReady(page);
  await cityBar.getByRole('button', { name: '全部城市' }).click();
  await expect(page).toHaveURL(/city=(&|$)/);
  await expect(count).toHaveText(`共找到 ${all.total} 条信息`);
  await page.getByRole('group', { name: '城市' }).getByRole('button', { name: '只看南京市' }).click();
  await expect(count).toHaveText(`共找到 ${nanjing.total} 条信息`);
});
