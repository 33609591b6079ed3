import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OperationBar } from './OperationBar';

const meta = {
  title: 'Education/OperationBar',
  component: OperationBar,
  args: {
    likeNum: 1204,
    collectNum: 518,
    averageScore: 4.6,
    flowerNum: 86,
    shareNum: 15,
    isLiked: false,
    isCollected: true,
    onLike: fn(),
    onCollect: fn(),
    onRate: fn(),
    onGift: fn(),
    onFlower: fn(),
    onShare: fn(),
    onShowcase: fn(),
    onMore: fn(),
  },
} satisfies Meta<typeof OperationBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Counts and pressed states render; every button calls its own callback once. */
export const EveryOperation: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const like = c.getByRole('button', { name: /^点赞/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveTextContent('1204');
    const collect = c.getByRole('button', { name: /^已收藏/ });
    await expect(collect).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: /^评分/ })).toHaveTextContent('4.6');
    const calls: [RegExp, keyof typeof args][] = [
      [/^点赞/, 'onLike'],
      [/^已收藏/, 'onCollect'],
      [/^评分/, 'onRate'],
      [/^送礼物/, 'onGift'],
      [/^献花/, 'onFlower'],
      [/^分享/, 'onShare'],
      [/^橱窗/, 'onShowcase'],
      [/^更多/, 'onMore'],
    ];
    for (const [name, key] of calls) {
      await userEvent.click(c.getByRole('button', { name }));
      await expect(args[key]).toHaveBeenCalledTimes(1);
    }
  },
};

export const Liked: Story = {
  args: { isLiked: true, likeNum: 1205 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^已点赞/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A pending toggle ignores clicks (no double toggle). */
export const PendingLike: Story = {
  args: { pending: { like: true } },
  play: async ({ canvasElement, args }) => {
    const like = within(canvasElement).getByRole('button', { name: /^点赞/ });
    await expect(like).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(like);
    await expect(args.onLike).not.toHaveBeenCalled();
  },
};

export const Unrated: Story = {
  args: { averageScore: 0, likeNum: 0, collectNum: 0, flowerNum: 0, isCollected: false },
};

export const WithoutShowcase: Story = {
  args: { hidden: ['showcase', 'more'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /橱窗/ })).toBeNull();
  },
};

export const Loading: Story = { args: { loading: true } };

export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
