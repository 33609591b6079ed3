import { test, expect, loginAs, picture } from './fixtures';

test('filters live in the URL: a room choice and a custom price survive a reload, with the same results', async ({ page }) => {
  await page.goto('/house/ershoufang/info/index');
  const list = page.getByRole('list', { name: '二手房' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: '二室', exact: true }).first().click();
  await expect(page).toHaveURL(/room=402/);
  await page.getByRole('textbox', { name: '最低总价（万）' }).fill('50');
  await page.getByRole('textbox', { name: '最高总价（万）' }).fill('300');
  await page.getByRole('button', { name: '确定' }).first().click();
  await expect(page).toHaveURL(/price=50(~|%7E)300/);
  const count = page.getByText(/共找到 \d+ 条信息/);
  await expect(count).toBeVisible();
  const before = await count.textContent();
  const titles = await list.getByRole('heading').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const t of titles) expect(t).toMatch(/2室/);
  await page.reload();
  await expect(page.getByRole('button', { name: '二室', exact: true }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText(before!);
  expect(await list.getByRole('heading').allTextContents()).toEqual(titles);
  await page.getByRole('button', { name: '总价↑' }).click();
  await expect(page).toHaveURL(/sort=1/);
});

test('detail: gallery, facts, phone revealed on click, floor plan page and paged building news', async ({ page }) => {
  await page.goto('/house/newfang/info/index');
  await page.getByRole('list', { name: '新房' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/house\/newfang\/info\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/1 \/ \d/).first()).toBeVisible();
  await expect(page.getByText(/1[3-9]\d\*{4}\d{4}/)).toBeVisible();
  await page.getByRole('button', { name: '查看电话' }).click();
  await expect(page.getByRole('link', { name: /^拨打电话 1[3-9]\d{9}$/ })).toBeVisible();
  const news = page.getByRole('list', { name: '楼盘动态' });
  const first = await news.getByRole('listitem').first().textContent();
  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(news.getByRole('listitem').first()).not.toHaveText(first!);
  await page.getByRole('link', { name: /A户型/ }).click();
  await expect(page).toHaveURL(/\/huxing\/\d+$/);
  await expect(page.getByRole('heading', { name: '户型解读' })).toBeVisible();
});

test('publish with two pictures → public list → edit → take down → gone; another member cannot edit; bad input keeps the form', async ({ page, browser }) => {
  // one long member flow (three browser pages, two uploads): more than the default minute on a busy machine
  test.slow();
  await loginAs(page);
  await page.goto('/user/house/edit/ershoufang/info');
  await page.getByRole('textbox', { name: '标题' }).fill('短');
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('标题 5–60 个字')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '标题' })).toHaveValue('短');

  const title = `E2E 发布测试 ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: '标题' }).fill(title);
  await page.getByRole('combobox', { name: '省份' }).selectOption('江苏省');
  await page.getByRole('combobox', { name: '城市' }).selectOption('盐城市');
  await page.getByRole('combobox', { name: '区县' }).selectOption('亭湖区');
  await page.getByRole('textbox', { name: '详细地址' }).fill('盐城市亭湖区人民路 8 号');
  // the address placed on the map (the middle of the view: 盐城)
  await page.getByRole('button', { name: '标记在地图中心' }).click();
  await expect(page.getByText(/^已标记：北纬 33\.\d+，东经 120\.\d+$/)).toBeVisible();
  await page.getByRole('spinbutton', { name: '总价' }).fill('99');
  await page.getByRole('textbox', { name: '户型' }).fill('2室1厅');
  await page.getByRole('spinbutton', { name: '面积' }).fill('66');
  await page.getByRole('textbox', { name: '联系人' }).fill('测试员');
  await page.getByRole('textbox', { name: '联系电话' }).fill('12345');
  const files = page.locator('input[type="file"]');
  await files.setInputFiles([await picture(page, 'image/png', 'a.png'), await picture(page, 'image/jpeg', 'b.jpg')]);
  const pics = page.getByRole('group', { name: '图片' });
  await expect(pics.getByRole('img', { name: '第 2 张' })).toHaveAttribute('src', /\/media\/uploads\//);
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await page.getByRole('textbox', { name: '联系电话' }).fill('13912340000');
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page).toHaveURL(/\/user\/house\/list\/ershoufang\/info$/);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();

  await page.goto('/house/ershoufang/info/index');
  const card = page.getByRole('list', { name: '二手房' }).getByRole('link', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  const href = (await card.getAttribute('href'))!;
  const id = Number(/detail\/(\d+)/.exec(href)![1]);

  // another member: the edit page of this listing answers like a missing one, and the server refuses the change
  const other = await browser.newPage();
  await loginAs(other, 'laoshi');
  await other.goto(`/user/house/edit/ershoufang/info/${id}`);
  await expect(other.getByRole('alert').filter({ hasText: /房源不存在或已下架|加载失败/ })).toBeVisible({ timeout: 30_000 });
  await expect(other.getByRole('textbox', { name: '标题' })).toHaveCount(0);
  await other.close();

  await page.goto(`/user/house/edit/ershoufang/info/${id}`);
  await expect(page.getByRole('textbox', { name: '标题' })).toHaveValue(title);
  await expect(page.getByText(/^已标记：北纬 33\.\d+，东经 120\.\d+$/)).toBeVisible();
  await page.getByRole('spinbutton', { name: '总价' }).fill('88');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/user\/house\/list\/ershoufang\/info$/);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('88万');
  await page.getByRole('row', { name: new RegExp(title) }).getByRole('button', { name: '下架' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('已下架');
  await page.goto('/house/ershoufang/info/index');
  await expect(page.getByRole('list', { name: '二手房' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  // a guest no longer finds it (its owner still can, to put it back)
  const guest = await browser.newPage();
  await guest.goto(href);
  await expect(guest.getByRole('alert')).toHaveText('房源不存在或已下架', { timeout: 30_000 });
  await guest.close();

  await page.goto('/user/house/list/ershoufang/info?status=0');
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('row', { name: new RegExp(title) }).getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});

test('detail: a location map with the listing pinned, its tiles from the api-server, and a link to the big map', async ({ page }) => {
  const tiles: string[] = [];
  page.on('requestfinished', (r) => {
    if (/\/tiles\/\d+\/\d+\/\d+\.png$/.test(r.url())) tiles.push(r.url());
  });
  await page.goto('/house/ershoufang/info/index');
  await page.getByRole('list', { name: '二手房' }).getByRole('link').first().click();
  const map = page.getByRole('region', { name: '房源位置地图' });
  await map.scrollIntoViewIfNeeded();
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await expect(map.getByRole('img', { name: title })).toBeVisible();
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(tiles.length).toBeGreaterThan(0);
  for (const url of tiles) expect(url.startsWith(`${process.env.API_URL}/tiles/15/`)).toBe(true);
  await page.getByRole('link', { name: '查看大地图' }).click();
  await expect(page).toHaveURL(/\/tiandituh5\?lat=3\d\.\d+&lng=1[12]\d\.\d+&title=/);
  // the detail (with its own pinned map) stays up until the map page's code is in
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} · 地图`);
  await expect(page.getByRole('img', { name: title })).toBeVisible();
});

test.describe('/tiandituh5, the full-screen map', () => {
  test('pins the place in the link, with zoom buttons and no site header or share bar', async ({ page }) => {
    await page.goto('/tiandituh5?lat=33.3478&lng=120.1633&name=盐城市政府');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('盐城市政府 · 地图');
    const map = page.getByRole('region', { name: '盐城市政府地图' });
    await expect(map.getByRole('img', { name: '盐城市政府' })).toBeVisible();
    await expect(map.getByRole('button', { name: '放大' })).toBeVisible();
    await expect(map.getByRole('button', { name: '缩小' })).toBeVisible();
    await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    // fills the window
    const box = (await map.boundingBox())!;
    expect(box.height).toBeGreaterThan((page.viewportSize()!.height * 2) / 3);
    await expect(page.locator('.site-header')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: '分享' })).toHaveCount(0);
  });

  test('locate me: refused → the message; allowed → the viewer’s dot', async ({ browser }) => {
    const refused = await browser.newContext({ baseURL: process.env.PORTAL_URL, permissions: [] });
    const page = await refused.newPage();
    await page.goto('/tiandituh5?lat=33.3478&lng=120.1633&name=盐城市政府');
    await page.getByRole('button', { name: '定位我的位置' }).click();
    await expect(page.getByRole('alert')).toHaveText('定位失败：您已拒绝位置授权，请在浏览器或系统设置中允许定位后重试');
    await expect(page.getByRole('img', { name: '我的位置' })).toHaveCount(0);
    await refused.close();

    const allowed = await browser.newContext({
      baseURL: process.env.PORTAL_URL,
      permissions: ['geolocation'],
      geolocation: { latitude: 33.36, longitude: 120.17 },
    });
    const ok = await allowed.newPage();
    await ok.goto('/tiandituh5?lat=33.3478&lng=120.1633&name=盐城市政府');
    await ok.getByRole('button', { name: '定位我的位置' }).click();
    await expect(ok.getByRole('img', { name: '我的位置' })).toBeVisible();
    await expect(ok.getByRole('alert')).toHaveCount(0);
    await allowed.close();
  });
});
