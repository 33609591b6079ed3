import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { waitForLazyImages } from '../storyWait';
import { longText } from '../../../internal/storyImage';
import { sampleCourseware } from '../sampleData';
import { CoursewareList, type CoursewareSort } from './CoursewareList';

const meta = {
  title: 'Education/CoursewareList',
  component: CoursewareList,
  args: {
    type: 3,
    items: sampleCourseware,
    sort: 1,
    onSortChange: fn(),
    onSelect: fn(),
    onViewChange: fn(),
    total: 24,
    page: 1,
    onPageChange: fn(),
  },
  play: async ({ canvasElement }) => {
    await waitForLazyImages(canvasElement);
  },
} satisfies Meta<typeof CoursewareList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid videos: cover, the duration where the file gave one (not on the third) and the price to 2 decimals. */
export const PaidVideos: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(await waitForLazyImages(canvasElement)).toBe(4);
    const c = within(canvasElement);
    await expect(c.getByText('25:20')).toBeVisible();
    await expect(c.getByText('1:02:05')).toBeVisible();
    await expect(c.getAllByText(/^时长 /)).toHaveLength(3);
    await expect(c.getByText('¥12.50')).toBeVisible();
    await expect(c.getByText('¥0.10')).toBeVisible();
    await expect(c.getByText('¥20.00')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: /背影/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(sampleCourseware[0]);
  },
};

export const FreeVideos: Story = {
  args: { type: 2 },
  play: async ({ canvasElement }) => {
    await waitForLazyImages(canvasElement);
    const c = within(canvasElement);
    await expect(c.queryByText('¥12.50')).toBeNull();
    await expect(c.getAllByText('免费')).toHaveLength(4);
  },
};

/** Text courseware: no cover, no view switch. */
export const TextCourseware: Story = {
  args: {
    type: 1,
    items: sampleCourseware.map((c, i) => ({
      ...c,
      fengmian: null,
      price: null,
      tuijian: i === 0 ? 1 : 0,
    })),
  },
  play: async ({ canvasElement }) => {
    await waitForLazyImages(canvasElement);
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: '卡片' })).toBeNull();
    await expect(c.queryByText(/^时长 /)).toBeNull();
    await expect(c.getByText('推荐')).toBeVisible();
  },
};

function TabsHost(props: ComponentProps<typeof CoursewareList>) {
  const [sort, setSort] = useState<CoursewareSort>(1);
  return (
    <CoursewareList
      {...props}
      sort={sort}
      onSortChange={(s) => {
        setSort(s);
        props.onSortChange(s);
      }}
    />
  );
}

/** Tabs latest/read report sort 1/2; the list/card switch changes the layout. */
export const TabsAndViewSwitch: Story = {
  render: (args) => <TabsHost {...args} />,
  play: async ({ canvasElement, args }) => {
    await waitForLazyImages(canvasElement);
    const c = within(canvasElement);
    await expect(c.getByRole('tab', { name: '最新' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(c.getByRole('tab', { name: '阅读' }));
    await expect(args.onSortChange).toHaveBeenCalledWith(2);
    await expect(c.getByRole('tab', { name: '阅读' })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('tabpanel')).toBeVisible();

    const list = c.getByRole('tabpanel').querySelector('ul')!;
    await expect(list).toHaveAttribute('data-view', 'list');
    await userEvent.click(c.getByRole('button', { name: '卡片' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('card');
    await expect(c.getByRole('tabpanel').querySelector('ul')).toHaveAttribute('data-view', 'card');
    await expect(c.getByRole('button', { name: '卡片' })).toHaveAttribute('aria-pressed', 'true');
    await waitForLazyImages(canvasElement);
  },
};

/** Switching tabs on page 3 asks for page 1. */
export const TabSwitchResetsPage: Story = {
  args: { page: 3 },
  play: async ({ canvasElement, args }) => {
    await waitForLazyImages(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('tab', { name: '阅读' }));
    await expect(args.onSortChange).toHaveBeenCalledWith(2);
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    await waitForLazyImages(canvasElement);
  },
};

export const CardView: Story = { args: { defaultView: 'card' } };

export const Paged: Story = {
  play: async ({ canvasElement, args }) => {
    await waitForLazyImages(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvasElement }) => {
    await waitForLazyImages(canvasElement);
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};

export const LoadError: Story = { args: { items: [], error: '请先登录', onRetry: fn() } };

export const LongChineseText: Story = {
  args: { items: [{ ...sampleCourseware[0]!, title: longText }] },
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
