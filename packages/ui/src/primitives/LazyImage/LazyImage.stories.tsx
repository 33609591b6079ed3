import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyImage } from '../../internal/storyImage';
import { LazyImage } from './LazyImage';

const meta = {
  title: 'Primitives/LazyImage',
  component: LazyImage,
  args: { src: storyImage('课程封面', 320, 180), alt: '课程封面', width: 320, ratio: 16 / 9 },
} satisfies Meta<typeof LazyImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const img = await within(canvasElement).findByRole('img', { name: '课程封面' });
    await waitFor(() => expect((img as HTMLImageElement).complete).toBe(true));
  },
};

export const BrokenLink: Story = {
  args: { src: 'data:image/png;base64,broken', alt: '教师头像', width: 160, ratio: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: '教师头像（图片加载失败）' }),
    ).toBeInTheDocument();
  },
};

export const Missing: Story = { args: { src: null, alt: '暂无封面', width: 160, height: 90 } };

export const LoadsWhenScrolledNear: Story = {
  render: (args) => (
    <div
      data-testid="scroller"
      tabIndex={0}
      aria-label="滚动区域"
      style={{ height: 200, overflowY: 'auto', background: '#fff' }}
    >
      <div style={{ height: 1200 }} />
      <LazyImage {...args} rootMargin="0px" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('img', { name: '课程封面' })).toBeNull();
    c.getByTestId('scroller').scrollTop = 1200;
    await expect(await c.findByRole('img', { name: '课程封面' })).toBeInTheDocument();
  },
};
