import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleTeacher, sampleTeacherLong } from '../sampleData';
import { ResumeBlock } from './ResumeBlock';

const meta = {
  title: 'Education/ResumeBlock',
  component: ResumeBlock,
  args: { jianli: sampleTeacher.jianli, zhici: sampleTeacher.zhici },
} satisfies Meta<typeof ResumeBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '个人简历' })).toBeVisible();
    await expect(c.getByText('2018年起担任语文教研组长')).toBeVisible();
    await expect(c.getByRole('heading', { name: '教师致辞' })).toBeVisible();
  },
};

/** Server HTML is sanitised: a script or an inline handler never runs. */
export const SanitisesServerHtml: Story = {
  args: {
    jianli:
      '<p>简历正文</p><script>window.__wzResumeXss = 1</script><img src="x" alt="坏图" onerror="window.__wzResumeXss = 2">',
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('简历正文')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect((window as unknown as { __wzResumeXss?: number }).__wzResumeXss).toBeUndefined();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { jianli: '', zhici: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无简历')).toBeVisible();
  },
};

export const LoadError: Story = { args: { error: '获取教师信息失败', onRetry: fn() } };

export const LongChineseText: Story = { args: { jianli: sampleTeacherLong.jianli } };

export const NarrowScreen: Story = {
  args: { jianli: sampleTeacherLong.jianli },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
