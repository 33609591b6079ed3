import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleTeacher, sampleTeacherLong } from '../sampleData';
import { ageFromBirthDate } from '../age';
import { TeacherProfile } from './TeacherProfile';

const meta = {
  title: 'Education/TeacherProfile',
  component: TeacherProfile,
  args: {
    teacher: sampleTeacher,
    flowerCount: 86,
    giftCount: 128,
    today: new Date(2024, 5, 1),
    onShowRemarks: fn(),
  },
} satisfies Meta<typeof TeacherProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every profile field, the age from csdate (1982-05-16 → 42 on 2024-06-01), and the stats. */
export const EveryField: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: /王雅琴/ })).toHaveTextContent('高级教师');
    const expectField = async (term: string, value: string) =>
      expect(c.getByText(`${term}：`).nextElementSibling).toHaveTextContent(value);
    await expectField('政治面貌', '中共党员');
    await expectField('所在学校', '南京市第一中学');
    await expectField('评级', '市级骨干教师');
    await expectField('在职状态', '在职');
    await expectField('教龄', '18年');
    await expectField('所在城市', '南京市');
    await expectField('职位', '语文教研组长');
    await expectField('年龄', '42岁');
    const stats = c.getByRole('list', { name: '统计' });
    await expect(stats).toHaveTextContent('12860浏览');
    await expect(stats).toHaveTextContent('342分享');
    await expect(stats).toHaveTextContent('86鲜花');
    await expect(stats).toHaveTextContent('99+礼物');
  },
};

/** Age counts whole years: the day before the birthday is one year less. */
export const AgeFromBirthDate: Story = {
  play: async () => {
    await expect(ageFromBirthDate('1982-05-16', new Date(2024, 4, 15))).toBe(41);
    await expect(ageFromBirthDate('1982-05-16', new Date(2024, 4, 16))).toBe(42);
    await expect(ageFromBirthDate('1982-05-16 00:00:00', new Date(2024, 11, 31))).toBe(42);
    await expect(ageFromBirthDate('', new Date())).toBeNull();
    await expect(ageFromBirthDate('not a date', new Date())).toBeNull();
    await expect(ageFromBirthDate('2030-01-01', new Date(2024, 0, 1))).toBeNull();
  },
};

/** The ID and diploma buttons open their images; remarks is a callback. */
export const DocumentButtons: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(c.getByRole('button', { name: '查看身份证件' }));
    const dialog = await body.findByRole('dialog', { name: '身份证件' });
    await expect(within(dialog).getByRole('img', { name: '王雅琴的身份证件' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(c.getByRole('button', { name: '查看毕业证书' }));
    await expect(await body.findByRole('img', { name: '王雅琴的毕业证书' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(c.getByRole('button', { name: '查看备注' }));
    await expect(args.onShowRemarks).toHaveBeenCalledTimes(1);
  },
};

export const MissingDocumentsAndFields: Story = {
  args: {
    teacher: {
      realname: '李明',
      zhiwu: null,
      zhengjian: null,
      wenping: null,
      csdate: null,
      jiaoling: null,
    },
    flowerCount: 0,
    giftCount: 0,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: '查看身份证件' })).toBeDisabled();
    await expect(c.getByRole('button', { name: '查看毕业证书' })).toBeDisabled();
    await expect(c.getByText('年龄：').nextElementSibling).toHaveTextContent('—');
  },
};

export const Loading: Story = { args: { loading: true } };

/** The loading placeholder has the loaded block's layout, so the page does not move when data arrives. */
export const LoadingKeepsLoadedSize: Story = {
  args: { teacher: sampleTeacher, onShowRemarks: fn() },
  decorators: [
    (Story, { args }) => (
      <div style={{ width: 380 }}>
        <Story />
        <div style={{ marginTop: 16 }}>
          <TeacherProfile {...args} loading />
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const loaded = c.getByRole('region', { name: /的个人资料$/ });
    const placeholder = c.getByRole('status', { name: '教师信息加载中' });
    const h = (el: Element) => Math.round(el.getBoundingClientRect().height);
    await expect(Math.abs(h(loaded) - h(placeholder))).toBeLessThanOrEqual(2);
  },
};

export const Empty: Story = { args: { teacher: null } };

export const LoadError: Story = { args: { error: '获取教师信息失败', onRetry: fn() } };

export const LongChineseText: Story = { args: { teacher: sampleTeacherLong } };

export const NarrowScreen: Story = {
  args: { teacher: sampleTeacherLong },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};
