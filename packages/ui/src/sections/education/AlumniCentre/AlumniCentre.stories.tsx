import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longText } from '../../../internal/storyImage';
import { sampleAlumniBasics, sampleGraduates, sampleNotices } from '../sampleData';
import { AlumniCentre, groupGraduates } from './AlumniCentre';

const meta = {
  title: 'Education/AlumniCentre',
  component: AlumniCentre,
  args: {
    basics: sampleAlumniBasics,
    latestNotice: { ...sampleNotices[0]!, title: '2024年校友返校日报名通知' },
    graduates: sampleGraduates,
    onNoticeSelect: fn(),
    onMoreNotices: fn(),
    onMoreAlumni: fn(),
  },
} satisfies Meta<typeof AlumniCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Leader, activities, latest notice, and graduates grouped by year, newest first. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('吴德明（校友会秘书长）')).toBeVisible();
    await expect(c.getByText(/每年五月举办校友返校日/)).toBeVisible();
    const years = c.getAllByText(/^\d{4}届$/).map((el) => el.textContent);
    await expect(years).toEqual(['2024届', '2023届', '2022届']);
    await expect(
      within(c.getByRole('list', { name: '2022届毕业班级' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await userEvent.click(c.getByRole('button', { name: /2024年校友返校日报名通知/ }));
    await expect(args.onNoticeSelect).toHaveBeenCalledTimes(1);
    await userEvent.click(c.getByRole('button', { name: '更多通知' }));
    await expect(args.onMoreNotices).toHaveBeenCalledTimes(1);
    await userEvent.click(c.getByRole('button', { name: '更多校友' }));
    await expect(args.onMoreAlumni).toHaveBeenCalledTimes(1);
  },
};

export const GroupingHelper: Story = {
  play: async () => {
    const groups = groupGraduates([
      { jieshu: '2019', banji: '一班' },
      { jieshu: 2021, banji: '二班' },
      { jieshu: '2019', banji: '三班' },
    ]);
    await expect(groups.map((g) => [g.jieshu, g.classes.map((x) => x.banji)])).toEqual([
      ['2021', ['二班']],
      ['2019', ['一班', '三班']],
    ]);
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { basics: null, latestNotice: null, graduates: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('暂无通知')).toBeVisible();
    await expect(c.getByText('暂无数据')).toBeVisible();
  },
};

export const LoadError: Story = { args: { error: '获取校友中心失败', onRetry: fn() } };

export const LongChineseText: Story = {
  args: {
    basics: { fuzeren: longText.slice(0, 30), lianyi: `<p>${longText}</p>` },
    latestNotice: { id: 1, title: longText },
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
