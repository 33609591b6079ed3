import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PagedList } from './PagedList';

interface Row {
  id: number;
  title: string;
}

const allRows: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  title: `第 ${i + 1} 条信息：城南新区 精装两室 随时看房`,
}));
const pageOf = (page: number, size = 10) => allRows.slice((page - 1) * size, page * size);

const rowStyle = {
  padding: '10px 14px',
  background: '#fff',
  borderRadius: 6,
  border: '1px solid #e3e6eb',
};
const renderRow = (row: Row) => <div style={rowStyle}>{row.title}</div>;

/** The whole list, written once as a page writes it. */
function List(props: {
  items: Row[] | undefined;
  total?: number;
  page: number;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  const { label = '信息列表', ...root } = props;
  return (
    <PagedList.Root {...root}>
      <PagedList.Items<Row> label={label} getKey={(r) => r.id}>
        {renderRow}
      </PagedList.Items>
      <PagedList.Empty>暂无信息</PagedList.Empty>
      <PagedList.Error />
      <PagedList.Pager />
    </PagedList.Root>
  );
}

/**
 * A story-local "server" that answers when told to (the 返回数据 button), so plays can look at the
 * waiting state without racing a timer. The first `failures` answers are failures.
 */
function WithServer({
  failures = 0,
  onPageChange,
  onRetry,
}: {
  failures?: number;
  onPageChange: (page: number) => void;
  onRetry: () => void;
}) {
  const [page, setPage] = useState(1);
  const [answered, setAnswered] = useState(0);
  const [state, setState] = useState<{ rows?: Row[]; error?: Error; loading: boolean }>({
    loading: true,
  });
  const answer = () => {
    setAnswered((n) => n + 1);
    if (answered < failures) setState({ error: new Error('网络异常'), loading: false });
    else setState({ rows: pageOf(page), loading: false });
  };
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <List
        items={state.rows}
        total={state.rows ? allRows.length : undefined}
        page={page}
        loading={state.loading}
        error={state.error}
        onRetry={() => {
          onRetry();
          setState((s) => ({ ...s, loading: true }));
        }}
        onPageChange={(p) => {
          onPageChange(p);
          setPage(p);
          setState((s) => ({ ...s, loading: true }));
        }}
      />
      <button
        type="button"
        onClick={answer}
        disabled={!state.loading}
        style={{ justifySelf: 'start' }}
      >
        返回数据
      </button>
    </div>
  );
}

const meta = {
  title: 'Patterns/PagedList',
  component: WithServer,
  args: { onPageChange: fn(), onRetry: fn() },
} satisfies Meta<typeof WithServer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded with a pager, the first load, a failed read and an empty result, side by side. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <List items={pageOf(3)} total={23} page={3} onPageChange={args.onPageChange} />
      <List items={undefined} page={1} loading label="加载中" onPageChange={args.onPageChange} />
      <List
        items={undefined}
        page={1}
        error={new Error('网络异常')}
        onRetry={args.onRetry}
        onPageChange={args.onPageChange}
      />
      <List items={[]} total={0} page={1} onPageChange={args.onPageChange} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(
      within(c.getByRole('list', { name: '信息列表' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await expect(c.getByRole('button', { name: '第 3 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(c.getAllByRole('navigation', { name: '分页' })).toHaveLength(1);
    await expect(c.getByRole('status')).toHaveTextContent('加载中');
    await expect(c.getByRole('alert')).toHaveTextContent('加载失败，请稍后重试');
    await expect(c.getByText('暂无信息')).toBeVisible();
  },
};

/** Placeholders first; then paging keeps the old rows (busy) until the next page arrives. */
export const PagesThroughTheServer: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('加载中');
    await expect(c.queryByRole('navigation', { name: '分页' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: '返回数据' }));
    const list = c.getByRole('list', { name: '信息列表' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);

    await userEvent.click(c.getByRole('button', { name: '第 3 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(c.getByRole('list', { name: '信息列表' })).toHaveAttribute('aria-busy', 'true');
    await expect(c.getByText(/^第 1 条信息/)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: '返回数据' }));
    await expect(c.getByText(/^第 21 条信息/)).toBeVisible();
    await expect(c.getByRole('list', { name: '信息列表' })).not.toHaveAttribute('aria-busy');
    await expect(
      within(c.getByRole('list', { name: '信息列表' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  },
};

/** A failed read says so with 重试; retrying shows placeholders, then the rows. */
export const ErrorThenRetry: Story = {
  args: { failures: 1 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '返回数据' }));
    const alert = c.getByRole('alert');
    await expect(alert).toHaveTextContent('加载失败，请稍后重试');
    await expect(c.queryByRole('navigation', { name: '分页' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(c.queryByRole('alert')).toBeNull();
    await expect(c.getByRole('status')).toHaveTextContent('加载中');
    await userEvent.click(c.getByRole('button', { name: '返回数据' }));
    await expect(
      within(c.getByRole('list', { name: '信息列表' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    await expect(c.getByRole('navigation', { name: '分页' })).toBeVisible();
  },
};

/** Cards in columns: the grid keeps at least the given width per card and wraps on phones. */
export const GridOnNarrowScreen: Story = {
  render: () => (
    <div style={{ width: 360 }}>
      <PagedList.Root items={pageOf(1, 4)} total={4} page={1} onPageChange={() => {}}>
        <PagedList.Items<Row> layout="grid" minColumnWidth={150} label="卡片">
          {renderRow}
        </PagedList.Items>
        <PagedList.Pager />
      </PagedList.Root>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [a, b, c] = within(canvasElement).getAllByRole('listitem');
    await expect(a!.getBoundingClientRect().top).toBe(b!.getBoundingClientRect().top);
    await expect(c!.getBoundingClientRect().top).toBeGreaterThan(a!.getBoundingClientRect().top);
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
