import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toast } from '../Toast/Toast';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Primitives/CopyButton',
  component: CopyButton,
  args: { text: 'https://www.example.edu.cn', onCopied: fn(), onError: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 80 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => () => toast.dismiss(),
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Replaces the clipboard for the story and puts the real one back afterwards. */
function stubClipboard(writeText: (t: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  const originalExec = document.execCommand;
  document.execCommand = () => false;
  return () => {
    delete (navigator as unknown as Record<string, unknown>).clipboard;
    if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
    document.execCommand = originalExec;
  };
}

const copied: string[] = [];

export const CopySucceeds: Story = {
  beforeEach: () => {
    copied.length = 0;
    return stubClipboard(async (t) => {
      copied.push(t);
    });
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '复制' }));
    await expect(await body().findByText('复制成功')).toBeInTheDocument();
    await expect(copied).toEqual(['https://www.example.edu.cn']);
    await expect(args.onCopied).toHaveBeenCalledWith('https://www.example.edu.cn');
  },
};

export const CopyFails: Story = {
  beforeEach: () =>
    stubClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    }),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '复制' }));
    await expect(await body().findByRole('alert')).toHaveTextContent('复制失败');
    await expect(args.onError).toHaveBeenCalled();
  },
};

export const CustomLabel: Story = { args: { children: '复制网址', variant: 'secondary' } };
