import { test, expect, loginAs, memberClient } from './fixtures';

const ITEM = {
  sn: 'qiyun', tab: 'zx', province: '江苏省', city: '盐城市', to_province: '江苏省', to_city: '连云港市',
  contact_name: '测试', contact_phone: '13912340001', price: '100', price_unit: '吨', weight: 33,
} as const;

test('filters, route and page live in the URL: they survive a reload with the same results', async ({ page }) => {
  test.slow();
  // eleven lines only this route finds (no seeded item goes to 连云港), so the second page has one
  const client = await memberClient('tester');
  const stamp = Date.now() % 100000;
  for (let i = 0; i < 11; i++) await client.call('createLogistics', { ...ITEM, title: `E2E 盐城—连云港 专线 ${stamp}-${i}` });
  await page.goto('/logistics');
  await expect(page).toHaveURL(/\/logistics\/index\/qiyun\/hy$/);
  await page.getByRole('navigation', { name: '信息类型' }).getByRole('link', { name: '专线' }).click();
  await expect(page).toHaveURL(/\/logistics\/index\/qiyun\/zx$/);
  // this run's lines only (a retry on the same server adds eleven more): the keyword rides in the URL too
  await page.goto(`/logistics/index/qiyun/zx?keyword=${stamp}`);
  const list = page.getByRole('list', { name: '汽运专线' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('combobox', { name: '到达省份' }).selectOption('江苏省');
  await expect(page).toHaveURL(/to_province=/);
  await page.getByRole('combobox', { name: '到达城市' }).selectOption('连云港市');
  await expect(page).toHaveURL(/to_city=/);
  const count = page.getByText(/共找到 \d+ 条信息/);
  await expect(count).toHaveText('共找到 11 条信息');
  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(count).toHaveText('共找到 11 条信息');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: '到达城市' })).toHaveValue('连云港市');
  // a filter row starts again at page 1 and keeps the route
  await page.getByRole('button', { name: '35吨以上', exact: true }).first().click();
  await expect(page).toHaveURL(/weight=/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(count).toHaveText('共找到 0 条信息');
  await page.goBack();
  await expect(count).toHaveText('共找到 11 条信息');
  await list.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/logistics\/detail\/qiyun\/zx\/\d+$/);
  await expect(page.getByText('盐城市 → 连云港市')).toBeVisible();
});

test('detail is server-rendered; a guest asking for the number goes to login; a member contacts and the owner sees it', async ({ page, browser }) => {
  test.slow();
  const demo = await memberClient();
  // an item of the 专线 tab, so that its links can be told from the default board's
  const title = `E2E 盐城—合肥 联系 ${Date.now() % 100000}`;
  await demo.call('createLogistics', { ...ITEM, to_province: '安徽省', to_city: '合肥市', title });
  const first = (await demo.call('myLogisticsList', { status: 1 })).lists.find((i) => i.title === title)!;
  const url = `/logistics/detail/${first.sn}/${first.tab}/${first.id}`;
  expect(url).toContain('/qiyun/zx/');
  expect(await (await page.request.get(url)).text()).toContain(first.title);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  await page.getByRole('button', { name: '查看电话' }).click();
  await expect(page).toHaveURL(/\/login/);

  const note = `E2E 留言 <b>${Date.now() % 100000}</b>`;
  const member = await browser.newPage();
  await loginAs(member, 'laoshi');
  await member.goto(url);
  await member.getByRole('button', { name: '查看电话' }).click();
  await expect(member.getByRole('link', { name: /^拨打电话 1[3-9]\d{9}$/ })).toBeVisible();
  await member.getByRole('textbox', { name: '给发布人留言' }).fill(note);
  await member.getByRole('button', { name: '发送留言' }).click();
  await expect(member.getByText(/留言已发送/)).toBeVisible();
  await member.close();

  const owner = await browser.newPage();
  await loginAs(owner);
  await owner.goto('/user/logistics/list?view=connects');
  const row = owner.getByRole('row', { name: new RegExp(note.replace(/[<>/]/g, '.')) });
  // the member's text is shown as typed, never as markup
  await expect(row).toContainText(note);
  await expect(row).toContainText(first.title);
  // the item's link goes to its own board
  await expect(row.getByRole('link', { name: first.title })).toHaveAttribute('href', url);
  await row.getByRole('button', { name: '标为已处理' }).click();
  await expect(row.getByRole('button', { name: '已处理（撤销）' })).toBeVisible();
  await owner.close();
});

test('publish an item from the user centre → public list → take down; bad input keeps the form; another member cannot edit it', async ({ page, browser }) => {
  test.slow();
  await loginAs(page);
  await page.goto('/user/logistics/edit');
  const title = page.getByRole('textbox', { name: '标题' });
  await title.fill('短');
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('标题 5–60 个字')).toBeVisible();
  const name = `E2E 盐城到宿迁 家电 ${Date.now() % 100000}`;
  await title.fill(name);
  await page.getByRole('combobox', { name: '到达省份' }).selectOption('江苏省');
  await page.getByRole('combobox', { name: '到达城市' }).selectOption('宿迁市');
  await page.getByRole('spinbutton', { name: '运价' }).fill('1800.5');
  await page.getByRole('textbox', { name: '联系人' }).fill('测试员');
  await page.getByRole('textbox', { name: '联系电话' }).fill('12345');
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await expect(title).toHaveValue(name);
  await page.getByRole('textbox', { name: '联系电话' }).fill('13912340000');
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page).toHaveURL(/\/user\/logistics\/list$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('1800.5元/车');
  await expect(row).toContainText('盐城市 → 宿迁市');

  await page.goto('/logistics/index/qiyun/hy?to_city=%E5%AE%BF%E8%BF%81%E5%B8%82');
  const card = page.getByRole('list', { name: '汽运货源' }).getByRole('link', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  const id = Number(/detail\/qiyun\/hy\/(\d+)/.exec((await card.getAttribute('href'))!)![1]);

  const other = await browser.newPage();
  await loginAs(other, 'laoshi');
  await other.goto(`/user/logistics/edit/${id}`);
  await expect(other.getByRole('alert').filter({ hasText: /信息不存在或已下架/ })).toBeVisible({ timeout: 30_000 });
  await expect(other.getByRole('textbox', { name: '标题' })).toHaveCount(0);
  await other.close();
  const laoshi = await memberClient('laoshi');
  await expect(laoshi.call('setLogisticsField', { id, field: 'status', value: 0 })).rejects.toThrow(/信息不存在/);

  await page.goto('/user/logistics/list');
  await page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: '下架' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('已下架');
  await page.goto('/logistics/index/qiyun/hy?to_city=%E5%AE%BF%E8%BF%81%E5%B8%82');
  await expect(page.getByText(/共找到 \d+ 条信息/)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
});

test('company news: create, edit, shown on the company page, delete; another member cannot touch it', async ({ page }) => {
  test.slow();
  page.on('dialog', (d) => void d.accept());
  await loginAs(page);
  await page.goto('/user/logistics/list?view=news');
  await page.getByRole('button', { name: '发布新闻' }).click();
  const headline = `E2E 新闻 ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: '新闻标题' }).fill(headline);
  await page.getByRole('textbox', { name: '新闻内容' }).fill('<script>不是代码</script> 新线路开通');
  await page.getByRole('button', { name: '发布', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(headline) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '编辑' }).click();
  const box = page.getByRole('textbox', { name: '新闻标题' });
  await expect(box).toHaveValue(headline);
  await box.fill(`${headline} 更新`);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const edited = page.getByRole('row', { name: new RegExp(`${headline} 更新`) });
  await expect(edited).toBeVisible();

  const demo = await memberClient();
  const news = (await demo.call('myLogisticsNewsList', { page: 1 })).lists.find((n) => n.title === `${headline} 更新`)!;
  const laoshi = await memberClient('laoshi');
  await expect(laoshi.call('modifyLogisticsNews', { id: news.id, title: '别人改的', content: 'x' })).rejects.toThrow(/新闻不存在/);
  await expect(laoshi.call('deleteLogisticsNews', { id: news.id })).rejects.toThrow(/新闻不存在/);

  await edited.getByRole('link', { name: `${headline} 更新` }).click();
  await expect(page).toHaveURL(new RegExp(`/logistics/user/${news.company_id}/${news.id}$`));
  await expect(page.getByRole('heading', { name: `${headline} 更新` })).toBeVisible();
  await expect(page.getByText('<script>不是代码</script> 新线路开通')).toBeVisible();

  await page.goto('/user/logistics/list?view=news');
  await page.getByRole('row', { name: new RegExp(headline) }).getByRole('button', { name: '删除' }).click();
  await expect(page.getByRole('row', { name: new RegExp(headline) })).toHaveCount(0);
  await page.goto(`/logistics/user/${news.company_id}/${news.id}`);
  await expect(page.getByRole('alert').filter({ hasText: '新闻不存在' })).toBeVisible();
});

test('a message to a company is read by its owner only; opening it brings the unread count down', async ({ page, browser }) => {
  test.slow();
  const text = `E2E 消息 ${Date.now() % 100000}`;
  const sender = await browser.newPage();
  await loginAs(sender, 'laoshi');
  await sender.goto('/logistics/user/1');
  await sender.getByRole('textbox', { name: /发消息给/ }).fill(text);
  await sender.getByRole('button', { name: '发送', exact: true }).click();
  await expect(sender.getByText('发送成功')).toBeVisible();
  await sender.goto('/user/logistics/list?view=messages');
  await sender.getByRole('button', { name: '发出的消息' }).click();
  await expect(sender.getByRole('row', { name: new RegExp(text) })).toBeVisible();
  await sender.close();

  // a third member sees nothing of it
  const tester = await memberClient('tester');
  expect((await tester.call('logisticsMsgReceived', { page: 1 })).lists.some((m) => m.content === text)).toBe(false);

  await loginAs(page);
  await page.goto('/user/logistics/list?view=messages');
  const badge = page.getByRole('navigation', { name: '物流管理' }).getByLabel(/条未读/);
  const before = Number((await badge.textContent())!);
  expect(before).toBeGreaterThan(0);
  const row = page.getByRole('row', { name: /（未读）/ }).filter({ hasText: text.slice(0, 24) });
  await row.getByRole('button', { name: '查看' }).click();
  await expect(page.getByRole('article', { name: '消息内容' })).toContainText(text);
  if (before > 1) await expect(badge).toHaveText(String(before - 1));
  else await expect(badge).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(text) })).not.toContainText('（未读）');
});

test('guests opening the logistics user centre go to login', async ({ page }) => {
  for (const url of ['/user/logistics/list', '/user/logistics/edit', '/user/logistics/list?view=messages']) {
    await page.goto(url);
    await expect(page, url).toHaveURL(/\/login$/);
  }
});
