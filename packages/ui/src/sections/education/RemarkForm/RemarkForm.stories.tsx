import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleRemarks } from '../sampleData';
import { RemarkList } from '../RemarkList/RemarkList';
import { RemarkForm } from './RemarkForm';

const meta = {
  title: 'Education/RemarkForm',
  component: RemarkForm,
  args: {
    onSubmit: fn(),
    onCancel: fn(),
    onModeChange: fn(),
    children: <RemarkList remarks={sampleRemarks} total={5} onDelete={() => undefined} />,
  },
} satisfies Meta<typeof RemarkForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens empty in add mode; content first (请输入备注内容), then a rating (请选择评级); a valid remark is sent and view mode shows. */
export const AddValidatesContentThenRating: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const content = c.getByRole('textbox', { name: '备注内容' });
    await expect(content).toHaveValue('');
    await userEvent.click(c.getByRole('button', { name: '提交' }));
    await expect(c.getByRole('alert')).toHaveTextContent('请输入备注内容');

    await userEvent.type(content, '   ');
    await userEvent.click(c.getByRole('button', { name: '提交' }));
    await expect(c.getByRole('alert')).toHaveTextContent('请输入备注内容');

    await userEvent.type(content, ' 课堂气氛活跃，重点突出 ');
    await userEvent.click(c.getByRole('button', { name: '提交' }));
    await expect(c.getByRole('alert')).toHaveTextContent('请选择评级');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    for (const level of ['优秀', '良好', '中等', '一般', '差'])
      await expect(c.getByRole('radio', { name: level })).not.toBeChecked();
    await userEvent.click(c.getByRole('radio', { name: '良好' }));
    await expect(c.queryByRole('alert')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: '提交' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      content: '课堂气氛活跃，重点突出',
      pingji: '良好',
    });
    await expect(await c.findByRole('list', { name: '备注列表' })).toBeVisible();
    await expect(args.onModeChange).toHaveBeenLastCalledWith('view');
  },
};

/** Cancel goes to view mode; coming back to add mode starts empty. */
export const CancelThenReopenEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: '备注内容' }), '草稿内容');
    await userEvent.click(c.getByRole('radio', { name: '优秀' }));
    await userEvent.click(c.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(c.queryByRole('textbox', { name: '备注内容' })).toBeNull();
    await expect(c.getByRole('button', { name: '查看备注' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(c.getByRole('button', { name: '添加备注' }));
    await expect(c.getByRole('textbox', { name: '备注内容' })).toHaveValue('');
    await expect(c.getByRole('radio', { name: '优秀' })).not.toBeChecked();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ViewMode: Story = { args: { defaultMode: 'view' } };

export const Submitting: Story = { args: { submitting: true } };

export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
