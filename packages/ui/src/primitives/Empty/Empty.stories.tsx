import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Empty } from './Empty';

const meta = {
  title: 'Primitives/Empty',
  component: Empty,
  decorators: [
    (Story) => (
      <div style={{ background: '#fff', borderRadius: 10 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Empty>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    description: '加载失败，请稍后重试',
    children: (
      <Button variant="secondary" size="sm">
        重新加载
      </Button>
    ),
  },
};
