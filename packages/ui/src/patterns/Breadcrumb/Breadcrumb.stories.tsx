import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Primitives/Breadcrumb',
  component: Breadcrumb,
  args: {
    onBack: fn(),
    items: [
      { label: '首页', href: '/' },
      { label: '教育培训', href: '/education/index?category_id=1' },
      { label: '王老师的个人主页' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(c.getByRole('link', { name: '教育培训' })).toHaveAttribute(
      'href',
      '/education/index?category_id=1',
    );
    await expect(c.getByText('王老师的个人主页')).toHaveAttribute('aria-current', 'page');
  },
};

export const LongTrailNarrow: Story = {
  args: {
    items: [
      { label: '首页', href: '/' },
      { label: '教育培训', href: '/education' },
      { label: '南京市鼓楼区少儿英语与数学思维培训中心', href: '/education/1' },
      { label: '高级英语教师王晓明老师的个人主页与课件列表' },
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

export const WithoutBack: Story = { args: { onBack: undefined } };
