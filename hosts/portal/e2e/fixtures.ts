import { test as base, expect, type Page } from '@playwright/test';
import { createPortalClient, md5Signer, memoryTokenStore, type PortalClient } from '@wz/sdk';
import { DEV_APP_ID, DEV_APP_SECRET } from '@wz/api-server';

/** A Node-side client for the test api-server (set-up steps that are not under test, e.g. getting a token). */
export function nodeClient(apiUrl = process.env.API_URL!, token?: string): PortalClient {
  return createPortalClient({
    baseUrl: `${apiUrl}/public/v1`,
    appid: DEV_APP_ID,
    signer: md5Signer(DEV_APP_SECRET),
    tokenStore: memoryTokenStore(token ? { token } : {}),
  });
}

/** A Node-side client logged in as a member (seeding listings through the API). */
export async function memberClient(username = 'demo', password = 'demo1234'): Promise<PortalClient> {
  const { token } = await nodeClient().call('login', { username, password });
  return nodeClient(undefined, token);
}

/** Logs the demo user in from Node and puts the session into the page's localStorage before any script runs. */
export async function loginAs(page: Page, username = 'demo', password = 'demo1234', apiUrl?: string) {
  const { token, userInfo } = await nodeClient(apiUrl).call('login', { username, password });
  await page.addInitScript(
    ([t, u]) => {
      // Init scripts run in every frame; sandboxed frames (embedded documents) have no storage.
      if (window !== window.top) return;
      if (!sessionStorage.getItem('e2e:seeded')) {
        localStorage.setItem('token', t);
        localStorage.setItem('userInfo', u);
        sessionStorage.setItem('e2e:seeded', '1');
      }
    },
    [token, JSON.stringify(userInfo)] as const,
  );
  return { token, userInfo };
}

/** Waits for the app to run over a server-rendered page (before it, a click on a link loads a new page). */
export async function appReady(page: Page) {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/** Reads the last SMS code sent to a phone (dev endpoint of the test api-server). */
export async function lastSmsCode(phone: string, apiUrl = process.env.API_URL!): Promise<string> {
  const res = await fetch(`${apiUrl}/dev/sms?phone=${encodeURIComponent(phone)}`);
  const body = (await res.json()) as { code: number; data: { code: string } | null };
  if (body.code !== 200 || !body.data) throw new Error(`no SMS code for ${phone}`);
  return body.data.code;
}

/** A real picture encoded by the browser (canvas), as a file to pick. */
export async function picture(page: Page, type: 'image/png' | 'image/jpeg', name: string) {
  const base64 = await page.evaluate(async (mime) => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 90;
    const g = canvas.getContext('2d')!;
    g.fillStyle = mime === 'image/png' ? '#1e88e5' : '#e53935';
    g.fillRect(0, 0, 120, 90);
    g.fillStyle = '#fff';
    g.fillRect(30, 20, 60, 50);
    const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), mime, 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  }, type);
  return { name, mimeType: type, buffer: Buffer.from(base64, 'base64') };
}

type Fixtures = { consoleErrors: string[] };

/**
 * Every test fails on console errors or uncaught page errors (collected per page), unless it empties
 * `consoleErrors` itself.
 */
export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
  baseURL: async ({}, provide) => {
    await provide(process.env.PORTAL_URL);
  },
  consoleErrors: [
    async ({ page }, provide) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        // Chromium reporting that a sandboxed frame (an uploaded document shown without scripts) had its
        // scripts blocked: the sandbox doing its job, not an error of the page.
        if (/^Blocked script execution in '.*' because the document's frame is sandboxed/.test(msg.text())) return;
        errors.push(`console: ${msg.text()} @ ${page.url()}`);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message} @ ${page.url()}`));
      await provide(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

let memberSeq = 0;

/**
 * A newly registered member (through the API, with the code the dev SMS endpoint reads). Each spec file
 * passes its own phone prefix, so files running side by side never draw the same number.
 */
export async function newMember(prefix: string, phonePrefix = '136') {
  const phone = `${phonePrefix}${String(Date.now() + memberSeq++).slice(-8)}`;
  const api = nodeClient();
  await api.call('sendRegSms', { phone });
  const username = `${prefix}${phone.slice(-7)}`;
  const { userInfo } = await api.call('register', { phone, code: await lastSmsCode(phone), password: 'demo1234', username });
  return { username, password: 'demo1234', id: userInfo.id, phone };
}

/** The development review simulator approves a member's application of a kind (tour, own, market, …). */
export async function approveReview(kind: string, userId: number) {
  const res = await fetch(`${process.env.API_URL}/review/sim/${kind}/${userId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ action: 'approve' }),
  });
  expect(await res.json()).toMatchObject({ ok: true });
}
