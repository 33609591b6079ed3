import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toast } from '../../primitives/Toast/Toast';
import { SearchBar } from './SearchBar';

const meta = {
  title: 'Shell/SearchBar',
  component: SearchBar,
  args: { onSearch: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: '80px 16px 16px' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => () => toast.dismiss(),
} satisfies Meta<typeof SearchBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Searches: Story = {
  // a page with two search boxes names each landmark
  args: { label: '站内搜索' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('search', { name: '站内搜索' })).toBeVisible();
    await userEvent.type(c.getByRole('searchbox', { name: '搜索内容' }), '  少儿英语  ');
    await userEvent.click(c.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith('少儿英语');
  },
};

export const RefusesEmptyKeywordWithToast: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('searchbox'), '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(await within(document.body).findByText('请先输入搜索内容！')).toBeVisible();
  },
};

export const RefusesEmptyKeywordWithCallback: Story = {
  args: { onEmpty: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '搜索' }));
    await expect(args.onEmpty).toHaveBeenCalledWith('请先输入搜索内容！');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** With an action the form works without JavaScript; with it, a keyword typed before hydration (set on the element, React unaware) is the one searched. */
export const WithAction: Story = {
  args: { action: '/search' },
  play: async ({ canvasElement, args }) => {
    const form = canvasElement.querySelector('form')!;
    await expect(form.getAttribute('action')).toBe('/search');
    await expect(form.getAttribute('method')).toBe('get');
    const box = within(canvasElement).getByRole<HTMLInputElement>('searchbox');
    box.value = '钢琴老师';
    await userEvent.click(within(canvasElement).getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith('钢琴老师');
  },
};

export const NarrowScreen: Story = {
  args: { defaultValue: '南京市鼓楼区少儿英语培训机构推荐' },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};

/** With suggestions the box is a combobox: ↓ chooses a word, Enter searches it; Esc closes the list. */
export const Suggests: Story = {
  args: { label: '站内搜索', suggestions: ['九成新 华为 Mate 40 Pro', '华为 Mate 60 Pro 智能手机'], maxLength: 50 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const box = c.getByRole('combobox', { name: '搜索内容' });
    await expect(box).toHaveAttribute('maxlength', '50');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, '华为');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = c.getAllByRole('option');
    await expect(options).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('华为 Mate 60 Pro 智能手机');
    await userEvent.type(box, ' x');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};
