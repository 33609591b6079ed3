import type { Browser, Page } from '@playwright/test';
import { uploadFile } from '@wz/sdk/upload';
import { test, expect as baseExpect, appReady, loginAs, memberClient, nodeClient, picture, newMember, approveReview } from './fixtures';

// Own (issue 31): a member opens a page, writes a post with a picture and publishes it; a visitor reads it
// (also without JavaScript), comments, reports it and leaves a message on the page; the owner replies to both,
// sees the report and takes the post down; the visitor no longer finds it.

const expect = baseExpect.configure({ timeout: 30_000 });
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';


const approve = (userId: number) => approveReview('own', userId);

async function visitor(browser: Browser) {
  const m = await newMember('visit', '135');
  const context = await browser.newContext({ baseURL: process.env.PORTAL_URL });
  const page = await context.newPage();
  await loginAs(page, m.username, m.password);
  return { ...m, context, page };
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
/** A field's or form's message (an option of a select may carry the same words). */
const alertOf = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: exactly(text) });

test('a member opens a page and publishes a post with a picture; a visitor reads, comments, reports and leaves a message; the owner replies and takes it down', async ({ page, browser }) => {
  test.setTimeout(360_000);
  const m = await newMember('own', '135');
  await loginAs(page, m.username, m.password);
  await page.goto('/release/own');
  await expect(page.getByRole('status').filter({ hasText: '入驻状态：尚未入驻' })).toBeVisible();
  await appReady(page);
  await field(page, '主页名称').fill('周');
  await field(page, '主页名称').blur();
  await expect(alertOf(page, '名称 2–20 个字')).toBeVisible();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(alertOf(page, '请上传头像')).toBeVisible();
  await expect(field(page, '主页名称')).toHaveValue('周');
  const name = `小周的周末${m.id}`;
  await field(page, '主页名称').fill(name);
  await page.getByRole('combobox', { name: '所在地区' }).selectOption('亭湖区');
  await field(page, '简介').fill('记录盐城周末去过的地方');
  await page.locator('input[type="file"]').setInputFiles(await picture(page, 'image/png', 'avatar.png'));
  await expect(page.getByRole('list', { name: '头像' }).getByRole('img')).toBeVisible();
  for (const gone of ['名称 2–20 个字', '请上传头像']) await expect(alertOf(page, gone)).toHaveCount(0);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('status').filter({ hasText: /入驻状态：审核中/ })).toBeVisible();
  await approve(m.id);

  // a post with a picture, written in the user centre
  await page.goto('/user/ownRelease/infoList');
  await page.getByRole('button', { name: '发布新动态' }).click();
  await field(page, '标题').fill('水');
  await field(page, '标题').blur();
  await expect(alertOf(page, '标题 2–60 个字')).toBeVisible();
  await page.getByRole('button', { name: '提交' }).click();
  await expect(alertOf(page, '正文请至少输入 5 个字')).toBeVisible();
  await expect(field(page, '标题')).toHaveValue('水');
  const title = `${name}：水街夜景`;
  await field(page, '标题').fill(title);
  await page.getByRole('textbox', { name: '正文' }).click();
  await page.keyboard.type('晚上的水街灯光很漂亮，河边散步的人不少。');
  await page.locator('input[type="file"]').setInputFiles(await picture(page, 'image/jpeg', 'night.jpg'));
  await expect(page.getByRole('list', { name: '图片' }).getByRole('img')).toBeVisible();
  for (const gone of ['标题 2–60 个字', '正文请至少输入 5 个字']) await expect(alertOf(page, gone)).toHaveCount(0);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  const postUrl = (await page.getByRole('link', { name: title }).getAttribute('href'))!;

  // the visitor finds the page and the post, with and without JavaScript
  const v = await visitor(browser);
  await v.page.goto(`/own/index?keyword=${encodeURIComponent(name)}`);
  await v.page.getByRole('link', { name, exact: true }).click();
  await expect(v.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await v.page.getByRole('list', { name: '动态列表' }).getByRole('link', { name: new RegExp(title) }).click();
  await expect(v.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(v.page.getByText('晚上的水街灯光很漂亮')).toBeVisible();
  await expect(v.page.getByRole('img', { name: `${title} 图1` }).first()).toBeVisible();
  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.PORTAL_URL });
  const plain = await noJs.newPage();
  const html = await (await plain.goto(postUrl))!.text();
  expect(html).toContain(`<title>${title}`);
  await expect(plain.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(plain.getByText('晚上的水街灯光很漂亮')).toBeVisible();
  await noJs.close();

  // comment, report, message
  await appReady(v.page);
  await field(v.page, '写评论').fill('拍得真好，请问几点去人少？');
  await v.page.getByRole('button', { name: '发表评论' }).click();
  await expect(v.page.getByRole('list', { name: '评论列表' }).getByText('拍得真好，请问几点去人少？')).toBeVisible();
  await v.page.getByRole('button', { name: '举报', exact: true }).click();
  await v.page.getByRole('radio', { name: '侵权' }).check();
  await v.page.getByRole('button', { name: '提交举报' }).click();
  await expect(v.page.getByText('举报成功，我们会尽快核实处理')).toBeVisible();
  await v.page.getByRole('link', { name, exact: true }).first().click();
  await expect(v.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await field(v.page, '留言内容').fill('你好，想约一起去拍照');
  await v.page.getByRole('button', { name: '发送留言' }).click();
  await expect(v.page.getByRole('status').filter({ hasText: '留言已送达' })).toBeVisible();

  // the owner replies to both, sees the report, takes the post down
  await page.goto('/user/ownRelease/comment');
  const mod = page.getByRole('list', { name: '评论管理' });
  await expect(mod.getByText('拍得真好，请问几点去人少？')).toBeVisible();
  await mod.getByRole('button', { name: '回复', exact: true }).first().click();
  await page.getByRole('textbox', { name: /^回复 / }).fill('晚上八点以后人就少了。');
  await page.getByRole('button', { name: '发送回复' }).click();
  await expect(mod.getByText('晚上八点以后人就少了。')).toBeVisible();
  await page.goto('/user/ownRelease/receivedMessage');
  await expect(page.getByText('你好，想约一起去拍照')).toBeVisible();
  await page.getByRole('textbox', { name: /^回复 / }).fill('好呀，周末见！');
  await page.getByRole('button', { name: '回复', exact: true }).click();
  await expect(page.getByText('好呀，周末见！')).toBeVisible();
  await page.goto('/user/ownRelease/report');
  await expect(page.getByText('侵权', { exact: true })).toBeVisible();
  await page.goto('/user/ownRelease/infoList');
  await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: '下架' }).click();
  await expect(page.getByText('已下架', { exact: true }).first()).toBeVisible();

  // the visitor reads the replies and no longer finds the post
  await v.page.goto(postUrl);
  await expect(v.page.getByText('该动态不存在，或已下线')).toBeVisible();
  await v.page.goto('/user/ownRelease/sendMessage');
  await expect(v.page.getByText('好呀，周末见！')).toBeVisible();
  await v.context.close();
});

test("a member never edits another's post: the API answers 404 and the post stays", async () => {
  const a = await newMember('owna', '135');
  const ca = await memberClient(a.username, a.password);
  const pic = async (c: typeof ca) => Number((await uploadFile(c, Object.assign(new Blob([Buffer.from(PNG_1X1, 'base64')], { type: 'image/png' }), { name: 'p.png' }), { purpose: 'listing' })).id);
  await ca.call('ownRuzhu', { name: '甲的主页', category: '生活', district: '盐都区', jianjie: '甲的日常记录', avatar: await pic(ca) });
  await approve(a.id);
  const { id } = await ca.call('ownSavePost', { title: '甲的动态', html: '<p>甲写的动态正文</p>', publish: 1 });
  const b = await newMember('ownb', '135');
  const cb = await memberClient(b.username, b.password);
  await cb.call('ownRuzhu', { name: '乙的主页', category: '生活', district: '盐都区', jianjie: '乙的日常记录', avatar: await pic(cb) });
  await approve(b.id);
  for (const call of [() => cb.call('ownSavePost', { id, title: '乙改的', html: '<p>乙改的正文内容</p>' }), () => cb.call('ownSetPostStatus', { id, status: 'down' }), () => cb.call('ownMyPost', { id })])
    expect(await call().catch((e: { code?: number }) => e)).toMatchObject({ code: 404 });
  expect((await nodeClient().call('ownPost', { id })).title).toBe('甲的动态');
});
