import { test } from '@playwright/test';
import { expect, login, toast } from './helpers';

test.describe.configure({ mode: 'parallel' });

test('a guest gets 请先登录 on a courseware detail, logs in and then sees it', async ({ page }) => {
  await page.goto('/teacher/videoCoursewareDetail?id=2&type=2');
  await expect(toast(page, '请先登录')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('请先登录');
  await page.getByRole('alert').getByRole('link', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('用户名 / 手机号').fill('demo');
  await page.getByRole('textbox', { name: '密码' }).fill('demo1234');
  await page.getByRole('form', { name: '账号密码登录' }).getByRole('button', { name: '登录' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/teacher/videoCoursewareDetail?id=2&type=2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: '播放', exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('guests also get 请先登录 on notice, course affairs and campus life details', async ({ page }) => {
  for (const url of ['/teacher/noticeDetail?id=1&type=1', '/teacher/sectionDetail?id=1', '/teacher/schoolLifeInfo?id=1&type=1']) {
    await page.goto(url);
    await expect(page.getByRole('alert')).toContainText('请先登录');
  }
});

test('an unknown courseware shows the server message', async ({ page }) => {
  await login(page);
  await page.goto('/teacher/textCoursewareDetail?id=999999&type=1');
  await expect(page.getByRole('alert')).not.toContainText('请先登录');
  await expect(page.getByRole('alert')).not.toBeEmpty();
});

test('video comment and reply: blank texts are refused, then both are posted', async ({ page }) => {
  await login(page);
  await page.goto('/teacher/videoCoursewareDetail?id=2&type=2');
  const box = page.getByRole('textbox', { name: '发表留言' });
  await box.fill('   ');
  await page.getByRole('button', { name: '发表', exact: true }).click();
  await expect(toast(page, '请输入留言内容').or(page.getByText('请输入留言内容'))).toBeVisible();
  const text = `讲得很清楚，谢谢老师 ${Date.now()}`;
  await box.fill(text);
  await page.getByRole('button', { name: '发表', exact: true }).click();
  await expect(toast(page, '留言成功')).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();

  await page.getByRole('button', { name: '回复', exact: true }).first().click();
  const replyBox = page.getByRole('textbox', { name: /^回复 / }).first();
  await page.getByRole('button', { name: '发送回复' }).first().click();
  await expect(toast(page, '请输入回复内容').or(page.getByText('请输入回复内容', { exact: true }).first())).toBeVisible();
  const reply = `同问 ${Date.now()}`;
  await replyBox.fill(reply);
  await page.getByRole('button', { name: '发送回复' }).first().click();
  await expect(toast(page, '回复成功')).toBeVisible();
  await expect(page.getByText(reply)).toBeVisible();
});

test('text courseware comments are sent without a blank check', async ({ page }) => {
  await login(page);
  await page.goto('/teacher/textCoursewareDetail?id=1&type=1');
  const sent = page.waitForRequest((r) => r.url().includes('/education/postComment'));
  await page.getByRole('button', { name: '发表', exact: true }).click();
  await sent;
});

test('video: play, pause, seek and download', async ({ page }) => {
  await login(page);
  await page.goto('/teacher/videoCoursewareDetail?id=2&type=2');
  const video = page.locator('video');
  await expect(video).toHaveAttribute('src', /\/media\//);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
  });
  await page.getByRole('button', { name: '播放', exact: true }).click();
  await expect(page.getByRole('button', { name: '暂停', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration || 0)).toBeGreaterThan(2);
  await page.getByRole('button', { name: '暂停', exact: true }).click();
  await expect(page.getByRole('button', { name: '播放', exact: true })).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

  const seek = page.getByRole('slider', { name: '播放进度' });
  await seek.fill('2');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.currentTime))).toBe(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.mp4$/);
});

test('courseware list: paging, and switching tabs goes back to page 1', async ({ page }) => {
  await page.goto('/teacher/textCoursewareList?teacher_id=1');
  const pager = page.getByRole('navigation', { name: '分页' });
  const items = page.locator('main ul[data-view] > li');
  await expect(items).toHaveCount(10);
  const firstPage = await items.first().innerText();
  await pager.getByRole('button', { name: '第 2 页' }).click();
  await expect(pager.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await expect(items.first()).not.toHaveText(firstPage);
  await page.getByRole('tab', { name: '阅读' }).click();
  await expect(page.getByRole('tab', { name: '阅读' })).toHaveAttribute('aria-selected', 'true');
  await expect(pager.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
});
