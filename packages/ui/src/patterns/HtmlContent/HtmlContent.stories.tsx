import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HtmlContent } from './HtmlContent';

declare global {
  interface Window {
    __wzPwned?: number;
  }
}

const hostile = `
<h3>机构简介</h3>
<p>南京新航道教育创办于2008年，专注<strong>雅思、托福</strong>培训。</p>
<script>window.__wzPwned = (window.__wzPwned || 0) + 1</script>
<img src="data:image/gif;base64,broken" onerror="window.__wzPwned = (window.__wzPwned || 0) + 1" alt="校区照片">
<p><a href="javascript:window.__wzPwned=1">点我</a> · <a href="https://example.com/about">官方网站</a> · <a href="/education/2">站内链接</a></p>
<iframe src="https://example.com"></iframe>
<p style="color: white; background: white">隐藏文字</p>`;

const meta = {
  title: 'Primitives/HtmlContent',
  component: HtmlContent,
  args: { html: hostile },
  decorators: [
    (Story) => (
      <div style={{ background: '#fff', padding: 16, borderRadius: 10, maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HtmlContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SanitisesScripts: Story = {
  beforeEach: () => {
    window.__wzPwned = 0;
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '机构简介' })).toBeVisible();
    // Give a late onerror a chance to fire; it must not exist at all.
    await new Promise((r) => setTimeout(r, 100));
    await expect(window.__wzPwned).toBe(0);
    const rendered = c.getByRole('heading', { name: '机构简介' }).parentElement!;
    await expect(rendered.querySelector('script, iframe, [onerror], [style]')).toBeNull();
    await expect(c.getByText('点我')).not.toHaveAttribute('href');
    const outside = c.getByRole('link', { name: '官方网站' });
    await expect(outside).toHaveAttribute('target', '_blank');
    await expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(c.getByRole('link', { name: '站内链接' })).not.toHaveAttribute('target');
  },
};

export const LongChineseText: Story = {
  args: {
    html:
      '<p>' +
      '本校坚持“以学生为中心”的教学理念，开设少儿英语、初高中数学、物理化学同步辅导及艺术特长等课程，拥有一支由三十余名硕士以上学历教师组成的专业团队，累计培养学员超过两万人次。'.repeat(
        3,
      ) +
      '</p><ul><li>小班教学，每班不超过十二人</li><li>每月一次家长开放日</li></ul>',
  },
};

export const Empty: Story = {
  args: {
    html: '<script>alert(1)</script>',
    empty: <p style={{ margin: 0, color: '#5f6b7a' }}>暂无简介</p>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无简介')).toBeInTheDocument();
  },
};
