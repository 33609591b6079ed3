import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { toast } from './Toast';

function ToastDemo({
  preset = [],
}: {
  preset?: Array<[keyof Omit<typeof toast, 'dismiss'>, string]>;
}) {
  useEffect(() => {
    const ids = preset.map(([type, msg]) => toast[type](msg, { duration: 0 }));
    return () => ids.forEach((id) => toast.dismiss(id));
  }, [preset]);
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button variant="secondary" onClick={() => toast.success('复制成功')}>
        成功
      </Button>
      <Button variant="secondary" onClick={() => toast.warning('请先输入搜索内容！')}>
        警告
      </Button>
      <Button variant="secondary" onClick={() => toast.error('登陆状态已失效，请重新登录')}>
        错误
      </Button>
      <Button variant="secondary" onClick={() => toast.info('该功能暂未开放')}>
        提示
      </Button>
    </div>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastDemo,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => () => toast.dismiss(),
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const AllTypes: Story = {
  args: { preset: [['error', '登陆状态已失效，请重新登录']] },
  play: async () => {
    await expect(await body().findByRole('alert')).toHaveTextContent('登陆状态已失效，请重新登录');
  },
};

/** A new message replaces the one shown: a stale error never stays beside a success. */
export const OneAtATime: Story = {
  // the messages come and go with the clicks: a screenshot would catch any of them
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '错误' }));
    await expect(await body().findByRole('alert')).toHaveTextContent('登陆状态已失效，请重新登录');
    await userEvent.click(canvas.getByRole('button', { name: '成功' }));
    await expect(await body().findByText('复制成功')).toBeVisible();
    await expect(body().queryByRole('alert')).toBeNull();
    await expect(body().queryByText('登陆状态已失效，请重新登录')).toBeNull();
  },
};

export const ShowsAndExpires: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '警告' }));
    const status = body().getByRole('status');
    await expect(await within(status).findByText('请先输入搜索内容！')).toBeVisible();
    // Default duration is 3 s; wait it out rather than faking timers around React's scheduler.
    await waitFor(() => expect(within(status).queryByText('请先输入搜索内容！')).toBeNull(), {
      timeout: 4000,
    });
  },
};

export const LongChineseMessage: Story = {
  args: {
    preset: [
      [
        'info',
        '您的课程订单已提交成功，请在十五分钟内完成支付，超时订单将自动关闭，如有疑问请联系客服热线。',
      ],
    ],
  },
};
