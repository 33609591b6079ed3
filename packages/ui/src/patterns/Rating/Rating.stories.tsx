import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Rating } from './Rating';

const meta = {
  title: 'Primitives/Rating',
  component: Rating,
  args: { value: 0 },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PickALevel: Story = {
  args: { onChange: fn() },
  render: function Render(args) {
    const [v, setV] = useState(args.value);
    return (
      <Rating
        {...args}
        value={v}
        onChange={(n) => {
          args.onChange?.(n);
          setV(n);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const expected = ['极差', '较差', '还行', '推荐', '力荐'];
    for (let n = 1; n <= 5; n++) {
      await userEvent.click(c.getByRole('radio', { name: `${n} 星 ${expected[n - 1]}` }));
      await expect(args.onChange).toHaveBeenLastCalledWith(n);
      await userEvent.unhover(c.getByRole('radiogroup'));
      await expect(c.getByText(expected[n - 1]!)).toBeVisible();
    }
    await userEvent.keyboard('{ArrowLeft}');
    await expect(c.getByRole('radio', { name: '4 星 推荐' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(c.getByText('推荐')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { value: 4 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: '评级：4 星 推荐' })).toBeInTheDocument();
    await expect(c.queryByRole('radio')).toBeNull();
  },
};

export const AllLevels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[0, 1, 2, 3, 4, 5].map((v) => (
        <Rating key={v} value={v} />
      ))}
    </div>
  ),
};
