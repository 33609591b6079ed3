import type { Page } from '@playwright/test';
import { test, expect as baseExpect, appReady, lastSmsCode, loginAs, memberClient, nodeClient, picture } from './fixtures';
import { crawlRoutes } from './crawlRoutes';

// The site directory (issue 33, daohang): a member applies a site with a logo, the reviewer (dev simulator) lists it,
// it shows under its category and in a search, and a click opens it in a new tab and is counted. Bad input is refused
// on both sides with the field's Chinese message, keeping what was typed.

const expect = baseExpect.configure({ timeout: 30_000 });
let seq = 0;

/** A new member (registered through the API with an SMS code). */
async function newMember() {
  const phone = `136${String(Date.now() + seq++).slice(-8)}`;
  const api = nodeClient();
  await api.call('sendRegSms', { phone });
  const username = `dh${phone.slice(-8)}`;
  const { userInfo } = await api.call('register', { phone, code: await lastSmsCode(phone), password: 'demo1234', username });
  return { username, password: 'demo1234', id: userInfo.id };
}

/** The dev review simulator decides an application (as the back office would). */
async function review(id: number, action: 'approve' | 'refuse', reason = '') {
  const res = await fetch(`${process.env.API_URL}/review/sim/daohang/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ action, reason }),
  });
  expect(await res.json()).toMatchObject({ ok: true });
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const alertOf = (page: Page, text: string) => page.getByText(text, { exact: true });
const CATEGORY = '新闻媒体 / 本地新闻';

test('every daohang route is real: the crawl covers them and none is a placeholder; the home works without JavaScript', async ({ page, browser }) => {
  const urls = crawlRoutes.filter((e) => e.url.startsWith('/daohang/')).map((e) => e.url.split('?')[0] ?? e.url);
  expect(urls.sort()).toEqual(['/daohang/apply', '/daohang/index', '/daohang/search', '/daohang/site']);
  await loginAs(page);
  for (const url of urls) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('栏目建设中'), url).toHaveCount(0);
  }
  // an empty search is refused with the spec's words, and the page stays
  await page.goto('/daohang/index');
  await appReady(page);
  await page.getByRole('search', { name: '网址搜索' }).getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请先输入搜索内容！' })).toBeVisible();
  await expect(page).toHaveURL(/\/daohang\/index$/);

  // without JavaScript the server's HTML has the top sites and the ten modules as links
  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.PORTAL_URL });
  const plain = await noJs.newPage();
  await plain.goto('/daohang/index');
  await expect(plain.getByRole('list', { name: '名站推荐' }).getByRole('link', { name: '盐城市人民政府' })).toHaveAttribute('target', '_blank');
  await expect(plain.getByRole('heading', { level: 2 })).toHaveCount(11);
  await expect(plain.getByRole('list', { name: '求职招聘' }).getByRole('link').first()).toHaveAttribute('href', /^https?:\/\//);
  await noJs.close();
});

test('a member applies a site with a logo; review lists it; it shows under its category and in a search; a click opens it in a new tab and counts', async ({ page }) => {
  test.setTimeout(240_000);
  const m = await newMember();
  const name = `盐城观鸟网${m.id}`;
  const url = `${process.env.PORTAL_URL}/tour/index?from=daohang${m.id}`;
  await loginAs(page, m.username, m.password);
  await page.goto('/daohang/apply');
  await expect(page.getByRole('status').filter({ hasText: '收录状态：尚未申请' })).toBeVisible();
  await appReady(page);
  await page.getByRole('combobox', { name: '网站分类' }).selectOption({ label: CATEGORY });
  await field(page, '网站名称').fill(name);
  await field(page, '网站地址').fill(url);
  await field(page, '网站简介').fill('盐城湿地观鸟记录与鸟类图鉴');
  await page.locator('input[type="file"]').setInputFiles(await picture(page, 'image/png', 'logo.png'));
  await expect(page.getByRole('list', { name: '网站图标' }).getByRole('img')).toBeVisible();
  // the logo is the form's once its upload has finished
  await expect(page.getByRole('list', { name: '网站图标' }).locator('[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('status').filter({ hasText: `收录状态：审核中` })).toBeVisible();
  await expect(page.getByRole('button', { name: '提交申请' })).toHaveCount(0);

  // not public while it waits
  const api = nodeClient();
  expect((await api.call('daohangQuerySites', { keyword: name })).total).toBe(0);

  // the reviewer lists it (the dev simulator, through its API)
  const client = await memberClient(m.username, m.password);
  const application = (await client.call('daohangRuzhuStatus', {})).lists[0]!;
  expect(application).toMatchObject({ name, url, status: 'waiting', category: CATEGORY, logo: expect.stringMatching(/^https?:\/\/.+\/media\//) });
  await review(application.id, 'approve');
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: `收录状态：已收录（${name}）` })).toBeVisible();

  // under its category, with its logo, as an outside link
  await page.getByRole('link', { name: '在分类中查看' }).click();
  await expect(page).toHaveURL(new RegExp(`/daohang/site\\?cid=${application.cid}$`));
  const link = page.getByRole('list', { name: '本地新闻网址' }).getByRole('link', { name });
  await expect(link).toHaveAttribute('href', url);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link.locator('img')).toHaveAttribute('src', /\/media\//);

  // in a search from the directory home
  await page.goto('/daohang/index');
  await appReady(page);
  await page.getByRole('searchbox', { name: '搜索网址' }).fill(name);
  await page.getByRole('search', { name: '网址搜索' }).getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(`/daohang/search?keyword=${encodeURIComponent(name)}`);
  const hit = page.getByRole('list', { name: '搜索结果' }).getByRole('link', { name });
  await expect(hit).toBeVisible();

  // a click opens it in a new tab (without this page as its opener) and is counted
  const before = (await api.call('daohangQuerySites', { keyword: name })).lists[0]!.clicks;
  const [popup] = await Promise.all([page.waitForEvent('popup'), hit.click()]);
  await expect.poll(() => popup.url()).toBe(url);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
  await expect.poll(async () => (await api.call('daohangQuerySites', { keyword: name })).lists[0]!.clicks).toBe(before + 1);
});

test('bad input: the form refuses with the field messages and keeps what was typed; the server refuses javascript: and relative URLs', async ({ page }) => {
  test.setTimeout(180_000);
  const m = await newMember();
  await loginAs(page, m.username, m.password);
  await page.goto('/daohang/apply');
  await expect(page.getByRole('status').filter({ hasText: '收录状态：尚未申请' })).toBeVisible();
  await appReady(page);
  await field(page, '网站名称').fill('湖');
  await field(page, '网站地址').fill('javascript:alert(1)');
  await field(page, '网站简介').fill('好');
  // leaving a field shows its message first (and moves the button): submit after that, as a person would
  await field(page, '网站简介').blur();
  await expect(alertOf(page, '网站简介 5–100 个字')).toBeVisible();
  await page.getByRole('button', { name: '提交申请' }).click();
  for (const msg of ['请选择网站分类', '网站名称 2–30 个字', '请输入以 http:// 或 https:// 开头的完整网址', '网站简介 5–100 个字']) await expect(alertOf(page, msg)).toBeVisible();
  await expect(field(page, '网站名称')).toHaveValue('湖');
  await expect(field(page, '网站地址')).toHaveValue('javascript:alert(1)');
  await expect(field(page, '网站简介')).toHaveValue('好');

  // an address only the server can judge (credentials in it): its message lands on the field, the input stays
  await page.getByRole('combobox', { name: '网站分类' }).selectOption({ label: CATEGORY });
  await field(page, '网站名称').fill('盐城银行网');
  await field(page, '网站地址').fill('https://user:pw@bank.example/');
  await field(page, '网站简介').fill('盐城本地银行网点查询');
  await field(page, '网站简介').blur();
  for (const gone of ['请选择网站分类', '网站名称 2–30 个字', '请输入以 http:// 或 https:// 开头的完整网址', '网站简介 5–100 个字']) await expect(alertOf(page, gone)).toHaveCount(0);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(alertOf(page, '请输入以 http:// 或 https:// 开头的完整网址')).toBeVisible();
  await expect(field(page, '网站地址')).toHaveValue('https://user:pw@bank.example/');
  await expect(field(page, '网站名称')).toHaveValue('盐城银行网');

  // the server itself refuses javascript: and relative URLs (a client that skips the form), writing nothing
  const client = await memberClient(m.username, m.password);
  const cid = (await nodeClient().call('daohangGetCategoryList', {})).find((g) => g.name === '新闻媒体')!.children[0]!.id;
  for (const bad of ['javascript:alert(document.cookie)', '/daohang/index', 'www.yancheng.gov.cn']) {
    const refused = await client.call('daohangRuzhu', { cid, name: '盐城测试站', url: bad, jianjie: '盐城本地测试网站' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(refused, bad).toMatchObject({ code: 400, msg: expect.stringContaining('请输入以 http:// 或 https:// 开头的完整网址') });
  }
  expect(await client.call('daohangRuzhuStatus', {})).toMatchObject({ status: 'none', lists: [] });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: '收录状态：尚未申请' })).toBeVisible();
});
