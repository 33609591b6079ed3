import { Link, useParams } from 'react-router-dom';
import { errorMessage, reads } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, toast, type DataTableColumn } from '@wz/ui';
import { StatusList, useStatusQuery } from '../../user/templates/StatusList';
import { housePrice, type HouseItem } from '../card';
import { areaOf, housePath, tabOf } from '../params';

type Mine = HouseItem & { status: number; clickcount: number };

const TABS = [
  { key: 'all', label: '全部' },
  { key: '1', label: '已发布' },
  { key: '0', label: '已下架' },
];

/** /user/house/list/{sn}/{tab}: the member's own listings by status, with edit, take down / put back and delete. */
export default function HouseList() {
  const params = useParams();
  const area = areaOf(params.sn);
  const tab = tabOf(params.tab);
  const query = useStatusQuery(TABS);
  const list = useRead(
    reads.myHouseList({
      house_nav_id: area.nav,
      tab,
      page: query.page,
      ...(query.status === 'all' ? {} : { status: Number(query.status) as 0 | 1 }),
    }),
  );
  const setStatus = useWrite('setHouseStatus');
  const remove = useWrite('deleteHouse');
  const counts = list.data?.counts;
  const tabs = TABS.map((t) => ({
    ...t,
    ...(counts ? { count: t.key === 'all' ? counts.all : t.key === '1' ? counts.online : counts.offline } : {}),
  }));
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error, '操作失败，请稍后重试'));
    }
  };
  const toggle = (h: Mine) =>
    act(() => setStatus.trigger({ id: h.id, status: h.status === 1 ? 0 : 1 }), h.status === 1 ? '已下架' : '已上架');
  const del = (h: Mine) => {
    if (!window.confirm(`确定删除「${h.title}」吗？删除后不能恢复。`)) return;
    void act(() => remove.trigger({ id: h.id }), '删除成功');
  };
  const columns: DataTableColumn<Mine>[] = [
    {
      key: 'title',
      title: '标题',
      render: (h) => (h.status === 1 ? <Link to={housePath(area, tab, `detail/${h.id}`)}>{h.title}</Link> : h.title),
    },
    { key: 'price', title: '价格', value: (h) => { const p = housePrice(h); return `${p.price}${p.priceUnit}`; } },
    { key: 'room', title: '户型/面积', value: (h) => [h.room, h.measure ? `${h.measure}㎡` : ''].filter(Boolean).join(' · ') },
    { key: 'status', title: '状态', value: (h) => (h.status === 1 ? '已发布' : '已下架') },
    { key: 'clicks', title: '浏览', value: (h) => h.clickcount, align: 'end' },
    {
      key: 'action',
      title: '操作',
      render: (h) => (
        <span className="house-actions">
          <Link to={`/user/house/edit/${area.sn}/${tab}/${h.id}`}>编辑</Link>
          <Button size="sm" variant="ghost" onClick={() => void toggle(h)}>
            {h.status === 1 ? '下架' : '上架'}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => del(h)}>
            删除
          </Button>
        </span>
      ),
    },
  ];
  return (
    <StatusList<Mine>
      title={`我的${area.label}${tab === 'demand' ? area.demand : '房源'}`}
      tabs={tabs}
      query={query}
      rows={list.data?.lists as Mine[] | undefined}
      total={list.data?.total}
      loading={list.isLoading}
      error={list.error}
      onRetry={() => void list.mutate()}
      columns={columns}
      rowKey={(h) => String(h.id)}
      rowLabel={(h) => h.title}
      actions={<Link className="button" to={`/user/house/edit/${area.sn}/${tab}`}>发布{tab === 'demand' ? area.demand : '房源'}</Link>}
      empty="还没有信息，发布一条吧"
    />
  );
}
