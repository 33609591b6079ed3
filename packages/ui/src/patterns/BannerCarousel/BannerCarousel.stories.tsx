import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { installFakeClock, type FakeClock } from '../../internal/fakeClock';
import { storyImage } from '../../internal/storyImage';
import { BannerCarousel, type BannerItem } from './BannerCarousel';

const list: BannerItem[] = [
  {
    id: 1,
    type: '图片',
    coverimg: storyImage('', 960, 400, '#1763d4'),
    title: '温州教育名师风采',
    titleshow: 1,
    titlepos: 'bottom-left',
    titlecolor: '#ffffff',
    titlefont: 28,
    jumplinktype: 1,
    jumplink: 'https://example.com/education/index',
    videoways: 0,
    videourl: '',
  },
  {
    id: 2,
    type: '视频',
    coverimg: storyImage('', 960, 400, '#0f5132'),
    title: '校园宣传片',
    titleshow: 1,
    titlepos: 'center',
    titlecolor: '#ffe58f',
    titlefont: 36,
    jumplinktype: 0,
    jumplink: '',
    videoways: 1,
    videourl: '/media/sample.mp4',
  },
  {
    id: 3,
    type: '视频',
    coverimg: storyImage('', 960, 400, '#6d28d9'),
    title: '名师公开课',
    titleshow: 1,
    titlepos: 'top-right',
    titlecolor: '#ffffff',
    titlefont: 22,
    jumplinktype: 0,
    jumplink: 'https://example.com/video/3',
    videoways: 2,
    videourl: '',
  },
  {
    id: 4,
    type: '图片',
    coverimg: storyImage('', 960, 400, '#9a5b00'),
    title: '不显示的标题',
    titleshow: 0,
    titlepos: 'top-left',
    titlecolor: '#000',
    titlefont: 20,
    jumplinktype: 1,
    jumplink: 'javascript:alert(1)',
    videoways: 0,
    videourl: '',
  },
];

const meta = {
  title: 'Shell/BannerCarousel',
  component: BannerCarousel,
  args: {
    list,
    autoplay: false,
    onBackToTop: fn(),
    onNextModule: fn(),
    onHome: fn(),
    onVideoOpen: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
let clock: FakeClock | undefined;
const withClock = () => {
  clock = installFakeClock();
  return () => clock?.uninstall();
};
const position = (el: HTMLElement) =>
  Number(within(el).getByRole('region').getAttribute('data-index'));

export const Big: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // Title from the item: text, colour and size.
    const title = c.getByText('温州教育名师风采');
    await expect(title.style.color).toBe('rgb(255, 255, 255)');
    // The server's size, capped by the viewport on phones.
    await expect(title.style.fontSize).toBe('min(28px, 7vw)');
    await expect(parseFloat(getComputedStyle(title).fontSize)).toBe(
      Math.min(28, window.innerWidth * 0.07),
    );
    // Image with jumplinktype 1 and an http(s) link: a new tab without opener or referrer.
    const link = c.getByRole('link', { name: '温州教育名师风采（新窗口打开）' });
    await expect(link).toHaveAttribute('href', 'https://example.com/education/index');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The 0.5 s slide (computed style is 0 s here: the test browser prefers reduced motion).
    await expect(c.getByTestId('wz-carousel-track').style.transitionDuration).toBe('500ms');
  },
};

export const BigAdvancesEvery5s: Story = {
  args: { autoplay: true },
  // Storybook finishes a story on real timers: the clock goes at the end of play; the picture
  // duplicates another story's, so no screenshot.
  beforeEach: withClock,
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await clock!.tick(4999);
    await expect(position(canvasElement)).toBe(0);
    await clock!.tick(1);
    await expect(position(canvasElement)).toBe(1);
    await clock!.tick(15000);
    await expect(position(canvasElement)).toBe(0);
    clock!.uninstall();
  },
};

export const VideoInDialog: Story = {
  args: { list: [list[1]!, list[0]!] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: '播放视频：校园宣传片' }),
    );
    const dialog = await body().findByRole('dialog', { name: '校园宣传片' });
    await expect(args.onVideoOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    // 50% of the overlay's width, a 400 px high player.
    await expect(dialog.style.maxWidth).toBe('50%');
    const video = dialog.querySelector('video')!;
    await expect(video.getBoundingClientRect().height).toBe(400);
    await expect(video).toHaveAttribute('src', '/media/sample.mp4');
    video.pause();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
  tags: ['no-screenshot'],
};

export const VideoInNewTabAndUnsafeLinks: Story = {
  args: { list: [list[2]!, list[3]!] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const video = c.getByRole('link', { name: '观看视频：名师公开课（新窗口打开）' });
    await expect(video).toHaveAttribute('href', 'https://example.com/video/3');
    await expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    // A javascript: link is never made clickable; titleshow 0 hides the title.
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
    await expect(c.queryByText('不显示的标题')).toBeNull();
  },
};

export const Controls: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '返回顶部' }));
    await userEvent.click(c.getByRole('button', { name: '下一模块' }));
    await userEvent.click(c.getByRole('button', { name: '首页' }));
    await expect(args.onBackToTop).toHaveBeenCalledTimes(1);
    await expect(args.onNextModule).toHaveBeenCalledTimes(1);
    await expect(args.onHome).toHaveBeenCalledTimes(1);
    await userEvent.click(c.getByRole('button', { name: '下一张' }));
    await expect(position(canvasElement)).toBe(1);
    await userEvent.click(c.getByRole('button', { name: '上一张' }));
    await userEvent.click(c.getByRole('button', { name: '上一张' }));
    await expect(position(canvasElement)).toBe(3);
  },
};

const smallColours = ['#1763d4', '#157a3c', '#9a5b00', '#6d28d9', '#c62828'];
/** Five small-slider banners; the first is a video that plays in the page, titled under its play button. */
const smallList = (titleshow: number): BannerItem[] =>
  ['少儿英语', '数学思维', '书法美术', '钢琴声乐', '编程机器人'].map((t, i) => ({
    id: i + 1,
    type: i === 0 ? '视频' : '图片',
    coverimg: storyImage('', 300, 140, smallColours[i]),
    title: `${t}课程`,
    titleshow,
    titlepos: i === 0 ? 'bottom-center' : 'bottom-left',
    titlefont: 24,
    jumplinktype: 0,
    videoways: i === 0 ? 1 : 0,
    videourl: i === 0 ? '/media/sample.mp4' : '',
  }));

export const SmallSliderEvery3sWraps: Story = {
  args: { autoplay: true, variant: 'small', list: smallList(0) },
  // Storybook finishes a story on real timers: the clock goes at the end of play; the picture
  // duplicates another story's, so no screenshot.
  beforeEach: withClock,
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: '返回顶部' })).toBeNull();
    await clock!.tick(2999);
    await expect(position(canvasElement)).toBe(0);
    await clock!.tick(1);
    await expect(position(canvasElement)).toBe(1);
    await clock!.tick(3000);
    await expect(position(canvasElement)).toBe(2);
    // Five pictures three at a time: after the last position it wraps to the first.
    await clock!.tick(3000);
    await expect(position(canvasElement)).toBe(0);
    clock!.uninstall();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: '广告横幅加载中' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { list: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const NarrowScreen: Story = {
  args: { height: 180 },
  decorators: [
    (Story) => (
      <div style={{ width: 340 }}>
        <Story />
      </div>
    ),
  ],
};

/** Lines the text of `el` takes (one client rect per line box). */
function lineCount(el: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(el);
  return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
}

export const SmallSliderOnePerViewOnPhone: Story = {
  args: { variant: 'small', list: smallList(1) },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    const region = c.getByRole('region', { name: '广告横幅' });
    const slides = () =>
      Array.from(region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
    // One slide per view: it fills the slider; the others are hidden from the reader and off screen.
    const shown = slides().filter((el) => !el.hasAttribute('aria-hidden'));
    await expect(shown).toHaveLength(1);
    const box = region.getBoundingClientRect();
    await expect(Math.abs(shown[0]!.getBoundingClientRect().width - box.width)).toBeLessThan(1);
    await expect(slides()[1]!.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.right - 1);
    // The title under the play button keeps to one line.
    await expect(c.getByRole('button', { name: '播放视频：少儿英语课程' })).toBeVisible();
    await expect(lineCount(c.getByText('少儿英语课程'))).toBe(1);
    // Every banner is reachable one at a time: back from the first goes to the fifth.
    await userEvent.click(c.getByRole('button', { name: '上一张' }));
    await expect(position(canvasElement)).toBe(4);
    await expect(lineCount(c.getByText('编程机器人课程'))).toBe(1);
    await userEvent.click(c.getByRole('button', { name: '下一张' }));
    await expect(position(canvasElement)).toBe(0);
  },
};
