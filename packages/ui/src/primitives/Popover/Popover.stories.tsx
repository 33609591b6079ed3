import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { storyImage } from '../../internal/storyImage';
import { Popover } from './Popover';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: {
    title: '办学许可证',
    content: (
      <img
        src={storyImage('许可证', 240, 160)}
        alt="办学许可证照片"
        width={240}
        height={160}
        style={{ display: 'block' }}
      />
    ),
    children: <Button variant="secondary">查看证书</Button>,
  },
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 280, paddingTop: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const ClickToggle: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '查看证书' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const panel = await body().findByRole('dialog', { name: '办学许可证' });
    await waitFor(() => expect(panel).toBeVisible());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const HoverQr: Story = {
  args: {
    trigger: 'hover',
    title: '微信公众号',
    content: (
      <img
        src={storyImage('二维码', 120, 120, '#333')}
        alt="公众号二维码"
        width={120}
        height={120}
      />
    ),
    children: <Button variant="link">公众号</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: '公众号' }));
    await expect(await body().findByRole('img', { name: '公众号二维码' })).toBeInTheDocument();
  },
};

export const OpenByDefaultWide: Story = {
  args: {
    open: true,
    width: 600,
    title: '全部分类',
    content: (
      <p style={{ margin: 0 }}>
        语言培训 · 学历教育 · 职业技能 · 兴趣特长 · 少儿教育 · 考研考公 · 留学服务 · 驾驶培训
      </p>
    ),
  },
};

/** A popover opened from inside a dialog: its buttons take focus and Escape closes only the popover. */
export const InsideDialog: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Dialog open title="机构信息" onClose={() => {}}>
      <Popover {...args} title="官方网站" content={<Button size="sm">复制网址</Button>}>
        <Button variant="secondary">查看网址</Button>
      </Popover>
    </Dialog>
  ),
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: '查看网址' }));
    const copy = await body().findByRole('button', { name: '复制网址' });
    await userEvent.click(copy);
    await expect(copy).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: '官方网站' })).toBeNull());
    await expect(body().getByRole('dialog', { name: '机构信息' })).toBeInTheDocument();
  },
};
