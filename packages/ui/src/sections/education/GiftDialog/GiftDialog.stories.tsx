import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatPrice, giftTotal, toCents } from '../../../internal/money';
import { svgImage } from '../../../internal/storyImage';
import { sampleGifts } from '../sampleData';
import { GiftDialog, type GiftOrder } from './GiftDialog';

const meta = {
  title: 'Education/GiftDialog',
  component: GiftDialog,
  args: {
    open: true,
    gifts: sampleGifts,
    teacherName: '王雅琴',
    onConfirm: fn(),
    onClose: fn(),
    onShowAgreement: fn(),
  },
} satisfies Meta<typeof GiftDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const confirmButton = () => body().getByRole('button', { name: '确认赠送' });

/** Given the gift list / the first gift is preselected / confirm waits for the agreement. */
export const FirstGiftPreselectedAndAgreementRequired: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: '赠送礼物给王雅琴老师' });
    await expect(within(dialog).getByRole('radio', { name: /鲜花/ })).toBeChecked();
    await expect(within(dialog).getByTestId('gift-total')).toHaveTextContent('¥1.00');
    await expect(confirmButton()).toBeDisabled();
    await expect(within(dialog).getByText('请先阅读并同意赠送协议')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: '我已阅读并同意' }));
    await expect(confirmButton()).toBeEnabled();
    await expect(within(dialog).queryByText('请先阅读并同意赠送协议')).toBeNull();

    await userEvent.click(confirmButton());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith({
      gift: sampleGifts[0],
      number: 1,
      total: '1.00',
    });
  },
};

/** Quantity starts at 1, never goes below 1, has no upper bound, and the input is read-only. */
export const QuantityBounds: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: '数量' });
    const minus = within(dialog).getByRole('button', { name: '减少数量' });
    const plus = within(dialog).getByRole('button', { name: '增加数量' });
    await expect(input).toHaveValue('1');
    await expect(input).toHaveAttribute('readonly');
    await expect(minus).toBeDisabled();
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('1');
    for (let i = 0; i < 11; i += 1) await userEvent.click(plus);
    await expect(input).toHaveValue('12');
    await userEvent.click(minus);
    await expect(input).toHaveValue('11');
    await userEvent.click(within(dialog).getByRole('radio', { name: /爱心/ }));
    // 5.20 × 11 = 57.20, exact in cents.
    await expect(within(dialog).getByTestId('gift-total')).toHaveTextContent('¥57.20');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.click(confirmButton());
    await expect(args.onConfirm).toHaveBeenCalledWith({
      gift: sampleGifts[1],
      number: 11,
      total: '57.20',
    });
  },
};

/** 0.10 × 3 is 0.30, not 0.30000000000000004. */
export const TotalWithoutFloatError: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: /棒棒糖/ }));
    const plus = within(dialog).getByRole('button', { name: '增加数量' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(within(dialog).getByTestId('gift-total')).toHaveTextContent('¥0.30');
  },
};

/** With no gift to choose, confirm says 请选择礼物 and sends nothing. */
export const RequiresAGift: Story = {
  args: { gifts: [] },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.click(confirmButton());
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('请选择礼物');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

function SubmittingHost(props: ComponentProps<typeof GiftDialog>) {
  const [submitting, setSubmitting] = useState(false);
  return (
    <GiftDialog
      {...props}
      submitting={submitting}
      onConfirm={(order: GiftOrder) => {
        setSubmitting(true);
        props.onConfirm(order);
      }}
    />
  );
}

/** A double click on confirm sends one order: `submitting` blocks the second click. */
export const DoubleClickSendsOnce: Story = {
  render: (args) => <SubmittingHost {...args} />,
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.dblClick(confirmButton());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirmButton()).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Even without a `submitting` prop, a double click sends once until the dialog reopens. */
export const DoubleClickWithoutSubmittingProp: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '我已阅读并同意' }));
    await userEvent.dblClick(confirmButton());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Money is computed in integer cents: prices as the API sends them, totals to 2 decimals. */
export const PriceArithmetic: Story = {
  play: async () => {
    await expect(toCents('12.50')).toBe(1250);
    await expect(toCents('12.5')).toBe(1250);
    await expect(toCents('20')).toBe(2000);
    await expect(toCents(0.1)).toBe(10);
    await expect(Number.isNaN(toCents('abc'))).toBe(true);
    await expect(formatPrice('9.9')).toBe('9.90');
    await expect(formatPrice(null)).toBe('');
    await expect(giftTotal('0.10', 3)).toBe('0.30');
    await expect(giftTotal('19.99', 7)).toBe('139.93');
    await expect(giftTotal('1.00', 1000000)).toBe('1000000.00');
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const LoadingGifts: Story = {
  args: { gifts: [], loading: true },
  play: async () => {
    await expect(await body().findByRole('status', { name: '礼物加载中' })).toBeInTheDocument();
  },
};

export const GiftListError: Story = {
  args: { gifts: [], error: '获取礼物列表失败，请稍后重试', onRetry: fn() },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '获取礼物列表失败，请稍后重试',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongChineseText: Story = {
  args: {
    teacherName: '欧阳慕容诸葛明月',
    gifts: [
      {
        id: 9,
        flowername: '满天星与向日葵混合花束（限定款）',
        flowerpic: svgImage('花束', '#fde2e4', '#9b1c31', 96, 96),
        price: '128.80',
      },
      ...sampleGifts,
    ],
  },
};

export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
