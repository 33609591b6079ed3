import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    message: '对不起，您还没有登录？',
    confirmText: '去登录',
    cancelText: '再看看',
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const LoginRequired: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: '提示' });
    const confirm = within(dialog).getByRole('button', { name: '去登录' });
    await expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: '再看看' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const EscapeCancels: Story = {
  play: async ({ args }) => {
    await body().findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: {
    message: '确定要删除这条备注吗？',
    confirmText: '删除',
    cancelText: '取消',
    danger: true,
  },
};

/** A confirmation over another dialog: Escape and focus belong to the top one. */
export const OverAnotherDialog: Story = {
  render: function Render(args) {
    const [confirmOpen, setConfirmOpen] = useState(false);
    return (
      <>
        <ConfirmDialog
          {...args}
          open
          title="支付"
          message="请使用微信扫码支付"
          confirmText="关闭支付"
          cancelText="继续"
          onConfirm={() => setConfirmOpen(true)}
        />
        <ConfirmDialog
          open={confirmOpen}
          message="确定要关闭支付吗？"
          onConfirm={() => setConfirmOpen(false)}
          onCancel={() => setConfirmOpen(false)}
        />
      </>
    );
  },
  play: async ({ args }) => {
    await userEvent.click(await body().findByRole('button', { name: '关闭支付' }));
    const inner = await body().findByRole('dialog', { name: '提示' });
    await expect(within(inner).getByRole('button', { name: '确定' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: '提示' })).toBeNull());
    // The outer dialog is still open and did not receive the Escape.
    await expect(body().getByRole('dialog', { name: '支付' })).toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(body().getByRole('button', { name: '关闭支付' })).toHaveFocus();
  },
};

export const LongMessage: Story = {
  args: {
    message:
      '您当前有一笔未完成的赠送订单，关闭后订单将在十五分钟后自动取消，已扫码但未支付的款项不会被扣除。确定要关闭吗？',
    confirmText: '确定',
    cancelText: '取消',
  },
};
