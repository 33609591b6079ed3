import { test, expect, lastSmsCode } from './fixtures';

function uniquePhone() {
  return `139${String(Date.now()).slice(-8)}`;
}

test('register (SMS code) → logged in → logout → login with the new account', async ({ page }) => {
  const phone = uniquePhone();
  const nickname = `测试${phone.slice(-4)}`;
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: '免费注册' }).click();
  await expect(page).toHaveURL(/\/login\/register$/);
  await page.getByLabel('手机号').fill(phone);
  await page.getByTestId('send-sms').click();
  await expect(page.getByTestId('send-sms')).toBeDisabled();
  await expect(page.getByTestId('send-sms')).toHaveText(/\d+ 秒后重新发送/);
  const code = await lastSmsCode(phone);
  await page.getByLabel('短信验证码').fill(code);
  await page.getByLabel('昵称（选填）').fill(nickname);
  await page.getByLabel('密码', { exact: true }).fill('secret123');
  await page.getByLabel('确认密码').fill('secret123');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText(nickname);

  await page.getByRole('button', { name: '退出' }).click();
  await expect(page.getByRole('banner')).toContainText('欢迎来到本站');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.getByRole('banner').getByRole('link', { name: '登录', exact: true }).click();
  await page.getByLabel('用户名 / 手机号').fill(phone);
  await page.getByLabel('密码', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  // The header follows the new session without a full reload.
  await expect(page.getByRole('banner')).toContainText(nickname);
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('用户名 / 手机号').fill('demo');
  await page.getByLabel('密码', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /密码|错误/ })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a member without a nickname is greeted by username', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('用户名 / 手机号').fill('tester');
  await page.getByLabel('密码', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('banner')).toContainText('您好，tester');
});

test('QR login: the page polls checkAjaxlogin and logs in once the phone confirms', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '扫码登录' }).click();
  const status = page.getByTestId('qr-status');
  await expect(status).toHaveText('请使用手机 APP 扫一扫登录');
  await expect(page.getByRole('img', { name: '扫码登录二维码' })).toBeVisible();
  const key = await status.getAttribute('data-key');
  expect(key).toBeTruthy();
  const res = await fetch(`${process.env.API_URL}/dev/qrlogin/${key}?username=demo`, { method: 'POST' });
  expect(((await res.json()) as { code: number }).code).toBe(200);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toContainText('演示用户');
});

test('forgot password: SMS code resets the password', async ({ page }) => {
  const phone = uniquePhone();
  // An account to reset, registered through the API (not under test here).
  const { nodeClient } = await import('./fixtures');
  const client = nodeClient();
  await client.call('sendRegSms', { phone });
  await client.call('register', { phone, code: await lastSmsCode(phone), password: 'first123' });

  await page.goto('/login/ForgetPwd');
  await page.getByLabel('手机号').fill(phone);
  await page.getByTestId('send-sms').click();
  // The countdown starts on the server's answer: before it, the last code is still the registration's.
  await expect(page.getByTestId('send-sms')).toHaveText(/\d+ 秒后重新发送/);
  await page.getByLabel('短信验证码').fill(await lastSmsCode(phone));
  await page.getByLabel('新密码', { exact: true }).fill('second123');
  await page.getByLabel('确认新密码').fill('second123');
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: '密码已重置，请使用新密码登录' })).toBeVisible();
  const { token } = await client.call('login', { username: phone, password: 'second123' });
  expect(token).toBeTruthy();
});
