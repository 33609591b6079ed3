import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { svgImage } from '../../../internal/storyImage';
import { sampleVideo } from './sampleVideo';
import { VideoPlayer } from './VideoPlayer';

const meta = {
  title: 'Education/VideoPlayer',
  component: VideoPlayer,
  args: {
    src: sampleVideo,
    poster: svgImage('朱自清《背影》精读', '#1f3b6e', '#ffffff', 640, 360),
    title: '朱自清《背影》精读：细节里的深情',
    onPlayingChange: fn(),
    onDownload: fn(),
    onDownloadError: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const seek = c.getByRole('slider', { name: '播放进度' });
    // The 2-second clip's metadata arrives: the seek bar spans it.
    await waitFor(() => expect(Number(seek.getAttribute('max'))).toBeGreaterThan(1.5));
    await expect(c.getByRole('button', { name: '播放' })).toBeEnabled();
  },
};

/** The playing flag follows the element's play, pause and ended events. */
export const PlayingFlagFollowsEvents: Story = {
  // A playing video has no stable picture.
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const player = c.getByRole('group', { name: /^视频：/ });
    const video = canvasElement.querySelector('video')!;
    await expect(player).toHaveAttribute('data-playing', 'false');

    fireEvent.play(video);
    await waitFor(() => expect(player).toHaveAttribute('data-playing', 'true'));
    await expect(c.getByRole('button', { name: '暂停' })).toBeVisible();
    fireEvent.pause(video);
    await waitFor(() => expect(player).toHaveAttribute('data-playing', 'false'));
    fireEvent.play(video);
    fireEvent.ended(video);
    await waitFor(() => expect(player).toHaveAttribute('data-playing', 'false'));
    await expect(args.onPlayingChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onPlayingChange).toHaveBeenNthCalledWith(2, false);
    await expect(args.onPlayingChange).toHaveBeenLastCalledWith(false);
  },
};

/** Play and pause drive the real element; seeking moves currentTime. */
export const PlayPauseAndSeek: Story = {
  // A playing video has no stable picture.
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const video = canvasElement.querySelector('video')!;
    const seek = c.getByRole('slider', { name: '播放进度' });
    await waitFor(() => expect(Number(seek.getAttribute('max'))).toBeGreaterThan(1.5));
    video.muted = true;
    await userEvent.click(c.getByRole('button', { name: '播放' }));
    await waitFor(() => expect(video.paused).toBe(false));
    await userEvent.click(c.getByRole('button', { name: '暂停' }));
    await waitFor(() => expect(video.paused).toBe(true));
    fireEvent.change(seek, { target: { value: '1' } });
    await waitFor(() => expect(video.currentTime).toBeCloseTo(1, 0));
  },
};

export const DownloadPassesTheAddress: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '下载' }));
    await expect(args.onDownload).toHaveBeenCalledWith(sampleVideo);
  },
};

/** No address: the player says 视频地址不存在, play is off, and download reports the same text. */
export const MissingAddress: Story = {
  args: { src: null },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('视频地址不存在')).toBeVisible();
    await expect(c.getByRole('button', { name: '播放' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: '下载' }));
    await expect(args.onDownloadError).toHaveBeenCalledWith('视频地址不存在');
    await expect(args.onDownload).not.toHaveBeenCalled();
    await expect(c.getByRole('alert')).toHaveTextContent('视频地址不存在');
  },
};

export const Loading: Story = { args: { loading: true } };

export const LoadError: Story = { args: { error: '请先登录' } };

export const LongTitleNarrow: Story = {
  args: { title: '这是一个特别长的视频标题用于检查在狭窄屏幕上控制栏的换行效果是否正常' },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
