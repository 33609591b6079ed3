import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleGroups } from '../sampleData';
import { StudentClasses } from './StudentClasses';

const meta = {
  title: 'Education/StudentClasses',
  component: StudentClasses,
  args: { groups: sampleGroups },
} satisfies Meta<typeof StudentClasses>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Classes grouped under their grade. */
export const GroupedByGrade: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '高一年级',
      '高二年级',
      '高三年级',
    ]);
    await expect(
      within(c.getByRole('list', { name: '高二年级的班级' })).getAllByRole('listitem'),
    ).toHaveLength(5);
  },
};

export const SelectableClasses: Story = {
  args: { onClassSelect: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '高三（2）班' }));
    await expect(args.onClassSelect).toHaveBeenCalledWith(
      { id: 522, banji: '高三（2）班' },
      '高三年级',
    );
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { groups: [] } };

export const LoadError: Story = { args: { groups: [], error: '获取班级失败', onRetry: fn() } };

export const LongChineseText: Story = {
  args: {
    groups: [
      {
        nianji: '国际部高中预科衔接年级（中外合作办学项目）',
        xiangxi: [
          { id: 1, banji: '中英合作A-Level数学物理强化实验班' },
          { id: 2, banji: '艺术特长班' },
        ],
      },
    ],
  },
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
