import { crawlRoutes } from './crawlRoutes';
import { SLOGAN } from '../src/app/lib/meta';
import { test, expect, loginAs } from './fixtures';

/** Every page of the route table, as a logged-in member (guarded pages render; login pages go home). */
const entries = crawlRoutes;
// a chunk is one test: small enough that its pages load well within the timeout on a busy machine
const CHUNK = 12;
const chunks: (typeof entries)[] = [];
for (let i = 0; i < entries.length; i += CHUNK) chunks.push(entries.slice(i, i + CHUNK));

test.describe.configure({ mode: 'parallel' });

test('the route table covers the spec', () => {
  const urls = entries.map((e) => e.url);
  for (const must of [
    '/',
    '/search?keyword=旅游',
    '/tour/tour_detail',
    '/education/index',
    '/teacher/teacherDetail',
    '/teacher/schoolMien',
    '/daohang/apply',
    '/same/detail/zhiwen',
    '/talents/talents_detail3',
    '/live/Live_detail1',
    '/login/ForgetPwd',
    '/pay/paytwo?order_number=WZ20260000',
    '/tiandituh5',
    '/MembershipDetails',
    '/house/218/info/detail/1',
    '/logistics/user/1/1/qiyun/hy',
    '/carship/zuship/detail/info/1',
    '/idle/detail?id=1',
    '/user/idle/edit',
    '/wzmall/snapUp',
    '/user/sameRelease/tongzhu/tiebadetail',
    '/user/personInfo/cartOrder',
    '/usercenter/wzmall/returnOrder',
    '/release/informationEdit',
    '/seller/wzmall/goodList/recycliStation',
  ]) {
    expect(urls).toContain(must);
  }
});

chunks.forEach((chunk, n) => {
  test(`crawl ${n + 1}/${chunks.length}: pages render without console errors`, async ({ page }) => {
    test.setTimeout(150_000);
    await loginAs(page);
    await page.goto('/');
    // The server rendered the page: navigate once the app has taken it over (a click on a link before
    // that is a real page load, not a history change under the hydrating app).
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('main') ?? {}).some((k) => k.startsWith('__reactFiber')),
    );
    for (const { url, meta } of chunk) {
      // Client-side navigation (what a click on a link does): the router runs guards and loads the
      // route's chunk; the app is not reloaded for every page.
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, url);
      await expect(page.locator('#main'), url).not.toBeEmpty();
      await expect(page.getByText('页面出错了'), url).toHaveCount(0);
      if (!meta.guestOnly) {
        await expect.poll(() => new URL(page.url()).pathname, `${url} stays`).toBe(url.split('?')[0]);
      }
      if (meta.guestOnly) {
        await expect(page, `${url} sends members home`).toHaveURL(/\/$/);
      } else if (meta.title) {
        await expect(page, url).toHaveTitle(`${meta.title} - ${SLOGAN}`);
      }
      await expect(page.locator('.skeleton--banner, [data-testid="banner-skeleton"]'), `${url} finished loading`).toHaveCount(0);
    }
  });
});
