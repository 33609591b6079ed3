import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusTabs, type StatusTab } from './StatusTabs';

const items: StatusTab[] = [
  { key: 'all', label: '全部', count: 136 },
  { key: 'online', label: '已发布', count: 120 },
  { key: 'review', label: '审核中', count: 3 },
  { key: 'offline', label: '已下架', count: 13 },
  { key: 'rejected', label: '未通过', count: 0 },
];

const meta = {
  title: 'Patterns/StatusTabs',
  component: StatusTabs,
  args: { items, value: 'online', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <StatusTabs
        {...args}
        value={value}
        onChange={(key) => {
          args.onChange(key);
          setValue(key);
        }}
      />
    );
  },
} satisfies Meta<typeof StatusTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Counts (over 99 as 99+, zero greyed), and the tabs before the counts have loaded. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <StatusTabs {...args} />
      <StatusTabs
        {...args}
        label="状态（加载中）"
        items={items.map(({ key, label }) => ({ key, label }))}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const [withCounts, plain] = c.getAllByRole('tablist');
    await expect(within(withCounts!).getByRole('tab', { name: '全部 99+' })).toBeVisible();
    await expect(within(withCounts!).getByRole('tab', { name: '已发布 99+' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(withCounts!).getByRole('tab', { name: '未通过 0' })).toBeVisible();
    await expect(within(plain!).getByRole('tab', { name: '审核中' })).toBeVisible();
  },
};

/** Click and arrow keys choose a status; the page hears the key. */
export const ChoosesAStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: '审核中 3' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('review');
    await expect(c.getByRole('tab', { name: '审核中 3' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('offline');
    await expect(c.getByRole('tab', { name: '已下架 13' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith('all');
  },
};

/** On a phone the row scrolls sideways instead of wrapping. */
export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
