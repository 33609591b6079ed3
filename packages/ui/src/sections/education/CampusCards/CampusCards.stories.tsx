import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { waitForLazyImages } from '../storyWait';
import { longText } from '../../../internal/storyImage';
import { sampleCampus } from '../sampleData';
import { CampusCards } from './CampusCards';

const meta = {
  title: 'Education/CampusCards',
  component: CampusCards,
  args: { items: sampleCampus, title: '校园风采', onSelect: fn(), onMore: fn() },
  play: async ({ canvasElement }) => {
    await waitForLazyImages(canvasElement);
  },
} satisfies Meta<typeof CampusCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Picture, title, time and a plain-text excerpt of the HTML content. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(await waitForLazyImages(canvasElement)).toBe(3);
    const c = within(canvasElement);
    const card = c.getByRole('button', { name: /春季运动会圆满落幕/ });
    await expect(card).toHaveTextContent('2024-04-22 16:00:00');
    await expect(card).toHaveTextContent('为期两天的春季运动会');
    await expect(card.innerHTML).not.toContain('&lt;p&gt;');
    await userEvent.click(card);
    await expect(args.onSelect).toHaveBeenCalledWith(sampleCampus[0]);
  },
};

/** The showcase list: cards without a heading, 10 per page with a pager. */
export const ShowcaseListPaged: Story = {
  args: { title: undefined, total: 26, page: 1, onPageChange: fn() },
  play: async ({ canvasElement, args }) => {
    await waitForLazyImages(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = { args: { loading: true } };

/** No items: 暂无数据. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await waitForLazyImages(canvasElement);
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};

export const LoadError: Story = { args: { items: [], error: '获取数据失败', onRetry: fn() } };

export const LongChineseText: Story = {
  args: {
    items: [
      {
        id: 1,
        title: longText,
        content: `<p>${longText}</p>`,
        inputtime: '2024-04-22 16:00:00',
        pic: null,
      },
      ...sampleCampus,
    ],
  },
};

export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
