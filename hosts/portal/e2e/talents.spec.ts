import type { Browser, Page } from '@playwright/test';
import { test, expect as baseExpect, appReady, loginAs, newMember, approveReview } from './fixtures';

// Talents (issue 30): a company settles and posts a position; a seeker fills base, experience and detail, finds
// the position by city and salary and applies; the recruiter sees it 待查看, opens it (已查看, the phone shown),
// invites to an interview; the seeker accepts; the recruiter sees the acceptance. Bad input keeps what was typed.

const expect = baseExpect.configure({ timeout: 30_000 });


const approve = (userId: number) => approveReview('talent', userId);

async function memberPage(browser: Browser, prefix: string) {
  const m = await newMember(prefix);
  const context = await browser.newContext({ baseURL: process.env.PORTAL_URL });
  const page = await context.newPage();
  await loginAs(page, m.username, m.password);
  return { ...m, context, page };
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const alertOf = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: exactly(text) });
/** Tomorrow 14:30 in Asia/Shanghai, as the invitation form takes it. */
const tomorrow = () => `${new Date(Date.now() + 8 * 3600_000 + 86400_000).toISOString().slice(0, 10)} 14:30`;

test('a company posts a position; a seeker fills the résumé, finds it by city and salary and applies; the recruiter opens it and invites; the seeker accepts', async ({ page, browser }) => {
  test.setTimeout(360_000);
  // the company settles (bad input first: the message shows and the typed text stays)
  const boss = await newMember('hr');
  await loginAs(page, boss.username, boss.password);
  await page.goto('/release/talent');
  await expect(page.getByRole('status').filter({ hasText: '入驻状态：尚未入驻' })).toBeVisible();
  await appReady(page);
  const company = `盐城测试招聘${boss.id}有限公司`;
  await field(page, '企业名称').fill('盐城');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(alertOf(page, '企业名称 4–30 个字')).toBeVisible();
  await expect(field(page, '企业名称')).toHaveValue('盐城');
  await field(page, '企业名称').fill(company);
  await select(page, '所属行业').selectOption({ label: '互联网/IT' });
  await select(page, '所在城市').selectOption('盐城市');
  await select(page, '企业规模').selectOption('20-99人');
  await field(page, '联系人').fill('刘经理');
  await field(page, '联系电话').fill('13900001111');
  await field(page, '企业简介').fill('一家位于盐城的软件测试公司，招聘测试人才。');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('status').filter({ hasText: /入驻状态：审核中/ })).toBeVisible();
  await approve(boss.id);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: `入驻状态：已入驻（${company}）` })).toBeVisible();

  // the company posts a position (the salary rule is checked before sending)
  await page.goto('/user/talentsRelease/position');
  await appReady(page);
  await page.getByRole('button', { name: '发布职位' }).first().click();
  const title = `自动化测试工程师${boss.id}`;
  await field(page, '职位名称').fill(title);
  await select(page, '工作城市').selectOption('盐城市');
  await select(page, '工作区县').selectOption('亭湖区');
  await field(page, '详细地址').fill('人民中路 18 号 5 楼');
  await field(page, '最低月薪（元）').fill('9000');
  await field(page, '最高月薪（元）').fill('30000');
  await select(page, '经验要求').selectOption({ label: '1-3年' });
  await select(page, '学历要求').selectOption({ label: '本科' });
  await select(page, '职位类型').selectOption({ label: '全职' });
  await field(page, '福利标签').fill('五险一金,双休');
  await field(page, '职位描述').fill('负责 Web 端自动化测试用例的设计与维护。');
  await field(page, '任职要求').fill('熟悉 TypeScript 与 Playwright，一年以上测试经验。');
  await page.getByRole('button', { name: '发布职位' }).last().click();
  await expect(alertOf(page, '最高月薪不能超过最低月薪的 2 倍')).toBeVisible();
  await expect(field(page, '职位描述')).toHaveValue('负责 Web 端自动化测试用例的设计与维护。');
  await field(page, '最高月薪（元）').fill('14000');
  await page.getByRole('button', { name: '发布职位' }).last().click();
  await expect(page.getByText('发布成功')).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // the seeker: base, experience, detail
  const s = await memberPage(browser, 'job');
  await s.page.goto('/user/talentsRelease/base');
  await appReady(s.page);
  await field(s.page, '姓名').fill('王小明');
  await s.page.getByRole('radio', { name: '男' }).check();
  await field(s.page, '出生年份').fill('1997');
  await field(s.page, '手机号').fill(s.phone);
  await select(s.page, '期望城市').selectOption('盐城市');
  await select(s.page, '最高学历').selectOption({ label: '本科' });
  await select(s.page, '工作经验').selectOption({ label: '1-3年' });
  await select(s.page, '期望行业').selectOption({ label: '互联网/IT' });
  await field(s.page, '期望职位').fill('测试工程师');
  await select(s.page, '期望薪资').selectOption({ label: '8-12K' });
  await field(s.page, '个人优势').fill('两年自动化测试经验，熟悉 Playwright。');
  await s.page.getByRole('button', { name: '保存' }).click();
  await expect(s.page.getByText('保存成功')).toBeVisible();

  await s.page.goto('/user/talentsRelease/experience');
  await s.page.getByRole('button', { name: '添加经历' }).click();
  await field(s.page, '公司或学校').fill('盐城某软件公司');
  await field(s.page, '职位或专业').fill('测试工程师');
  await field(s.page, '开始时间').fill('2023-7');
  await s.page.getByRole('button', { name: '保存' }).click();
  await expect(alertOf(s.page, '开始时间格式为 YYYY-MM，如 2021-07')).toBeVisible();
  await field(s.page, '开始时间').fill('2023-07');
  await s.page.getByRole('button', { name: '保存' }).click();
  await expect(s.page.getByRole('list', { name: '我的经历' }).getByText('盐城某软件公司')).toBeVisible();

  await s.page.goto('/user/talentsRelease/detail');
  const editor = s.page.getByRole('textbox', { name: '详细介绍（自我介绍）' });
  await editor.click();
  await s.page.keyboard.type('认真细致，喜欢把重复的测试自动化。');
  await s.page.getByRole('button', { name: '保存' }).click();
  await expect(s.page.getByText('保存成功')).toBeVisible();

  // finds the position by city and salary, applies
  await s.page.goto('/talents/index');
  await appReady(s.page);
  await select(s.page, '城市').selectOption('盐城市');
  await expect(s.page).toHaveURL(/city=/);
  await select(s.page, '薪资').selectOption({ label: '8-12K' });
  await expect(s.page).toHaveURL(/salary=34/);
  await s.page.getByRole('list', { name: '职位列表' }).getByRole('link', { name: title }).click();
  await expect(s.page.getByRole('heading', { name: title })).toBeVisible();
  await s.page.getByRole('button', { name: '投递简历' }).first().click();
  await expect(s.page.getByRole('status').filter({ hasText: '已投递 · 待查看' }).first()).toBeVisible();

  // the recruiter: 待查看 → opens it (已查看, the phone) → invites
  await page.goto('/user/talentsRelease/receiveResume');
  const entry = page.getByRole('list', { name: '收到的简历' }).getByRole('listitem').filter({ hasText: '王小明' });
  await expect(entry.getByText('待查看', { exact: true })).toBeVisible();
  await entry.getByRole('button', { name: '查看简历' }).click();
  await expect(entry.getByText(s.phone)).toBeVisible();
  await expect(entry.getByText('已查看', { exact: true })).toBeVisible();
  await entry.getByRole('button', { name: '邀请面试' }).click();
  await field(page, '面试时间').fill('明天下午');
  await field(page, '面试地点').fill('人民中路 18 号 5 楼会议室');
  await page.getByRole('button', { name: '发送面试邀请' }).click();
  await expect(alertOf(page, '请按 YYYY-MM-DD HH:mm 填写面试时间，如 2026-12-20 14:30')).toBeVisible();
  await expect(field(page, '面试地点')).toHaveValue('人民中路 18 号 5 楼会议室');
  const when = tomorrow();
  await field(page, '面试时间').fill(when);
  await page.getByRole('button', { name: '发送面试邀请' }).click();
  await expect(page.getByText('面试邀请已发送')).toBeVisible();
  await expect(entry.getByText('邀请面试', { exact: true })).toBeVisible();

  // the seeker sees the invitation and accepts; the recruiter sees it accepted
  await s.page.goto('/user/talentsRelease/invitInterview2');
  const invite = s.page.getByRole('list', { name: '收到的面试邀请' }).getByRole('listitem').filter({ hasText: title });
  await expect(invite.getByText(when)).toBeVisible();
  await invite.getByRole('button', { name: '接受邀请' }).click();
  await expect(invite.getByText('已接受', { exact: true })).toBeVisible();
  await page.goto('/user/talentsRelease/invitInterview');
  await expect(page.getByRole('list', { name: '面试邀请' }).getByRole('listitem').filter({ hasText: '王小明' }).getByText('已接受', { exact: true })).toBeVisible();
  await s.context.close();
});
