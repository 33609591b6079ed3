import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaymentQr, tradeStateText, TRADE_STATE_TEXT } from './PaymentQr';

const meta = {
  title: 'Education/PaymentQr',
  component: PaymentQr,
  args: {
    open: true,
    codeUrl: 'http://127.0.0.1:8787/pay/sim/WZ202405201314520001',
    orderNumber: 'WZ202405201314520001',
    amount: '15.60',
    tradeState: 'NOTPAY',
    onClose: fn(),
  },
} satisfies Meta<typeof PaymentQr>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const status = async () => {
  const dialog = await body().findByRole('dialog', { name: '微信扫码支付' });
  // The encoder loads lazily; wait for the code so every story settles on the same picture.
  await within(dialog).findByRole('img', { name: '支付二维码' }, { timeout: 5000 });
  return within(dialog).getByRole('status', { name: '' });
};

/** The QR is 200×200, high error correction, drawn by the lazily loaded encoder. */
export const ShowsTheQrCode: Story = {
  play: async () => {
    const img = await body().findByRole('img', { name: '支付二维码' }, { timeout: 5000 });
    await expect(img).toHaveAttribute('width', '200');
    await expect(img).toHaveAttribute('height', '200');
    await expect(img).toHaveAttribute('data-qr-level', 'H');
    await expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(body().getByText('¥15.60')).toBeVisible();
  },
};

export const NotPaid: Story = {
  play: async () => {
    await expect(await status()).toHaveTextContent('订单未支付');
  },
};

export const Success: Story = {
  args: { tradeState: 'SUCCESS' },
  play: async () => {
    await expect(await status()).toHaveTextContent('支付已完成');
  },
};

export const Refund: Story = {
  args: { tradeState: 'REFUND' },
  play: async () => {
    await expect(await status()).toHaveTextContent('订单已转入退款');
  },
};

export const Closed: Story = {
  args: { tradeState: 'CLOSED' },
  play: async () => {
    await expect(await status()).toHaveTextContent('订单已关闭');
  },
};

export const PayError: Story = {
  args: { tradeState: 'PAYERROR' },
  play: async () => {
    await expect(await status()).toHaveTextContent('支付失败，请稍后重试');
  },
};

export const UnknownState: Story = {
  args: { tradeState: 'USERPAYING' },
  play: async () => {
    await expect(await status()).toHaveTextContent('未知支付状态');
  },
};

/** Every trade state has the spec's text, anything else is 未知支付状态. */
export const EveryTradeStateText: Story = {
  play: async () => {
    await expect(TRADE_STATE_TEXT).toEqual({
      SUCCESS: '支付已完成',
      REFUND: '订单已转入退款',
      NOTPAY: '订单未支付',
      CLOSED: '订单已关闭',
      PAYERROR: '支付失败，请稍后重试',
    });
    await expect(tradeStateText('')).toBe('未知支付状态');
    await expect(tradeStateText('toString')).toBe('未知支付状态');
  },
};

export const StatusLookupFailed: Story = {
  args: { statusError: '获取支付状态失败' },
  play: async () => {
    await expect(await status()).toHaveTextContent('获取支付状态失败');
  },
};

/** Escape and a click on the backdrop leave the dialog open and call nothing. */
export const NotClosableByEscapeOrOverlay: Story = {
  play: async ({ args }) => {
    await status();
    const dialog = await body().findByRole('dialog', { name: '微信扫码支付' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(body().getByTestId('wz-dialog-overlay'));
    await expect(body().getByRole('dialog', { name: '微信扫码支付' })).toBeInTheDocument();
    await expect(body().queryByRole('dialog', { name: '关闭支付' })).toBeNull();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The × asks first: 继续支付 keeps paying, 确定关闭 calls onClose once. */
export const ClosingAsksForConfirmation: Story = {
  play: async ({ args }) => {
    await status();
    const dialog = await body().findByRole('dialog', { name: '微信扫码支付' });
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    const confirm = await body().findByRole('dialog', { name: '关闭支付' });
    await expect(confirm).toHaveTextContent('关闭后将停止查询支付结果');
    await userEvent.click(within(confirm).getByRole('button', { name: '继续支付' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: '关闭支付' })).toBeNull());
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    const again = await body().findByRole('dialog', { name: '关闭支付' });
    await userEvent.click(within(again).getByRole('button', { name: '确定关闭' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const LongOrderNumberNarrow: Story = {
  args: {
    orderNumber: 'WZ2024052013145200019876543210ABCDEFGHIJ',
    amount: '1288.00',
    title: '微信扫码支付',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async () => {
    await expect(await status()).toHaveTextContent('订单未支付');
  },
};

/**
 * An order a phone can pay in its app: below 768 px the links replace the QR (this 960 px canvas shows
 * the QR); the deadline counts down every second, so no screenshot.
 */
export const PayInTheAppWithADeadline: Story = {
  tags: ['no-screenshot'],
  args: {
    appLinks: [
      { label: '微信支付', href: '#wechat' },
      { label: '支付宝支付', href: '#alipay' },
    ],
    expiresAt: Date.now() + 14 * 60_000 + 59_500,
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: '微信扫码支付' });
    await expect(within(dialog).getByTestId('pay-deadline')).toHaveTextContent(/^请在 14:5\d 内完成支付$/);
    await expect(within(dialog).getByText('微信支付', { selector: 'a' })).toHaveAttribute('href', '#wechat');
    await expect(within(dialog).getByText('支付宝支付', { selector: 'a' })).toHaveAttribute('href', '#alipay');
  },
};
