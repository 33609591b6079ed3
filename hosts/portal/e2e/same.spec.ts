import type { Browser, Page } from '@playwright/test';
import { test, expect as baseExpect, appReady, lastSmsCode, loginAs, memberClient, nodeClient } from './fixtures';
import { crawlRoutes } from './crawlRoutes';

// Community groups (issue 33, same): a member creates a group (review approves it), another asks to join and is
// approved, opens a topic, votes, posts in the forum and asks the managers a question; the manager answers it and
// closes the topic; a guest session is held and its answers show on the group's page. Membership is checked on the
// server: a non-member cannot post or vote, and a private group's forum is not shown to non-members.

const expect = baseExpect.configure({ timeout: 30_000 });
let seq = 0;

/** A new member (registered through the API with an SMS code), with a client logged in as them. */
async function newMember(prefix: string) {
  const phone = `135${String(Date.now() + seq++).slice(-8)}`;
  const api = nodeClient();
  await api.call('sendRegSms', { phone });
  const username = `${prefix}${phone.slice(-7)}`;
  const { userInfo } = await api.call('register', { phone, code: await lastSmsCode(phone), password: 'demo1234', username, nickname: `${prefix}${phone.slice(-4)}` });
  return { username, password: 'demo1234', id: userInfo.id, nickname: userInfo.nickname || username, client: await memberClient(username, 'demo1234') };
}
type Member = Awaited<ReturnType<typeof newMember>>;

/** The dev review simulator approves a new group (as the platform would). */
async function approveGroup(id: number) {
  const res = await fetch(`${process.env.API_URL}/review/sim/same/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ action: 'approve', reason: '' }),
  });
  expect(await res.json()).toMatchObject({ ok: true });
}

/** A group created, approved and joined through the API: the seed of the later tests. */
async function groupWithMember(name: string) {
  const owner = await newMember('zu');
  const member = await newMember('ye');
  const { id } = await owner.client.call('sameApply', { kind: 'tongzhu', name, district: '盐都区', address: '新都路 8 号', jianjie: `${name}：小区业主交流与议事`, private: 0 });
  await approveGroup(id);
  await member.client.call('sameJoin', { gid: id, message: '1 栋 101' });
  await owner.client.call('sameMemberSet', { gid: id, uid: member.id, action: 'approve' });
  return { gid: id, owner, member };
}

async function pageAs(browser: Browser, m: Member): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.PORTAL_URL, locale: 'zh-CN' });
  const page = await context.newPage();
  await loginAs(page, m.username, m.password);
  return page;
}
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const alertOf = (page: Page, text: string) => page.getByText(text, { exact: true });

test('every same route is real (no placeholder); the index filters live in the URL and are in the server HTML', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const urls = crawlRoutes.filter((e) => e.url.startsWith('/same/') || e.url.startsWith('/user/sameRelease/')).map((e) => e.url);
  const pages = ['base', 'tongguanList', 'tongyuanList', ...['list', 'memberlist', 'zhiwenlist', 'yitilist', 'yitidetail', 'tiyilist', 'jianjie', 'infolist', 'infodetail', 'tiebalist', 'tiebadetail'].map((p) => `tongzhu/${p}`), ...['base', 'list', 'huida'].map((p) => `zuokeList/${p}`)];
  expect(pages).toHaveLength(17);
  expect(urls).toEqual(
    expect.arrayContaining([
      '/same/index', '/same/detail?id=1', '/same/detail/yiti?id=1', '/same/detail/common?id=1', '/same/detail/zhiwen', '/same/apply', '/same/zhiwen-apply', '/same/zhiwen-huida',
      ...pages.map((p) => `/user/sameRelease/${p}`),
    ]),
  );
  await loginAs(page);
  for (const url of urls) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
    await expect(page.getByText('栏目建设中'), url).toHaveCount(0);
    await expect(page.getByText('正在建设中'), url).toHaveCount(0);
  }
  // no JavaScript: the groups of a kind are links in the server's HTML
  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.PORTAL_URL });
  const plain = await noJs.newPage();
  await plain.goto('/same/index?kind=tongguan');
  const list = plain.getByRole('list', { name: '小组列表' });
  await expect(list.getByRole('link', { name: '盐城体育馆羽毛球群' })).toBeVisible();
  await expect(list.getByRole('link', { name: '水岸名都业主群' })).toHaveCount(0);
  await plain.goto('/same/detail?id=1');
  await expect(plain.getByRole('heading', { level: 1, name: '水岸名都业主群' })).toBeVisible();
  await expect(plain.getByText('已安排电工本周内全部更换为 LED 灯。')).toBeVisible();
  await noJs.close();
});

test('a member creates a group (bad input keeps what was typed), review approves it; another asks to join and the manager approves', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const owner = await newMember('zu');
  const name = `阳光花园${owner.id}`;
  await loginAs(page, owner.username, owner.password);
  await page.goto('/same/apply');
  await expect(page.getByRole('heading', { name: '创建小组' })).toBeVisible();
  await appReady(page);
  await field(page, '小组名称').fill('阳');
  await field(page, '小组简介').fill('太短');
  // leaving the field shows its message first (and moves the button): submit after that, as a person would
  await field(page, '小组简介').blur();
  await expect(alertOf(page, '小组简介 10–500 个字')).toBeVisible();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(alertOf(page, '小组名称 2–20 个字')).toBeVisible();
  await expect(alertOf(page, '小组简介 10–500 个字')).toBeVisible();
  await expect(alertOf(page, '请选择所在区县')).toBeVisible();
  await expect(field(page, '小组简介')).toHaveValue('太短');
  await field(page, '小组名称').fill(name);
  await page.getByRole('combobox', { name: '所在区县' }).selectOption('盐都区');
  await field(page, '地址').fill('阳光路 1 号');
  await field(page, '小组简介').fill('阳光花园小区业主交流、议事与互助');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('提交成功，请等待审核').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '我的建组申请' })).toBeVisible();
  const mine = await owner.client.call('sameMine', {});
  const gid = mine.lists.find((m) => m.group.name === name)!.group.id;
  await approveGroup(gid);

  // another member finds it and asks to join
  const member = await newMember('ye');
  const other = await pageAs(browser, member);
  await other.goto(`/same/detail?id=${gid}`);
  await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
  await appReady(other);
  await other.getByRole('link', { name: '申请加入' }).click();
  await expect(other.getByRole('heading', { name: `申请加入「${name}」` })).toBeVisible();
  await field(other, '申请说明').fill('3 栋 1201 业主');
  await other.getByRole('button', { name: '申请加入' }).click();
  await expect(other.getByRole('status').filter({ hasText: '申请已提交，请等待管理员审核。' })).toBeVisible();
  // waiting: still not allowed to post
  await other.goto(`/same/detail/common?id=${gid}`);
  await expect(other.getByText('加入申请审核中，通过后可以发帖')).toBeVisible();

  // the manager approves in the user centre
  await page.goto(`/user/sameRelease/tongzhu/memberlist?gid=${gid}`);
  await expect(page.getByRole('heading', { name: '成员管理' })).toBeVisible();
  await page.getByLabel(`${member.nickname}的操作`).getByRole('button', { name: '通过' }).click();
  await expect(page.getByText('已通过').first()).toBeVisible();
  await other.goto(`/same/detail?id=${gid}`);
  await expect(other.getByText('已加入')).toBeVisible();
  await other.context().close();
});

test('a member opens a topic and votes once, posts in the forum and asks the managers; the manager answers and closes the topic', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const { gid, owner, member } = await groupWithMember(`金湖湾${Date.now() % 100000}`);
  await loginAs(page, member.username, member.password);

  // a topic: the form keeps a refused title, then the topic takes one vote
  await page.goto(`/same/detail/yiti?id=${gid}`);
  await expect(page.getByRole('heading', { name: '发起议题' })).toBeVisible();
  await appReady(page);
  await field(page, '议题标题').fill('电梯');
  await field(page, '议题内容').fill('老楼加装电梯，请大家表态。');
  await page.getByRole('button', { name: '发起议题' }).click();
  await expect(alertOf(page, '议题标题 4–30 个字')).toBeVisible();
  await expect(field(page, '议题内容')).toHaveValue('老楼加装电梯，请大家表态。');
  await field(page, '议题标题').fill('是否加装电梯');
  await page.getByRole('button', { name: '发起议题' }).click();
  const topic = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: '是否加装电梯' }) });
  await expect(topic).toBeVisible();
  await topic.getByRole('button', { name: '赞成' }).click();
  await expect(topic.getByText('您已投票：赞成')).toBeVisible();
  await expect(topic.getByText('赞成 1')).toBeVisible();
  await expect(topic.getByRole('button', { name: '反对' })).toHaveCount(0);
  const { lists } = await member.client.call('sameTopics', { gid });
  // the server counts a vote once per member, whatever the page shows
  await expect(member.client.call('sameVote', { id: lists[0]!.id, vote: 'against' })).rejects.toMatchObject({ msg: '您已投过票，每人只能投一次' });

  // a proposal to the managers (adopted below: it becomes a topic)
  await field(page, '提议标题').fill('增设快递柜');
  await field(page, '提议内容').fill('建议在 2 号门岗旁增设一组快递柜。');
  await page.getByRole('button', { name: '提交提议' }).click();
  await expect(page.getByRole('list', { name: '我的提议' }).getByText('等待管理员处理')).toBeVisible();

  // the forum: member text is shown as text
  await page.goto(`/same/detail/common?id=${gid}`);
  await appReady(page);
  await field(page, '帖子标题').fill('周末一起打扫楼道');
  await field(page, '帖子内容').fill('<b>周六</b>上午九点楼下集合');
  await page.getByRole('button', { name: '发布帖子' }).click();
  await page.getByRole('link', { name: '周末一起打扫楼道' }).click();
  await expect(page.getByText('<b>周六</b>上午九点楼下集合')).toBeVisible();
  await field(page, '回复').fill('算我一个');
  await page.getByRole('button', { name: '发表回复' }).click();
  await expect(page.getByRole('list', { name: '回复' }).getByText('算我一个')).toBeVisible();

  // a question to the managers
  await page.goto(`/same/detail/zhiwen?id=${gid}`);
  await page.getByRole('link', { name: '发起质问' }).click();
  await expect(page).toHaveURL(new RegExp(`/same/zhiwen-apply\\?gid=${gid}$`));
  await appReady(page);
  await field(page, '质问标题').fill('电梯费用怎么分摊');
  await field(page, '质问内容').fill('按楼层还是按面积分摊？');
  await page.getByRole('button', { name: '提交质问' }).click();
  await expect(page).toHaveURL(new RegExp(`/same/detail/zhiwen\\?id=${gid}$`));
  await expect(page.getByText('待回答').first()).toBeVisible();

  // the manager answers from the user centre and closes the topic
  const manager = await pageAs(browser, owner);
  await manager.goto(`/user/sameRelease/tongzhu/zhiwenlist?gid=${gid}`);
  await manager.getByRole('link', { name: '回答' }).first().click();
  await expect(manager.getByRole('heading', { name: '电梯费用怎么分摊' })).toBeVisible();
  await appReady(manager);
  await manager.getByRole('textbox', { name: '回答' }).fill('按楼层系数分摊，明细另行公示。');
  await manager.getByRole('button', { name: '提交回答' }).click();
  await expect(manager).toHaveURL(new RegExp(`/same/detail/zhiwen\\?id=${gid}$`));
  await manager.goto(`/user/sameRelease/tongzhu/tiyilist?gid=${gid}`);
  await manager.getByRole('button', { name: '采纳为议题' }).click();
  await expect(manager.getByText('已采纳为议题').first()).toBeVisible();
  await manager.goto(`/user/sameRelease/tongzhu/yitilist?gid=${gid}`);
  await expect(manager.getByRole('link', { name: '增设快递柜' })).toBeVisible();
  await manager.getByRole('row', { name: /是否加装电梯/ }).getByRole('button', { name: '关闭议题' }).click();
  await expect(manager.getByText('议题已关闭').first()).toBeVisible();
  await manager.context().close();

  await page.goto(`/same/detail/zhiwen?id=${gid}`);
  await expect(page.getByText('按楼层系数分摊，明细另行公示。')).toBeVisible();
  await page.goto(`/same/detail/yiti?id=${gid}`);
  const closed = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: '是否加装电梯' }) });
  await expect(closed.getByText('结果：通过')).toBeVisible();
  await expect(closed.getByText('已关闭')).toBeVisible();
  // the adopted proposal is open for votes
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('link', { name: '增设快递柜' }) }).getByRole('button', { name: '赞成' })).toBeVisible();
});

test('a guest session: the manager schedules it, a member asks, the guest answers in the user centre; the answer shows on the group page', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { gid, owner, member } = await groupWithMember(`月亮湾${Date.now() % 100000}`);
  const guest = await newMember('jb');
  await loginAs(page, owner.username, owner.password);
  await page.goto(`/user/sameRelease/zuokeList/base?gid=${gid}`);
  await expect(page.getByRole('heading', { name: '安排嘉宾做客' })).toBeVisible();
  await appReady(page);
  await field(page, '嘉宾账号').fill('no-such-user');
  await field(page, '嘉宾身份').fill('社区民警');
  await field(page, '做客主题').fill('社区民警谈防诈骗');
  await field(page, '做客介绍').fill('如何识别电信诈骗与上门推销。');
  const starts = new Date(Date.now() + 8 * 3600_000 + 86400_000).toISOString().slice(0, 16).replace('T', ' ');
  await field(page, '开始时间').fill(starts);
  await page.getByRole('button', { name: '安排做客' }).click();
  await expect(page.getByText('找不到该用户，请输入嘉宾的用户名或手机号')).toBeVisible();
  await expect(field(page, '做客主题')).toHaveValue('社区民警谈防诈骗');
  await field(page, '嘉宾账号').fill(guest.username);
  await page.getByRole('button', { name: '安排做客' }).click();
  await expect(page.getByText('做客已安排').first()).toBeVisible();

  // a member asks on the group's page
  const asker = await pageAs(browser, member);
  await asker.goto(`/same/detail?id=${gid}`);
  await expect(asker.getByRole('heading', { name: '社区民警谈防诈骗' })).toBeVisible();
  await appReady(asker);
  await asker.getByRole('textbox', { name: '向嘉宾提问' }).fill('接到冒充快递的电话怎么办？');
  await asker.getByRole('button', { name: '提问' }).click();
  await expect(asker.getByText('接到冒充快递的电话怎么办？')).toBeVisible();
  await asker.context().close();

  // the guest answers in the user centre
  const guestPage = await pageAs(browser, guest);
  await guestPage.goto('/user/sameRelease/zuokeList/huida');
  await expect(guestPage.getByRole('heading', { name: '嘉宾回答' })).toBeVisible();
  await appReady(guestPage);
  await guestPage.getByRole('textbox', { name: '回答' }).fill('挂断后拨打官方客服核实，不要点陌生链接。');
  await guestPage.getByRole('button', { name: '提交回答' }).click();
  await expect(guestPage.getByText('回答成功').first()).toBeVisible();
  await guestPage.context().close();

  await page.goto(`/same/detail?id=${gid}`);
  await expect(page.getByText('挂断后拨打官方客服核实，不要点陌生链接。')).toBeVisible();
});

test('a non-member cannot post or vote, and a private group shows its introduction only (its forum answers 404)', async ({ page }) => {
  const outsider = await newMember('lu');
  await loginAs(page, outsider.username, outsider.password);
  await page.goto('/same/detail/yiti?id=1');
  await expect(page.getByText('小组成员才能发起议题和投票')).toBeVisible();
  await expect(page.getByRole('button', { name: '赞成' })).toHaveCount(0);
  await expect(outsider.client.call('samePostCreate', { gid: 1, title: '外人来发帖', content: '不是成员也想发帖' })).rejects.toMatchObject({ code: 201 });
  // 金色港湾业委会 is private (seed 3): its introduction, no forum
  await page.goto('/same/detail/common?id=3');
  await expect(page.getByRole('heading', { level: 1, name: '金色港湾业委会' })).toBeVisible();
  await expect(page.getByText('这是私密小组，成员才能查看议题、贴吧和质问。')).toBeVisible();
  await expect(page.getByText('业委会换届选举安排')).toHaveCount(0);
  await expect(outsider.client.call('samePosts', { gid: 3 })).rejects.toMatchObject({ code: 404 });
});
