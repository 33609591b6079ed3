import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { longListingTitle, sampleListings, type SampleListing } from '../sampleListings';
import { waitForImages } from '../storyWait';
import { ListingCard, type ListingCardProps } from './ListingCard';

const [first, second, third] = sampleListings;
const propsOf = (l: SampleListing): ListingCardProps => ({
  href: `/house/${l.id}`,
  title: l.title,
  cover: l.cover,
  price: String(Math.round(l.priceCents / 1_000_000)),
  priceUnit: '万',
  priceNote: `单价 ${Math.round(l.priceCents / 100 / l.area)}元/㎡`,
  tags: l.tags,
  meta: [l.district, `${l.area}㎡`, l.published],
});

const meta = {
  title: 'Patterns/ListingCard',
  component: ListingCard,
  args: { ...propsOf(first!), onNavigate: fn() },
} satisfies Meta<typeof ListingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cards in a grid (badge, no cover, long title), the list layout, and the placeholder. */
const cardWidth = [
  (Story: () => React.ReactElement) => (
    <div style={{ maxWidth: 280 }}>
      <Story />
    </div>
  ),
];

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 16 }}>
        <ListingCard {...args} badge="置顶" />
        <ListingCard {...propsOf(second!)} cover={null} />
        <ListingCard
          {...propsOf(third!)}
          title={longListingTitle}
          price="面议"
          priceUnit={undefined}
        />
        <ListingCard {...args} loading />
      </div>
      <ListingCard {...propsOf(second!)} layout="horizontal" />
      <ListingCard {...args} layout="horizontal" loading />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('article')).toHaveLength(4);
    await expect(c.getAllByRole('status', { name: '加载中' })).toHaveLength(2);
    await expect(c.getByText('暂无图片')).toBeVisible();
    await expect(c.getByText('置顶')).toBeVisible();
    await waitForImages(canvasElement, 3);
  },
};

/**
 * The title is a real link (its href works for new tabs and crawlers); a plain click goes to the
 * app's router through onNavigate instead of reloading; a footer button does not follow the link.
 */
export const LinkGoesThroughTheRouter: Story = {
  decorators: cardWidth,
  args: {
    footer: (
      <Button size="sm" variant="secondary" onClick={fn()}>
        编辑
      </Button>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const link = c.getByRole('link', { name: first!.title });
    await expect(link).toHaveAttribute('href', '/house/h1');
    await expect(link).not.toHaveAttribute('target');
    await expect(c.getByRole('heading', { level: 3 })).toContainElement(link);
    await expect(c.getByRole('list', { name: '标签' })).toHaveTextContent('满五唯一近地铁精装修');
    await expect(c.getByText('海州区 · 118㎡ · 2026-09-18')).toBeVisible();

    const before = window.location.href;
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/house/h1');
    await expect(window.location.href).toBe(before);

    await userEvent.click(c.getByRole('button', { name: '编辑' }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await waitForImages(canvasElement, 1);
  },
};

/** An outside link opens a new tab without opener or referrer; an unsafe href is no link at all. */
export const OutsideAndUnsafeLinks: Story = {
  decorators: cardWidth,
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ListingCard
        {...args}
        href="https://partner.example.com/item/9"
        external
        title="合作方房源"
      />
      <ListingCard {...args} href="javascript:alert(1)" title="<b>不安全的链接</b>" cover={null} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const outside = c.getByRole('link', { name: '合作方房源' });
    await expect(outside).toHaveAttribute('target', '_blank');
    await expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(c.getAllByRole('link')).toHaveLength(1);
    // Member text is text: the markup in the title is shown, not parsed.
    await expect(c.getByRole('heading', { name: '<b>不安全的链接</b>' })).toBeVisible();
    await waitForImages(canvasElement, 1);
  },
};

/** The list layout on a phone: the picture keeps its share, the title wraps to two lines. */
export const HorizontalOnNarrowScreen: Story = {
  args: { layout: 'horizontal', title: longListingTitle },
  decorators: [
    (Story) => (
      <div style={{ width: 340 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading');
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    await waitForImages(canvasElement, 1);
  },
};
