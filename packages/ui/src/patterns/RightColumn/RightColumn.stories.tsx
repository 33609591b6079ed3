import type { MouseEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyImage } from '../../internal/storyImage';
import { RightColumn, RightColumnSection } from './RightColumn';

const banner = [
  {
    pic: storyImage('暑期班报名', 300, 160, '#1763d4'),
    title: '暑期班火热报名中',
    url: '/education/index?category_id=2',
  },
  {
    pic: storyImage('名师推荐', 300, 160, '#157a3c'),
    title: '本月名师推荐',
    url: 'https://example.com/teachers',
  },
];
const items = [
  {
    title: '2024年秋季少儿英语招生简章',
    url: '/education/notice?id=1',
    pic: storyImage('', 64, 48, '#9a5b00'),
  },
  {
    title: '南京市中小学课外培训机构白名单公示（第三批）及相关说明',
    url: '/education/notice?id=2',
    pic: storyImage('', 64, 48, '#6d28d9'),
  },
  { title: '合作机构官网', url: 'https://example.com' },
];

function Demo({
  onNavigate,
  empty = false,
  loading = false,
}: {
  onNavigate: (url: string, e: MouseEvent) => void;
  empty?: boolean;
  loading?: boolean;
}) {
  return (
    <RightColumn banner={banner} onNavigate={onNavigate} autoplay={false} loading={loading}>
      <RightColumnSection
        title="热门推荐"
        moreUrl="/education/index"
        items={empty ? [] : items}
        onNavigate={onNavigate}
      />
    </RightColumn>
  );
}

const meta = {
  title: 'Shell/RightColumn',
  component: Demo,
  args: { onNavigate: fn((_url: string, e: MouseEvent) => e.preventDefault()) },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('link', { name: /秋季少儿英语/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/education/notice?id=1', expect.anything());
    const outside = c.getByRole('link', { name: '合作机构官网' });
    await expect(outside).toHaveAttribute('target', '_blank');
    await expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
  },
};

/** While the banner loads, a placeholder card of the banner's height keeps the column's size. */
export const LoadingKeepsBannerHeight: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const placeholder = c.getByRole('status', { name: '侧栏广告加载中' });
    await expect(placeholder.getBoundingClientRect().height).toBe(160);
    await expect(c.queryByRole('region', { name: '侧栏广告' })).not.toBeInTheDocument();
  },
};
