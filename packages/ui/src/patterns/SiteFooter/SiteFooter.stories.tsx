import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Shell/SiteFooter',
  component: SiteFooter,
  args: {
    links: [
      { label: '关于我们', href: '/about' },
      { label: '网站导航', href: '/daohang/index' },
      { label: '商家入驻', href: '/wzmall/businsserSettleIn' },
      { label: '合作伙伴', href: 'https://example.com/partners' },
    ],
    lines: [
      '客服热线：400-000-0000（工作日 9:00–18:00）',
      '举报邮箱：report@example.com',
      '© 2024 示例信息科技有限公司 版权所有',
    ],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('contentinfo')).toBeInTheDocument();
    await expect(c.getByRole('link', { name: '合作伙伴' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
