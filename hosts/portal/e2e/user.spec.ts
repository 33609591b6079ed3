import { createPortalClient, md5Signer, memoryTokenStore } from '@wz/sdk';
import { DEV_APP_ID, DEV_APP_SECRET } from '@wz/api-server';
import { test, expect, loginAs, lastSmsCode, nodeClient, picture } from './fixtures';

/** A fresh member registered through the API (set-up, not under test), so password and profile are theirs to change. */
async function newMember(password = 'first123') {
  const phone = `137${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const client = nodeClient();
  await client.call('sendRegSms', { phone });
  await client.call('register', { phone, code: await lastSmsCode(phone), password });
  return { phone, password, masked: `${phone.slice(0, 3)}****${phone.slice(7)}` };
}

test('guests opening /user go to /login', async ({ page }) => {
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: '会员登录' })).toBeVisible();
});

test('the frame: side menu of the sub-areas with the current one marked, the area pages', async ({ page }) => {
  await loginAs(page);
  await page.goto('/user');
  const menu = page.getByRole('navigation', { name: '个人中心菜单' });
  await expect(menu.getByRole('link', { name: '个人中心首页' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('uc-username')).toHaveText('demo');
  await expect(page.getByTestId('uc-phone')).toHaveText('138****0001');
  // every area is built now: the life services' first page is its own, not 正在建设中
  await menu.getByRole('link', { name: '生活发布' }).click();
  await expect(page).toHaveURL(/\/user\/liveRelease\/base$/);
  await expect(menu.getByRole('link', { name: '生活发布' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('#main h1, #main h2').first()).toBeVisible();
  await expect(page.getByTestId('under-construction')).toHaveCount(0);
  const tabs = page.getByRole('navigation', { name: '个人资料页面' });
  await menu.getByRole('link', { name: '个人资料' }).click();
  await expect(tabs.getByRole('link', { name: '基本资料' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: '修改密码' }).click();
  await expect(page).toHaveURL(/\/user\/personInfo\/changePassword$/);
  await expect(tabs.getByRole('link', { name: '修改密码' })).toHaveAttribute('aria-current', 'page');

  // below 768 px the menu is one scrolling row above the page
  await page.setViewportSize({ width: 390, height: 800 });
  const menuBox = (await menu.boundingBox())!;
  const mainBox = (await page.getByRole('heading', { name: '修改密码', level: 1 }).boundingBox())!;
  expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(mainBox.y);
  expect(menuBox.height).toBeLessThan(80);
  // the current area far along the row, and the current page of its row, are scrolled into view
  await page.goto('/user/educationRelease/userOrder');
  await expect(menu.getByRole('link', { name: '教育发布' })).toBeInViewport();
  await expect(page.getByRole('navigation', { name: '教育发布页面' }).getByRole('link', { name: '我的订单' })).toBeInViewport();
  await page.goto('/user/ship/list/218/info');
  await expect(menu.getByRole('link', { name: '船舶管理' })).toBeInViewport();
});

test('personInfo base: the nickname is saved, kept after a reload and shown in the header', async ({ page }) => {
  const m = await newMember();
  await loginAs(page, m.phone, m.password);
  await page.goto('/user/personInfo/base');
  await expect(page.getByTestId('profile-phone')).toHaveText(m.masked);
  const nickname = page.getByRole('textbox', { name: '昵称' });
  await nickname.fill('王');
  await nickname.blur();
  await expect(page.getByText('昵称为 2–16 个字')).toBeVisible();
  const name = `小明${m.phone.slice(-4)}`;
  await nickname.fill(`  ${name} `);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(nickname).toHaveValue(name);
  await expect(page.getByRole('banner')).toContainText(name);
  await page.reload();
  await expect(page.getByRole('textbox', { name: '昵称' })).toHaveValue(name);
  await expect(page.getByRole('banner')).toContainText(name);
  await page.goto('/user');
  await expect(page.getByTestId('uc-nickname')).toHaveText(name);
});

test('changePassword: a wrong current password keeps the input; success logs out, the new password logs in', async ({ page }) => {
  const m = await newMember();
  await loginAs(page, m.phone, m.password);
  await page.goto('/user/personInfo/changePassword');
  const current = page.getByRole('textbox', { name: '原密码' });
  const next = page.getByRole('textbox', { name: '新密码', exact: true });
  const again = page.getByRole('textbox', { name: '确认新密码' });
  await current.fill('wrong-pass');
  await next.fill('second123');
  await again.fill('second124');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('两次输入的新密码不一致')).toBeVisible();
  await again.fill('second123');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('原密码不正确')).toBeVisible();
  await expect(current).toHaveValue('wrong-pass');
  await expect(next).toHaveValue('second123');
  await expect(again).toHaveValue('second123');

  await current.fill(m.password);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: '密码修改成功，请使用新密码重新登录' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.getByLabel('用户名 / 手机号').fill(m.phone);
  await page.getByLabel('密码', { exact: true }).fill(m.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await page.getByLabel('密码', { exact: true }).fill('second123');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/user');
  await expect(page.getByTestId('uc-phone')).toHaveText(m.masked);
});

test('avatar: a real PNG and a real JPEG are uploaded, saved and shown; a text file named .png is refused', async ({ page }) => {
  const m = await newMember();
  await loginAs(page, m.phone, m.password);
  await page.goto('/user/personInfo/base');
  const uploader = page.getByRole('group', { name: '头像' });
  const fileInput = page.locator('input[type="file"]');
  const apiUploads = `${process.env.API_URL}/media/uploads/`;
  // a new member has no nickname yet, and the form needs one
  await page.getByRole('textbox', { name: '昵称' }).fill('头像测试');

  for (const [type, name] of [['image/png', '头像.png'], ['image/jpeg', 'photo.jpg']] as const) {
    await uploader.getByRole('button', { name: '删除第 1 张' }).click();
    await fileInput.setInputFiles(await picture(page, type, name));
    await page.getByRole('dialog', { name: `裁剪「${name}」` }).getByRole('button', { name: '确定' }).click();
    const thumb = uploader.getByRole('img', { name: '第 1 张' });
    await expect(thumb).toHaveAttribute('src', new RegExp(`^${apiUploads}`));
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功').first()).toBeVisible();
    const src = await thumb.getAttribute('src');
    await page.goto('/user');
    const shown = page.getByRole('img', { name: '我的头像' });
    await expect(shown).toHaveAttribute('src', src!);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.goto('/user/personInfo/base');
    await expect(uploader.getByRole('img', { name: '第 1 张' })).toHaveAttribute('src', src!);
  }

  await uploader.getByRole('button', { name: '删除第 1 张' }).click();
  await fileInput.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('这不是图片，只是一段文字。\n') });
  await expect(page.getByText('「fake.png」不是有效的图片文件')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('请上传头像')).toBeVisible();
});

test('my orders (status-tab list template): tabs with counts, tab and page in the URL, only the member’s orders', async ({ page }) => {
  const m = await newMember();
  // two unpaid gift orders of this member, placed through the API (set-up)
  const { token } = await nodeClient().call('login', { username: m.phone, password: m.password });
  const member = createPortalClient({
    baseUrl: `${process.env.API_URL}/public/v1`,
    appid: DEV_APP_ID,
    signer: md5Signer(DEV_APP_SECRET),
    tokenStore: memoryTokenStore({ token }),
  });
  const first = await member.call('sendGift', { teacherid: 1, id: 1, number: 2, idempotency_key: `e2e-${m.phone}-1` });
  const second = await member.call('sendGift', { teacherid: 2, id: 2, number: 1, idempotency_key: `e2e-${m.phone}-2` });

  await loginAs(page, m.phone, m.password);
  await page.goto('/user/educationRelease/userOrder');
  const tabs = page.getByRole('tablist', { name: '我的订单状态' });
  await expect(tabs.getByRole('tab', { name: /全部/ })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: /全部/ })).toContainText('2');
  await expect(tabs.getByRole('tab', { name: /待支付/ })).toContainText('2');
  const table = page.getByRole('table', { name: '我的订单' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText(first.order_number);
  await expect(table).toContainText(second.order_number);
  // the demo member's seeded order is not this member's
  await expect(table).not.toContainText('WZ20261121000001');
  await expect(table.getByRole('link', { name: '去支付' }).first()).toHaveAttribute('href', /\/pay\/paytwo\?order_number=WZ/);

  await tabs.getByRole('tab', { name: /已支付/ }).click();
  await expect(page).toHaveURL(/\?status=SUCCESS$/);
  await expect(page.getByText('暂无订单，去给喜欢的老师送一份礼物吧。')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tablist', { name: '我的订单状态' }).getByRole('tab', { name: /已支付/ })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page).toHaveURL(/\/userOrder$/);
  await expect(page.getByRole('table', { name: '我的订单' }).getByRole('row')).toHaveCount(3);
});
