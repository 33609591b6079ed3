import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { longText } from '../../../internal/storyImage';
import { sampleOrganisation } from '../sampleData';
import { OrganisationRows } from './OrganisationRows';

const meta = {
  title: 'Education/OrganisationRows',
  component: OrganisationRows,
  args: { rows: sampleOrganisation },
} satisfies Meta<typeof OrganisationRows>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('副校长').nextElementSibling).toHaveTextContent('刘晓梅、孙志强');
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};

export const LoadError: Story = { args: { rows: [], error: '获取组织机构失败', onRetry: fn() } };

export const LongChineseText: Story = {
  args: { rows: [{ orgname: '学生发展指导中心暨心理健康教育办公室', orgvalue: longText }] },
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
