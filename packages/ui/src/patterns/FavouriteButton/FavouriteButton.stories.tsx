import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FavouriteButton } from './FavouriteButton';

const meta = {
  title: 'Patterns/FavouriteButton',
  component: FavouriteButton,
  args: { pressed: false, onToggle: fn() },
} satisfies Meta<typeof FavouriteButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not saved, saved, busy, with a count, and the icon-only button used on pictures. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <FavouriteButton {...args} />
      <FavouriteButton {...args} pressed />
      <FavouriteButton {...args} pending />
      <FavouriteButton {...args} pressed count={128} />
      <FavouriteButton {...args} variant="icon" />
      <FavouriteButton {...args} variant="icon" pressed />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', { name: /^收藏/ });
    await expect(buttons).toHaveLength(6);
    await expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
      'true',
      'false',
      'true',
    ]);
    await expect(buttons[2]).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * A click asks for the other state; while the call runs the button is busy and further clicks are
 * ignored; the page's answer flips aria-pressed (the name stays 收藏).
 */
export const TogglesThroughTheCall: Story = {
  render: function Render(args) {
    const [pressed, setPressed] = useState(false);
    const [pending, setPending] = useState(false);
    return (
      <FavouriteButton
        pressed={pressed}
        pending={pending}
        count={pressed ? 13 : 12}
        onToggle={(next) => {
          args.onToggle(next);
          setPending(true);
          setTimeout(() => {
            setPressed(next);
            setPending(false);
          }, 600);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '收藏 12' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(args.onToggle).toHaveBeenCalledWith(true);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'), { timeout: 3000 });
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(button).toHaveAccessibleName('收藏 13');

    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'), { timeout: 3000 });
  },
};
