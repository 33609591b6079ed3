import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyImage } from '../../internal/storyImage';
import { ContactCard } from '../ContactCard/ContactCard';
import { FavouriteButton } from '../FavouriteButton/FavouriteButton';
import { Gallery } from '../Gallery/Gallery';
import { longListingTitle } from '../sampleListings';
import { waitForImages } from '../storyWait';
import { DetailFrame, DetailSection, type DetailFrameProps } from './DetailFrame';

const pictures = [
  ['客厅', '#1763d4'],
  ['主卧', '#157a3c'],
  ['厨房', '#9a5b00'],
].map(([alt, color]) => ({ src: storyImage(alt!, 800, 600, color), alt: alt! }));

const description =
  '业主自住，装修三年，家具家电齐全，拎包入住。\n南北通透，采光好，楼层适中，小区绿化率高，步行五分钟到地铁站。';

function Favourite() {
  const [pressed, setPressed] = useState(false);
  return <FavouriteButton pressed={pressed} onToggle={setPressed} count={pressed ? 37 : 36} />;
}

const page: Partial<DetailFrameProps> = {
  gallery: <Gallery images={pictures} label="房源图片" />,
  price: (
    <>
      128<small style={{ fontSize: 14, marginLeft: 4 }}>万</small>
    </>
  ),
  facts: [
    { label: '户型', value: '3室2厅' },
    { label: '面积', value: '118㎡' },
    { label: '朝向', value: '南北' },
    { label: '楼层', value: '中层/18层' },
    { label: '装修', value: '精装修' },
    { label: '年代', value: '2015年' },
  ],
  tags: ['满五唯一', '近地铁'],
  actions: <Favourite />,
  aside: (
    <ContactCard
      name="王女士"
      role="个人"
      maskedPhone="138****5678"
      onRevealPhone={() => Promise.resolve('13812345678')}
    />
  ),
  children: (
    <>
      <DetailSection title="房源描述">
        <p style={{ margin: 0, whiteSpace: 'pre-line' }}>{description}</p>
      </DetailSection>
      <DetailSection title="小区信息">
        <p style={{ margin: 0 }}>新城花园 · 2015年建成 · 物业费 1.8元/㎡/月</p>
      </DetailSection>
    </>
  ),
};

const meta = {
  title: 'Patterns/DetailFrame',
  component: DetailFrame,
  args: { title: '海州区 新城花园 三室两厅 南北通透 拎包入住', ...page },
} satisfies Meta<typeof DetailFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A whole detail page: gallery beside the summary, main column with sections, contact aside. */
export const AllStates: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent('新城花园');
    const facts = canvasElement.querySelector('dl')!;
    await expect(
      within(facts)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['户型', '面积', '朝向', '楼层', '装修', '年代']);
    await expect(c.getByRole('region', { name: '房源描述' })).toBeVisible();
    await expect(c.getByRole('complementary')).toContainElement(
      c.getByRole('region', { name: '联系人' }),
    );
    // Wide: the summary sits right of the gallery and the aside right of the main column.
    const gallery = c.getByRole('region', { name: '房源图片' }).getBoundingClientRect();
    const heading = c.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(heading.left).toBeGreaterThan(gallery.right);
    const main = c.getByRole('region', { name: '房源描述' }).getBoundingClientRect();
    await expect(c.getByRole('complementary').getBoundingClientRect().left).toBeGreaterThan(
      main.right,
    );
    await waitForImages(canvasElement, 4);
  },
};

/** Placeholders in the same layout while the detail loads. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status', { name: '加载中' })).toBeVisible();
    await expect(c.queryByRole('heading')).toBeNull();
  },
};

/** In a phone-wide column everything stacks: gallery, summary, main, then the contact card. */
export const NarrowScreen: Story = {
  args: { title: longListingTitle },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const gallery = c.getByRole('region', { name: '房源图片' }).getBoundingClientRect();
    const heading = c.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(heading.top).toBeGreaterThanOrEqual(gallery.bottom);
    const main = c.getByRole('region', { name: '小区信息' }).getBoundingClientRect();
    await expect(c.getByRole('complementary').getBoundingClientRect().top).toBeGreaterThan(
      main.bottom,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await waitForImages(canvasElement, 4);
  },
};
