import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleTeacher, sampleTeacherLong } from '../sampleData';
import { TeacherCard } from './TeacherCard';

const meta = {
  title: 'Education/TeacherCard',
  component: TeacherCard,
  args: { teacher: sampleTeacher },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TeacherCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: '王雅琴的照片' })).toBeVisible();
    await expect(c.getByText('高级教师')).toBeVisible();
    await expect(c.getByText('南京市第一中学 · 南京市')).toBeVisible();
    await expect(c.getByText('市级骨干教师 · 教龄18年')).toBeVisible();
  },
};

/** On a partner site the card links to the portal in a new tab without opener or referrer. */
export const PartnerLinkNewTab: Story = {
  args: { href: 'https://portal.example.com/teacher/teacherDetail?id=1&type=3', newTab: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /王雅琴/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Only http(s) and site paths become links; a javascript: URL renders a plain card. */
export const RefusesUnsafeHref: Story = {
  args: { href: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const SelectableButton: Story = {
  args: { onSelect: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /王雅琴/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(sampleTeacher);
  },
};

export const WithoutPhoto: Story = { args: { teacher: { ...sampleTeacher, zhaopian: null } } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: '教师信息加载中' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { teacher: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无教师信息')).toBeVisible();
  },
};

export const LongChineseText: Story = { args: { teacher: sampleTeacherLong } };

export const NarrowScreen: Story = {
  args: { teacher: sampleTeacherLong, href: '/teacher/teacherDetail?id=1' },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
};

const sampleStats = [
  { label: '浏览', value: 12860 },
  { label: '点赞', value: 1204 },
  { label: '收藏', value: 518 },
  { label: '礼物', value: '99+' },
];

/** Compact cards can carry the stats as one extra line. */
export const CompactWithStats: Story = {
  args: { stats: sampleStats },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('浏览 12860 · 点赞 1204 · 收藏 518 · 礼物 99+'),
    ).toBeVisible();
  },
};

/** The full card (partner sites): a bigger photo and the stats as a row of figures. */
export const FullWithStats: Story = {
  args: {
    size: 'full',
    stats: sampleStats,
    href: 'https://portal.example.com/teacher/teacherDetail?id=1',
    newTab: true,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const photo = c.getByRole('img', { name: '王雅琴的照片' });
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('width', '96');
    await expect(c.getByText('1204')).toBeVisible();
    await expect(c.getByText('点赞')).toBeVisible();
    await expect(c.getByText('市级骨干教师 · 教龄18年')).toBeVisible();
  },
};

/** The full card's placeholder keeps the card's size, stats row included. */
export const FullLoading: Story = {
  args: { size: 'full', loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: '教师信息加载中' }),
    ).toBeInTheDocument();
  },
};

/** An error replaces the teacher and is announced. */
export const ErrorMessage: Story = {
  args: { error: '加载失败，请稍后重试' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '加载失败，请稍后重试',
    );
  },
};
