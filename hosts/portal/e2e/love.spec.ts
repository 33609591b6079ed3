import type { Browser, Page } from '@playwright/test';
import { test, expect as baseExpect, appReady, lastSmsCode, loginAs, memberClient, nodeClient } from './fixtures';

// Love (issue 32): two members fill their profiles and ideal partners; one finds the other with the filters,
// follows, sends a gift and pays it in the simulator, asks for contact; the other accepts and both see each
// other's contact; a third member is blocked and can no longer find or write to the first; a member buys a
// membership through /pay and sees its end date. Bad input keeps what was typed.

const expect = baseExpect.configure({ timeout: 30_000 });
let seq = 0;

async function newMember(prefix: string) {
  const phone = `136${String(Date.now() + seq++).slice(-8)}`;
  const api = nodeClient();
  await api.call('sendRegSms', { phone });
  const username = `${prefix}${phone.slice(-7)}`;
  const { userInfo } = await api.call('register', { phone, code: await lastSmsCode(phone), password: 'demo1234', username });
  return { username, password: 'demo1234', id: userInfo.id, phone, client: await memberClient(username, 'demo1234') };
}
type Member = Awaited<ReturnType<typeof newMember>>;

async function pageAs(browser: Browser, m: Member): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.PORTAL_URL, locale: 'zh-CN' });
  const page = await context.newPage();
  await loginAs(page, m.username, m.password);
  return page;
}
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const toast = (page: Page, text: string) => page.locator('[role="status"][aria-live="polite"]').getByText(text, { exact: true }).first();

/** Pays an order in the development payment simulator (as the payer's app would). */
async function pay(browser: Browser, codeUrl: string) {
  const sim = await browser.newPage();
  await sim.goto(codeUrl);
  await sim.getByRole('button', { name: '确认支付' }).click();
  await expect(sim.locator('.state')).toHaveAttribute('data-state', 'SUCCESS');
  await sim.close();
}

test('love: profiles, search, follow, a paid gift, contact exchange, a block and a membership bought through /pay', async ({ browser }) => {
  test.setTimeout(300_000);
  const [a, b, c] = [await newMember('lva'), await newMember('lvb'), await newMember('lvc')];
  const pa = await pageAs(browser, a);

  // A fills the profile in the user centre: a bad phone is refused on its field and what was typed stays
  await pa.goto('/user/mutuaLovelist/Personalinfo');
  await appReady(pa);
  await field(pa, '昵称').fill('响水小芳');
  await pa.getByRole('radio', { name: '女' }).check();
  await pa.getByRole('combobox', { name: '出生年份' }).selectOption('1996');
  await field(pa, '身高（厘米）').fill('165');
  await pa.getByRole('combobox', { name: '学历' }).selectOption({ label: '本科' });
  await pa.getByRole('combobox', { name: '月收入' }).selectOption({ label: '5000-8000元' });
  await pa.getByRole('combobox', { name: '婚姻状况' }).selectOption({ label: '未婚' });
  await pa.getByRole('combobox', { name: '所在城市' }).selectOption('响水县');
  await field(pa, '自我介绍').fill('喜欢旅行和烘焙，希望遇见温和踏实的你。');
  await field(pa, '手机号').fill('1234');
  await field(pa, '微信号').fill('fang_wx2026');
  await pa.getByRole('button', { name: '保存' }).click();
  await expect(pa.getByText('请输入正确的手机号', { exact: true })).toBeVisible();
  await expect(field(pa, '昵称')).toHaveValue('响水小芳');
  await field(pa, '手机号').fill(a.phone);
  await pa.getByRole('button', { name: '保存' }).click();
  await expect(toast(pa, '保存成功')).toBeVisible();
  await expect(pa.getByTestId('love-completeness')).toHaveText('70%');
  await pa.goto('/user/mutuaLovelist/loverinfo');
  await appReady(pa);
  await field(pa, '最小年龄').fill('32');
  await field(pa, '最大年龄').fill('26');
  await pa.getByRole('button', { name: '保存' }).click();
  await expect(pa.getByText('最大年龄不能小于最小年龄', { exact: true })).toBeVisible();
  await field(pa, '最小年龄').fill('26');
  await field(pa, '最大年龄').fill('34');
  await field(pa, '最低身高（厘米）').fill('172');
  await pa.getByRole('button', { name: '保存' }).click();
  await expect(toast(pa, '保存成功')).toBeVisible();

  // B and C have profiles and ideal partners too (through the API)
  const profile = { sex: 'm' as const, birth_year: 1993, height: 178, education: 4, income: 4, marital: 1, city: '亭湖区', occupation: '工程师', intro: '热爱运动，周末喜欢骑行。', wechat: '' };
  await b.client.call('loveSaveProfile', { ...profile, nickname: '骑行的大伟', phone: b.phone, wechat: 'wei_wx2026' });
  await b.client.call('loveSaveIdeal', { age_min: 24, age_max: 32, city: '响水县' });
  await c.client.call('loveSaveProfile', { ...profile, nickname: '路人丙', phone: c.phone });

  // B finds A with the filters (in the URL), opens her page: no contact detail before she agrees
  const pb = await pageAs(browser, b);
  await pb.goto('/Love');
  await appReady(pb);
  await pb.getByRole('combobox', { name: '性别' }).selectOption('f');
  await pb.getByRole('combobox', { name: '年龄' }).selectOption('26-30');
  await pb.getByRole('combobox', { name: '地区' }).selectOption('响水县');
  await expect(pb).toHaveURL(/sex=f.*age=26-30.*city=/);
  await expect(pb.getByText('共 1 位会员')).toBeVisible();
  await pb.getByRole('link', { name: /响水小芳/ }).click();
  await expect(pb.getByRole('heading', { name: '响水小芳', level: 1 })).toBeVisible();
  await expect(pb.locator('#main')).not.toContainText(a.phone);
  await expect(pb.getByText('26–34岁')).toBeVisible();

  await pb.getByRole('button', { name: '关注', exact: true }).click();
  await expect(pb.getByRole('button', { name: '已关注' })).toBeVisible();

  // a gift, paid through the shared payment step and the simulator
  await pb.getByRole('button', { name: '送礼物' }).click();
  const dialog = pb.getByRole('dialog', { name: '赠送礼物' });
  await dialog.getByLabel('我已阅读并同意').check();
  const sent = pb.waitForResponse((r) => r.url().includes('/love/gift'));
  await dialog.getByRole('button', { name: '确认赠送' }).click();
  const order = ((await (await sent).json()) as { data: { order_number: string; code_url: string } }).data;
  await expect(pb.getByRole('dialog', { name: '微信扫码支付' })).toContainText(order.order_number);
  await pay(browser, order.code_url);
  // one message at a time: the payment's 支付已完成 gives way to the gift's own
  await expect(toast(pb, '礼物已送达')).toBeVisible({ timeout: 20_000 });

  await pb.getByRole('button', { name: '索要联系方式' }).click();
  await pb.getByLabel('打个招呼（选填）').fill('你好，想认识你');
  await pb.getByRole('button', { name: '发送请求' }).click();
  await expect(pb.getByRole('button', { name: '等待对方同意' })).toBeVisible();

  // A sees the gift, accepts the request, and both see the other's contact
  await pa.goto('/user/mutuaLovelist/MyGifts');
  await expect(pa.getByText('骑行的大伟')).toBeVisible();
  await pa.goto('/user/mutuaLovelist/LinkList');
  await expect(pa.getByText('你好，想认识你')).toBeVisible();
  await pa.getByRole('button', { name: '同意' }).click();
  await expect(pa.getByTestId('love-contact')).toContainText(b.phone);
  await pb.reload();
  await expect(pb.getByTestId('love-contact')).toContainText(a.phone);
  await expect(pb.getByTestId('love-contact')).toContainText('fang_wx2026');

  // A blocks C from C's page: C no longer finds A, nor can follow or write to her
  await pa.goto(`/Love?id=${c.id}`);
  await appReady(pa);
  await pa.getByRole('button', { name: '屏蔽', exact: true }).click();
  await pa.getByRole('dialog', { name: '屏蔽会员' }).getByRole('button', { name: '屏蔽' }).click();
  await expect(pa).toHaveURL(/\/Love$/);
  const found = await c.client.call('loveMembers', { city: '响水县' });
  expect(found.lists.map((m) => m.id)).not.toContain(a.id);
  await expect(c.client.call('loveFollow', { id: a.id })).rejects.toMatchObject({ msg: '会员不存在' });
  await expect(c.client.call('loveAskContact', { id: a.id })).rejects.toMatchObject({ msg: '会员不存在' });
  const pc = await pageAs(browser, c);
  await pc.goto(`/Love?id=${a.id}`);
  await expect(pc.getByText('会员不存在或已隐藏资料')).toBeVisible();

  // B buys a membership: level and period on /pay/pay, the QR on /pay/paytwo, then the end date
  await pb.goto('/MembershipDetails');
  await pb.getByRole('link', { name: '开通黄金会员' }).click();
  await expect(pb).toHaveURL(/\/pay\/pay\?level=2/);
  await pb.getByRole('radio', { name: /^6 个月/ }).check();
  await expect(pb.getByText('¥298.00', { exact: true })).toBeVisible();
  await pb.getByRole('button', { name: '去支付' }).click();
  await expect(pb).toHaveURL(/\/pay\/paytwo\?order_number=LV/);
  const qr = pb.getByRole('dialog', { name: '微信扫码支付' });
  await expect(qr).toBeVisible();
  const number = new URL(pb.url()).searchParams.get('order_number')!;
  await pay(browser, `${process.env.API_URL}/pay/sim/${number}`);
  await expect(pb.getByText(/开通成功！你是黄金会员，有效期至 \d{4}-\d{2}-\d{2}/)).toBeVisible({ timeout: 20_000 });
  await pb.goto('/MembershipDetails');
  await expect(pb.getByTestId('love-membership-end')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
});

test('love: a phone buys a membership in its app (H5): the countdown, the simulator back to the result page, then the end date', async ({ browser }) => {
  test.setTimeout(120_000);
  const m = await newMember('lvp');
  const context = await browser.newContext({ baseURL: process.env.PORTAL_URL, locale: 'zh-CN', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await loginAs(page, m.username, m.password);
  await page.goto('/MembershipDetails');
  await page.getByRole('link', { name: '开通钻石会员' }).click();
  await expect(page).toHaveURL(/\/pay\/pay\?level=3/);
  await page.getByRole('radio', { name: /^1 个月/ }).check();
  await page.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(/\/pay\/paytwo\?order_number=LV/);
  // a QR on the phone's own screen cannot be scanned: the apps instead, with the order's deadline
  const dialog = page.getByRole('dialog', { name: '选择支付方式' });
  await expect(dialog.getByTestId('pay-deadline')).toHaveText(/^请在 1[0-4]:\d\d 内完成支付$/);
  await expect(dialog.getByRole('img', { name: '支付二维码' })).toBeHidden();
  for (const name of ['微信支付', '支付宝支付']) {
    const box = (await dialog.getByRole('link', { name }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await dialog.getByRole('link', { name: '微信支付' }).click();
  await expect(page.getByRole('heading', { name: '模拟手机支付（H5）' })).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/payment\?.*kind=love.*order_number=LV/);
  await expect(page.getByTestId('trade-state')).toHaveAttribute('data-state', 'SUCCESS');
  await page.getByRole('link', { name: '返回支付前的页面' }).click();
  await expect(page).toHaveURL(/\/pay\/paytwo\?order_number=LV/);
  await expect(page.getByText(/开通成功！你是钻石会员，有效期至 \d{4}-\d{2}-\d{2}/)).toBeVisible({ timeout: 20_000 });
  await context.close();
});
