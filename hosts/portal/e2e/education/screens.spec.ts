import { test } from '@playwright/test';
import { breadcrumb, expect, expectEducationFrame, login } from './helpers';

test.describe.configure({ mode: 'parallel' });

// One test per education screen: the frame (banner, filter, breadcrumb 学习 › …, right column) and the
// screen's own content from the seeded api-server.

test.describe('education screens (guest)', () => {
  test('teacher detail shows the profile, stats, operation bar, remarks, resume and materials', async ({ page }) => {
    await page.goto('/teacher/teacherDetail?id=1&type=3');
    await expectEducationFrame(page, '教师详情');
    const profile = page.getByRole('region', { name: /的个人资料$/ });
    await expect(profile.getByRole('heading', { level: 2 })).toBeVisible();
    for (const term of ['政治面貌：', '所在学校：', '评级：', '在职状态：', '教龄：', '所在城市：', '职位：', '年龄：']) {
      await expect(profile.getByText(term, { exact: true })).toBeVisible();
    }
    await expect(profile.getByRole('list', { name: '统计' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('list', { name: '操作' }).getByRole('button')).toHaveCount(8);
    await expect(page.getByRole('heading', { name: '教师备注' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '个人简历' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '教师致辞' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '课务' })).toBeVisible();
    await expect(page.getByRole('list', { name: '课程科目' }).getByRole('listitem').first()).toBeVisible();
    for (const block of ['文本资料', '免费视频', '付费视频']) {
      await expect(page.getByRole('region', { name: block }).getByRole('listitem').first()).toBeVisible();
    }
    await expect(page.getByRole('region', { name: '付费视频' }).getByText(/¥\d+\.\d{2}/).first()).toBeVisible();
  });

  test('teacher detail without an id shows teacher 1, and the ID / diploma / remarks dialogs open', async ({ page }) => {
    await page.goto('/teacher/teacherDetail?id=1');
    const name = await page.getByRole('region', { name: /的个人资料$/ }).getByRole('heading', { level: 2 }).innerText();
    await page.goto('/teacher/teacherDetail');
    await expect(page.getByRole('region', { name: /的个人资料$/ }).getByRole('heading', { level: 2 })).toHaveText(name);
    await page.getByRole('button', { name: '查看身份证件' }).click();
    await expect(page.getByRole('dialog', { name: '身份证件' }).getByRole('img')).toBeVisible();
    await page.getByRole('dialog', { name: '身份证件' }).getByRole('button', { name: /关闭/ }).click();
    await page.getByRole('button', { name: '查看毕业证书' }).click();
    await expect(page.getByRole('dialog', { name: '毕业证书' }).getByRole('img')).toBeVisible();
    await page.getByRole('dialog', { name: '毕业证书' }).getByRole('button', { name: /关闭/ }).click();
    await page.getByRole('region', { name: /的个人资料$/ }).getByRole('button', { name: '查看备注' }).click();
    await expect(page.getByRole('dialog', { name: '教师备注' }).getByRole('list', { name: '备注列表' })).toBeVisible();
  });

  test('unknown teacher is ignored silently', async ({ page }) => {
    await page.goto('/teacher/teacherDetail?id=99999');
    await expect(page.getByText('暂无教师信息')).toBeVisible();
    await expect(page.locator('[role="status"][aria-live="polite"]')).toHaveText('');
  });

  test('text courseware list: 10 per page, opens the detail with id and type 1', async ({ page }) => {
    await page.goto('/teacher/textCoursewareList');
    await expectEducationFrame(page, '文本课件');
    const items = page.locator('main ul[data-view] > li');
    await expect(page.getByRole('tab', { name: '最新' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('navigation', { name: '分页' })).toBeVisible();
    const first = page.locator('main li').filter({ hasText: '阅读' }).first();
    await expect(first).toBeVisible();
    expect(await items.count()).toBeLessThanOrEqual(10);
    await first.click();
    await expect(page).toHaveURL(/\/teacher\/textCoursewareDetail\?id=\d+&type=1$/);
  });

  test('video courseware list: free by default, paid shows prices, list and card views', async ({ page }) => {
    await page.goto('/teacher/videoCoursewareList?teacher_id=1');
    await expectEducationFrame(page, '免费视频课件');
    // each video shows its length (mm:ss) from the API
    await expect(page.getByText(/^\d{2}:\d{2}$/).first()).toBeVisible();
    await page.getByRole('button', { name: '卡片' }).click();
    await expect(page.getByRole('button', { name: '卡片' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/teacher/videoCoursewareList?teacher_id=1&type=3');
    await expectEducationFrame(page, '付费视频课件');
    await expect(page.locator('main').getByText(/¥\d+\.\d{2}/).first()).toBeVisible();
    await page.locator('main li').filter({ hasText: /时长 \d{2}:\d{2}/ }).first().click();
    await expect(page).toHaveURL(/\/teacher\/videoCoursewareDetail\?id=\d+&type=3$/);
  });

  test('course affairs list and detail', async ({ page }) => {
    await page.goto('/teacher/sectionList?teacher_id=1');
    await expectEducationFrame(page, '课务列表');
    await page.locator('main li').filter({ hasText: '阅读' }).first().click();
    await expect(page).toHaveURL(/\/teacher\/sectionDetail\?id=\d+$/);
  });

  test('guide (institution) detail: facts, popovers, notices, more → noticeList, item → noticeDetail type 2', async ({ page }) => {
    await page.goto('/teacher/organizationDetail?id=1&type=2');
    await expect(page.getByRole('heading', { name: '机构简介' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '课程内容' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '组织机构' })).toBeVisible();
    await expect(page.getByText('网址：')).toBeVisible();
    const notices = page.getByRole('region', { name: '通知公告' });
    await notices.getByRole('button', { name: /更多/ }).click();
    await expect(page).toHaveURL(/\/teacher\/noticeList\?teacher_id=1&type=2$/);
    await expectEducationFrame(page, '通知列表');
    await page.goBack();
    await page.getByRole('region', { name: '通知公告' }).getByRole('listitem').first().getByRole('button').click();
    await expect(page).toHaveURL(/\/teacher\/noticeDetail\?id=\d+&type=2$/);
  });

  test('school detail: every block and its navigation targets', async ({ page }) => {
    await page.goto('/teacher/schoolDetail?id=1&type=1');
    for (const heading of ['组织机构', '学生班级', '校友中心', '校园生活', '校园通知', '校园风采']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    const targets: [string, RegExp][] = [
      ['校园生活', /\/teacher\/schoolLife\?school_id=1&type=1$/],
      ['校园通知', /\/teacher\/schoolNotic\?school_id=1&type=1$/],
      ['校园风采', /\/teacher\/schoolMien\?school_id=1&type=1$/],
    ];
    for (const [block, url] of targets) {
      await page.getByRole('region', { name: block, exact: true }).getByRole('button', { name: /更多/ }).click();
      await expect(page).toHaveURL(url);
      await page.goBack();
    }
    await page.getByRole('region', { name: '校园风采', exact: true }).getByRole('listitem').first().click();
    await expect(page).toHaveURL(/\/teacher\/schoolLifeInfo\?id=\d+&type=1&is_mein=1$/);
    await expectEducationFrame(page, '校园风采详情');
  });

  test('alumni list groups classes by graduating year', async ({ page }) => {
    await page.goto('/teacher/schoolmate?school_id=1');
    await expectEducationFrame(page, '校友录');
    await expect(page.getByRole('heading', { level: 2, name: /^\d{4}届$/ }).first()).toBeVisible();
  });

  test('campus life list and detail (breadcrumb campus life detail)', async ({ page }) => {
    await page.goto('/teacher/schoolLife?school_id=1');
    await expectEducationFrame(page, '校园生活');
    await page.locator('main').getByRole('listitem').filter({ hasText: /\d{4}-\d{2}-\d{2}/ }).first().click();
    await expect(page).toHaveURL(/\/teacher\/schoolLifeInfo\?id=\d+&type=1$/);
    await expectEducationFrame(page, '校园生活详情');
  });

  test('campus notices and centre notices: lists, and the empty text when none', async ({ page }) => {
    await page.goto('/teacher/schoolNotic?school_id=1');
    await expectEducationFrame(page, '校园通知');
    await expect(page.getByRole('region', { name: '校园通知' }).getByRole('listitem').first()).toBeVisible();
    await page.goto('/teacher/schoolCenterNotic?school_id=1');
    await expectEducationFrame(page, '校友中心通知');
    await page.getByRole('region', { name: '校友中心通知' }).getByRole('listitem').first().getByRole('button').click();
    await expect(page).toHaveURL(/\/teacher\/schoolCenterNoticeInfo\?id=\d+&type=1$/);
    await page.goto('/teacher/schoolNotic?school_id=9999');
    await expect(page.getByText('暂无通知')).toBeVisible();
    await page.goto('/teacher/schoolCenterNotic?school_id=9999');
    await expect(page.getByText('暂无通知')).toBeVisible();
  });

  test('showcase list: cards with picture, title, time and excerpt; pager; card → schoolLifeInfo is_mein 1', async ({ page }) => {
    await page.goto('/teacher/schoolMien?school_id=1');
    await expectEducationFrame(page, '校园风采列表');
    await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
    const card = page.locator('main').getByRole('listitem').filter({ hasText: /\d{4}-\d{2}-\d{2}/ }).first();
    await expect(card.locator('img')).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(/\/teacher\/schoolLifeInfo\?id=\d+&type=1&is_mein=1$/);
  });

  test('showcase list empty state: 暂无数据 without a school_id and for a school without items', async ({ page }) => {
    await page.goto('/teacher/schoolMien');
    await expect(page.getByText('暂无数据')).toBeVisible();
    await page.goto('/teacher/schoolMien?school_id=9999');
    await expect(page.getByText('暂无数据')).toBeVisible();
  });

  test('education index: categories in ?category_id=, and the area teachers leading to their pages', async ({ page }) => {
    await page.goto('/education/index');
    await expectEducationFrame(page, '教育首页');
    const filter = page.getByRole('navigation', { name: '教育分类' });
    const second = filter.getByRole('button').nth(1);
    const name = await second.innerText();
    await second.click();
    await expect(page).toHaveURL(/\/education\/index\?category_id=\d+$/);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText(name);
    await page.getByRole('main').getByRole('link', { name: /老师$/ }).first().click();
    await expect(page).toHaveURL(/\/teacher\/teacherDetail\?id=\d+&type=3$/);
  });
});

test.describe('education detail screens (logged in)', () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test('text courseware detail: embedded file, introduction, comments', async ({ page }) => {
    await page.goto('/teacher/textCoursewareDetail?id=1');
    await expectEducationFrame(page, '文本课件详情');
    await expect(page.locator('iframe.edu-file')).toBeVisible();
    await expect(page.getByRole('heading', { name: '课件简介' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '留言' })).toBeVisible();
  });

  test('video courseware detail: player, operation bar, introduction, comments', async ({ page }) => {
    await page.goto('/teacher/videoCoursewareDetail?id=2&type=2');
    await expectEducationFrame(page, '视频课件详情');
    await expect(page.getByRole('button', { name: '播放', exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: '操作' })).toBeVisible();
    await expect(page.locator('[data-operation="share"]')).toContainText('15');
    await expect(page.getByRole('heading', { name: '留言' })).toBeVisible();
  });

  test('course affairs detail: title, stats, content', async ({ page }) => {
    await page.goto('/teacher/sectionDetail?id=1');
    await expectEducationFrame(page, '课务详情');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/浏览 \d+ · 留言 \d+/)).toBeVisible();
  });

  test('notice detail: title, publish time, content', async ({ page }) => {
    await page.goto('/teacher/noticeDetail?id=1&type=1');
    await expectEducationFrame(page, '通知详情');
    await expect(page.getByText(/^发布时间：\d{4}-\d{2}-\d{2}/)).toBeVisible();
  });

  test('centre notice detail', async ({ page }) => {
    await page.goto('/teacher/schoolCenterNoticeInfo?id=1&type=1');
    await expectEducationFrame(page, '校友中心通知详情');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
