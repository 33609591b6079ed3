import { uploadFile } from '@wz/sdk/upload';
import type { Page } from '@playwright/test';
import { test, expect as baseExpect, appReady, lastSmsCode, loginAs, memberClient, nodeClient, picture } from './fixtures';

// Travel (issue 26 §5): a member settles as an operator, fills the pages in the user centre, the public
// browses them (also without JavaScript), a visitor leaves a message and the two reply.

// pages behind login render in the browser, and the e2e machine is shared: give each expectation room
const expect = baseExpect.configure({ timeout: 30_000 });
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
let seq = 0;

/** A new member (registered through the API with an SMS code): the username, password and id. */
async function newMember() {
  const phone = `137${String(Date.now() + seq++).slice(-8)}`;
  const api = nodeClient();
  await api.call('sendRegSms', { phone });
  const username = `tour${phone.slice(-7)}`;
  const { userInfo } = await api.call('register', { phone, code: await lastSmsCode(phone), password: 'demo1234', username });
  return { username, password: 'demo1234', id: userInfo.id };
}

/** The dev review simulator decides a settlement (as the back office would). */
async function review(userId: number, action: 'approve' | 'refuse', reason = '') {
  const res = await fetch(`${process.env.API_URL}/review/sim/tour/${userId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ action, reason }),
  });
  expect(await res.json()).toMatchObject({ ok: true });
}

/** An operator settled and approved through the API, with a page filled in: the seed of the later tests. */
async function settledOperator(name: string) {
  const m = await newMember();
  const client = await memberClient(m.username, m.password);
  const upload = () => uploadFile(client, Object.assign(new Blob([Buffer.from(PNG_1X1, 'base64')], { type: 'image/png' }), { name: 'p.png' }), { purpose: 'listing' });
  const licence = await upload();
  await client.call('tourRuzhu', { type: 'scenic', name, licence: Number(licence.id), contact: '周经理', phone: '13900001111' });
  await review(m.id, 'approve');
  const cover = await upload();
  await client.call('tourSaveBase', { title: name, jianjie: '湖光山色，四季皆宜', price: '45', opentime: '08:00-17:00', tel: '0515-88886666', city: '建湖县', level: '4A', pic: Number(cover.id) });
  const tourId = (await client.call('tourMine', {})).id;
  return { ...m, client, tourId };
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const alertOf = (page: Page, text: string) => page.getByText(text, { exact: true });

test('a member settles as an operator: bad input keeps what was typed, then review approves it', async ({ page }) => {
  test.slow();
  const m = await newMember();
  await loginAs(page, m.username, m.password);
  await page.goto('/release/tour');
  await expect(page.getByRole('status').filter({ hasText: '入驻状态：尚未入驻' })).toBeVisible();
  await appReady(page);

  await field(page, '景区/旅行社名称').fill('湖');
  await field(page, '联系人').fill('周经理');
  await field(page, '联系电话').fill('12345');
  // leaving the field shows its message first (and moves the button): submit after that, as a person would
  await field(page, '联系电话').blur();
  await expect(alertOf(page, '请输入正确的手机号或座机号（如 0515-88880000）')).toBeVisible();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(alertOf(page, '名称 2–40 个字')).toBeVisible();
  await expect(alertOf(page, '请输入正确的手机号或座机号（如 0515-88880000）')).toBeVisible();
  await expect(alertOf(page, '请上传营业执照图片')).toBeVisible();
  await expect(field(page, '景区/旅行社名称')).toHaveValue('湖');
  await expect(field(page, '联系电话')).toHaveValue('12345');

  const name = `九龙湖湿地${m.id}`;
  await field(page, '景区/旅行社名称').fill(name);
  await field(page, '联系电话').fill('0515-88887777');
  await page.locator('input[type="file"]').setInputFiles(await picture(page, 'image/png', 'licence.png'));
  await expect(page.getByRole('list', { name: '营业执照' }).getByRole('img')).toBeVisible();
  // the messages go as the fields are corrected (the button moves back up before it is pressed)
  for (const gone of ['名称 2–40 个字', '请输入正确的手机号或座机号（如 0515-88880000）', '请上传营业执照图片']) await expect(alertOf(page, gone)).toHaveCount(0);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('status').filter({ hasText: /入驻状态：审核中/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '提交申请' })).toHaveCount(0);

  // before approval the user centre says where to go
  await page.goto('/user/tourRelease/base');
  await expect(page.getByRole('alert')).toContainText('入驻审核通过后才能编辑旅游页面');
  await expect(page.getByRole('link', { name: '去申请入驻' })).toHaveAttribute('href', '/release/tour');

  await review(m.id, 'approve');
  await page.goto('/release/tour');
  await expect(page.getByRole('status').filter({ hasText: `入驻状态：已入驻（${name}）` })).toBeVisible();
  await page.getByRole('link', { name: '去编辑我的旅游页面' }).click();
  await expect(page).toHaveURL(/\/user\/tourRelease\/base$/);
  await expect(field(page, '名称')).toHaveValue(name);
});

test('the operator fills base, detail, theme and the three pictures; the public list and detail show them, with and without JavaScript', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const op = await settledOperator(`荷花湖景区${Date.now() % 100000}`);
  await loginAs(page, op.username, op.password);

  // base: a refusal keeps the input
  await page.goto('/user/tourRelease/base');
  await expect(field(page, '名称')).toHaveValue(/荷花湖景区/);
  await appReady(page);
  const title = `${op.username}荷花湖`;
  await field(page, '名称').fill('荷');
  await field(page, '价格（元）').fill('12.345');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertOf(page, '名称 2–40 个字')).toBeVisible();
  await expect(alertOf(page, '请输入价格（0–999999 元，最多两位小数）')).toBeVisible();
  await expect(field(page, '价格（元）')).toHaveValue('12.345');
  await field(page, '名称').fill(title);
  await field(page, '价格（元）').fill('58');
  await field(page, '简介').fill('十里荷塘，夏季赏荷胜地');
  for (const gone of ['名称 2–40 个字', '请输入价格（0–999999 元，最多两位小数）']) await expect(alertOf(page, gone)).toHaveCount(0);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();

  // detail (rich text)
  await page.goto('/user/tourRelease/detail');
  const editor = page.getByRole('textbox', { name: '详细介绍' });
  await editor.click();
  await page.keyboard.type('太短');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertOf(page, '请至少输入 10 个字')).toBeVisible();
  await expect(editor).toContainText('太短');
  await page.keyboard.type('：荷花湖有万亩荷塘与木栈道，适合亲子游');
  await expect(alertOf(page, '请至少输入 10 个字')).toHaveCount(0);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();

  // theme
  await page.goto('/user/tourRelease/theme');
  await expect(page.getByRole('checkbox', { name: '自然风光' })).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertOf(page, '请至少选择 1 个主题')).toBeVisible();
  await page.getByRole('checkbox', { name: '自然风光' }).check();
  await page.getByRole('checkbox', { name: '亲子游' }).check();
  await expect(alertOf(page, '请至少选择 1 个主题')).toHaveCount(0);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();

  // the three pictures with captions
  await page.goto('/user/tourRelease/threePicScenery');
  await expect(field(page, '说明 1')).toBeVisible();
  const captions = ['荷塘栈道', '观荷亭', '湖心岛'];
  for (let i = 0; i < 3; i++) {
    await page.locator('input[type="file"]').nth(i).setInputFiles(await picture(page, 'image/jpeg', `s${i}.jpg`));
    await expect(page.getByRole('list', { name: `图片 ${i + 1}` }).getByRole('img')).toBeVisible();
  }
  await field(page, '说明 1').fill('荷');
  await field(page, '说明 2').fill(captions[1]!);
  await field(page, '说明 3').fill(captions[2]!);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertOf(page, '图片说明 2–30 个字')).toBeVisible();
  await expect(field(page, '说明 1')).toHaveValue('荷');
  await field(page, '说明 1').fill(captions[0]!);
  await expect(alertOf(page, '图片说明 2–30 个字')).toHaveCount(0);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();

  // the public pages, from the API's answers
  const themeId = (await nodeClient().call('tourFilters', {})).themes.find((t) => t.name === '亲子游')!.id;
  await page.goto(`/tour/index?theme=${themeId}&keyword=${encodeURIComponent(title)}`);
  const list = page.getByRole('list', { name: '景区与线路' });
  await expect(list.getByRole('heading', { name: title })).toBeVisible();
  await list.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/tour/tour_detail\\?id=${op.tourId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  for (const c of captions) await expect(page.getByText(c, { exact: true })).toBeVisible();
  await expect(page.getByText('荷花湖有万亩荷塘与木栈道')).toBeVisible();
  await expect(page.getByText('¥58.00')).toBeVisible();

  // without JavaScript: the server's HTML has the list (filters from the URL) and the detail
  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.PORTAL_URL });
  const plain = await noJs.newPage();
  await plain.goto(`/tour/index?level=4A&keyword=${encodeURIComponent(title)}`);
  await expect(plain.getByRole('heading', { name: title })).toBeVisible();
  await expect(plain.getByText('共 1 个景区与线路')).toBeVisible();
  await plain.goto(`/tour/tour_detail?id=${op.tourId}`);
  await expect(plain.getByRole('heading', { level: 1, name: title })).toBeVisible();
  for (const c of captions) await expect(plain.getByText(c, { exact: true })).toBeVisible();
  await expect(plain.getByText('荷花湖有万亩荷塘与木栈道')).toBeVisible();
  // a seeded line's day-by-day itinerary (detail_r) is in the server's HTML too
  await plain.goto('/tour/tour_detail?id=1');
  await expect(plain.getByRole('heading', { name: '行程安排' })).toBeVisible();
  await expect(plain.getByRole('heading', { name: '第1天行程' })).toBeVisible();
  await noJs.close();
});

test('a visitor leaves a message, the operator replies in receivedMessage, the visitor reads it in sendMessage', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const op = await settledOperator(`白鹭湾景区${Date.now() % 100000}`);
  await loginAs(page, 'laoshi');
  await page.goto(`/tour/tour_detail?id=${op.tourId}`);
  const box = page.getByRole('textbox', { name: '留言内容' });
  await expect(box).toBeVisible();
  await appReady(page);
  await box.fill('好');
  await page.getByRole('button', { name: '提交留言' }).click();
  await expect(alertOf(page, '留言内容 2–500 个字')).toBeVisible();
  await expect(box).toHaveValue('好');
  const question = `<b>请问</b>周末需要预约吗？${op.tourId}`;
  await box.fill(question);
  await page.getByRole('button', { name: '提交留言' }).click();
  await expect(page.getByText('留言已送达')).toBeVisible();

  const owner = await browser.newPage();
  await loginAs(owner, op.username, op.password);
  await owner.goto('/user/tourRelease/receivedMessage');
  const thread = owner.getByRole('listitem').filter({ hasText: question });
  // the member's text is shown as text, tags and all
  await expect(thread.getByText(question, { exact: true })).toBeVisible();
  await expect(owner.getByText('1 条未读')).toBeVisible();
  const reply = thread.getByRole('textbox', { name: /^回复/ });
  await reply.fill('无');
  await thread.getByRole('button', { name: '回复' }).click();
  await expect(thread.getByText('回复内容 2–500 个字')).toBeVisible();
  await expect(reply).toHaveValue('无');
  await reply.fill('周末无需预约，欢迎光临');
  await thread.getByRole('button', { name: '回复' }).click();
  await expect(thread.getByText('周末无需预约，欢迎光临', { exact: true })).toBeVisible();
  await owner.close();

  await page.goto('/user/tourRelease/sendMessage');
  const mine = page.getByRole('listitem').filter({ hasText: question });
  await expect(mine.getByText('周末无需预约，欢迎光临', { exact: true })).toBeVisible();
  await expect(mine.getByRole('link', { name: /白鹭湾景区/ })).toHaveAttribute('href', `/tour/tour_detail?id=${op.tourId}`);
});
