import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArrowUp, ChevronLeft, ChevronRight, Close, Home, Search } from '../../internal/icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: '搜索', icon: <Search />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const btn = within(canvasElement).getByRole('button', { name: '搜索' });
    await expect(btn).toHaveAttribute('title', '搜索');
    await userEvent.click(btn);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div
      style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 12, background: '#fff' }}
    >
      <IconButton {...args} label="上一张" icon={<ChevronLeft />} />
      <IconButton {...args} label="下一张" icon={<ChevronRight />} variant="outline" />
      <IconButton {...args} label="首页" icon={<Home />} variant="solid" round />
      <IconButton {...args} label="返回顶部" icon={<ArrowUp />} size="lg" variant="outline" round />
      <IconButton {...args} label="关闭" icon={<Close />} size="sm" />
      <IconButton {...args} label="已禁用" icon={<Search />} disabled />
      <span style={{ background: '#345', padding: 8, borderRadius: 6, display: 'inline-flex' }}>
        <IconButton {...args} label="图上按钮" icon={<ChevronRight />} variant="overlay" round />
      </span>
    </div>
  ),
};
