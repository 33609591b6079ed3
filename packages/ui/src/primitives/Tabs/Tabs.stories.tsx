import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const items = [
  { key: 'latest', label: '最新课件', content: <p style={{ margin: 0 }}>最新上传的课件列表</p> },
  { key: 'read', label: '最多阅读', content: <p style={{ margin: 0 }}>阅读量最高的课件</p> },
  { key: 'free', label: '免费课程', content: <p style={{ margin: 0 }}>免费课程列表</p> },
  { key: 'closed', label: '已下架', disabled: true, content: null },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { items, 'aria-label': '课件分类', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ background: '#fff', padding: 16, borderRadius: 10 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: '最新课件' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(c.getByRole('tab', { name: '最多阅读' }));
    await expect(args.onChange).toHaveBeenCalledWith('read');
    await expect(c.getByRole('tabpanel')).toHaveTextContent('阅读量最高的课件');
    // Keyboard: ArrowRight moves on, skipping the disabled tab and wrapping.
    await userEvent.keyboard('{ArrowRight}');
    await expect(c.getByRole('tab', { name: '免费课程' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(c.getByRole('tab', { name: '最新课件' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const NarrowScreen: Story = {
  args: {
    items: [
      { key: 'a', label: '学校简介', content: '学校简介内容' },
      { key: 'b', label: '师资力量', content: '师资力量内容' },
      { key: 'c', label: '校友中心', content: '校友中心内容' },
      { key: 'd', label: '招生公告', content: '招生公告内容' },
      { key: 'e', label: '校区分布', content: '校区分布内容' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
