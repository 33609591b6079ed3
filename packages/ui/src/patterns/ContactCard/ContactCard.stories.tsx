import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { storyImage } from '../../internal/storyImage';
import { ContactCard, maskPhone } from './ContactCard';

const meta = {
  title: 'Patterns/ContactCard',
  component: ContactCard,
  args: {
    name: '王女士',
    role: '个人',
    meta: '已实名认证 · 注册 3 年',
    maskedPhone: '138****5678',
    onRevealPhone: fn(() => Promise.resolve('13812345678')),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** With and without an avatar (the initial stands in), with actions, and the placeholder. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ContactCard {...args} />
      <ContactCard
        {...args}
        name="盐城安居房产经纪有限公司"
        role="经纪人"
        avatar={storyImage('安居', 96, 96, '#157a3c')}
        actions={
          <Button size="sm" variant="secondary">
            在线留言
          </Button>
        }
      />
      <ContactCard {...args} loading />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('region', { name: '联系人' })).toHaveLength(2);
    await expect(c.getByText('王')).toBeVisible();
    await expect(c.getAllByRole('button', { name: '查看电话' })).toHaveLength(2);
    await expect(c.getByRole('status', { name: '加载中' })).toBeVisible();
    await expect(maskPhone('13812345678')).toBe('138****5678');
    await expect(maskPhone('0515-8888')).toBe('051****8888');
    await expect(maskPhone('12345')).toBe('1***5');
  },
};

/** 查看电话 asks the page for the number; while it comes the button is busy; then it is a tel: link. */
export const RevealsPhoneOnClick: Story = {
  args: {
    onRevealPhone: fn(
      () => new Promise<string>((resolve) => setTimeout(() => resolve('138 1234 5678'), 400)),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('link')).toBeNull();
    await expect(c.getByText('138****5678')).toBeVisible();
    const reveal = c.getByRole('button', { name: '查看电话' });
    await userEvent.click(reveal);
    await expect(reveal).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(reveal);
    await expect(args.onRevealPhone).toHaveBeenCalledTimes(1);
    const link = await c.findByRole('link', { name: '拨打电话 138 1234 5678' }, { timeout: 3000 });
    await expect(link).toHaveAttribute('href', 'tel:13812345678');
    await expect(c.queryByRole('button', { name: '查看电话' })).toBeNull();
  },
};

/** A refused reveal (not logged in, network) says so and leaves the button for another try. */
let revealCalls = 0;
export const FailedRevealCanRetry: Story = {
  beforeEach: () => {
    revealCalls = 0;
  },
  args: {
    onRevealPhone: fn(() =>
      revealCalls++ === 0 ? Promise.reject(new Error('请先登录')) : Promise.resolve('13812345678'),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '查看电话' }));
    await expect(await c.findByRole('alert')).toHaveTextContent('获取电话失败，请重试');
    await userEvent.click(c.getByRole('button', { name: '查看电话' }));
    await waitFor(() => expect(c.getByRole('link')).toHaveTextContent('13812345678'));
    await expect(args.onRevealPhone).toHaveBeenCalledTimes(2);
    await expect(c.queryByRole('alert')).toBeNull();
  },
};

/** A long company name wraps inside the card on a phone. */
export const NarrowScreen: Story = {
  args: { name: '盐城市亭湖区安居乐业房地产经纪服务有限公司第一营业部', role: '经纪人' },
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: '联系人' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};
