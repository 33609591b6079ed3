import type { Page } from '@playwright/test';
import { uploadFile } from '@wz/sdk/upload';
import { test, expect as baseExpect, appReady, lastSmsCode, loginAs, memberClient, picture, newMember, approveReview } from './fixtures';

// Market (issue 29): a member settles a company, fills base and detail, adds two goods with pictures, a notice and
// an article, uploads a company video through the simulated cloud service; a visitor finds the company under its
// category and city, plays the video, follows, likes and leaves a message; the company replies and sees the
// visitor in 访客记录; the owner adds a sub-account and binds its phone; the sub-account edits a goods item but
// cannot manage the company's profile or sub-accounts, nor change its password. Bad input keeps what was typed;
// another member gets 404.

const expect = baseExpect.configure({ timeout: 30_000 });
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
let seq = 0;
const phoneOf = () => `136${String(Date.now() + seq++).slice(-8)}`;

const approve = (userId: number) => approveReview('market', userId);
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const alertOf = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: exactly(text) });

test('a company settles, publishes goods, a notice, an article and a video; a visitor follows, likes and writes; sub-accounts', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const m = await newMember('mkt');
  const name = `东台瓜果专业合作社${m.id}`;
  await loginAs(page, m.username, m.password);
  await page.goto('/release/market');
  await expect(page.getByRole('status').filter({ hasText: '入驻状态：尚未入驻' })).toBeVisible();
  await appReady(page);
  await field(page, '企业名称').fill('瓜');
  await field(page, '企业名称').blur();
  await expect(alertOf(page, '企业名称 2–40 个字')).toBeVisible();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(alertOf(page, '请上传营业执照')).toBeVisible();
  await expect(field(page, '企业名称')).toHaveValue('瓜');
  await field(page, '企业名称').fill(name);
  await page.getByRole('combobox', { name: '企业类型' }).selectOption({ label: '生产厂家' });
  await page.getByRole('combobox', { name: '所属类别' }).selectOption({ label: '农副产品' });
  await field(page, '所在城市').fill('东台市');
  await field(page, '联系人').fill('陈社长');
  await field(page, '联系电话').fill('0515-85551234');
  await page.locator('input[type="file"]').setInputFiles(await picture(page, 'image/png', 'licence.png'));
  await expect(page.getByRole('list', { name: '营业执照' }).getByRole('img')).toBeVisible();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('status').filter({ hasText: /入驻状态：审核中/ })).toBeVisible();
  await approve(m.id);

  // base and detail with the video
  await page.goto('/user/marketRelease/base');
  await expect(field(page, '企业名称')).toHaveValue(name);
  await field(page, '详细地址').fill('东台');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertOf(page, '详细地址 5–100 个字')).toBeVisible();
  await field(page, '详细地址').fill('东台市城东新区瓜果大道 8 号');
  await field(page, '企业简介').fill('东台西瓜、甜瓜产地直供，支持批发');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await page.goto('/user/marketRelease/detail');
  await page.getByRole('textbox', { name: /详细介绍|正文|内容/ }).first().click();
  await page.keyboard.type('合作社成立于 2012 年，种植面积三千亩，主营 8424 西瓜。');
  await page.getByRole('button', { name: '保存' }).first().click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  const mp4 = Buffer.from(await (await fetch(`${process.env.API_URL}/media/sample.mp4`)).arrayBuffer());
  await page.locator('#market-video-file').setInputFiles({ name: 'hello.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await page.getByRole('button', { name: '上传视频' }).click();
  await expect(alertOf(page, '请选择 20 MB 以内的 MP4 或 WebM 视频')).toBeVisible();
  await page.locator('#market-video-file').setInputFiles({ name: '合作社宣传片.mp4', mimeType: 'video/mp4', buffer: mp4 });
  await page.getByRole('button', { name: '上传视频' }).click();
  await expect(page.getByRole('region', { name: '企业视频' }).locator('video')).toBeVisible();

  // two goods with pictures, a notice and an article
  await page.goto('/user/marketRelease/goods');
  for (const [title, price] of [['8424 西瓜 10 斤装', '39.90'], ['东台甜瓜 5 斤装', '29']] as const) {
    await page.getByRole('button', { name: '发布商品' }).click();
    await field(page, '商品名称').fill(title);
    await field(page, '价格（元）').fill('三十');
    await field(page, '计价单位').fill('箱');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(alertOf(page, '请输入价格（0–9999999 元，最多两位小数）')).toBeVisible();
    await expect(field(page, '商品名称')).toHaveValue(title);
    await field(page, '价格（元）').fill(price);
    await page.locator('input[type="file"]').setInputFiles(await picture(page, 'image/jpeg', 'melon.jpg'));
    await expect(page.getByRole('list', { name: '商品图片' }).getByRole('img')).toBeVisible();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
  }
  await page.goto('/user/marketRelease/notice');
  await page.getByRole('button', { name: '新增公告' }).click();
  await field(page, '标题').fill('新瓜上市');
  await field(page, '内容').fill('六月起东台西瓜陆续上市，欢迎预订。');
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByRole('row').filter({ hasText: '新瓜上市' })).toBeVisible();
  await page.goto('/user/marketRelease/information');
  await page.getByRole('button', { name: '新增资讯' }).click();
  await field(page, '标题').fill('东台西瓜大量供应');
  await page.getByRole('textbox', { name: '正文' }).click();
  await page.keyboard.type('今年新瓜甜度高，支持冷链发往全国。');
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByRole('row').filter({ hasText: '东台西瓜大量供应' })).toBeVisible();

  // a visitor finds it under its category and city, plays the video, follows, likes and leaves a message
  const v = await newMember('mkv');
  const vc = await browser.newContext({ baseURL: process.env.PORTAL_URL });
  const vp = await vc.newPage();
  await loginAs(vp, v.username, v.password);
  await vp.goto('/market/index');
  await appReady(vp);
  await vp.getByRole('group', { name: '类别' }).getByRole('link', { name: '农副产品' }).click();
  await vp.getByRole('group', { name: '城市' }).getByRole('link', { name: '东台市' }).click();
  await expect(vp).toHaveURL(/leibie=1/);
  await expect(vp).toHaveURL(/city=/);
  await vp.getByRole('link', { name }).first().click();
  await expect(vp.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(vp.getByText('种植面积三千亩')).toBeVisible();
  await expect(vp.getByRole('heading', { name: '8424 西瓜 10 斤装' })).toBeVisible();
  await expect(vp.getByText('新瓜上市')).toBeVisible();
  await expect(vp.getByText('东台西瓜大量供应')).toBeVisible();
  const video = vp.getByLabel(`${name}企业视频`);
  await video.evaluate((el: HTMLVideoElement) => ((el.muted = true), el.play()));
  await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0);
  await vp.getByRole('button', { name: '关注 0' }).click();
  await expect(vp.getByRole('button', { name: '已关注 1' })).toBeVisible();
  await vp.getByRole('button', { name: '点赞 0' }).click();
  await expect(vp.getByRole('button', { name: '已点赞 1' })).toBeVisible();
  await field(vp, '留言内容').fill('好');
  await vp.getByRole('button', { name: '提交留言' }).click();
  await expect(alertOf(vp, '留言内容 2–500 个字')).toBeVisible();
  await expect(field(vp, '留言内容')).toHaveValue('好');
  await field(vp, '留言内容').fill('请问可以发顺丰冷链吗？');
  await vp.getByRole('button', { name: '提交留言' }).click();
  await expect(vp.getByRole('status').filter({ hasText: '留言已送达' })).toBeVisible();

  // the company replies, sees the follower and the visitor
  await page.goto('/user/marketRelease/leavemess');
  await expect(page.getByText('请问可以发顺丰冷链吗？')).toBeVisible();
  await page.getByRole('textbox', { name: /^回复 / }).fill('可以，全程冷链。');
  await page.getByRole('button', { name: '回复', exact: true }).click();
  await expect(page.getByText('可以，全程冷链。')).toBeVisible();
  await page.goto('/user/marketRelease/wanderer');
  await expect(page.getByRole('cell', { name: v.username })).toBeVisible();
  await page.goto('/user/marketRelease/attention');
  await expect(page.getByRole('cell', { name: v.username })).toBeVisible();
  await vc.close();

  // a sub-account, its phone bound with an SMS code; it edits a goods item, not the profile or sub-accounts
  await page.goto('/user/personInfo/childernAccount');
  await page.getByRole('button', { name: '添加子账号' }).click();
  const subName = `sub${m.id}x`;
  await field(page, '用户名').fill(subName);
  await field(page, '登录密码').fill('sales123');
  await field(page, '姓名').fill('张销售');
  await page.getByRole('button', { name: '添加', exact: true }).click();
  await expect(page.getByRole('cell', { name: subName })).toBeVisible();
  await page.getByRole('row').filter({ hasText: subName }).getByRole('button', { name: '绑定手机' }).click();
  const subPhone = phoneOf();
  await page.getByRole('textbox', { name: '手机号' }).fill(subPhone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  await page.getByRole('textbox', { name: '验证码' }).fill(String((Number(await lastSmsCode(subPhone)) + 1) % 1000000).padStart(6, '0'));
  await page.getByRole('button', { name: '绑定', exact: true }).click();
  await expect(alertOf(page, '验证码错误或已过期')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue(subPhone);
  await page.getByRole('textbox', { name: '验证码' }).fill(await lastSmsCode(subPhone));
  await page.getByRole('button', { name: '绑定', exact: true }).click();
  await expect(page.getByRole('cell', { name: `${subPhone.slice(0, 3)}****${subPhone.slice(7)}` })).toBeVisible();

  const sc = await browser.newContext({ baseURL: process.env.PORTAL_URL });
  const sp = await sc.newPage();
  await loginAs(sp, subName, 'sales123');
  await sp.goto('/user/marketRelease/goods');
  await sp.getByRole('row').filter({ hasText: '东台甜瓜 5 斤装' }).getByRole('button', { name: '编辑' }).click();
  await field(sp, '商品名称').fill('东台甜瓜 6 斤装');
  await sp.getByRole('button', { name: '保存' }).click();
  await expect(sp.getByRole('row').filter({ hasText: '东台甜瓜 6 斤装' })).toBeVisible();
  await sp.goto('/user/personInfo/childernAccount');
  await expect(sp.getByText('子账号不能管理子账号')).toBeVisible();
  await expect(sp.getByRole('button', { name: '添加子账号' })).toHaveCount(0);
  await sp.goto('/user/marketRelease/base');
  await expect(sp.getByText('入驻审核通过后才能管理企业页面')).toBeVisible();
  // nor the owner's account settings: its password change is refused (the form keeps what was typed), the old one still works
  await sp.goto('/user/personInfo/changePassword');
  await sp.locator('input[name="old_password"]').fill('sales123');
  await sp.locator('input[name="new_password"]').fill('sales456');
  await sp.locator('input[name="confirm_password"]').fill('sales456');
  await sp.getByRole('button', { name: '确认修改' }).click();
  await expect(alertOf(sp, '子账号不能修改登录密码，请联系主账号在「子账号管理」中处理')).toBeVisible();
  await expect(sp).toHaveURL(/\/user\/personInfo\/changePassword$/);
  await expect(sp.locator('input[name="new_password"]')).toHaveValue('sales456');
  expect((await (await memberClient(subName, 'sales123')).call('marketMyGoods', {})).lists.length).toBeGreaterThan(0);
  await sc.close();

  // another member acts on nothing of this company: 404, nothing written
  const other = await newMember('mko');
  const co = await memberClient(other.username, other.password);
  const pic = Number((await uploadFile(co, Object.assign(new Blob([Buffer.from(PNG_1X1, 'base64')], { type: 'image/png' }), { name: 'p.png' }), { purpose: 'listing' })).id);
  await co.call('marketRuzhu', { shuxing: 2, name: `乙方贸易${other.id}`, leibie: 1, city: '盐城市', licence: pic, contact: '乙经理', phone: '13800000019' });
  await approve(other.id);
  const mine = await memberClient(m.username, m.password);
  const goods = (await mine.call('marketMyGoods', {})).lists;
  const subs = (await mine.call('marketGetSubaccountList', {})).lists;
  for (const call of [
    () => co.call('marketSaveGoods', { id: goods[0]!.id, title: '乙改的商品', price: '1', unit: '件', pics: String(pic), content: '' }),
    () => co.call('marketRemoveGoods', { id: goods[0]!.id }),
    () => co.call('marketCancelBindsubaccount', { id: subs[0]!.id }),
  ])
    expect(await call().catch((e: { code?: number }) => e)).toMatchObject({ code: 404 });
  expect((await mine.call('marketMyGoods', {})).lists.map((g) => g.title)).toEqual(goods.map((g) => g.title));
});
