import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BannerSkeleton } from './BannerSkeleton';

const meta = {
  title: 'Patterns/BannerSkeleton',
  component: BannerSkeleton,
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A section's small slider while its code or list loads: the slider's height, so nothing moves. */
export const Small: Story = {
  args: { variant: 'small', label: '栏目横幅' },
  play: async ({ canvasElement }) => {
    const placeholder = within(canvasElement).getByRole('status', { name: '栏目横幅加载中' });
    await expect(placeholder.getBoundingClientRect().height).toBe(140);
  },
};
