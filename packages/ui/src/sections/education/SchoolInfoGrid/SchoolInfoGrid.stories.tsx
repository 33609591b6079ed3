import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { longText } from '../../../internal/storyImage';
import { sampleSchool } from '../sampleData';
import { SchoolInfoGrid } from './SchoolInfoGrid';

const meta = {
  title: 'Education/SchoolInfoGrid',
  component: SchoolInfoGrid,
  args: { school: sampleSchool },
} satisfies Meta<typeof SchoolInfoGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nature, school form, level, founding year, rating, student count, phone, website; popovers; introduction. */
export const EveryField: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const field = (term: string) => c.getByText(`${term}：`).nextElementSibling;
    await expect(field('学校性质')).toHaveTextContent('公办');
    await expect(field('办学形式')).toHaveTextContent('全日制');
    await expect(field('学校层级')).toHaveTextContent('省四星级');
    await expect(field('建校时间')).toHaveTextContent('1907');
    await expect(field('评级')).toHaveTextContent('省级示范高中');
    await expect(field('在校人数')).toHaveTextContent('3260');
    await expect(field('电话')).toHaveTextContent('025-52210000');
    await expect(c.getByRole('link', { name: 'https://www.example.edu.cn' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(c.getByRole('button', { name: '复制网址' })).toBeVisible();
    await expect(c.getByRole('button', { name: '查看办学许可证' })).toBeVisible();
    await expect(c.getByRole('button', { name: '查看审批文件' })).toBeVisible();
    await expect(c.getByRole('heading', { name: '学校简介' })).toBeVisible();
  },
};

export const WithoutIntroduction: Story = { args: { showIntroduction: false } };

export const Loading: Story = { args: { loading: true } };

/** The loading placeholder has the loaded layout (picture, name, fields, buttons), so nothing moves on load. */
export const LoadingKeepsLoadedSize: Story = {
  args: { showIntroduction: false },
  decorators: [
    (Story, { args }) => (
      <div style={{ width: 380 }}>
        <Story />
        <div style={{ marginTop: 16 }}>
          <SchoolInfoGrid {...args} loading />
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // Both blocks are named after the school; the first one is the loaded block.
    const loaded = c.getAllByRole('region', { name: sampleSchool.schoolname })[0]!;
    const placeholder = c.getByRole('status', { name: '学校信息加载中' }).closest('section')!;
    const h = (el: Element) => Math.round(el.getBoundingClientRect().height);
    await expect(Math.abs(h(loaded) - h(placeholder))).toBeLessThanOrEqual(2);
    const img = loaded.querySelector('img')!;
    await expect(img).toHaveAttribute('width', '400');
    await expect(img).toHaveAttribute('height', '300');
  },
};

export const Empty: Story = { args: { school: null } };

export const LoadError: Story = { args: { error: '获取学校信息失败', onRetry: fn() } };

export const LongChineseText: Story = {
  args: {
    school: {
      ...sampleSchool,
      schoolname: longText.slice(0, 36),
      jianjie: `<p>${longText}</p>`,
      pic1: null,
    },
  },
};

export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
