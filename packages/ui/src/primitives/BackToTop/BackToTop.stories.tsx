import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BackToTop } from './BackToTop';

/** A scrolling box stands in for the page so the story doesn't scroll the test runner's window. */
function ScrollingPage({ threshold }: { threshold?: number }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setBox}
      data-testid="page"
      tabIndex={0}
      aria-label="页面内容"
      style={{ height: 300, overflowY: 'auto', background: '#fff', borderRadius: 10 }}
    >
      <div style={{ height: 3000, padding: 16 }}>
        向下滚动超过 1000 像素后，右下角出现返回顶部按钮。
      </div>
      <BackToTop target={box} threshold={threshold} />
    </div>
  );
}

const meta = {
  title: 'Primitives/BackToTop',
  component: ScrollingPage,
} satisfies Meta<typeof ScrollingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AppearsAfter1000px: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const page = c.getByTestId('page');
    await expect(c.queryByRole('button', { name: '返回顶部' })).toBeNull();
    page.scrollTop = 999;
    page.dispatchEvent(new Event('scroll'));
    await expect(c.queryByRole('button', { name: '返回顶部' })).toBeNull();
    page.scrollTop = 1001;
    page.dispatchEvent(new Event('scroll'));
    const btn = await c.findByRole('button', { name: '返回顶部' });
    await userEvent.click(btn);
    await waitFor(() => expect(page.scrollTop).toBe(0));
    await waitFor(() => expect(c.queryByRole('button', { name: '返回顶部' })).toBeNull());
  },
};
