import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NoticeList } from '../NoticeList/NoticeList';
import { longText } from '../../../internal/storyImage';
import { sampleGuide, sampleNotices } from '../sampleData';
import { InstitutionInfo } from './InstitutionInfo';

const meta = {
  title: 'Education/InstitutionInfo',
  component: InstitutionInfo,
  args: {
    school: sampleGuide,
    notices: (
      <NoticeList items={sampleNotices} onSelect={() => undefined} onMore={() => undefined} />
    ),
  },
} satisfies Meta<typeof InstitutionInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every guide field, the organisation block empty, the notice slot filled. */
export const EveryField: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: '金陵启航职业技能培训学校' })).toBeVisible();
    const field = (term: string) => c.getByText(`${term}：`).nextElementSibling;
    await expect(field('地址')).toHaveTextContent('南京市秦淮区中华路187号');
    await expect(field('班期')).toHaveTextContent('每期8周，每周2次课');
    await expect(field('办学形式')).toHaveTextContent('周末班 / 晚班');
    await expect(field('类别')).toHaveTextContent('职业技能培训');
    await expect(field('联系人')).toHaveTextContent('周老师');
    await expect(field('在校人数')).toHaveTextContent('420');
    await expect(field('成立时间')).toHaveTextContent('2012');
    await expect(field('电话')).toHaveTextContent('025-52210000');
    await expect(c.getByText('浏览 56890')).toBeVisible();
    await expect(c.getByText('分享 1203')).toBeVisible();
    const site = c.getByRole('link', { name: 'https://qihang.example.com' });
    await expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(c.getByRole('button', { name: '复制网址' })).toBeVisible();
    await expect(c.getByRole('heading', { name: '组织机构' }).closest('section')).toHaveTextContent(
      '暂无数据',
    );
    await expect(c.getByRole('heading', { name: '通知公告' })).toBeVisible();
    await expect(c.getByText('科技创新与人工智能选修')).toBeVisible();
  },
};

/** Certificate and approval documents open in popovers. */
export const DocumentPopovers: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(c.getByRole('button', { name: '查看办学许可证' }));
    const pop = await body.findByRole('dialog', { name: '办学许可证' });
    await expect(
      within(pop).getByRole('img', { name: '金陵启航职业技能培训学校的办学许可证' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: '办学许可证' })).toBeNull());
    await userEvent.click(c.getByRole('button', { name: '查看审批文件' }));
    await expect(
      await body.findByRole('img', { name: '金陵启航职业技能培训学校的审批文件' }),
    ).toBeVisible();
  },
};

/** Without a website there is nothing to copy. */
export const NoWebsiteNoCopy: Story = {
  args: { school: { ...sampleGuide, website: '', zhengshu: null, piwen: null } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: '复制网址' })).toBeNull();
    await expect(c.getByText('网址：').nextElementSibling).toHaveTextContent('—');
    await expect(c.getByRole('button', { name: '暂无办学许可证' })).toBeDisabled();
  },
};

/** A website that is not http(s) is shown as text, never as a link, but can still be copied. */
export const NonHttpWebsite: Story = {
  args: { school: { ...sampleGuide, website: 'javascript:alert(1)' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('link', { name: /javascript/ })).toBeNull();
    await expect(c.getByRole('button', { name: '复制网址' })).toBeVisible();
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { school: null } };

export const LoadError: Story = { args: { error: '获取机构信息失败', onRetry: fn() } };

export const LongChineseText: Story = {
  args: {
    school: {
      ...sampleGuide,
      schoolname: longText.slice(0, 40),
      address: longText,
      jianjie: `<p>${longText}</p>`,
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
