import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterBar, type FilterBarProps } from './FilterBar';
import {
  filtersFromSearch,
  filtersToSearch,
  type FilterBarGroup,
  type FilterBarValue,
} from './filterValue';

const groups: FilterBarGroup[] = [
  {
    kind: 'single',
    key: 'district',
    label: '区域',
    options: [
      { value: 'haizhou', label: '海州区' },
      { value: 'tinghu', label: '亭湖区' },
      { value: 'yandu', label: '盐都区' },
      { value: 'dafeng', label: '大丰区' },
    ],
  },
  {
    kind: 'range',
    key: 'price',
    label: '价格',
    unit: '万',
    presets: [
      { label: '100万以下', max: 100 },
      { label: '100-150万', min: 100, max: 150 },
      { label: '150-200万', min: 150, max: 200 },
      { label: '200万以上', min: 200 },
    ],
  },
  {
    kind: 'single',
    key: 'room',
    label: '户型',
    options: ['一室', '二室', '三室', '四室', '五室及以上'].map((label, i) => ({
      value: String(i + 1),
      label,
    })),
  },
  {
    kind: 'range',
    key: 'measure',
    label: '面积',
    unit: '㎡',
    more: true,
    presets: [
      { label: '50㎡以下', max: 50 },
      { label: '50-90㎡', min: 50, max: 90 },
      { label: '90㎡以上', min: 90 },
    ],
  },
  {
    kind: 'multi',
    key: 'characteristic',
    label: '特色',
    more: true,
    options: [
      { value: 'five', label: '满五唯一' },
      { value: 'metro', label: '近地铁' },
      { value: 'decorated', label: '精装修' },
      { value: 'school', label: '学区房' },
      { value: 'parking', label: '带车位' },
    ],
  },
];

/** The bar with its value in state, as a page holds it. */
function Stateful(props: Omit<FilterBarProps, 'value'> & { initial?: FilterBarValue }) {
  const { initial = {}, onChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <FilterBar
      {...rest}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/FilterBar',
  component: FilterBar,
  args: { groups, value: {}, onChange: fn() },
  render: (args) => <Stateful {...args} initial={args.value} />,
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Active single, range and multi filters (one behind 更多) with their chips, and the loading bar. */
export const AllStates: Story = {
  args: {
    value: {
      district: 'haizhou',
      price: { min: 100, max: 150 },
      characteristic: ['metro', 'school'],
    },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Stateful {...args} initial={args.value} />
      <FilterBar {...args} loading label="加载中的筛选" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const chips = within(c.getByRole('list', { name: '已选条件' }));
    await expect(chips.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '区域：海州区',
      '价格：100-150万',
      '特色：近地铁',
      '特色：学区房',
    ]);
    await expect(c.getByRole('button', { name: '海州区' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: '100-150万' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(c.getByRole('textbox', { name: '最低价格（万）' })).toHaveValue('100');
    await expect(c.getByRole('button', { name: '更多筛选' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(c.getByRole('status', { name: '加载中的筛选加载中' })).toBeVisible();
  },
};

/** Single choices replace each other, 不限 clears, a chip removes its filter, 重置 clears all. */
export const SingleChoiceAndReset: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '海州区' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      district: 'haizhou',
      price: undefined,
      room: undefined,
      measure: undefined,
      characteristic: undefined,
    });
    await userEvent.click(c.getByRole('button', { name: '亭湖区' }));
    await expect(c.getByRole('button', { name: '海州区' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(c.getByText('区域：亭湖区')).toBeVisible();

    const district = within(c.getByRole('group', { name: '区域' }));
    await userEvent.click(district.getByRole('button', { name: '不限' }));
    await expect(c.queryByRole('list', { name: '已选条件' })).toBeNull();

    await userEvent.click(c.getByRole('button', { name: '三室' }));
    await userEvent.click(c.getByRole('button', { name: '200万以上' }));
    await userEvent.click(c.getByRole('button', { name: '移除 户型：三室' }));
    await expect(c.getByRole('button', { name: '三室' })).toHaveAttribute('aria-pressed', 'false');
    await expect(c.getByText('价格：200万以上')).toBeVisible();

    await userEvent.click(c.getByRole('button', { name: '重置' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      district: undefined,
      price: undefined,
      room: undefined,
      measure: undefined,
      characteristic: undefined,
    });
    await expect(c.queryByRole('list', { name: '已选条件' })).toBeNull();
  },
};

/** 更多 opens the extra rows; multi choices add up and each chip removes only its own value. */
export const MoreRowAndMultiChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('group', { name: '特色' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: '更多筛选' }));
    await expect(c.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(c.getByRole('button', { name: '近地铁' }));
    await userEvent.click(c.getByRole('button', { name: '学区房' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ characteristic: ['metro', 'school'] }),
    );
    await userEvent.click(c.getByRole('button', { name: '移除 特色：近地铁' }));
    await expect(c.getByRole('button', { name: '学区房' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: '近地铁' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // Collapsed again, the active filter still shows as a chip.
    await userEvent.click(c.getByRole('button', { name: '收起' }));
    await expect(c.queryByRole('group', { name: '特色' })).toBeNull();
    await expect(c.getByText('特色：学区房')).toBeVisible();
  },
};

/** A custom range applies on 确定 (or Enter); a reversed one is swapped; a preset is a chip by name. */
export const CustomRange: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: '最低价格（万）' }), '300');
    await userEvent.type(c.getByRole('textbox', { name: '最高价格（万）' }), '180');
    await userEvent.click(within(c.getByRole('form', { name: '自定义价格' })).getByRole('button'));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ price: { min: 180, max: 300 } }),
    );
    await expect(c.getByText('价格：180-300万')).toBeVisible();
    await expect(c.getByRole('textbox', { name: '最低价格（万）' })).toHaveValue('180');

    const low = c.getByRole('textbox', { name: '最低价格（万）' });
    await userEvent.clear(low);
    await userEvent.clear(c.getByRole('textbox', { name: '最高价格（万）' }));
    await userEvent.type(c.getByRole('textbox', { name: '最高价格（万）' }), '90{Enter}');
    await expect(c.getByText('价格：90万以下')).toBeVisible();

    await userEvent.click(c.getByRole('button', { name: '100万以下' }));
    await expect(c.getByText('价格：100万以下')).toBeVisible();
    await expect(c.getByRole('textbox', { name: '最高价格（万）' })).toHaveValue('100');
  },
};

/**
 * The page's pattern: the URL is the state. A filter is written to a (story-local) URLSearchParams
 * next to the page's own params, read back into the bar, and survives a remount (a reload).
 */
export const WritesFilterToUrlAndReadsBack: Story = {
  render: function Render(args) {
    const [search, setSearch] = useState(new URLSearchParams('sort=price_asc&page=3'));
    const [mount, setMount] = useState(0);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <FilterBar
          key={mount}
          groups={args.groups}
          value={filtersFromSearch(search, args.groups)}
          onChange={(next) => {
            args.onChange(next);
            const params = filtersToSearch(next, search);
            params.delete('page'); // new filters start at page 1
            setSearch(params);
          }}
        />
        <output aria-label="地址栏">?{search.toString()}</output>
        <button type="button" onClick={() => setMount((m) => m + 1)}>
          重新打开
        </button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const url = () => c.getByRole('status', { name: '地址栏' }).textContent!.slice(1);
    await userEvent.click(c.getByRole('button', { name: '海州区' }));
    await userEvent.click(c.getByRole('button', { name: '更多筛选' }));
    await userEvent.click(c.getByRole('button', { name: '精装修' }));
    await userEvent.click(c.getByRole('button', { name: '带车位' }));
    await userEvent.type(c.getByRole('textbox', { name: '最低面积（㎡）' }), '80{Enter}');
    await expect(url()).toBe(
      'sort=price_asc&district=haizhou&measure=80%7E&characteristic=decorated%2Cparking',
    );

    const read = filtersFromSearch(url(), groups);
    await expect(read).toEqual({
      district: 'haizhou',
      measure: { min: 80 },
      characteristic: ['decorated', 'parking'],
    });
    // Without the groups the form of each value decides (the sort param comes along too).
    await expect(filtersFromSearch(url())).toEqual({ sort: 'price_asc', ...read });
    await expect(filtersToSearch(read, 'sort=price_asc').get('measure')).toBe('80~');

    await userEvent.click(c.getByRole('button', { name: '重新打开' }));
    await expect(c.getByRole('button', { name: '海州区' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByText('面积：80㎡以上')).toBeVisible();
    await expect(c.getByText('特色：带车位')).toBeVisible();

    await userEvent.click(c.getByRole('button', { name: '重置' }));
    await expect(url()).toBe('sort=price_asc');
  },
};

/** Unknown options and malformed ranges in a hand-edited URL are dropped, not shown. */
export const IgnoresBadUrlValues: Story = {
  args: {
    value: filtersFromSearch(
      'district=nowhere&price=abc&room=2&characteristic=metro,bogus',
      groups,
    ),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const chips = within(c.getByRole('list', { name: '已选条件' }));
    await expect(chips.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '户型：二室',
      '特色：近地铁',
    ]);
  },
};

/** Long option lists wrap; the bar fits a phone. */
export const NarrowScreen: Story = {
  args: { value: { price: { min: 120, max: 260 } } },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: '筛选' });
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth + 1);
  },
};
