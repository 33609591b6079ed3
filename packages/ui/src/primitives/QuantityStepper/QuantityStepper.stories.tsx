import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper';

const meta = {
  title: 'Primitives/QuantityStepper',
  component: QuantityStepper,
  args: { value: 1, onChange: fn() },
  render: function Render(args) {
    const [v, setV] = useState(args.value);
    return (
      <QuantityStepper
        {...args}
        value={v}
        onChange={(n) => {
          args.onChange(n);
          setV(n);
        }}
      />
    );
  },
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bounds: Story = {
  args: { max: 3 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const input = c.getByRole('textbox', { name: '数量' });
    const minus = c.getByRole('button', { name: '减少数量' });
    const plus = c.getByRole('button', { name: '增加数量' });
    await expect(input).toHaveValue('1');
    await expect(input).toHaveAttribute('readonly');
    // Typing does nothing: the input is read-only.
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('1');
    await expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(input).toHaveValue('3');
    await expect(plus).toBeDisabled();
    await userEvent.click(minus);
    await userEvent.click(minus);
    await expect(input).toHaveValue('1');
    await expect(args.onChange.mock.calls.map((c) => c[0])).toEqual([2, 3, 2, 1]);
  },
};

export const ClampsBadInput: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    // A value below the minimum from outside is shown as the minimum.
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('1');
  },
};

export const Disabled: Story = { args: { value: 2, disabled: true } };
