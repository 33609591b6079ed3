import { test, expect, appReady, loginAs, memberClient, nodeClient } from './fixtures';

test('filters, same city and paging live in the URL: a reload keeps them, with the same results', async ({ page }) => {
  test.slow();
  const api = nodeClient();
  await page.goto('/idle/index');
  const list = page.getByRole('list', { name: '闲置' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const count = page.getByText(/共找到 \d+ 条信息/);
  // the flow under test is the app's; a click before it runs was lost once in CI (early clicks are ssr.spec's)
  await appReady(page);

  await page.getByRole('button', { name: '全新', exact: true }).first().click();
  await expect(page).toHaveURL(/condition=11/);
  await page.getByRole('textbox', { name: '最低价格（元）' }).fill('100');
  await page.getByRole('textbox', { name: '最高价格（元）' }).fill('5000');
  await page.getByRole('button', { name: '确定' }).first().click();
  await expect(page).toHaveURL(/price=100(~|%7E)5000/);
  const filtered = await api.call('idleList', { condition: '11', price_min: 100, price_max: 5000 });
  await expect(count).toHaveText(`共找到 ${filtered.total} 条信息`);
  await page.getByRole('button', { name: '同城', exact: true }).click();
  await expect(page).toHaveURL(/city=%E7%9B%90%E5%9F%8E%E5%B8%82|city=盐城市/);
  const sameCity = await api.call('idleList', { condition: '11', price_min: 100, price_max: 5000, city: '盐城市' });
  await expect(count).toHaveText(`共找到 ${sameCity.total} 条信息`);
  await expect(list.getByRole('heading')).toHaveText(sameCity.lists.map((i) => i.title));
  await page.reload();
  await expect(page.getByRole('button', { name: '全新', exact: true }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /^同城 · / })).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText(`共找到 ${sameCity.total} 条信息`);

  // a category, price ↓ and the second page
  await page.goto('/idle/index');
  await page.getByRole('navigation', { name: '信息类型' }).getByRole('link', { name: '手机数码' }).click();
  await expect(page).toHaveURL(/tab=1/);
  await page.goto('/idle/index?sort=2');
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/page=2/);
  const second = await api.call('idleList', { sort: 2, page: 2 });
  await expect(list.getByRole('heading').first()).toHaveText(second.lists[0]!.title);
  await page.reload();
  await expect(list.getByRole('heading').first()).toHaveText(second.lists[0]!.title);
  await expect(page.getByRole('button', { name: '价格↓' })).toHaveAttribute('aria-pressed', 'true');

  // a keyword within the chosen sort, starting again at page 1; cleared back to the whole list
  const search = page.getByRole('search', { name: '闲置搜索' });
  await search.getByRole('searchbox').fill('华为');
  await search.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/keyword=%E5%8D%8E%E4%B8%BA/);
  await expect(page).not.toHaveURL(/page=2/);
  const found = await api.call('idleList', { sort: 2, keyword: '华为' });
  expect(found.total).toBeGreaterThan(0);
  await expect(count).toHaveText(`共找到 ${found.total} 条信息`);
  await expect(list.getByRole('heading')).toHaveText(found.lists.map((i) => i.title));
  await page.getByRole('button', { name: '清除关键词“华为”' }).click();
  await expect(page).not.toHaveURL(/keyword=/);
  await expect(count).toHaveText(`共找到 ${second.total} 条信息`);
});

test('a member contacts a seller (想要) and the seller sees it in the user centre, where both reply in its thread; guests go to login', async ({ page, browser }) => {
  test.slow();
  const demo = await memberClient();
  const item = (await demo.call('idleUserList', { status: 1 })).lists.at(-1)!;
  const note = `E2E 还在吗 ${Date.now() % 100000} <b>不是粗体</b>`;

  // server rendering: the detail's HTML carries its data
  const html = await (await page.request.get(`/idle/detail?id=${item.id}`)).text();
  expect(html).toContain(item.title);
  const guest = await browser.newPage();
  await guest.goto(`/idle/detail?id=${item.id}`);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(item.title, { timeout: 30_000 });
  await expect(guest.getByText('个人', { exact: true }).first()).toBeVisible();
  await guest.getByRole('button', { name: '我想要' }).click();
  await expect(guest).toHaveURL(/\/login/);
  await guest.goto('/user/idle/list');
  await expect(guest).toHaveURL(/\/login/);
  await guest.close();

  await loginAs(page, 'laoshi');
  await page.goto(`/idle/detail?id=${item.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
  // The server renders for guests; the member's view replaces it once the app runs. Text typed into the
  // guest's form just before that was lost once in CI (early typing is ssr.spec's): type into the member's.
  await expect(page.getByText('您好，张老师')).toBeVisible();
  await page.getByRole('textbox', { name: '给卖家留言（选填）' }).fill(note);
  await page.getByRole('button', { name: /^(我想要|再次联系卖家)$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: '已联系卖家' })).toContainText('13800000001');
  await expect(page.getByRole('list', { name: '想要的人' })).toContainText('张老师');

  const seller = await browser.newPage();
  await loginAs(seller, 'demo');
  await seller.goto('/user/idle/list');
  const connects = seller.getByRole('list', { name: '联系我的人' });
  // the first render of the user centre in a new page (its frame chunk) is slow on a busy machine
  const mine = connects.getByRole('listitem').filter({ hasText: note });
  await expect(mine).toBeVisible({ timeout: 30_000 });
  await expect(mine).toContainText('张老师');
  // member text is text: the tag shows, no bold element is made of it
  await expect(connects.locator('b')).toHaveCount(0);
  // the note opened a thread (闲鱼's 聊一聊): the seller replies there, the buyer reads it in 我想要的
  await seller.goto('/user/idle/messages');
  const thread = seller.getByRole('listitem').filter({ hasText: note });
  await thread.getByRole('textbox', { name: /^回复/ }).fill(`可以面交 ${note.slice(-12)}`);
  await thread.getByRole('button', { name: '回复' }).click();
  await expect(thread.getByText(`可以面交 ${note.slice(-12)}`, { exact: true })).toBeVisible();
  await seller.close();
  await page.goto('/user/idle/wants');
  const mineThread = page.getByRole('listitem').filter({ hasText: note });
  await expect(mineThread.getByText(`可以面交 ${note.slice(-12)}`, { exact: true })).toBeVisible();
  await expect(mineThread.getByRole('link', { name: item.title })).toHaveAttribute('href', `/idle/detail?id=${item.id}`);
});

test('publish after registering a user type, change the price in place, another member cannot change it, delete', async ({ page, browser }) => {
  test.slow();
  await loginAs(page, 'tester');
  await page.goto('/user/idle/edit');
  await expect(page.getByRole('heading', { name: '注册闲置用户类型' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radio', { name: '中介' }).check();
  await page.getByRole('textbox', { name: '卖家名称' }).fill('测试二手回收中介');
  await page.getByRole('textbox', { name: '联系电话' }).fill('13800000003');
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByRole('heading', { name: '发布闲置' })).toBeVisible();

  const titleBox = page.getByRole('textbox', { name: '标题' });
  await titleBox.fill('短');
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('标题 5–60 个字')).toBeVisible();
  const title = `E2E 闲置 机械键盘 ${Date.now() % 100000}`;
  await titleBox.fill(title);
  await page.getByRole('combobox', { name: '分类' }).selectOption('电脑办公');
  await page.getByRole('spinbutton', { name: '价格' }).fill('88');
  await page.getByRole('radio', { name: '全新', exact: true }).check();
  await page.getByRole('combobox', { name: '省份' }).selectOption('江苏省');
  await page.getByRole('combobox', { name: '城市' }).selectOption('盐城市');
  await page.getByRole('combobox', { name: '区县' }).selectOption('亭湖区');
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page).toHaveURL(/\/user\/idle\/list$/);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('88元');
  await expect(row).toContainText('在售');

  await row.getByRole('button', { name: `改价 ${title}` }).click();
  await row.getByRole('textbox', { name: `新价格（元） ${title}` }).fill('66.5');
  await row.getByRole('button', { name: '保存' }).click();
  await expect(row).toContainText('66.5元');
  const mine = (await (await memberClient('tester')).call('idleUserList', {})).lists.find((i) => i.title === title)!;
  expect(mine.price).toBe(6650);
  expect(mine.user_type).toBe('zhongjie');

  const guest = await browser.newPage();
  await guest.goto(`/idle/detail?id=${mine.id}`);
  await expect(guest.getByText('66.5', { exact: true })).toBeVisible();
  await expect(guest.getByText('测试二手回收中介', { exact: true })).toBeVisible();
  await expect(guest.getByText('中介', { exact: true }).first()).toBeVisible();
  await guest.close();

  const other = await browser.newPage();
  await loginAs(other, 'laoshi');
  await other.goto(`/user/idle/edit?id=${mine.id}`);
  await expect(other.getByRole('alert').filter({ hasText: /闲置不存在或已下架|加载失败/ })).toBeVisible({ timeout: 30_000 });
  await other.close();
  await expect((await memberClient('laoshi')).call('idleField', { id: mine.id, field: 'price', value: '1' })).rejects.toMatchObject({ code: 404 });

  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  const gone = await browser.newPage();
  await gone.goto(`/idle/detail?id=${mine.id}`);
  await expect(gone.getByRole('alert')).toHaveText('闲置不存在或已下架', { timeout: 30_000 });
  await gone.close();
});
