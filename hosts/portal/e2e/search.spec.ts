import type { Page } from '@playwright/test';
import { test, expect, appReady, memberClient } from './fixtures';

// One search over every section (issue 27): the header finds 空调, 紫薇花园 and 华为手机 in the sections that
// hold them, each result opens its detail, and the box suggests while typing. The items are seeded through the
// API, each with a mark of its own so the test finds the one it made among the seeded ones.
const mark = `${Date.now() % 100000}`;
const ITEM = { province: '江苏省', city: '盐城市', district: '亭湖区', contact_name: '测试', contact_phone: '13912340002' };
const idle = (tab: 1 | 3, title: string) => ({ ...ITEM, tab, title, price: 99_900, condition: '几乎全新' as const, trade: '同城面交' as const, description: `${title}，自用闲置。` });

test.beforeAll(async () => {
  const client = await memberClient();
  await client.call('idleCreate', idle(1, `九成新 华为 Mate 40 Pro E${mark}`));
  await client.call('idleCreate', idle(3, `美的变频空调 1.5匹 E${mark}`));
  await client.call('createHouse', {
    ...ITEM, house_nav_id: 219, tab: 'info', title: `紫薇花园 南北通透三室 E${mark}`, address: '盐城市亭湖区紫薇路 8 号 紫薇花园',
    total_price: 96, reference_unit_price: 9800, property_type: '住宅', room: '3室2厅', measure: 98,
  });
});

async function searchFromHeader(page: Page, keyword: string) {
  await page.goto('/');
  await appReady(page);
  const box = page.getByRole('search', { name: '站内搜索' }).getByRole('combobox', { name: '搜索内容' });
  await expect(box).toHaveAttribute('maxlength', '50');
  await box.fill(keyword);
  await box.press('Enter');
  await expect(page).toHaveURL(`/search?keyword=${encodeURIComponent(keyword)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`“${keyword}”的搜索结果`);
}

for (const [keyword, tab, title, detail] of [
  ['空调', '闲置', `美的变频空调 1.5匹 E${mark}`, /\/idle\/detail\?id=\d+$/],
  ['紫薇花园', '房产', `紫薇花园 南北通透三室 E${mark}`, /\/house\/219\/info\/detail\/\d+$/],
  ['华为手机', '闲置', `九成新 华为 Mate 40 Pro E${mark}`, /\/idle\/detail\?id=\d+$/],
] as const) {
  test(`${keyword} from the header finds its item under ${tab}, and the result opens the detail`, async ({ page }) => {
    await searchFromHeader(page, keyword);
    const tabs = page.getByRole('navigation', { name: '搜索栏目' });
    // 全部 groups the hits by channel; the channel's tab counts them and lists them ranked
    await expect(page.getByRole('region', { name: new RegExp(`^${tab}`) })).toBeVisible();
    await tabs.getByRole('link', { name: new RegExp(`^${tab} \\d+$`) }).click();
    await expect(page).toHaveURL(/channel=/);
    const link = page.getByTestId('search-results').getByRole('link', { name: new RegExp(title) });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(detail);
    await expect(page.getByText(title).first()).toBeVisible();
  });
}

test('the box suggests titles while typing: ↓ and Enter search the chosen one', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const box = page.getByRole('combobox', { name: '搜索内容' });
  await box.pressSequentially('华为', { delay: 50 });
  const options = page.getByRole('listbox', { name: '搜索建议' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const first = (await options.first().textContent()) ?? '';
  expect(first).toContain('华为');
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(`/search?keyword=${encodeURIComponent(first)}`);
});

test('on a 390 px phone the results page fits the screen and is in the server’s HTML', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const url = `/search?keyword=${encodeURIComponent('华为手机')}`;
  const html = await (await page.request.get(url)).text();
  expect(html).toContain(`九成新 华为 Mate 40 Pro E${mark}`);
  await page.goto(url);
  await expect(page.getByRole('navigation', { name: '搜索栏目' }).getByRole('link', { name: /^全部 \d+$/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const title = page.getByRole('link', { name: new RegExp(`E${mark}`) }).first();
  const box = await title.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
});

test('an over-long keyword is refused in Chinese before asking', async ({ page }) => {
  await page.goto(`/search?keyword=${encodeURIComponent('空'.repeat(51))}`);
  await expect(page.getByRole('alert')).toHaveText('搜索内容不能超过50个字');
});
