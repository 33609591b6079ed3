import type { Page } from '@playwright/test';
import { test, expect, loginAs, appReady } from './fixtures';

/** The API calls a page makes (path + params, without the per-request signature fields). */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!url.pathname.includes('/public/v1/') || req.method() === 'OPTIONS') return;
    const params = [...url.searchParams]
      .filter(([k]) => !['appid', 'timestamp', 'sign'].includes(k))
      .sort(([a], [b]) => (a < b ? -1 : 1));
    calls.push(`${url.pathname.replace(/^.*\/public\/v1/, '')}?${new URLSearchParams(params)}`);
  });
  return calls;
}

function repeated(calls: string[]): string[] {
  return calls.filter((c, i) => calls.indexOf(c) !== i);
}

// A cold start fetches the route's reads (and the section's banner after its menu id) before the page's
// code has arrived; the page's hooks must pick those answers up instead of asking again.
for (const [name, url, login] of [
  ['home', '/', false],
  ['search', '/search?keyword=旅游', false],
  ['teacher detail', '/teacher/teacherDetail?id=1&type=3', false],
  ['video courseware detail', '/teacher/videoCoursewareDetail?id=2&type=2', true],
  ['school detail', '/teacher/schoolDetail?id=1&type=1', false],
] as const) {
  test(`first load of ${name}: every call is made once`, async ({ page }) => {
    if (login) await loginAs(page);
    const calls = recordCalls(page);
    await page.goto(url);
    // Server-rendered: wait for the app to take the page over (its calls follow), then for quiet.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('main') ?? {}).some((k) => k.startsWith('__reactFiber')),
    );
    await expect(page.locator('[data-testid="banner-skeleton"], .skeleton--banner')).toHaveCount(0);
    // Server-rendered: the route's own reads came with the HTML (a guest does not fetch them again), so
    // few calls may be left to the browser; they may start after a first quiet spell on a busy machine.
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(repeated(calls)).toEqual([]);
  });
}

test('the section banner comes with the HTML and stays in place across pages of the section', async ({ page }) => {
  const calls = recordCalls(page);
  await page.goto('/teacher/teacherDetail?id=1&type=3');
  const banner = page.locator('.page-banner');
  await expect(banner.getByRole('region', { name: '广告横幅' })).toBeVisible();
  await appReady(page);
  await banner.evaluate((el) => el.setAttribute('data-e2e-mark', 'first'));
  await page.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: '学习' }).click();
  await expect(page).toHaveURL(/\/education\/index/);
  // Same element: the shell kept it while the page changed.
  await expect(page.locator('.page-banner[data-e2e-mark="first"]')).toHaveCount(1);
  // Server-rendered for a guest: the browser never asks for it.
  expect(calls.filter((c) => c.startsWith('/banner?')).length).toBe(0);
});
