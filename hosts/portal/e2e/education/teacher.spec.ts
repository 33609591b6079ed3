import { test, type Page } from '@playwright/test';
import { appReady } from '../fixtures';
import { expect, login, toast } from './helpers';

test.describe.configure({ mode: 'parallel' });

// Teacher detail flows. Each test uses its own teacher so parallel workers never share counts.

async function figure(page: Page, op: string): Promise<number> {
  const text = await page.locator(`[data-operation="${op}"]`).innerText();
  return Number(text.replace(/\D+/g, '') || '0');
}

test.describe('teacher detail (logged in)', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('remark: validation texts, add, then delete after the confirmation text', async ({ page }) => {
    await page.goto('/teacher/teacherDetail?id=8&type=3');
    const form = page.getByRole('form', { name: '添加备注' });
    await form.getByRole('button', { name: '提交' }).click();
    await expect(toast(page, '请输入备注内容').or(form.getByText('请输入备注内容'))).toBeVisible();
    const content = `上课认真，讲解清楚 ${Date.now()}`;
    await form.getByLabel('备注内容').fill(content);
    await form.getByRole('button', { name: '提交' }).click();
    await expect(toast(page, '请选择评级').or(form.getByText('请选择评级'))).toBeVisible();
    await form.getByRole('radio', { name: '良好' }).check();
    await form.getByRole('button', { name: '提交' }).click();
    await expect(toast(page, '添加成功')).toBeVisible();
    const list = page.getByRole('region', { name: '教师备注' }).getByRole('list', { name: '备注列表' });
    await expect(list.getByText(content)).toBeVisible();

    await list.getByRole('button', { name: `删除备注：${content.slice(0, 20)}` }).click();
    const confirm = page.getByRole('dialog', { name: '删除备注' });
    await expect(confirm.getByText('是否确认删除备注内容，删除后无法找回。')).toBeVisible();
    await confirm.getByRole('button', { name: '删除' }).click();
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(list.getByText(content)).toHaveCount(0);
  });

  test('remarks paginate with the server limit (5 per page)', async ({ page }) => {
    await page.goto('/teacher/teacherDetail?id=1&type=3');
    await page.getByRole('group', { name: '备注' }).getByRole('button', { name: '查看备注' }).click();
    const list = page.getByRole('region', { name: '教师备注' }).getByRole('list', { name: '备注列表' });
    await expect(list.getByRole('listitem')).toHaveCount(5);
    const firstPage = await list.innerText();
    await page.getByRole('region', { name: '教师备注' }).getByRole('button', { name: '第 2 页' }).click();
    await expect(list).not.toHaveText(firstPage);
  });

  test('like and collect toggle with their four messages and refetched counts', async ({ page }) => {
    await page.goto('/teacher/teacherDetail?id=5&type=3');
    // the counts and states of a member, not the server's guest view
    await appReady(page);
    const like = page.locator('[data-operation="like"]');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const likes = await figure(page, 'like');
    await like.click();
    await expect(toast(page, '点赞成功')).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => figure(page, 'like')).toBe(likes + 1);
    await like.click();
    await expect(toast(page, '取消点赞成功')).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => figure(page, 'like')).toBe(likes);

    const collect = page.locator('[data-operation="collect"]');
    const collects = await figure(page, 'collect');
    await collect.click();
    await expect(toast(page, '收藏成功')).toBeVisible();
    await expect.poll(() => figure(page, 'collect')).toBe(collects + 1);
    await collect.click();
    await expect(toast(page, '取消收藏成功')).toBeVisible();
    await expect.poll(() => figure(page, 'collect')).toBe(collects);
  });

  test('rating: 请选择评分 without a score, 评分成功 with one', async ({ page }) => {
    await page.goto('/teacher/teacherDetail?id=6&type=3');
    const dialog = page.getByRole('dialog', { name: /评分$/ });
    // one click once the app runs (a click before is answered later: ssr.spec)
    await appReady(page);
    await page.locator('[data-operation="rate"]').click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '提交评分' }).click();
    await expect(toast(page, '请选择评分')).toBeVisible();
    await dialog.getByRole('radio', { name: '5 星 力荐' }).click();
    await dialog.getByRole('button', { name: '提交评分' }).click();
    await expect(toast(page, '评分成功')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('share records the share (分享成功) and reloads the teacher', async ({ page }) => {
    await page.goto('/teacher/teacherDetail?id=7&type=3');
    await appReady(page);
    const before = await figure(page, 'share');
    await page.locator('[data-operation="share"]').click();
    const dialog = page.getByRole('dialog', { name: '分享' });
    await expect(dialog.getByRole('link', { name: /QQ空间|QQ 空间/ })).toHaveAttribute('rel', /noopener/);
    await dialog.locator('[data-channel="wechat"]').click();
    await expect(toast(page, '分享成功')).toBeVisible();
    await expect.poll(() => figure(page, 'share')).toBe(before + 1);
    await expect(page.getByRole('region', { name: /的个人资料$/ }).getByRole('list', { name: '统计' })).toContainText(String(before + 1));
  });

  test('showcase says 该功能暂未开放', async ({ page }) => {
    await page.goto('/teacher/teacherDetail?id=9&type=3');
    await page.locator('[data-operation="showcase"]').click();
    await expect(toast(page, '该功能暂未开放')).toBeVisible();
  });
});

test('a guest who likes a teacher is asked to log in, and nothing is sent', async ({ page }) => {
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/education/')) writes.push(r.url());
  });
  await page.goto('/teacher/teacherDetail?id=10&type=3');
  const dialog = page.getByRole('dialog', { name: '提示' });
  await page.locator('[data-operation="like"]').click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('您还没有登录');
  expect(writes).toEqual([]);
});
