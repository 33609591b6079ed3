import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div style={{ background: '#fff', padding: 16, borderRadius: 10, width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '加载中' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const CardPlaceholder: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Skeleton shape="circle" height={56} />
      <div style={{ flex: 1, display: 'grid', gap: 8 }}>
        <Skeleton lines={2} />
        <Skeleton shape="rect" height={100} />
      </div>
    </div>
  ),
};
