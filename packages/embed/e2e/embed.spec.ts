import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { DEV_APP_ID, DEV_APP_SECRET } from '@wz/api-server';
import { createPortalClient, md5Signer, memoryTokenStore } from '@wz/sdk';
import { PORTAL_URL } from './servers';

const API_BASE = process.env.API_BASE!;

/** The real data, read with the portal's own appid (test side only, never in a page). */
async function teacher(id: number) {
  const client = createPortalClient({
    baseUrl: API_BASE,
    appid: DEV_APP_ID,
    signer: md5Signer(DEV_APP_SECRET),
    tokenStore: memoryTokenStore(),
  });
  const data = (await client.call('educationInfo', { id, type: 3 })) as {
    realname: string;
    schoolname: string;
    zhiwu: string;
    pingji: string;
  };
  return data;
}

const card = (page: Page, id: string) => page.locator(`#${id}`);
/** The teacher's name inside a card's shadow root (Playwright locators pierce open shadow roots). */
const nameIn = (host: Locator) => host.locator('a > span > span').first();

function recordApi(page: Page) {
  const info: Request[] = [];
  const sign: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/education/info')) info.push(request);
    if (url.pathname.endsWith('/embed/sign')) sign.push(request);
  });
  return { info, sign };
}

/** A test page of e2e/fixtures, served like the example (script tag pointed at the test api-server). */
async function fixture(page: Page, name: string) {
  await page.goto(`${process.env.FIXTURES_URL}/${name}`);
}

test.describe('the partner example page', () => {
  test('shows three cards with the real teachers and one error state', async ({ page }) => {
    const [t1, t2] = await Promise.all([teacher(1), teacher(2)]);
    await page.goto('/');

    const first = card(page, 'card-first');
    await expect(first.getByRole('link', { name: new RegExp(t1.realname) })).toBeVisible();
    await expect(first).toContainText(t1.zhiwu);
    await expect(first).toContainText(t1.schoolname);
    await expect(first).toContainText(t1.pingji);
    for (const label of ['浏览', '点赞', '收藏', '礼物']) await expect(first).toContainText(label);
    const photo = first.getByRole('img', { name: `${t1.realname}的照片` });
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('width', '96');
    await expect(photo).toHaveAttribute('height', '120');

    const second = card(page, 'card-second');
    await expect(second.getByRole('link', { name: new RegExp(t2.realname) })).toBeVisible();
    await expect(second).toContainText(t2.schoolname);

    const missing = card(page, 'card-missing');
    await expect(missing.getByRole('alert')).toHaveText('未找到该教师');
    await expect(missing.getByRole('link')).toHaveCount(0);
  });

  test('links to the teacher page on the portal in a new tab, without opener or referrer', async ({
    page,
  }) => {
    await page.goto('/');
    const link = card(page, 'card-second').getByRole('link');
    await expect(link).toHaveAttribute('href', `${PORTAL_URL}/teacher/teacherDetail?id=2`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('re-renders with the new teacher when teacher-id changes, and with the dark theme', async ({
    page,
  }) => {
    const t3 = await teacher(3);
    await page.goto('/');
    const first = card(page, 'card-first');
    await expect(first.getByRole('link')).toHaveAttribute('href', /id=1$/);
    const lightBg = await first
      .getByRole('link')
      .evaluate((el) => getComputedStyle(el).backgroundColor);

    await page.selectOption('#pick-teacher', '3');
    await expect(first.getByRole('link', { name: new RegExp(t3.realname) })).toBeVisible();
    await expect(first.getByRole('link')).toHaveAttribute(
      'href',
      `${PORTAL_URL}/teacher/teacherDetail?id=3`,
    );

    await page.click('#toggle-theme');
    await expect(first).toHaveAttribute('theme', 'dark');
    await expect
      .poll(() => first.getByRole('link').evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe(lightBg);
    // size changes re-render too: the compact card has no stats row of cells
    await first.evaluate((el) => el.setAttribute('size', 'compact'));
    await expect(first.getByRole('img', { name: `${t3.realname}的照片` })).toHaveAttribute(
      'width',
      '64',
    );
  });

  test("the host page's CSS does not reach inside the card", async ({ page }) => {
    await page.goto('/');
    // On top of the page's own hostile section, the bluntest rule there is.
    await page.addStyleTag({
      content: '* { color: red !important; font-family: cursive !important; }',
    });
    for (const id of ['card-first', 'card-isolated']) {
      const name = nameIn(card(page, id));
      await expect(name).toBeVisible();
      const style = await name.evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          color: s.color,
          font: s.fontFamily,
          decoration: s.textDecorationLine,
          spacing: s.letterSpacing,
        };
      });
      expect(style.color).not.toBe('rgb(255, 0, 0)');
      expect(style.font).not.toContain('cursive');
      expect(style.decoration).toBe('none');
      expect(style.spacing).toBe('normal');
    }
    // decorations drawn on the host would propagate into the card: the host refuses them
    const host = await card(page, 'card-isolated').evaluate((el) => {
      const s = getComputedStyle(el);
      return { decoration: s.textDecorationLine, width: s.width, border: s.borderTopWidth };
    });
    expect(host.decoration).toBe('none');
    expect(host.border).toBe('0px');
    // ...while the same rule does reach the page's own text
    const ownColor = await page
      .locator('#isolation p')
      .evaluate((el) => getComputedStyle(el).color);
    expect(ownColor).toBe('rgb(255, 0, 0)');
    // and the page's `#isolation img { width: 300px !important }` does not resize the card's photo
    const photoWidth = await card(page, 'card-isolated')
      .getByRole('img')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(photoWidth).toBeLessThan(100);
  });

  test("scales with the host page's font size", async ({ page }) => {
    await page.goto('/');
    // #isolation has font-size 20px, the cards section inherits the body's 16px.
    const sizeOf = (id: string) =>
      nameIn(card(page, id)).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    await expect(nameIn(card(page, 'card-isolated'))).toBeVisible();
    await expect(nameIn(card(page, 'card-second'))).toBeVisible();
    expect(await sizeOf('card-second')).toBeCloseTo(16, 0);
    expect(await sizeOf('card-isolated')).toBeCloseTo(20, 0);
    const widthOf = (id: string) =>
      card(page, id).evaluate((el) => el.getBoundingClientRect().width);
    expect((await widthOf('card-isolated')) / (await widthOf('card-second'))).toBeCloseTo(
      20 / 16,
      2,
    );
  });

  test('requests use the partner appid and are signed by the signing endpoint', async ({
    page,
  }) => {
    const api = recordApi(page);
    await page.goto('/');
    await expect(card(page, 'card-missing').getByRole('alert')).toBeVisible();
    await expect(card(page, 'card-second').getByRole('link')).toBeVisible();

    expect(api.info.length).toBeGreaterThan(0);
    for (const request of api.info) {
      const query = new URL(request.url()).searchParams;
      expect(query.get('appid')).toBe('wzpartner');
      expect(query.get('sign')).toMatch(/^[0-9A-F]{32}$/);
    }
    expect(api.sign.length).toBe(api.info.length);
    for (const request of api.sign) {
      expect(request.method()).toBe('POST');
      expect(request.url()).toBe(`${API_BASE}/embed/sign`);
      const body = request.postDataJSON() as { operation: string; params: Record<string, string> };
      expect(body.operation).toBe('educationInfo');
      expect(body.params.appid).toBe('wzpartner');
      expect(body.params.type).toBe('3');
      expect(JSON.stringify(body)).not.toMatch(/secret/i);
    }
    // the ids asked for are the page's cards (1, 2 and the missing 999999; 2 twice on the page, once asked)
    const ids = api.info.map((r) => new URL(r.url()).searchParams.get('id')).sort();
    expect(ids).toEqual(['1', '2', '999999']);
  });
});

test.describe('cards on one page', () => {
  test('several cards with the same id cause one educationInfo request', async ({ page }) => {
    const api = recordApi(page);
    await fixture(page, 'same-id.html');
    await expect(page.locator('wz-teacher-card').getByRole('link')).toHaveCount(5);
    const ids = api.info.map((r) => new URL(r.url()).searchParams.get('id')).sort();
    expect(ids).toEqual(['5', '6']);
  });

  test('a network failure shows the load-failed message in Chinese', async ({ page }) => {
    await page.route('**/education/info?*', (route) => route.abort('connectionrefused'));
    await fixture(page, 'one-card.html');
    await expect(page.locator('wz-teacher-card').getByRole('alert')).toHaveText(
      '加载失败，请稍后重试',
    );
  });

  test('a refused signature (rate limit) shows the load-failed message', async ({ page }) => {
    await page.route('**/embed/sign', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*', 'retry-after': '30' },
        body: JSON.stringify({ code: 429, msg: '签名请求过于频繁，请稍后再试', data: null }),
      }),
    );
    await fixture(page, 'one-card.html');
    await expect(page.locator('wz-teacher-card').getByRole('alert')).toHaveText(
      '加载失败，请稍后重试',
    );
  });

  test('the skeleton has the size of the card: nothing moves when data arrives', async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/education/info?*', async (route) => {
      await held;
      await route.continue();
    });
    await fixture(page, 'skeleton.html');
    const boxes = () =>
      page.evaluate(() =>
        ['a', 'b', 'after'].map((id) => {
          const r = document.getElementById(id)!.getBoundingClientRect();
          return [r.x, r.y, r.width, r.height];
        }),
      );
    await expect(page.locator('#a').getByRole('status', { name: '教师信息加载中' })).toBeVisible();
    await expect(page.locator('#b').getByRole('status')).toBeVisible();
    const loading = await boxes();
    release();
    await expect(page.locator('wz-teacher-card').getByRole('link')).toHaveCount(2);
    expect(await boxes()).toEqual(loading);
  });

  test('WzEmbed.configure changes the link target of cards already on the page', async ({
    page,
  }) => {
    await fixture(page, 'one-card.html');
    const link = page.locator('wz-teacher-card').getByRole('link');
    await expect(link).toHaveAttribute('href', `${PORTAL_URL}/teacher/teacherDetail?id=7`);
    await page.evaluate(() =>
      (window as unknown as { WzEmbed: { configure(o: object): void } }).WzEmbed.configure({
        portalUrl: 'https://portal.example.com/',
      }),
    );
    await expect(link).toHaveAttribute(
      'href',
      'https://portal.example.com/teacher/teacherDetail?id=7',
    );
  });

  test('data-portal-url on the element wins, and only http(s) becomes a link', async ({ page }) => {
    await fixture(page, 'portal-url.html');
    await expect(page.locator('#plain').getByRole('link')).toHaveAttribute(
      'href',
      `${PORTAL_URL}/teacher/teacherDetail?id=4`,
    );
    await expect(page.locator('#own').getByRole('link')).toHaveAttribute(
      'href',
      'https://school.example.org/portal/teacher/teacherDetail?id=4',
    );
    await expect(page.locator('#bad').getByRole('article')).toBeVisible();
    await expect(page.locator('#bad').getByRole('link')).toHaveCount(0);
  });

  test('the ES module build defines the same element', async ({ page }) => {
    const t3 = await teacher(3);
    await page.goto('/esm.html');
    await expect(
      page.locator('#card-esm').getByRole('link', { name: new RegExp(t3.realname) }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-embed-appid', 'wzpartner');
  });
});
