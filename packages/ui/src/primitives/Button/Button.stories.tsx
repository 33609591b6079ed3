import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: '立即咨询', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const btn = within(canvasElement).getByRole('button', { name: '立即咨询' });
    await userEvent.click(btn);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // vanilla-extract compiled and the theme variable resolved: the accent blue.
    await expect(getComputedStyle(btn).backgroundColor).toBe('rgb(23, 99, 212)');
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <Button {...args} variant="primary">
        主要按钮
      </Button>
      <Button {...args} variant="secondary">
        次要按钮
      </Button>
      <Button {...args} variant="ghost">
        文字按钮
      </Button>
      <Button {...args} variant="danger">
        删除
      </Button>
      <Button {...args} variant="link">
        查看详情
      </Button>
      <Button {...args} size="sm">
        小号
      </Button>
      <Button {...args} size="lg">
        大号
      </Button>
      <Button {...args} disabled>
        已禁用
      </Button>
      <Button {...args} loading>
        提交中
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: '提交中' },
  play: async ({ canvasElement, args }) => {
    const btn = within(canvasElement).getByRole('button', { name: '提交中' });
    await expect(btn).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(btn);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const btn = within(canvasElement).getByRole('button');
    await expect(btn).toBeDisabled();
    await userEvent.click(btn, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongChineseTextNarrow: Story = {
  args: { block: true, children: '预约试听课程并获取专属学习规划方案' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
