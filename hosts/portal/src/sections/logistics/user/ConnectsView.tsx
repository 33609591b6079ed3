import { Link } from 'react-router-dom';
import { errorMessage, reads } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, DataTable, toast } from '@wz/ui';
import { detailPath, USER_LIST } from '../links';

/** Contacts on the member's items (mark handled) and the ones they made. */
export function ConnectsView({ onChange }: { onChange: () => void }) {
  const received = useRead(reads.logisticsItemConnects({ page: 1 }));
  const made = useRead(reads.logisticsUserConnects({ page: 1 }));
  const change = useWrite('changeLogisticsConnect');
  const mark = async (id: number, value: 0 | 1) => {
    try {
      await change.trigger({ id, field: 'handled', value });
      toast.success(value ? '已处理' : '已标为未处理');
      onChange();
    } catch (error) {
      toast.error(errorMessage(error, '操作失败，请稍后重试'));
    }
  };
  type Row = NonNullable<typeof received.data>['lists'][number];
  const item = (c: Row) => <Link to={detailPath(c.sn, c.tab, c.item_id)}>{c.item_title}</Link>;
  return (
    <>
      <section className="card user-list" aria-labelledby="logistics-connects-in">
        <h1 id="logistics-connects-in">收到的联系（未处理 {received.data?.unhandled ?? 0} 条）</h1>
        <DataTable<Row>
          caption="收到的联系"
          rows={received.data?.lists ?? []}
          loading={received.isLoading}
          rowKey={(c) => String(c.id)}
          columns={[
            { key: 'item', title: '信息', render: item },
            { key: 'name', title: '联系人', value: (c) => `${c.name} ${c.phone}` },
            { key: 'content', title: '留言', value: (c) => c.content || '查看了电话' },
            { key: 'time', title: '时间', value: (c) => c.inputtime },
            {
              key: 'action',
              title: '状态',
              render: (c) => (
                <Button size="sm" variant="ghost" onClick={() => void mark(c.id, c.handled ? 0 : 1)}>
                  {c.handled ? '已处理（撤销）' : '标为已处理'}
                </Button>
              ),
            },
          ]}
          empty="还没有人联系您"
        />
      </section>
      <section className="card user-list logistics-panel" aria-labelledby="logistics-connects-out">
        <h1 id="logistics-connects-out">我联系过的</h1>
        <DataTable<Row>
          caption="我联系过的"
          rows={made.data?.lists ?? []}
          loading={made.isLoading}
          rowKey={(c) => String(c.id)}
          columns={[
            { key: 'item', title: '信息', render: item },
            { key: 'name', title: '联系人', value: (c) => `${c.name} ${c.phone}` },
            { key: 'content', title: '我的留言', value: (c) => c.content || '查看了电话' },
            { key: 'time', title: '时间', value: (c) => c.inputtime },
          ]}
          empty={<>还没有联系过别人，去 <Link to="/logistics">物流信息</Link> 看看</>}
        />
      </section>
      <p className="muted"><Link to={USER_LIST}>返回我的信息</Link></p>
    </>
  );
}
