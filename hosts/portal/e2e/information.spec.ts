import type { Browser, Page } from '@playwright/test';
import { uploadFile } from '@wz/sdk/upload';
import { test, expect as baseExpect, appReady, loginAs, memberClient, nodeClient, picture, newMember } from './fixtures';

// Information (issue 31): a member settles as a publisher, writes an article in a new column with a cover
// and publishes it; a reader reads it (also without JavaScript), comments, reports it and leaves a message;
// the publisher replies to both, sees the report and takes the article down; the reader no longer finds it.

const expect = baseExpect.configure({ timeout: 30_000 });
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';


async function review(kind: string, id: number, action: 'approve' | 'refuse') {
  const res = await fetch(`${process.env.API_URL}/review/sim/${kind}/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ action, reason: action === 'refuse' ? '资料不全' : '' }),
  });
  expect(await res.json()).toMatchObject({ ok: true });
}

/** A publisher settled, approved and with a column, through the API. */
async function settledPublisher(name: string) {
  const m = await newMember('info');
  const client = await memberClient(m.username, m.password);
  const upload = async () => Number((await uploadFile(client, Object.assign(new Blob([Buffer.from(PNG_1X1, 'base64')], { type: 'image/png' }), { name: 'p.png' }), { purpose: 'listing' })).id);
  await client.call('informationRuzhu', { name, jianjie: '本地新闻与便民资讯', logo: await upload(), contact: '王编辑', phone: '13900001111' });
  await review('information', m.id, 'approve');
  const { id: moduleId } = await client.call('informationSaveModule', { name: '本地新闻', sort: 1 });
  return { ...m, client, moduleId, upload };
}

async function reader(browser: Browser) {
  const m = await newMember('reader');
  const context = await browser.newContext({ baseURL: process.env.PORTAL_URL });
  const page = await context.newPage();
  await loginAs(page, m.username, m.password);
  return { ...m, context, page };
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
/** A field's or form's message (an option of a select may carry the same words). */
const alertOf = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: exactly(text) });

test('a member settles as a publisher, adds a column and publishes an article with a cover; bad input keeps what was typed', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const m = await newMember('info');
  await loginAs(page, m.username, m.password);
  await page.goto('/release/information');
  await expect(page.getByRole('status').filter({ hasText: '入驻状态：尚未入驻' })).toBeVisible();
  await appReady(page);
  await field(page, '资讯号名称').fill('盐');
  await field(page, '联系人').fill('王编辑');
  await field(page, '联系电话').fill('12345');
  // leaving the field shows its message first (and moves the button): submit after that, as a person would
  await field(page, '联系电话').blur();
  await expect(alertOf(page, '请输入正确的手机号或座机号（如 0515-88880000）')).toBeVisible();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(alertOf(page, '名称 2–20 个字')).toBeVisible();
  await expect(alertOf(page, '请上传头像/标志')).toBeVisible();
  await expect(field(page, '联系电话')).toHaveValue('12345');
  const name = `盐城晚报号${m.id}`;
  await field(page, '资讯号名称').fill(name);
  await field(page, '简介').fill('每天推送盐城本地新闻');
  await field(page, '联系电话').fill('0515-88887777');
  await field(page, '联系电话').blur();
  await page.locator('input[type="file"]').setInputFiles(await picture(page, 'image/png', 'logo.png'));
  await expect(page.getByRole('list', { name: '头像/标志' }).getByRole('img')).toBeVisible();
  for (const gone of ['名称 2–20 个字', '请上传头像/标志', '请输入正确的手机号或座机号（如 0515-88880000）']) await expect(alertOf(page, gone)).toHaveCount(0);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('status').filter({ hasText: /入驻状态：审核中/ })).toBeVisible();
  await review('information', m.id, 'approve');

  // a new column
  await page.goto('/user/informationRelease/moduleList');
  await page.getByRole('button', { name: '新增栏目' }).click();
  await field(page, '栏目名称').fill('城');
  await field(page, '栏目名称').blur();
  await expect(alertOf(page, '栏目名称 2–12 个字')).toBeVisible();
  await page.getByRole('button', { name: '发布' }).click();
  await expect(alertOf(page, '栏目名称 2–12 个字')).toBeVisible();
  await field(page, '栏目名称').fill('城市快讯');
  await expect(alertOf(page, '栏目名称 2–12 个字')).toHaveCount(0);
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByRole('cell', { name: '城市快讯' })).toBeVisible();

  // the article: the editor refuses short input and keeps it
  await page.goto('/user/informationRelease/infoList');
  await page.getByRole('link', { name: '写文章' }).click();
  await expect(page).toHaveURL(/\/release\/informationEdit$/);
  const title = `${name}：冬季出行提示`;
  await field(page, '标题').fill('短');
  await field(page, '标题').blur();
  await expect(alertOf(page, '标题 5–60 个字')).toBeVisible();
  await page.getByRole('button', { name: '提交' }).click();
  await expect(alertOf(page, '标题 5–60 个字')).toBeVisible();
  await expect(alertOf(page, '请选择栏目')).toBeVisible();
  await expect(field(page, '标题')).toHaveValue('短');
  await field(page, '标题').fill(title);
  await page.getByRole('combobox', { name: '栏目' }).selectOption({ label: '城市快讯' });
  await page.locator('input[type="file"]').setInputFiles(await picture(page, 'image/jpeg', 'cover.jpg'));
  await expect(page.getByRole('list', { name: '封面图片' }).getByRole('img')).toBeVisible();
  await field(page, '摘要').fill('本周降温，出行前请查看路况与天气预报');
  await page.getByRole('textbox', { name: '正文' }).click();
  await page.keyboard.type('本周起气温明显下降，早晚可能有雾，请驾车出行的市民减速慢行，注意保暖。');
  await field(page, '标签').fill('出行,天气');
  for (const gone of ['标题 5–60 个字', '请选择栏目']) await expect(alertOf(page, gone)).toHaveCount(0);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/user\/informationRelease\/infoList$/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // the public list and the article, with and without JavaScript
  const r = await reader(browser);
  await r.page.goto(`/information/index?keyword=${encodeURIComponent(name)}`);
  await r.page.getByRole('list', { name: '文章' }).getByRole('link', { name: title }).first().click();
  await expect(r.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(r.page.getByText('早晚可能有雾')).toBeVisible();
  await expect(r.page.getByRole('link', { name: '城市快讯' })).toBeVisible();
  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.PORTAL_URL });
  const plain = await noJs.newPage();
  const res = await plain.goto(r.page.url());
  const html = await res!.text();
  expect(html).toContain(`<title>${title}`);
  expect(html).toMatch(/<meta property="og:title" content="[^"]*冬季出行提示/);
  await expect(plain.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(plain.getByText('早晚可能有雾')).toBeVisible();
  await noJs.close();
  await r.context.close();
});

test('a reader comments, reports and leaves a message; the publisher replies, sees the report and takes the article down', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const p = await settledPublisher(`盐城生活圈${Date.now() % 100000}`);
  const title = `菜场价格周报${p.id}`;
  const { id } = await p.client.call('informationSaveArticle', { title, module_id: p.moduleId, cover: await p.upload(), summary: '本周蔬菜价格小幅回落，猪肉价格平稳', html: '<p>本周蔬菜价格小幅回落，猪肉价格保持平稳，鸡蛋略有上涨。</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">', tags: '菜价', publish: 1 });

  const r = await reader(browser);
  await r.page.goto(`/information/information_detail?id=${id}`);
  await expect(r.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await appReady(r.page);
  // the script in the body never runs and is not in the page
  expect(await r.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(r.page.locator('.info-article script')).toHaveCount(0);

  // comment: bad input keeps the text
  const box = field(r.page, '写评论');
  await box.fill('好');
  await r.page.getByRole('button', { name: '发表评论' }).click();
  await expect(alertOf(r.page, '评论内容 2–500 个字')).toBeVisible();
  await expect(box).toHaveValue('好');
  const comment = `<b>请问</b>数据来源是哪里？${id}`;
  await box.fill(comment);
  await r.page.getByRole('button', { name: '发表评论' }).click();
  await expect(r.page.getByRole('list', { name: '评论列表' }).getByText(comment, { exact: true })).toBeVisible();

  // like, report and message
  await r.page.getByRole('button', { name: /^点赞/ }).click();
  await expect(r.page.getByRole('button', { name: '已赞 1' })).toBeVisible();
  await r.page.getByRole('button', { name: '举报', exact: true }).click();
  await r.page.getByRole('radio', { name: '其他' }).check();
  await r.page.getByRole('button', { name: '提交举报' }).click();
  await expect(alertOf(r.page, '选择“其他”时请说明原因（至少 5 个字）')).toBeVisible();
  await r.page.getByRole('radio', { name: '虚假信息' }).check();
  await field(r.page, '补充说明（选填）').fill('价格与菜场实际不符');
  await r.page.getByRole('button', { name: '提交举报' }).click();
  await expect(r.page.getByText('举报成功，我们会尽快核实处理')).toBeVisible();
  await field(r.page, '留言内容').fill('想投稿本地菜价信息，怎么联系？');
  await r.page.getByRole('button', { name: '发送留言' }).click();
  await expect(r.page.getByRole('status').filter({ hasText: '留言已送达' })).toBeVisible();

  // the publisher: replies to the comment and the message, sees the report, takes the article down
  await loginAs(page, p.username, p.password);
  await page.goto('/user/informationRelease/comment');
  const mod = page.getByRole('list', { name: '评论管理' });
  await expect(mod.getByText(comment, { exact: true })).toBeVisible();
  await mod.getByRole('button', { name: '回复', exact: true }).first().click();
  await page.getByRole('textbox', { name: /^回复 / }).fill('来自市物价局每周发布的数据。');
  await page.getByRole('button', { name: '发送回复' }).click();
  await expect(mod.getByText('来自市物价局每周发布的数据。')).toBeVisible();

  await page.goto('/user/informationRelease/receivedMessage');
  await expect(page.getByText('想投稿本地菜价信息，怎么联系？')).toBeVisible();
  await page.getByRole('textbox', { name: /^回复 / }).fill('请发邮件到编辑部，谢谢！');
  await page.getByRole('button', { name: '回复', exact: true }).click();
  await expect(page.getByText('请发邮件到编辑部，谢谢！')).toBeVisible();

  await page.goto('/user/informationRelease/report');
  await expect(page.getByText('虚假信息', { exact: true })).toBeVisible();
  await expect(page.getByText('处理结果：待处理')).toBeVisible();

  await page.goto('/user/informationRelease/infoList');
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: '下架' }).click();
  await expect(page.getByText('已下架', { exact: true }).first()).toBeVisible();

  // the reader sees the replies, and no longer finds the article
  await r.page.goto('/user/informationRelease/sendMessage');
  await expect(r.page.getByText('请发邮件到编辑部，谢谢！')).toBeVisible();
  await r.page.goto(`/information/information_detail?id=${id}`);
  await expect(r.page.getByText('该文章不存在，或已下线')).toBeVisible();
  await r.page.goto(`/information/index?keyword=${encodeURIComponent(title)}`);
  await expect(r.page.getByText('没有找到相关文章，换个关键词试试')).toBeVisible();
  await r.context.close();
});

test("a member never edits another's article: the editor says it is missing and nothing is written", async ({ page }) => {
  const owner = await settledPublisher(`甲方资讯${Date.now() % 100000}`);
  const { id } = await owner.client.call('informationSaveArticle', { title: '甲方的文章标题', module_id: owner.moduleId, cover: await owner.upload(), summary: '这是一篇属于甲方的文章摘要', html: '<p>这是一篇属于甲方的文章正文内容，至少二十个字。</p>', publish: 1 });
  const other = await settledPublisher(`乙方资讯${Date.now() % 100000}`);
  await loginAs(page, other.username, other.password);
  await page.goto(`/release/informationEdit?id=${id}`);
  await expect(page.getByRole('alert')).toContainText('文章不存在');
  await expect(page.getByRole('button', { name: '提交' })).toHaveCount(0);
  const res = await other.client.call('informationSetStatus', { id, status: 'down' }).catch((e: { code?: number }) => e);
  expect(res).toMatchObject({ code: 404 });
  expect((await nodeClient().call('informationDetail', { id })).title).toBe('甲方的文章标题');
});
