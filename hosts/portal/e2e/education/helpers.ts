import { expect as baseExpect, type Page } from '@playwright/test';

/** Waits up to 20 s: pages here make ~15 API calls each, and CI machines are often busy. */
export const expect = baseExpect.configure({ timeout: 20_000 });
import { computeSign, DEV_APP_ID, DEV_APP_SECRET } from '@wz/api-server';

/** The test api-server's /public/v1 (started by the portal's global setup). */
export function apiBase(): string {
  const url = process.env.API_URL;
  if (!url) throw new Error('API_URL is not set: run through the portal Playwright config (global setup).');
  return `${url}/public/v1`;
}

/** A signed call straight to the api-server (setup only: logging in, reading state to assert on). */
export async function api<T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string | number> = {},
  token?: string,
): Promise<{ code: number; msg: string; data: T }> {
  const all: Record<string, string | number> = { ...params, appid: DEV_APP_ID, timestamp: Math.floor(Date.now() / 1000) };
  const sign = computeSign(all, DEV_APP_SECRET);
  const body = new URLSearchParams(Object.entries({ ...all, sign }).map(([k, v]) => [k, String(v)]));
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res =
    method === 'GET'
      ? await fetch(`${apiBase()}${path}?${body}`, { headers })
      : await fetch(`${apiBase()}${path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
  return (await res.json()) as { code: number; msg: string; data: T };
}

export interface Session {
  token: string;
  userInfo: unknown;
}

/** Logs in through the API and stores the session the way the SDK does (localStorage token / userInfo). */
export async function login(page: Page, username = 'demo', password = 'demo1234'): Promise<Session> {
  const res = await api<Session>('POST', '/login', { username, password });
  expect(res.code, res.msg).toBe(200);
  const session = res.data;
  await page.addInitScript((s) => {
    if (!sessionStorage.getItem('wz:e2e-logged-in')) {
      localStorage.setItem('token', s.token);
      localStorage.setItem('userInfo', JSON.stringify(s.userInfo));
      sessionStorage.setItem('wz:e2e-logged-in', '1');
    }
  }, session);
  return session;
}

/** A toast message (the shell's Toaster region). */
export function toast(page: Page, text: string) {
  return page.locator('[role="status"][aria-live="polite"]').getByText(text, { exact: true }).first();
}

/** The page's breadcrumb trail. */
export function breadcrumb(page: Page) {
  return page.locator('nav.breadcrumb');
}

/** Every education page: banner, navigation filter, breadcrumb rooted at 学习, right column. */
export async function expectEducationFrame(page: Page, current: string | RegExp) {
  const crumbs = breadcrumb(page);
  await expect(crumbs.getByRole('link', { name: '学习' })).toHaveAttribute('href', '/education/index');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(current);
  await expect(page.locator('.section-filter')).toBeVisible();
  await expect(page.locator('.section-aside')).toBeVisible();
  await expect(page.getByTestId('banner-skeleton')).toHaveCount(0);
  await expect(page.locator('.page-banner > :first-child')).toBeVisible(); // the banner
}
