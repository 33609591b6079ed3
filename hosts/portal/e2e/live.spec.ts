import type { Browser, Page } from '@playwright/test';
import { test, expect as baseExpect, appReady, loginAs, newMember } from './fixtures';

// Life services (issue 30): a provider settles and posts a service, a member posts a need, each applies to the
// other's, and both boxes show it; the owners accept one and decline the other with a reason; a guest sees no
// phone; bad input keeps what was typed.

const expect = baseExpect.configure({ timeout: 30_000 });


async function memberPage(browser: Browser, prefix: string) {
  const m = await newMember(prefix, '137');
  const context = await browser.newContext({ baseURL: process.env.PORTAL_URL });
  const page = await context.newPage();
  await loginAs(page, m.username, m.password);
  return { ...m, context, page };
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const alertOf = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: exactly(text) });

async function post(page: Page, what: '服务' | '需求', title: string, phone: string) {
  await page.getByRole('button', { name: `发布${what}` }).first().click();
  await field(page, '标题').fill(title);
  await select(page, '服务类别').selectOption({ label: '家政保洁' });
  await select(page, '所在区县').selectOption('亭湖区');
  await field(page, what === '服务' ? '价格（元）' : '预算（元）').fill('60');
  await select(page, '计价单位').selectOption({ label: '每小时' });
  await field(page, what === '服务' ? '服务区域' : '所在位置').fill('亭湖区全境');
  await field(page, '详细说明').fill(`${title}，自带工具，守时守信，欢迎联系。`);
  await field(page, '联系人').fill('李阿姨');
  await field(page, '联系电话').fill(phone);
  await page.getByRole('button', { name: `发布${what}` }).last().click();
  await expect(page.getByText('发布成功')).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
}

async function apply(page: Page, title: string, kind: '服务' | '需求', button: string, phone: string) {
  await page.goto(`/live/index?${kind === '需求' ? 'kind=need&' : ''}keyword=${encodeURIComponent(title)}`);
  await appReady(page);
  await page.getByRole('list', { name: `${kind}列表` }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('textbox', { name: kind === '服务' ? '预约说明' : '接单说明' }).fill('周六上午可以吗？');
  await page.getByRole('textbox', { name: '我的电话' }).fill(phone);
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('status').filter({ hasText: '已提交申请 · 待查看' })).toBeVisible();
}

test('a provider settles and posts a service, a member posts a need, each applies to the other and both boxes show it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const p = await newMember('svc', '137');
  await loginAs(page, p.username, p.password);
  await page.goto('/release/live');
  await expect(page.getByRole('status').filter({ hasText: '入驻状态：尚未入驻' })).toBeVisible();
  await appReady(page);
  const name = `李阿姨家政${p.id}`;
  await field(page, '服务商名称').fill(name);
  await select(page, '主营类别').selectOption({ label: '家政保洁' });
  await select(page, '所在区县').selectOption('亭湖区');
  await field(page, '联系电话').fill('123');
  await field(page, '简介').fill('十年保洁经验，认真负责。');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(alertOf(page, '请输入正确的手机号或座机号')).toBeVisible();
  await expect(field(page, '服务商名称')).toHaveValue(name);
  await field(page, '联系电话').fill(p.phone);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('status').filter({ hasText: /入驻状态：审核中/ })).toBeVisible();
  const res = await fetch(`${process.env.API_URL}/review/sim/live/${p.id}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: new URLSearchParams({ action: 'approve' }) });
  expect(await res.json()).toMatchObject({ ok: true });

  const service = `上门日常保洁${p.id}`;
  await page.goto('/user/liveRelease/liveInfo');
  await appReady(page);
  await post(page, '服务', service, p.phone);

  const m = await memberPage(browser, 'need');
  const need = `每周打扫两次${m.id}`;
  await m.page.goto('/user/liveRelease/needInfo');
  await appReady(m.page);
  await post(m.page, '需求', need, m.phone);

  // a guest sees the service without the phone
  const guest = await browser.newPage({ baseURL: process.env.PORTAL_URL });
  await guest.goto('/live/index');
  await guest.getByRole('list', { name: '服务列表' }).getByRole('link').first().click();
  await expect(guest.getByText('登录后查看')).toBeVisible();
  await guest.close();

  await apply(m.page, service, '服务', '预约服务', m.phone);
  await apply(page, need, '需求', '我来接单', p.phone);

  await page.goto('/user/liveRelease/receiveResume');
  const got = page.getByRole('list', { name: '收到的申请' }).getByRole('listitem').filter({ hasText: service });
  await expect(got.getByText('周六上午可以吗？')).toBeVisible();
  await expect(got.getByText(m.phone)).toBeVisible();
  await got.getByRole('button', { name: '标记已查看' }).click();
  await expect(got.getByText('已查看', { exact: true })).toBeVisible();
  await got.getByRole('button', { name: '接受', exact: true }).click();
  await expect(got.getByText('已接受', { exact: true })).toBeVisible();
  await expect(got.getByRole('button', { name: '婉拒', exact: true })).toHaveCount(0);

  // the need's owner declines the provider's offer: a reason is asked for, and what was typed stays when refused
  await m.page.goto('/user/liveRelease/receiveResume');
  const offer = m.page.getByRole('list', { name: '收到的申请' }).getByRole('listitem').filter({ hasText: need });
  await expect(offer.getByText('待查看', { exact: true })).toBeVisible();
  await appReady(m.page);
  await offer.getByRole('button', { name: '婉拒', exact: true }).click();
  await offer.getByRole('textbox', { name: '婉拒原因（对方可见）' }).fill('好');
  await offer.getByRole('button', { name: '确认婉拒' }).click();
  await expect(alertOf(m.page, '婉拒原因 2–200 个字')).toBeVisible();
  await expect(offer.getByRole('textbox', { name: '婉拒原因（对方可见）' })).toHaveValue('好');
  await offer.getByRole('textbox', { name: '婉拒原因（对方可见）' }).fill('已经找到人了，谢谢');
  await offer.getByRole('button', { name: '确认婉拒' }).click();
  await expect(offer.getByText('已婉拒', { exact: true })).toBeVisible();
  await m.page.goto('/user/liveRelease/sendResume');
  await expect(m.page.getByRole('list', { name: '我的申请' }).getByRole('listitem').filter({ hasText: service }).getByText('已接受', { exact: true })).toBeVisible();
  await m.context.close();

  await page.goto('/user/liveRelease/sendResume');
  const mine = page.getByRole('list', { name: '我的申请' }).getByRole('listitem').filter({ hasText: need });
  await expect(mine.getByText('已婉拒', { exact: true })).toBeVisible();
  await expect(mine.getByText('对方婉拒原因：已经找到人了，谢谢')).toBeVisible();
});
