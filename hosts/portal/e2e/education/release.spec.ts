import type { Page } from '@playwright/test';
import { uploadFile } from '@wz/sdk/upload';
import { test, expect as baseExpect, appReady, loginAs, memberClient, nodeClient, picture, newMember } from '../fixtures';

// The education area's publishing side (issue 34): a member settles as a teacher and is approved, uploads a
// text courseware (a renamed picture is refused first) and a paid video with a cover, adds a course affair;
// a second member finds them on the teacher's page, buys the video through the simulator and plays it; the
// teacher sees the order. A school settles, adds an organisation row, a class, a notice and an alumni class;
// the school page shows them. Another member's content answers 404.

const expect = baseExpect.configure({ timeout: 30_000 });


async function approve(userId: number) {
  const res = await fetch(`${process.env.API_URL}/review/sim/education/${userId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ action: 'approve' }),
  });
  expect(await res.json()).toMatchObject({ ok: true });
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const alertOf = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: new RegExp(`^${text}$`) });
const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

test('a teacher settles and publishes courseware, a course affair and a paid video; a reader buys and plays it; a school publishes its rows and notices', async ({ page, browser }) => {
  test.setTimeout(420_000);
  const t = await newMember('jiaoshi');
  await loginAs(page, t.username, t.password);
  await page.goto('/release/education');
  await expect(page.getByRole('status').filter({ hasText: '入驻状态：尚未入驻' })).toBeVisible();
  await appReady(page);
  await field(page, '姓名').fill('周');
  await field(page, '姓名').blur();
  await expect(alertOf(page, '姓名请填写 2–20 个字')).toBeVisible();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(alertOf(page, '请上传照片')).toBeVisible();
  await expect(field(page, '姓名')).toHaveValue('周');
  const realname = `周老师${t.id}`;
  await field(page, '姓名').fill(realname);
  await field(page, '职务').fill('语文教师');
  await page.getByRole('combobox', { name: '政治面貌' }).selectOption('群众');
  await field(page, '任教学校').fill('盐城市第二中学');
  await page.getByRole('combobox', { name: '就职状态' }).selectOption('在职');
  await field(page, '教龄（年）').fill('6');
  await field(page, '出生日期').fill('1992-03-04');
  await field(page, '所在城市').fill('盐城市');
  const inputs = page.locator('input[type="file"]');
  for (let i = 0; i < 3; i++) await inputs.nth(i).setInputFiles(await picture(page, 'image/png', `p${i}.png`));
  await expect(page.getByRole('list', { name: '学历证书照片' }).getByRole('img')).toBeVisible();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('status').filter({ hasText: /入驻状态：审核中/ })).toBeVisible();
  await approve(t.id);
  const teacherId = (await (await memberClient(t.username, t.password)).call('educationReleaseMine', {})).id!;

  // a text courseware: a picture renamed .pdf is refused, the real PDF is published
  await page.goto('/user/educationRelease/kejian');
  await page.getByRole('button', { name: '上传课件' }).click();
  await field(page, '标题').fill('古诗词鉴赏讲义');
  const png = (await picture(page, 'image/png', 'x.png')).buffer;
  await page.getByLabel('选择课件文件').setInputFiles(file('讲义.pdf', 'application/pdf', png));
  await expect(page.getByText('文件内容与类型不符，请上传 PDF、Word 或 PPT 文件')).toBeVisible();
  await page.getByLabel('选择课件文件').setInputFiles(file('讲义.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')));
  await expect(page.getByText('已上传：讲义.pdf')).toBeVisible();
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByRole('link', { name: '古诗词鉴赏讲义' })).toBeVisible();

  // a paid video with a cover
  await page.getByRole('tab', { name: '付费视频' }).click();
  await page.getByRole('button', { name: '上传课件' }).click();
  await field(page, '标题').fill('作文精讲');
  const mp4 = Buffer.from(await (await fetch(`${process.env.API_URL}/media/sample.mp4`)).arrayBuffer());
  await page.getByLabel('选择视频文件').setInputFiles(file('作文精讲.mp4', 'video/mp4', mp4));
  await expect(page.getByText(/已上传：作文精讲\.mp4（时长 \d\d:\d\d）/)).toBeVisible();
  await page.locator('input[type="file"]').last().setInputFiles(await picture(page, 'image/jpeg', 'cover.jpg'));
  await expect(page.getByRole('list', { name: '封面' }).getByRole('img')).toBeVisible();
  await field(page, '价格（元）').fill('9.9');
  await page.getByRole('button', { name: '发布' }).click();
  const videoLink = page.getByRole('link', { name: '作文精讲' });
  await expect(videoLink).toBeVisible();
  const videoUrl = (await videoLink.getAttribute('href'))!;

  // a course affair
  await page.goto('/user/educationRelease/kewu');
  await page.getByRole('button', { name: '新增课务' }).click();
  await field(page, '标题').fill('期中复习安排');
  await page.getByRole('textbox', { name: '内容' }).click();
  await page.keyboard.type('下周一开始复习古诗文，请带好课本。');
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByRole('cell', { name: '期中复习安排' })).toBeVisible();

  // a reader finds them on the teacher's page, buys the video through the simulator and plays it
  const r = await newMember('duzhe');
  const rc = await browser.newContext({ baseURL: process.env.PORTAL_URL });
  const rp = await rc.newPage();
  await loginAs(rp, r.username, r.password);
  await rp.goto(`/teacher/teacherDetail?id=${teacherId}&type=3`);
  await expect(rp.getByRole('heading', { name: new RegExp(realname) }).first()).toBeVisible();
  await expect(rp.getByText('古诗词鉴赏讲义').first()).toBeVisible();
  await expect(rp.getByText('期中复习安排').first()).toBeVisible();
  // the paid list shows the length the server read from the uploaded MP4 (the sample plays 4 s)
  await rp.goto(`/teacher/videoCoursewareList?teacher_id=${teacherId}&type=3`);
  await expect(rp.locator('main li').filter({ hasText: '作文精讲' })).toContainText('00:04');
  await rp.goto(videoUrl);
  await expect(rp.getByText(/付费课件 ¥9\.90/)).toBeVisible();
  await expect(rp.locator('video')).toHaveCount(0);
  await appReady(rp);
  const bought = rp.waitForResponse((res) => res.url().includes('/education/buyCourseware'));
  await rp.getByRole('button', { name: '购买' }).click();
  const order = ((await (await bought).json()) as { data: { order_number: string; code_url: string } }).data;
  await expect(rp.getByRole('dialog')).toContainText(order.order_number);
  const paid = await fetch(order.code_url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay', redirect: 'manual' });
  expect(paid.status).toBe(303);
  await expect(rp.locator('video')).toHaveAttribute('src', /\/media\/uploads\/.+\.mp4$/);
  await rc.close();
  await page.goto('/user/educationRelease/order');
  await expect(page.getByRole('row').filter({ hasText: '视频课件《作文精讲》' }).filter({ hasText: '已支付' })).toBeVisible();
  await expect(page.getByText('已支付 1 笔，合计 ¥9.90')).toBeVisible();

  // a school settles (seeded through the API), adds an organisation row and a notice in the user centre
  const s = await newMember('xuexiao');
  const sc = await memberClient(s.username, s.password);
  const pic = async (c = sc) => Number((await uploadFile(c, Object.assign(new Blob([png], { type: 'image/png' }), { name: 'p.png' }), { purpose: 'listing' })).id);
  const schoolname = `新城小学${s.id}`;
  await sc.call('educationReleaseApply', { kind: 1, schoolname, belong_cn: '盐城市教育局', address: '盐城市亭湖区新城路 8 号', banqi: '全日制', xingshi: '全日制', leibie: '小学', lianxiren: '陈主任', studentcount: 1200, cldate: '2001-09-01', tel: '0515-88886666', xingzhi: '公办', cengji: '小学', zhengshu: await pic(), piwen: await pic() });
  await approve(s.id);
  const schoolId = (await sc.call('educationReleaseMine', {})).id!;
  await sc.call('educationReleaseSaveRow', { table: 'class', nianji: '一年级', banji: '3班' });
  await sc.call('educationReleaseSaveRow', { table: 'alumni', jieshu: 2024, nianji: '六年级', banji: '5班' });
  const sp = await (await browser.newContext({ baseURL: process.env.PORTAL_URL })).newPage();
  await loginAs(sp, s.username, s.password);
  await sp.goto('/user/educationRelease/zuzhi');
  await sp.getByRole('button', { name: '新增组织机构' }).click();
  await field(sp, '机构名称').fill('校长');
  await field(sp, '内容').fill('张明');
  await sp.getByRole('button', { name: '发布' }).click();
  await expect(sp.getByRole('cell', { name: '张明' })).toBeVisible();
  await sp.goto('/user/educationRelease/information');
  await sp.getByRole('button', { name: '新增通知' }).click();
  await field(sp, '标题').fill('寒假放假通知');
  await sp.getByRole('textbox', { name: '内容' }).click();
  await sp.keyboard.type('1 月 20 日起放假，请同学们注意安全。');
  await sp.getByRole('button', { name: '发布' }).click();
  await expect(sp.getByRole('cell', { name: '寒假放假通知' })).toBeVisible();
  // the school invites the teacher, who joins only on accepting
  await sp.goto('/user/educationRelease/teach');
  await field(sp, '教师用户名').fill(t.username);
  await sp.getByRole('button', { name: '发送邀请' }).click();
  await expect(sp.getByRole('region', { name: '已发出的邀请' })).toContainText('等待确认');
  await page.goto('/user/educationRelease/teach');
  const invitation = page.getByRole('listitem').filter({ hasText: `${schoolname} 邀请您加入本校` });
  await invitation.getByRole('button', { name: '接受' }).click();
  await expect(page.getByText('暂无学校邀请')).toBeVisible();
  await sp.reload();
  await expect(sp.getByRole('cell', { name: realname })).toBeVisible();
  await sp.goto(`/teacher/schoolDetail?id=${schoolId}&type=1`);
  for (const text of [schoolname, '张明', '3班', '寒假放假通知', '5班']) await expect(sp.getByText(text).first()).toBeVisible();
  await sp.context().close();

  // another teacher never edits this teacher's courseware: 404, and the video stays on sale
  const o = await newMember('lingyi');
  const oc = await memberClient(o.username, o.password);
  await oc.call('educationReleaseApply', { kind: 3, realname: '吴老师', zhiwu: '数学教师', politics_status: '群众', schoolname: '盐城市第三中学', jiuzhi_status: '在职', jiaoling: 3, csdate: '1995-06-01', city: '盐城市', zhaopian: await pic(oc), zhengjian: await pic(oc), wenping: await pic(oc) });
  await approve(o.id);
  const videoId = Number(new URL(videoUrl, 'http://x').searchParams.get('id'));
  for (const call of [() => oc.call('educationReleaseSetKejianStatus', { id: videoId, status: 0 }), () => oc.call('educationReleaseSaveKejian', { id: videoId, type: 3, title: '改别人的课件', price: 1 })])
    expect(await call().catch((e: { code?: number }) => e)).toMatchObject({ code: 404 });
  expect((await nodeClient().call('teacherVideoList', { teacher_id: teacherId, type: 3 })).lists[0]).toMatchObject({ id: videoId, price: '9.90', fileurl: '' });
});
