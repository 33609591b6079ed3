import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyImage } from '../../internal/storyImage';
import { Gallery, type GalleryImage } from './Gallery';

const rooms: Array<[string, string]> = [
  ['客厅', '#1763d4'],
  ['主卧', '#157a3c'],
  ['厨房', '#9a5b00'],
  ['卫生间', '#6d28d9'],
  ['小区环境', '#c62828'],
];
const images: GalleryImage[] = rooms.map(([alt, color]) => ({
  src: storyImage(alt, 800, 600, color),
  thumb: storyImage(alt, 144, 108, color),
  alt,
  width: 800,
  height: 600,
}));

const meta = {
  title: 'Patterns/Gallery',
  component: Gallery,
  args: { images, label: '房源图片', onIndexChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Several pictures, one picture (no arrows, no thumbnails), loading and no pictures. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Gallery {...args} />
      <Gallery {...args} images={images.slice(0, 1)} label="单张图片" />
      <Gallery {...args} loading label="加载中的图片" />
      <Gallery {...args} images={[]} label="没有图片" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const [many, single] = c.getAllByRole('region');
    await expect(within(many!).getAllByRole('button', { name: /^第 \d 张/ })).toHaveLength(5);
    await expect(within(single!).queryByRole('button', { name: '下一张' })).toBeNull();
    await expect(within(single!).queryByRole('list')).toBeNull();
    await expect(c.getByRole('status', { name: '加载中的图片加载中' })).toBeVisible();
    await expect(c.getByText('暂无图片')).toBeVisible();
  },
};

/** Arrows wrap around, thumbnails jump, and the counter and the current thumbnail follow. */
export const ThumbnailsAndArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('1 / 5')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '下一张' }));
    await expect(c.getByText('2 / 5')).toBeVisible();
    await expect(c.getByRole('button', { name: '第 2 张：主卧' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(c.getByRole('button', { name: '查看大图：主卧' })).toBeVisible();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);

    await userEvent.click(c.getByRole('button', { name: '第 5 张：小区环境' }));
    await expect(c.getByText('5 / 5')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '下一张' }));
    await expect(c.getByText('1 / 5')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '上一张' }));
    await expect(c.getByText('5 / 5')).toBeVisible();
  },
};

/**
 * A click on the stage downloads the viewer and opens it on the same picture; moving in the viewer
 * moves the stage; Escape closes it and focus returns to the stage.
 */
export const OpensLightbox: Story = {
  args: { defaultIndex: 1 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const body = within(document.body);
    await expect(body.queryByRole('dialog')).toBeNull();
    const stage = c.getByRole('button', { name: '查看大图：主卧' });
    await userEvent.click(stage);

    const viewer = await body.findByRole('dialog', { name: '图片浏览' }, { timeout: 5000 });
    await expect(document.getElementById('wz-lightbox-css')).not.toBeNull();
    await waitFor(() =>
      expect(within(viewer).getByRole('group', { name: '第 2 张，共 5 张' })).toBeVisible(),
    );
    await expect(within(viewer).getByRole('button', { name: '关闭' })).toBeVisible();

    await userEvent.click(within(viewer).getByRole('button', { name: '下一张' }));
    await waitFor(() => expect(c.getByText('3 / 5')).toBeVisible());
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(c.getByRole('button', { name: '查看大图：厨房' })).toHaveFocus());
  },
};

/** The stage keeps its ratio and the thumbnail row scrolls on a phone. */
export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '房源图片缩略图' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};
