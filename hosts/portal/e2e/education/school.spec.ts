import { test } from '@playwright/test';
import { expect, toast } from './helpers';

test.describe.configure({ mode: 'parallel' });

test('website copy puts the address on the clipboard (复制成功)', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/teacher/schoolDetail?id=1&type=1');
  const site = await page.getByRole('link', { name: /^https?:\/\// }).first().innerText();
  await page.getByRole('button', { name: /复制/ }).first().click();
  await expect(toast(page, '复制成功')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site);
});

test('school detail: alumni centre leads to the alumni list and centre notices', async ({ page }) => {
  await page.goto('/teacher/schoolDetail?id=1&type=1');
  const centre = page.getByRole('region', { name: '校友中心' });
  await centre.getByRole('button', { name: /校友录|更多校友|查看全部校友|校友/ }).first().click();
  await expect(page).toHaveURL(/\/teacher\/schoolmate\?school_id=1&type=1$/);
  await page.goBack();
  await page.getByRole('region', { name: '校友中心' }).getByRole('button', { name: /通知/ }).first().click();
  await expect(page).toHaveURL(/\/teacher\/schoolCenterNotic\?school_id=1&type=1$/);
});

test('school detail: certificate and approval popovers', async ({ page }) => {
  await page.goto('/teacher/schoolDetail?id=1&type=1');
  await page.getByRole('button', { name: '查看办学许可证' }).click();
  await expect(page.getByRole('dialog').getByRole('img').first()).toBeVisible();
});

test('showcase pager moves through pages of 10', async ({ page }) => {
  await page.goto('/teacher/schoolMien?school_id=1');
  const cards = page.locator('main').getByRole('listitem').filter({ hasText: /\d{4}-\d{2}-\d{2}/ });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(10);
});
