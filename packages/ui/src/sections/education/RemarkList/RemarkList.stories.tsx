import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longText } from '../../../internal/storyImage';
import { sampleRemarks } from '../sampleData';
import { RemarkList } from './RemarkList';

const meta = {
  title: 'Education/RemarkList',
  component: RemarkList,
  args: {
    remarks: sampleRemarks,
    total: 12,
    page: 1,
    pageSize: 5,
    onPageChange: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof RemarkList>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Every rating level, with a pager (5 per page). */
export const AllStates: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const level of ['优秀', '良好', '中等', '一般', '差'])
      await expect(c.getByText(level)).toBeVisible();
    await expect(c.getByRole('button', { name: '第 3 页' })).toBeVisible();
  },
};

/** Delete asks 是否确认删除备注内容，删除后无法找回。 first; cancel keeps the remark, confirm deletes it. */
export const DeleteAsksForConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const [firstDelete] = c.getAllByRole('button', { name: /^删除备注/ });
    await userEvent.click(firstDelete!);
    const dialog = await body().findByRole('dialog', { name: '删除备注' });
    await expect(dialog).toHaveTextContent('是否确认删除备注内容，删除后无法找回。');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: '删除备注' })).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(firstDelete!);
    const again = await body().findByRole('dialog', { name: '删除备注' });
    await userEvent.click(within(again).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith(31);
    await waitFor(() => expect(body().queryByRole('dialog', { name: '删除备注' })).toBeNull());
  },
};

export const Deleting: Story = { args: { deletingId: 32 } };

export const ReadOnly: Story = { args: { onDelete: undefined } };

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { remarks: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无备注')).toBeVisible();
  },
};

export const LoadError: Story = { args: { remarks: [], error: '获取备注失败', onRetry: fn() } };

export const LongChineseText: Story = {
  args: {
    remarks: [{ id: 1, content: longText, pingji: '优秀', inputtime: '2024-05-12 10:21:00' }],
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
