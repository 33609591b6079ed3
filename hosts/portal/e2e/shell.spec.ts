import { test, expect, appReady } from './fixtures';

// 婚恋 asks a guest to log in once the app runs (before, the server's link is a plain link).

test('love menu without a token asks 提示 / 对不起，您还没有登录？; 再看看 goes home', async ({ page }) => {
  await page.goto('/tour/index');
  await appReady(page);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '婚恋' }).click();
  const dialog = page.getByRole('dialog', { name: '提示' });
  await expect(dialog).toContainText('对不起，您还没有登录？');
  await dialog.getByRole('button', { name: '再看看' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('love confirm 去登录 sets isFlag 100 and opens login with flag 100, which clears the flag', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '婚恋' }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/login\?flag=100$/);
  await expect(page.getByRole('heading', { name: '会员登录' })).toBeVisible();
  // The login page reloads itself once on flag 100; a read during that reload is retried.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('isFlag')).catch(() => 'reloading'))
    .toBeNull();
});

test('an empty search is refused with 请先输入搜索内容！', async ({ page }) => {
  await page.goto('/');
  // before the app runs the form searches on the server (its action), as without JavaScript
  await appReady(page);
  await page.getByRole('combobox', { name: '搜索内容' }).fill('   ');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByText('请先输入搜索内容！')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('search shows counts and paged results for the keyword', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  await page.getByRole('combobox', { name: '搜索内容' }).fill('老师');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?keyword=%E8%80%81%E5%B8%88$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('“老师”的搜索结果');
  // 全部 groups the hits by channel; a channel's tab pages through them
  await page.getByRole('navigation', { name: '搜索栏目' }).getByRole('link', { name: /^教育 \d+$/ }).click();
  await expect(page).toHaveURL(/channel=education/);
  const results = page.getByTestId('search-results').getByRole('listitem');
  await expect(results).toHaveCount(10);
  await expect(results.first().locator('mark').first()).toHaveText('老师');
  const firstTitle = await results.first().textContent();
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(results.first()).not.toHaveText(firstTitle ?? '');
});

test('city picker: the choice persists across reloads; a 市辖区 is named after its province', async ({ page }) => {
  await page.goto('/');
  const current = page.getByRole('button', { name: /^当前城市：/ });
  // the header names the city once the app has taken the page over (slow on a busy machine)
  await expect(current).toContainText('盐城市', { timeout: 30_000 });
  await current.click();
  const picker = page.getByRole('dialog', { name: '选择城市' });
  await picker.getByRole('list', { name: '城市' }).getByRole('button', { name: '南京市' }).click();
  await expect(current).toContainText('南京市');
  await page.reload();
  await expect(current).toContainText('南京市');
  await current.click();
  await picker.getByRole('list', { name: '省份' }).getByRole('button', { name: '北京市' }).click();
  await picker.getByRole('list', { name: '城市' }).getByRole('button', { name: '市辖区' }).click();
  await expect(current).toContainText('北京市');
  await page.reload();
  await expect(current).toContainText('北京市');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('region') ?? '{}'));
  expect(stored).toMatchObject({ province: '110000', areaName: '北京市' });
});

test('a video banner opens the video dialog (50% wide, 400 px video)', async ({ page }) => {
  await page.goto('/');
  const videos = page.getByRole('button', { name: /^播放视频/ });
  // the carousel turns (to the video slide) once the app has taken the page over: slow on a busy machine
  await expect(videos.first()).toBeAttached({ timeout: 30_000 });
  // Step the carousel until a video slide is in view, then play it. The carousel keeps moving on its
  // own (5 s) and re-renders its slides, so look the slide up afresh on every attempt.
  await expect(async () => {
    const idx = await videos.evaluateAll((els) =>
      els.findIndex((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.left >= -1 && r.right <= window.innerWidth + 1;
      }),
    );
    if (idx < 0) {
      await page.getByRole('button', { name: '下一张', exact: true }).click();
      throw new Error('no video slide in view yet');
    }
    await videos.nth(idx).click({ timeout: 2000 });
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const player = dialog.locator('video');
  await expect(player).toBeVisible();
  // Layout sizes come back as floats (400.00001…), and the dialog may still be settling: poll, to 0.1 px.
  await expect.poll(async () => (await player.boundingBox())?.height ?? 0).toBeCloseTo(400, 1);
  const viewport = page.viewportSize()!;
  const panel = await dialog.boundingBox();
  // 50% of the overlay's content box (the overlay keeps a small margin around the panel).
  expect(panel!.width / viewport.width).toBeGreaterThan(0.45);
  expect(panel!.width / viewport.width).toBeLessThanOrEqual(0.5);
});

test('home shows the ten recommendation blocks TJ01–TJ10 and home meta tags', async ({ page }) => {
  await page.goto('/');
  const blocks = page.locator('[data-tplnum]');
  await expect(blocks).toHaveCount(10);
  await expect(blocks.first()).toHaveAttribute('data-tplnum', 'TJ01');
  await expect(blocks.first().getByRole('listitem').first().locator('img')).toBeVisible();
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /分类信息/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /门户/);
});

test('back returns to where the list was scrolled; a new page starts at the top', async ({ page }) => {
  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.goto('/idle/index');
  await appReady(page);
  const card = page.locator('main a[href^="/idle/detail?id="]').last();
  await card.scrollIntoViewIfNeeded();
  // the list settles (pictures, the share bar) before the place is noted
  await expect.poll(async () => {
    const before = await scrollY();
    await page.waitForTimeout(300);
    return before === (await scrollY());
  }).toBe(true);
  const y = await scrollY();
  expect(y).toBeGreaterThan(100);
  await card.click();
  await expect(page).toHaveURL(/\/idle\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(scrollY).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/idle\/index$/);
  await expect.poll(scrollY).toBe(y);
});
