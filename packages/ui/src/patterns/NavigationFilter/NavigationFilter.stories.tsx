import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NavigationFilter, type FilterGroup } from './NavigationFilter';

const groups: FilterGroup[] = [
  {
    key: 'leibie',
    label: '类别',
    options: ['语言培训', '学历教育', '职业技能', '兴趣特长', '少儿教育', '考研考公'].map(
      (l, i) => ({ value: String(i + 1), label: l }),
    ),
  },
  {
    key: 'city',
    label: '区域',
    options: ['鼓楼区', '玄武区', '秦淮区', '建邺区', '雨花台区', '江宁区', '浦口区', '栖霞区'].map(
      (l, i) => ({ value: String(320102 + i), label: l }),
    ),
  },
  {
    key: 'infotype',
    label: '信息类型',
    options: [
      { value: 'qiye', label: '企业' },
      { value: 'geren', label: '个人' },
      { value: 'zhongjie', label: '中介' },
      { value: 'zuzhi', label: '组织' },
    ],
  },
];

const meta = {
  title: 'Shell/NavigationFilter',
  component: NavigationFilter,
  args: { groups, value: {}, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <NavigationFilter
        {...args}
        value={value}
        onChange={(k, v) => {
          args.onChange(k, v);
          setValue({ ...value, [k]: v });
        }}
      />
    );
  },
} satisfies Meta<typeof NavigationFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const area = c.getByRole('group', { name: '区域' });
    await expect(within(area).getByRole('button', { name: '全部' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(area).getByRole('button', { name: '江宁区' }));
    await expect(args.onChange).toHaveBeenCalledWith('city', '320107');
    await expect(within(area).getByRole('button', { name: '江宁区' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(area).getByRole('button', { name: '全部' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('city', '');
  },
};

export const Preselected: Story = { args: { value: { leibie: '3', infotype: 'geren' } } };

export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 340 }}>
        <Story />
      </div>
    ),
  ],
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: '筛选加载中' }),
    ).toBeInTheDocument();
  },
};

export const LongChineseOptions: Story = {
  args: {
    groups: [
      {
        key: 'leibie',
        label: '类别',
        options: [
          '出国留学语言强化培训',
          '成人学历提升（专升本）',
          '职业资格证书考试辅导',
          '少儿编程与机器人竞赛',
        ].map((l, i) => ({ value: String(i + 1), label: l })),
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

/** layout="scroll": one line per group that scrolls sideways; the loading placeholder is as tall. */
export const ScrollLayoutKeepsPlaceholderHeight: Story = {
  args: { layout: 'scroll', groups: groups.slice(0, 1) },
  decorators: [
    (Story) => (
      <div style={{ width: 340 }}>
        <Story />
        <div data-testid="placeholder" style={{ marginTop: 16 }}>
          <NavigationFilter groups={[]} value={{}} onChange={() => {}} loading loadingRows={1} />
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const nav = c.getByRole('navigation', { name: '筛选' });
    const placeholder = c.getByRole('status', { name: '筛选加载中' });
    await expect(nav.getBoundingClientRect().height).toBe(
      placeholder.getBoundingClientRect().height,
    );
    const list = nav.querySelector('ul')!;
    // The options overflow the 340 px column and scroll instead of wrapping.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const last = c.getByRole('button', { name: '考研考公' });
    last.focus();
    await expect(last).toHaveFocus();
  },
};
