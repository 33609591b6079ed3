import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { installFakeClock, type FakeClock } from '../../internal/fakeClock';
import { storyImage } from '../../internal/storyImage';
import { Carousel } from './Carousel';

const colors = ['#1763d4', '#157a3c', '#9a5b00', '#6d28d9', '#c62828'];
const slides = [
  '春季招生火热进行中',
  '名师一对一辅导',
  '暑期夏令营报名',
  '艺术特长班',
  '考研冲刺营',
].map((t, i) => (
  <img
    key={t}
    src={storyImage(t, 640, 240, colors[i])}
    alt={t}
    style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
  />
));

const meta = {
  title: 'Primitives/Carousel',
  component: Carousel,
  args: { label: '推荐课程', height: 240, children: slides, onIndexChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, borderRadius: 10 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

let clock: FakeClock | undefined;
const withClock = () => {
  clock = installFakeClock();
  return () => clock?.uninstall();
};
const position = (el: HTMLElement) =>
  Number(within(el).getByRole('region').getAttribute('data-index'));

export const AdvancesEvery5sAndWraps: Story = {
  // Storybook finishes a story on real timers: the clock goes at the end of play; the picture
  // duplicates another story's, so no screenshot.
  beforeEach: withClock,
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: '推荐课程' });
    await expect(within(region).getByTestId('wz-carousel-track').style.transitionDuration).toBe(
      '500ms',
    );
    await expect(position(canvasElement)).toBe(0);
    await clock!.tick(4999);
    await expect(position(canvasElement)).toBe(0);
    await clock!.tick(1);
    await expect(position(canvasElement)).toBe(1);
    await clock!.tick(5000 * 3);
    await expect(position(canvasElement)).toBe(4);
    await clock!.tick(5000);
    await expect(position(canvasElement)).toBe(0);
    await expect(args.onIndexChange).toHaveBeenCalledTimes(5);
    // Only the current slide is exposed to assistive technology.
    await expect(within(region).getAllByRole('group', { hidden: false })).toHaveLength(1);
    clock!.uninstall();
  },
};

export const PausesOnHover: Story = {
  // Storybook finishes a story on real timers: the clock goes at the end of play; the picture
  // duplicates another story's, so no screenshot.
  beforeEach: withClock,
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    region.dispatchEvent(
      new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }),
    );
    await clock!.tick(20000);
    await expect(position(canvasElement)).toBe(0);
    region.dispatchEvent(
      new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }),
    );
    await clock!.tick(5000);
    await expect(position(canvasElement)).toBe(1);
    clock!.uninstall();
  },
};

function swipe(el: Element, fromX: number, toX: number) {
  const init = (x: number) => ({
    bubbles: true,
    pointerId: 7,
    pointerType: 'touch',
    isPrimary: true,
    clientX: x,
    clientY: 100,
  });
  el.dispatchEvent(new PointerEvent('pointerdown', init(fromX)));
  el.dispatchEvent(new PointerEvent('pointerup', init(toX)));
}

export const ArrowsDotsAndSwipe: Story = {
  args: { autoplay: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '下一张' }));
    await expect(position(canvasElement)).toBe(1);
    await userEvent.click(c.getByRole('button', { name: '第 4 张' }));
    await expect(position(canvasElement)).toBe(3);
    await userEvent.click(c.getByRole('button', { name: '上一张' }));
    await expect(position(canvasElement)).toBe(2);
    const slide = c.getByRole('group', { name: '3 / 5' });
    // Dispatched events commit in a microtask: wait for the position rather than reading it at once.
    swipe(slide, 300, 200);
    await waitFor(() => expect(position(canvasElement)).toBe(3));
    swipe(c.getByRole('group', { name: '4 / 5' }), 200, 300);
    await waitFor(() => expect(position(canvasElement)).toBe(2));
    // A short drag is not a swipe.
    swipe(c.getByRole('group', { name: '3 / 5' }), 200, 180);
    await new Promise((r) => setTimeout(r, 50));
    await expect(position(canvasElement)).toBe(2);
  },
};

export const SmallSliderThreeAtATime: Story = {
  args: { perView: 3, gap: 12, interval: 3000, height: 120, label: '小图轮播', dots: false },
  // Storybook finishes a story on real timers: the clock goes at the end of play; the picture
  // duplicates another story's, so no screenshot.
  beforeEach: withClock,
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    // Five slides three at a time: positions 0, 1, 2, then back to 0.
    await clock!.tick(3000);
    await expect(position(canvasElement)).toBe(1);
    await clock!.tick(6000);
    await expect(position(canvasElement)).toBe(0);
    clock!.uninstall();
  },
};

export const SingleSlide: Story = {
  args: { children: slides.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: '下一张' })).toBeNull();
  },
};

export const NarrowScreen: Story = {
  args: { autoplay: false, height: 140 },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
