import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { DEV_APP_ID, DEV_APP_SECRET } from '@wz/api-server';
// @ts-expect-error -- plain ESM helper without types, shared with scripts/start.mjs and the bench
import { startStaticServer } from '../scripts/serve-static.mjs';
import { DEFAULT_DESCRIPTION, SLOGAN } from '../src/app/lib/meta';
import { publicRoutes } from './crawlRoutes';
import { test, expect, appReady, loginAs, memberClient, nodeClient } from './fixtures';
import { createPortalSsr, DIST, type StaticServer } from './servers';

// Server rendering: the public pages' content, head and data are in the HTML, and the browser hydrates it
// without a mismatch; a missing or slow API gives the client-rendered shell, in time.

const htmlText = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

test.describe.configure({ mode: 'parallel' });

/**
 * Holds back the app's script, so what the test does lands on the server's HTML; the page's `load` waits for
 * a script asked for before it (the app is asked for after the first paint), so such a page is opened with
 * `waitUntil: 'domcontentloaded'`. Returns the release.
 */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}


test('every public route: a plain GET has the page rendered, its title and description', async ({ request }) => {
  test.setTimeout(120_000);
  expect(publicRoutes.length).toBeGreaterThan(50);
  for (const { url, meta } of publicRoutes) {
    // Percent-encoded as a browser sends it (Node's HTTP parser refuses raw non-ASCII bytes).
    const res = await request.get(encodeURI(url), { maxRedirects: 0 });
    expect(res.status(), url).toBe(200);
    const html = htmlText(await res.text());
    expect(html, `${url}: title`).toMatch(new RegExp(`<title>(.* - )?${meta.title} - ${SLOGAN}</title>`));
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
    expect(description, `${url}: description`).toBeTruthy();
    // The route's own, or a detail page's summary of what it shows (with Open Graph), or the site's.
    if (meta.description) expect(description, url).toBe(meta.description);
    else if (!html.includes('property="og:title"')) expect(description, url).toBe(DEFAULT_DESCRIPTION);
    // The page itself, not an empty root for the browser to fill.
    expect(html, `${url}: rendered`).toMatch(/<div id="root"><a class="skip-link"[\s\S]*<main id="main"[^>]*>(<!--\$-->)?\s*<[a-z]/);
    if (!meta.hideHeader) expect(html, `${url}: footer`).toMatch(/<main id="main"[\s\S]*<footer/);
    // Complete in the HTML: no boundary left for a script to reveal (JavaScript off, crawlers).
    expect(html, `${url}: inline`).not.toContain('$RC');
    expect(html, `${url}: data`).toContain('<script id="wz-ssr" type="application/json">');
  }
});

test('the main text of home, search, teacher and school detail is in the HTML', async ({ request }) => {
  const api = nodeClient();
  const teacher = await api.call('educationInfo', { id: 1, type: 3 });
  const school = await api.call('educationInfo', { id: 1, type: 1 });
  const recommended = await api.call('getTuijianList');
  const pages: [string, string[]][] = [
    ['/', [recommended[0]!.tpltitle, recommended[0]!.data[0]!.title]],
    ['/search?keyword=老师', ['老师']],
    ['/teacher/teacherDetail?id=1&type=3', ['realname' in teacher ? teacher.realname : '?']],
    ['/teacher/schoolDetail?id=1&type=1', ['schoolname' in school ? school.schoolname : '?']],
  ];
  for (const [url, texts] of pages) {
    const html = htmlText(await (await request.get(encodeURI(url))).text());
    const main = html.slice(html.indexOf('<main id="main"'));
    for (const text of texts) expect(main, `${url} shows ${text}`).toContain(text);
  }
  const home = htmlText(await (await request.get('/')).text());
  expect(home).toContain('<meta name="keywords" content="分类信息,本地生活');
  const detail = htmlText(await (await request.get('/teacher/teacherDetail?id=1&type=3')).text());
  const name = 'realname' in teacher ? teacher.realname : '?';
  expect(detail).toContain(`<title>${name}老师 - 教师详情 - ${SLOGAN}</title>`);
  expect(detail).toContain(`<meta property="og:title" content="${name}老师" />`);
  expect(detail).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/teacher\/teacherDetail\?id=1&type=3" \/>/);
  expect(detail).toMatch(/<link rel="preload" as="image" href="http[^"]+" fetchpriority="high" \/>/);
  // The app is requested by an inline script once the page has painted, with the configuration in the
  // page; the page's own stylesheet comes with the HTML.
  expect(detail).not.toContain('<script type="module"');
  expect(detail).toMatch(/<script>\(function\(\)\{[^<]*"\/assets\/index-[^"]+\.js"/);
  expect(detail).toContain('<script id="wz-config" type="application/json">{"apiBaseUrl":');
  const search = htmlText(await (await request.get(encodeURI('/search?keyword=老师'))).text());
  expect(search).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/Search-[^"]+\.css">/);
  expect(home).not.toMatch(/Search-[^"]+\.css/);
});

test('a button clicked before the app runs is answered once it does', async ({ page }) => {
  // The app's script is held back: the click lands on the server's HTML.
  const release = await holdApp(page);
  await page.goto('/teacher/teacherDetail?id=9&type=3', { waitUntil: 'domcontentloaded' });
  await page.locator('[data-operation="showcase"]').click();
  expect(await page.locator('html').getAttribute('data-app')).toBeNull();
  release();
  await expect(page.locator('[role="status"]').getByText('该功能暂未开放')).toBeVisible();
});

test('a page scrolled before the app runs stays where it was, so a tap lands on what was under it', async ({ page }) => {
  const item = (await nodeClient().call('idleList', { page: 1 })).lists[0]!;
  const release = await holdApp(page);
  await page.goto(`/idle/detail?id=${item.id}`, { waitUntil: 'domcontentloaded' });
  const want = page.getByRole('button', { name: '我想要' });
  await want.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  release();
  await appReady(page);
  // the app used to scroll the first page to the top when it took over: a tap then hit the gallery
  await expect.poll(() => want.evaluate((b) => Object.keys(b).some((k) => k.startsWith('__reactProps')))).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await want.click();
  await expect(page).toHaveURL(/\/login/);
});

test('text typed before the app runs is kept and sent', async ({ page }) => {
  const demo = await memberClient();
  const item = (await demo.call('idleUserList', { status: 1 })).lists[0]!;
  const note = `早输入 ${Date.now() % 100000}`;
  await loginAs(page, 'laoshi');
  const release = await holdApp(page);
  await page.goto(`/idle/detail?id=${item.id}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: '给卖家留言（选填）' }).fill(note);
  expect(await page.locator('html').getAttribute('data-app')).toBeNull();
  release();
  await appReady(page);
  await expect(page.getByRole('textbox', { name: '给卖家留言（选填）' })).toHaveValue(note);
  await page.getByRole('button', { name: /^(我想要|再次联系卖家)$/ }).click();
  // the write's own answer (已联系卖家 may show already: the member asked about it before)
  await expect(page.getByRole('status').filter({ hasText: '已通知卖家' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '已联系卖家' })).toBeVisible();
  // the note reached the seller: it was in the form's state, not only in the box
  const asked = await demo.call('idleUserConnects', { page: 1 });
  expect(asked.lists.map((c) => c.message)).toContain(note);
});

test('guarded pages and login pages are left to the browser: the shell, no member data', async ({ request }) => {
  for (const url of ['/user', '/release/tour', '/login']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    const html = await res.text();
    expect(html, url).toContain('<div id="root"></div>');
    expect(html, url).not.toContain('wz-ssr');
  }
});

test('an unknown path answers 404 with the fallback page; a redirect route answers 302', async ({ request }) => {
  const res = await request.get('/no/such/page');
  expect(res.status()).toBe(404);
  expect(htmlText(await res.text())).toContain('页面不存在');
  const moved = await request.get('/education', { maxRedirects: 0 });
  expect(moved.status()).toBe(302);
  expect(moved.headers().location).toBe('/education/index');
});

const CHUNK = 25;
for (let i = 0; i < publicRoutes.length; i += CHUNK) {
  const chunk = publicRoutes.slice(i, i + CHUNK);
  test(`hydration of public routes ${i + 1}–${i + chunk.length}: no warnings or console errors`, async ({ page }) => {
    test.setTimeout(300_000);
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning' || msg.type() === 'error') warnings.push(`${msg.text()} @ ${page.url()}`);
    });
    // Keeps the server's <main> as it is parsed: hydrated means React adopted that very element.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const main = document.getElementById('main');
        if (!main) return;
        (window as unknown as { serverMain: Element }).serverMain = main;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    for (const { url } of chunk) {
      await page.goto(url);
      await page.waitForFunction(
        () => {
          const main = (window as unknown as { serverMain?: Element }).serverMain;
          return Boolean(main?.isConnected && Object.keys(main).some((k) => k.startsWith('__reactFiber')));
        },
        null,
        { timeout: 30_000 },
      );
      // the shell's effects ran; the client's own reads after that are the crawl's (console errors on every route)
      await appReady(page);
    }
    expect(warnings).toEqual([]);
  });
}

test('with JavaScript turned off, teacher detail shows the teacher’s name and resume', async ({ browser }) => {
  const teacher = await nodeClient().call('educationInfo', { id: 1, type: 3 });
  if (!('realname' in teacher)) throw new Error('teacher 1 is not a teacher');
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.PORTAL_URL });
  const page = await context.newPage();
  await page.goto('/teacher/teacherDetail?id=1&type=3');
  await expect(page.getByRole('heading', { name: `${teacher.realname}老师` })).toBeAttached();
  await expect(page.getByText(teacher.realname).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '个人简历' })).toBeVisible();
  const firstLine = htmlText(teacher.jianli.replace(/<[^>]*>/g, '\n')).split('\n').map((l) => l.trim()).find(Boolean)!;
  // (Playwright's text matching skips <noscript>; the rendered text of the page does not.)
  expect(await page.locator('#main').innerText()).toContain(firstLine);
  await context.close();
});

/** A portal whose server reads from `apiBaseUrl` (a dead or slow API). */
async function portalReadingFrom(apiBaseUrl: string, budgetMs = 800): Promise<StaticServer> {
  const config = { apiBaseUrl, appid: DEV_APP_ID, signer: { mode: 'md5' as const, secret: DEV_APP_SECRET } };
  const ssr = await createPortalSsr(config, apiBaseUrl, { budgetMs });
  return startStaticServer({ root: DIST, port: 0, config, ssr });
}

test('API down: 200 with the client-rendered shell', async ({ request }) => {
  // A port nothing listens on: the connection is refused at once.
  const idle = createServer();
  await new Promise<void>((ok) => idle.listen(0, '127.0.0.1', ok));
  const { port } = idle.address() as AddressInfo;
  await new Promise<void>((ok) => idle.close(() => ok()));
  const portal = await portalReadingFrom(`http://127.0.0.1:${port}/public/v1`);
  try {
    const res = await request.get(`${portal.url}/teacher/teacherDetail?id=1&type=3`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>教师详情 - ');
  } finally {
    await portal.close();
  }
});

test('API slow: the shell is answered within the budget', async ({ request }) => {
  const slow: Server = createServer((_req, res) => {
    const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200,"data":{}}');
    setTimeout(answer, 5000).unref();
  });
  await new Promise<void>((ok) => slow.listen(0, '127.0.0.1', ok));
  const apiBase = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/public/v1`;
  const portal = await portalReadingFrom(apiBase, 800);
  try {
    const started = Date.now();
    const res = await request.get(`${portal.url}/teacher/teacherDetail?id=1&type=3`);
    const elapsed = Date.now() - started;
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
    expect(elapsed).toBeGreaterThanOrEqual(700);
    expect(elapsed).toBeLessThan(1500);
  } finally {
    await portal.close();
    slow.closeAllConnections();
    await new Promise<void>((ok) => slow.close(() => ok()));
  }
});
