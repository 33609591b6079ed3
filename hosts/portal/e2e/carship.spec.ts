import { test, expect, loginAs, memberClient, picture } from './fixtures';

test('filters live in the URL: a ship type and a custom price survive a reload, with the same results', async ({ page }) => {
  // a listing only this filter finds, seeded through the API (the seeded ships cost at most 800万)
  const title = `E2E 远洋货船 ${Date.now() % 100000}`;
  const client = await memberClient();
  await client.call('createCarship', {
    area: 'ership', tab: 'info', title, province: '江苏省', city: '盐城市', district: '大丰区', address: '盐城市大丰区港区 1 号',
    price: 12_340_000, ship_type: '货船', tonnage: 4321, length: 88.5, year: 2015, zone: '远洋', contact_name: '测试', contact_phone: '13912340001',
  });
  await page.goto('/carship/ership/index/info');
  const list = page.getByRole('list', { name: '二手船' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: '货船', exact: true }).first().click();
  await expect(page).toHaveURL(/shiptype=701/);
  await page.getByRole('textbox', { name: '最低价格（万）' }).fill('1000');
  await page.getByRole('textbox', { name: '最高价格（万）' }).fill('1500');
  await page.getByRole('button', { name: '确定' }).first().click();
  await expect(page).toHaveURL(/price=1000(~|%7E)1500/);
  const count = page.getByText(/共找到 \d+ 条信息/);
  await expect(count).toHaveText('共找到 1 条信息');
  await expect(list.getByRole('heading')).toHaveText([title]);
  await page.reload();
  await expect(page.getByRole('button', { name: '货船', exact: true }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText('共找到 1 条信息');
  await expect(list.getByRole('heading')).toHaveText([title]);
  await list.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(/\/carship\/ership\/detail\/info\/\d+$/);
  await expect(page.getByText('4321吨')).toBeVisible();
  await expect(page.getByText('远洋', { exact: true })).toBeVisible();
});

test('detail: server-rendered with its data, gallery with lightbox, key facts and the phone revealed on click', async ({ page }) => {
  const first = (await (await memberClient()).call('carshipList', { area: 'newcar' })).lists[0]!;
  const html = await (await page.request.get(`/carship/newcar/detail/info/${first.id}`)).text();
  expect(html).toContain(first.title);
  await page.goto('/carship');
  await expect(page).toHaveURL(/\/carship\/newcar\/index\/info$/);
  await page.getByRole('list', { name: '新车' }).getByRole('link').first().click();
  await expect(page).toHaveURL(`/carship/newcar/detail/info/${first.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  await page.getByRole('button', { name: /^查看大图/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText(/1 \/ [34]/).first()).toBeVisible();
  await expect(page.getByText('品牌车系')).toBeVisible();
  await expect(page.getByText(/1[3-9]\d\*{4}\d{4}/)).toBeVisible();
  await page.getByRole('button', { name: '查看电话' }).click();
  await expect(page.getByRole('link', { name: /^拨打电话 1[3-9]\d{9}$/ })).toBeVisible();
});

test('publish a car with a picture → public list → edit → take down → gone; another member cannot edit it; bad input keeps the form', async ({ page, browser }) => {
  test.slow();
  await loginAs(page);
  await page.goto('/user/car/edit/ercar/info');
  const titleBox = page.getByRole('textbox', { name: '标题' });
  await titleBox.fill('短');
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('标题 5–60 个字')).toBeVisible();
  await expect(titleBox).toHaveValue('短');

  const title = `E2E 车辆发布 ${Date.now() % 100000}`;
  await titleBox.fill(title);
  await page.getByRole('combobox', { name: '省份' }).selectOption('江苏省');
  await page.getByRole('combobox', { name: '城市' }).selectOption('盐城市');
  await page.getByRole('combobox', { name: '区县' }).selectOption('亭湖区');
  await page.getByRole('textbox', { name: '详细地址' }).fill('盐城市亭湖区人民路 8 号');
  await page.getByRole('spinbutton', { name: '价格' }).fill('8.5');
  await page.getByRole('textbox', { name: '联系人' }).fill('测试员');
  await page.getByRole('textbox', { name: '联系电话' }).fill('12345');
  await page.locator('input[type="file"]').setInputFiles([await picture(page, 'image/png', 'car.png')]);
  await expect(page.getByRole('group', { name: '图片' }).getByRole('img', { name: '第 1 张' })).toHaveAttribute('src', /\/media\/uploads\//);
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await page.getByRole('textbox', { name: '联系电话' }).fill('13912340000');
  await page.getByRole('button', { name: '发布' }).click();
  // a car listing names its brand: the field says so, nothing is sent, the input stays
  await expect(page.getByText('请选择品牌')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/car\/edit\/ercar\/info$/);
  await expect(titleBox).toHaveValue(title);
  expect((await (await memberClient()).call('myCarshipList', { area: 'ercar', tab: 'info' })).lists.some((c) => c.title === title)).toBe(false);
  await page.getByRole('combobox', { name: '品牌' }).selectOption('丰田');
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page).toHaveURL(/\/user\/car\/list\/ercar\/info$/);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('8.5万');

  await page.goto('/carship/ercar/index/info');
  const card = page.getByRole('list', { name: '二手车' }).getByRole('link', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  const href = (await card.getAttribute('href'))!;
  const id = Number(/detail\/info\/(\d+)/.exec(href)![1]);

  const other = await browser.newPage();
  await loginAs(other, 'laoshi');
  await other.goto(`/user/car/edit/ercar/info/${id}`);
  // a user-centre page in a new tab loads the frame, its table and the page: slow on a busy machine
  await expect(other.getByRole('alert').filter({ hasText: /信息不存在或已下架|加载失败/ })).toBeVisible({ timeout: 30_000 });
  await expect(other.getByRole('textbox', { name: '标题' })).toHaveCount(0);
  await other.close();

  // the owner edits it: the form comes back with what was saved, the list shows the new price
  await page.goto(`/user/car/edit/ercar/info/${id}`);
  await expect(page.getByRole('textbox', { name: '标题' })).toHaveValue(title);
  await expect(page.getByRole('combobox', { name: '品牌' })).toHaveValue('丰田');
  await page.getByRole('spinbutton', { name: '价格' }).fill('9.2');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/user\/car\/list\/ercar\/info$/);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('9.2万');
  await page.getByRole('row', { name: new RegExp(title) }).getByRole('button', { name: '下架' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('已下架');
  await page.goto('/carship/ercar/index/info');
  await expect(page.getByRole('list', { name: '二手车' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  const guest = await browser.newPage();
  await guest.goto(href);
  await expect(guest.getByRole('alert')).toHaveText('信息不存在或已下架', { timeout: 30_000 });
  await guest.close();
});

test('收藏 and 分享 on a listing: a guest is asked to log in; a member collects it, finds it in 我的收藏 and lets it go', async ({ page, browser }) => {
  const car = (await (await memberClient()).call('carshipList', { area: 'zucar' })).lists[0]!;
  const detail = `/carship/zucar/detail/info/${car.id}`;
  const guest = await browser.newPage();
  await guest.goto(detail);
  // the server-rendered button answers once the page has hydrated
  await expect(async () => {
    await guest.locator('[data-operation="collect"]').click();
    await expect(guest.getByRole('dialog', { name: '提示' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await guest.close();

  await loginAs(page);
  await page.goto(detail);
  const collect = page.locator('[data-operation="collect"]');
  await expect(collect).toHaveAttribute('aria-pressed', 'false');
  // 分享 first: opening its panel again is harmless, so it can wait for the hydrated page
  await expect(async () => {
    await page.locator('[data-operation="share"]').click();
    await expect(page.getByRole('dialog', { name: '分享' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: '分享' })).toHaveCount(0);
  await collect.click();
  await expect(page.locator('[role="status"]').getByText('收藏成功', { exact: true })).toBeVisible();
  await expect(collect).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/user/personInfo/favourites');
  const row = page.getByRole('row', { name: new RegExp(car.title) });
  await expect(row.getByRole('link', { name: car.title })).toHaveAttribute('href', detail);
  await page.goto('/user/personInfo/favourites?status=house');
  await expect(page.getByRole('row', { name: new RegExp(car.title) })).toHaveCount(0);
  await page.goto('/user/personInfo/favourites?status=carship');
  await row.getByRole('button', { name: /^取消收藏/ }).click();
  await expect(row).toHaveCount(0);
  await page.goto(detail);
  await expect(collect).toHaveAttribute('aria-pressed', 'false');
});
