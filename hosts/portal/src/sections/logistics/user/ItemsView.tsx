import { reads } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, toast } from '@wz/ui';
import { errorMessage } from '@wz/sdk';
import { ManageList, useManageQuery } from '@wz/app-kit/listing/ui';
import { logisticsPrice, routeOf, type LogisticsItem } from '../card';
import { detailPath, userEditPath } from '../links';

type Mine = LogisticsItem & { status: number; clickcount: number };

/** The member's items by status: edit, take down / put back, 刷新, and the same in batch. */
export function ItemsView() {
  const query = useManageQuery();
  const list = useRead(reads.myLogisticsList({ page: query.page, ...query.statusParam }));
  const field = useWrite('setLogisticsField');
  const batch = useWrite('changeLogisticsFields');
  const refresh = async (i: Mine) => {
    try {
      await field.trigger({ id: i.id, field: 'refresh' });
      toast.success('已刷新');
    } catch (error) {
      toast.error(errorMessage(error, '操作失败，请稍后重试'));
    }
  };
  const many = (value: 0 | 1 | undefined) => async (keys: string[]) => {
    const res = await batch.trigger({ ids: keys.join(','), field: value === undefined ? 'refresh' : 'status', ...(value === undefined ? {} : { value }) });
    toast.success(`已处理 ${res.count} 条`);
  };
  return (
    <ManageList<Mine>
      title="我的物流信息"
      query={query}
      list={list}
      columns={[
        { key: 'route', title: '线路', value: (i) => routeOf(i) },
        { key: 'price', title: '运价', value: (i) => { const p = logisticsPrice(i); return `${p.price}${p.priceUnit}`; } },
      ]}
      detailHref={(i) => detailPath(i.sn, i.tab, i.id)}
      editHref={(i) => userEditPath(i?.id)}
      publishLabel="发布物流信息"
      setStatus={(i, status) => field.trigger({ id: i.id, field: 'status', value: status })}
      actions={(i) => (
        <Button size="sm" variant="ghost" onClick={() => void refresh(i)}>
          刷新
        </Button>
      )}
      batchActions={[
        { key: 'refresh', label: '批量刷新', onAction: many(undefined) },
        { key: 'down', label: '批量下架', confirm: '确定下架选中的 {count} 条信息吗？', onAction: many(0) },
        { key: 'up', label: '批量上架', onAction: many(1) },
      ]}
    />
  );
}
