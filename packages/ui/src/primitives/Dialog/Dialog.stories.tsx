import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, type DialogProps } from './Dialog';

/** Dialog with its opener, as a page would use it. */
function DialogDemo(props: Partial<DialogProps> & { initiallyOpen?: boolean }) {
  const { initiallyOpen = true, onClose, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开对话框</Button>
      <Dialog
        title="提示"
        {...rest}
        open={open}
        onClose={(reason) => {
          onClose?.(reason);
          setOpen(false);
        }}
        footer={
          rest.footer ?? (
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                取消
              </Button>
              <Button onClick={() => setOpen(false)}>确定</Button>
            </>
          )
        }
      >
        {rest.children ?? <p style={{ margin: 0 }}>对不起，您还没有登录？</p>}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: DialogDemo,
  args: { onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Open: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: '提示' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog).getByText('对不起，您还没有登录？')).toBeVisible();
  },
};

export const ClosesOnEscapeAndOverlay: Story = {
  args: { initiallyOpen: false },
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: '打开对话框' });
    await userEvent.click(opener);
    await body().findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenLastCalledWith('escape');
    // Focus goes back to the opener.
    await expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(await body().findByTestId('wz-dialog-overlay'));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenLastCalledWith('overlay');
  },
};

export const NotClosableByEscapeOrOverlay: Story = {
  args: { closeOnEscape: false, closeOnOverlay: false, title: '支付' },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: '支付' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(body().getByTestId('wz-dialog-overlay'));
    await expect(dialog).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    // The × button still closes it.
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledWith('close-button');
  },
};

export const FocusTrapped: Story = {
  args: { initiallyOpen: false },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: '打开对话框' });
    await userEvent.click(opener);
    const dialog = await body().findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: '关闭' });
    const cancel = within(dialog).getByRole('button', { name: '取消' });
    const ok = within(dialog).getByRole('button', { name: '确定' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(ok).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(ok).toHaveFocus();
    await userEvent.click(ok);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const LongChineseContent: Story = {
  args: {
    title: '赠送协议',
    children: (
      <div>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i}>
            第{i + 1}
            条：用户在平台赠送礼物前应仔细阅读本协议的全部内容，赠送成功后款项将转入教师账户，除法律法规另有规定外不予退还。
          </p>
        ))}
      </div>
    ),
  },
};
