import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longText } from '../../../internal/storyImage';
import { sampleNotices } from '../sampleData';
import { NoticeList } from './NoticeList';

const meta = {
  title: 'Education/NoticeList',
  component: NoticeList,
  args: { items: sampleNotices, onSelect: fn(), onMore: fn(), total: 4 },
} satisfies Meta<typeof NoticeList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '高二年级期末考试安排' }));
    await expect(args.onSelect).toHaveBeenCalledWith(sampleNotices[1]);
    await userEvent.click(c.getByRole('button', { name: '更多' }));
    await expect(args.onMore).toHaveBeenCalledTimes(1);
    await expect(c.getByText('2024-06-03')).toBeVisible();
  },
};

/** Ten per page with a pager. */
export const Paged: Story = {
  args: {
    items: Array.from({ length: 10 }, (_, i) => ({
      id: 900 + i,
      title: `第${i + 1}号通知：校园开放日安排`,
      inputtime: '2024-05-0' + ((i % 9) + 1) + ' 08:00:00',
    })),
    total: 37,
    page: 2,
    onPageChange: fn(),
    onMore: undefined,
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(c.getByRole('button', { name: '第 3 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Loading: Story = { args: { loading: true } };

/** No notices: the empty text. */
export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};

export const LoadError: Story = { args: { items: [], error: '获取通知失败', onRetry: fn() } };

export const LongChineseText: Story = {
  args: { items: [{ id: 1, title: longText, inputtime: '2024-06-03 10:00:00' }] },
};

export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
