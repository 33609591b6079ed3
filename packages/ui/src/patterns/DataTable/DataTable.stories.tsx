import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleListings, yuan, type SampleListing } from '../sampleListings';
import { DataTable, type DataTableColumn, type DataTableSort } from './DataTable';

const columns: DataTableColumn<SampleListing>[] = [
  { key: 'title', title: '标题', value: (r) => r.title },
  {
    key: 'price',
    title: '价格',
    value: (r) => r.priceCents,
    render: (r) => yuan(r.priceCents),
    sortable: true,
    align: 'end',
  },
  { key: 'status', title: '状态', value: (r) => r.status, width: 88 },
  { key: 'views', title: '浏览', value: (r) => r.views, sortable: true, align: 'end', width: 72 },
  { key: 'published', title: '发布时间', value: (r) => r.published, sortable: true, width: 112 },
];

const rowKey = (r: SampleListing) => r.id;
const rowLabel = (r: SampleListing) => r.title;
const titles = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => tr.querySelectorAll('td')[1]?.textContent);

const meta = {
  title: 'Patterns/DataTable',
  component: DataTable<SampleListing>,
  args: {
    columns,
    rows: sampleListings,
    rowKey,
    rowLabel,
    caption: '我的发布',
    onSortChange: fn(),
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof DataTable<SampleListing>>;
export default meta;
type Story = StoryObj<typeof meta>;

const batch = (onAction: (keys: string[]) => void | Promise<unknown>) => [
  { key: 'down', label: '批量下架', onAction },
  {
    key: 'delete',
    label: '批量删除',
    danger: true,
    confirm: '确定删除选中的 {count} 条信息吗？',
    onAction,
  },
];

/** Data with a selected row, loading placeholders, and the empty state. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <DataTable
        {...args}
        showCaption
        batchActions={batch(() => {})}
        selectedKeys={['h2']}
        total={36}
        page={2}
        onPageChange={() => {}}
      />
      <DataTable {...args} caption="加载中的列表" showCaption loading loadingRows={3} />
      <DataTable {...args} caption="没有发布" showCaption rows={[]} selectable />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const [, loading, empty] = c.getAllByRole('table');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(c.getByRole('status')).toHaveTextContent('加载中');
    await expect(within(empty!).getByText('暂无数据')).toBeVisible();
    await expect(within(empty!).getByRole('checkbox', { name: '全选' })).toBeDisabled();
    await expect(c.getByText('已选 1 项')).toBeVisible();
  },
};

/** A sortable header cycles ascending → descending → unsorted; the others have no sort button. */
export const SortsByHeader: Story = {
  args: { selectable: false },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: /标题/ })).toBeNull();
    const price = c.getByRole('button', { name: '价格' });
    const priceHeader = c.getByRole('columnheader', { name: '价格' });
    await expect(priceHeader).not.toHaveAttribute('aria-sort');

    await userEvent.click(price);
    await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'price', order: 'asc' });
    const prices = () =>
      c
        .getAllByRole('row')
        .slice(1)
        .map((tr) => tr.querySelectorAll('td')[1]?.textContent);
    await expect(prices()).toEqual([
      '¥420,000.00',
      '¥865,000.00',
      '¥1,280,000.00',
      '¥1,960,000.00',
    ]);

    await userEvent.click(price);
    await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(prices()[0]).toBe('¥1,960,000.00');

    await userEvent.click(price);
    await expect(priceHeader).not.toHaveAttribute('aria-sort');
    await expect(args.onSortChange).toHaveBeenLastCalledWith(null);
    await expect(prices()[0]).toBe('¥1,280,000.00');

    // Dates sort as text in the same direction.
    await userEvent.click(c.getByRole('button', { name: '发布时间' }));
    await expect(c.getAllByRole('row')[1]).toHaveTextContent('2026-07-30');
  },
};

/**
 * Given two rows picked, 批量下架 receives their keys and rows; while it runs the buttons are busy,
 * and when it succeeds the selection clears. 批量删除 asks first and does nothing when cancelled.
 */
export const BatchActionOnSelectedRows: Story = {
  render: function Render(args) {
    const [done, setDone] = useState<string[]>([]);
    const onAction = fn(
      (keys: string[]) =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            setDone(keys);
            resolve();
          }, 300),
        ),
    );
    return (
      <>
        <DataTable {...args} batchActions={batch(onAction)} />
        <p>已处理：{done.join('、') || '无'}</p>
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const down = c.getByRole('button', { name: '批量下架' });
    await expect(down).toBeDisabled();
    await expect(c.getByText('已选 0 项')).toBeVisible();

    await userEvent.click(c.getByRole('checkbox', { name: `选择 ${sampleListings[0]!.title}` }));
    await userEvent.click(c.getByRole('checkbox', { name: `选择 ${sampleListings[2]!.title}` }));
    await expect(c.getByText('已选 2 项')).toBeVisible();
    await expect(c.getByRole('checkbox', { name: '全选' })).toHaveProperty('indeterminate', true);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['h1', 'h3']);

    // The delete asks first; 取消 leaves everything as it was.
    await userEvent.click(c.getByRole('button', { name: '批量删除' }));
    const dialog = within(document.body).getByRole('dialog');
    await expect(dialog).toHaveTextContent('确定删除选中的 2 条信息吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(c.getByText('已处理：无')).toBeVisible();

    await userEvent.click(down);
    await expect(down).toHaveAttribute('aria-busy', 'true');
    await expect(c.getByRole('button', { name: '批量删除' })).toBeDisabled();
    await waitFor(() => expect(c.getByText('已处理：h1、h3')).toBeVisible());
    await waitFor(() => expect(c.getByText('已选 0 项')).toBeVisible());
    await expect(c.getByRole('checkbox', { name: '全选' })).not.toBeChecked();

    // Select all, then deselect one: the header box turns indeterminate.
    await userEvent.click(c.getByRole('checkbox', { name: '全选' }));
    await expect(c.getByText('已选 4 项')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '取消选择' }));
    await expect(c.getByText('已选 0 项')).toBeVisible();
  },
};

/** A failed batch action keeps the selection so the user can try again. */
export const FailedBatchKeepsSelection: Story = {
  args: {
    batchActions: [
      { key: 'down', label: '批量下架', onAction: () => Promise.reject(new Error('网络异常')) },
    ],
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('checkbox', { name: `选择 ${sampleListings[1]!.title}` }));
    await userEvent.click(c.getByRole('button', { name: '批量下架' }));
    await waitFor(() =>
      expect(c.getByRole('button', { name: '批量下架' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(c.getByText('已选 1 项')).toBeVisible();
  },
};

/**
 * The server sorts and pages (the sort lives in the URL): a header click only reports the new sort,
 * the pager reports the page, and a new page of rows starts with nothing selected.
 */
export const ServerSortAndPaging: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<DataTableSort | null>({ key: 'views', order: 'desc' });
    const [page, setPage] = useState(1);
    const rows = page === 1 ? sampleListings.slice(0, 2) : sampleListings.slice(2);
    return (
      <DataTable
        {...args}
        rows={rows}
        manualSort
        sort={sort}
        onSortChange={(next) => {
          args.onSortChange?.(next);
          setSort(next);
        }}
        selectable
        total={4}
        pageSize={2}
        page={page}
        onPageChange={setPage}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('columnheader', { name: '浏览' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const before = titles(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '价格' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'price', order: 'asc' });
    // The rows are the server's: their order is left alone.
    await expect(titles(canvasElement)).toEqual(before);

    await userEvent.click(c.getByRole('checkbox', { name: '全选' }));
    await expect(c.getAllByRole('checkbox', { checked: true })).toHaveLength(3);
    await userEvent.click(c.getByRole('button', { name: '第 2 页' }));
    await expect(c.getByText(sampleListings[3]!.title)).toBeVisible();
    await expect(c.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  },
};

/**
 * On a phone (or any column narrower than 640 px) rows become cards: the title on its own line, each
 * other value beside its header, the checkbox in the corner; nothing is squeezed or scrolls sideways.
 */
export const NarrowScreen: Story = {
  args: { selectable: true },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const table = c.getByRole('table');
    const frame = table.parentElement!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth + 1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    // the title spans the card: a line of many characters, not one per line
    const title = c.getByText(sampleListings[0]!.title);
    await expect(title.getBoundingClientRect().width).toBeGreaterThan(200);
    const price = title.closest('tr')!.querySelector('td[data-label="价格"]')!;
    await expect(getComputedStyle(price, '::before').content).toBe('"价格"');
    // select-all and the sort buttons stay reachable above the cards
    await expect(c.getByRole('checkbox', { name: '全选' })).toBeVisible();
    await expect(c.getByRole('button', { name: /价格/ })).toBeVisible();
    const second = c.getByRole('checkbox', { name: `选择 ${sampleListings[1]!.title}` });
    await userEvent.click(second);
    await expect(second).toBeChecked();
  },
};
