import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager } from './Pager';

const meta = {
  title: 'Primitives/Pager',
  component: Pager,
  args: { total: 95, page: 1, onChange: fn() },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    // 95 records at 10 per page = 10 pages.
    await expect(c.getByRole('button', { name: '第 10 页' })).toBeInTheDocument();
    await expect(c.queryByRole('button', { name: '第 11 页' })).toBeNull();
    await expect(c.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(c.getByRole('button', { name: '第 1 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(c.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
  },
};

export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(5);
    return (
      <Pager
        {...args}
        page={page}
        onChange={(p) => {
          args.onChange(p);
          setPage(p);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '第 5 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(c.getByRole('button', { name: '上一页' }));
    await expect(c.getByRole('button', { name: '第 4 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(c.getByRole('button', { name: '第 10 页' }));
    await expect(c.getByRole('button', { name: '下一页' })).toBeDisabled();
  },
};

export const SinglePageHidden: Story = {
  args: { total: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const NarrowScreen: Story = {
  args: { total: 500, page: 25 },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
