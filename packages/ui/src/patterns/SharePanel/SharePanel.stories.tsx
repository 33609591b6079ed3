import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SharePanel } from './SharePanel';

const pageUrl = 'https://portal.example.com/teacher/videoCoursewareDetail?id=201&type=3';

const meta = {
  title: 'Education/SharePanel',
  component: SharePanel,
  args: {
    url: pageUrl,
    title: '朱自清《背影》精读：细节里的深情',
    summary: '王雅琴老师的语文精品课',
    onShare: fn(),
  },
} satisfies Meta<typeof SharePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

// A click on a share link would open a real tab; stop navigation but keep React's handler.
const stopNavigation = (el: HTMLElement) => el.addEventListener('click', (e) => e.preventDefault());

/** QQ space, QQ and weibo open in a new tab with noopener noreferrer, carrying the encoded page address. */
export const OutsideLinks: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const expected: [string, string][] = [
      ['QQ空间', 'https://sns.qzone.qq.com/'],
      ['QQ好友', 'https://connect.qq.com/'],
      ['新浪微博', 'https://service.weibo.com/'],
    ];
    for (const [name, origin] of expected) {
      const link = c.getByRole('link', { name });
      await expect(link.getAttribute('href')!.startsWith(origin)).toBe(true);
      await expect(link.getAttribute('href')).toContain(encodeURIComponent(pageUrl));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const weibo = c.getByRole('link', { name: '新浪微博' });
    stopNavigation(weibo);
    await userEvent.click(weibo);
    await expect(args.onShare).toHaveBeenCalledWith('weibo');
  },
};

/** Wechat shows a 180×180 QR code of the page in a dialog. */
export const WechatQr: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '微信' }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: '分享到微信' });
    const img = await within(dialog).findByRole(
      'img',
      { name: '分享到微信的二维码' },
      { timeout: 5000 },
    );
    await expect(img).toHaveAttribute('width', '180');
    await expect(img).toHaveAttribute('height', '180');
    await expect(args.onShare).toHaveBeenCalledWith('wechat');
  },
};

/** A page address that is not http(s) is not offered to outside services. */
export const RefusesNonHttpAddress: Story = {
  args: { url: 'javascript:alert(document.cookie)' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('link')).toBeNull();
    await expect(c.getByText('当前页面不支持分享')).toBeVisible();
  },
};

export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
};
