import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longText, portrait } from '../../internal/storyImage';
import { type Comment, CommentList } from './CommentList';

const sampleComments: Comment[] = [
  {
    id: 101,
    nickname: '小林同学',
    content: '老师讲的《背影》太感人了，终于理解了父爱的含蓄表达。',
    inputtime: '2024-05-20 20:13:00',
    avatar: portrait('#fdeaea'),
    reply: [
      {
        nickname: '王雅琴',
        content: '谢谢你的认真学习，也试着写写你的父亲吧。',
        inputtime: '2024-05-21 08:02:00',
      },
    ],
  },
  {
    id: 102,
    nickname: '家长张女士',
    content: '请问这节课有配套的练习题吗？',
    inputtime: '2024-05-19 12:40:00',
    reply: [],
  },
  {
    id: 103,
    nickname: '阅读爱好者',
    content: '视频清晰，讲解有条理，已收藏。',
    inputtime: '2024-05-18 09:00:00',
    touxiang: portrait('#e7f6ec'),
  },
];

const meta = {
  title: 'Education/CommentList',
  component: CommentList,
  args: {
    comments: sampleComments,
    total: 23,
    page: 1,
    onPageChange: fn(),
    onComment: fn(),
    onReply: fn(),
  },
} satisfies Meta<typeof CommentList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllStates: Story = {};

/** A blank or whitespace-only comment is refused with 请输入留言内容; a real one is sent trimmed and the box clears. */
export const CommentNeedsText: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const box = c.getByRole('textbox', { name: '发表留言' });
    await userEvent.click(c.getByRole('button', { name: '发表' }));
    await expect(c.getByRole('alert')).toHaveTextContent('请输入留言内容');
    await userEvent.type(box, '   ');
    await userEvent.click(c.getByRole('button', { name: '发表' }));
    await expect(c.getByRole('alert')).toHaveTextContent('请输入留言内容');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onComment).not.toHaveBeenCalled();

    await userEvent.type(box, '  讲得真好，谢谢老师！ ');
    await expect(c.queryByRole('alert')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: '发表' }));
    await expect(args.onComment).toHaveBeenCalledWith('讲得真好，谢谢老师！');
    await waitFor(() => expect(box).toHaveValue(''));
  },
};

/** Each comment toggles its own reply box; a blank reply says 请输入回复内容; a sent reply closes the box. */
export const ReplyToggles: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const [first, second] = c.getAllByRole('button', { name: '回复' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first!);
    await expect(c.getByRole('button', { name: '收起回复' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const replyBox = c.getByRole('textbox', { name: '回复 小林同学' });
    await expect(replyBox).toHaveFocus();

    await userEvent.click(second!);
    await expect(c.getByRole('textbox', { name: '回复 家长张女士' })).toBeVisible();
    await expect(c.getAllByRole('button', { name: '收起回复' })).toHaveLength(2);

    // Close the second again: the first stays open.
    await userEvent.click(c.getAllByRole('button', { name: '收起回复' })[1]!);
    await expect(c.queryByRole('textbox', { name: '回复 家长张女士' })).toBeNull();
    await expect(replyBox).toBeVisible();

    await userEvent.type(replyBox, '    ');
    await userEvent.click(c.getByRole('button', { name: '发送回复' }));
    await expect(c.getByRole('alert')).toHaveTextContent('请输入回复内容');
    await expect(args.onReply).not.toHaveBeenCalled();

    await userEvent.type(replyBox, ' 同感！');
    await userEvent.click(c.getByRole('button', { name: '发送回复' }));
    await expect(args.onReply).toHaveBeenCalledWith(101, '同感！');
    await waitFor(() => expect(c.queryByRole('textbox', { name: '回复 小林同学' })).toBeNull());
  },
};

/** Text courseware sends comments without the blank check. */
export const TextCoursewareSendsWithoutBlankCheck: Story = {
  args: { requireComment: false },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '发表' }));
    await expect(c.queryByRole('alert')).toBeNull();
    await expect(args.onComment).toHaveBeenCalledWith('');
  },
};

/** A rejected send keeps the text for another try. */
export const FailedSendKeepsText: Story = {
  args: { onComment: fn(() => Promise.reject(new Error('网络错误'))) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const box = c.getByRole('textbox', { name: '发表留言' });
    await userEvent.type(box, '再试一次');
    await userEvent.click(c.getByRole('button', { name: '发表' }));
    await expect(args.onComment).toHaveBeenCalledTimes(1);
    await expect(box).toHaveValue('再试一次');
  },
};

export const Paged: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { comments: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无留言')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { comments: [], error: '获取留言失败，请稍后重试', onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '获取留言失败，请稍后重试',
    );
  },
};

export const LongChineseText: Story = {
  args: {
    comments: [
      {
        id: 1,
        nickname: '一位非常非常认真的家长朋友',
        content: longText,
        inputtime: '2024-05-20 20:13:00',
        reply: [{ nickname: '王雅琴', content: longText }],
      },
    ],
    total: 1,
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
