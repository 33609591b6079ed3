import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, DataTable, StatusTabs, toast, type DataTableBatchAction, type DataTableColumn } from '@wz/ui';
import { PageHeader, ShopGate } from '../shop';
import { useNarrow } from '../useNarrow';

type Row = OperationData<'sellerGoodsList'>['lists'][number];
type Tab = 'sale' | 'off' | 'soldout' | 'draft' | 'recycle';
const TABS: { key: Exclude<Tab, 'recycle'>; label: string }[] = [
  { key: 'sale', label: '出售中' },
  { key: 'off', label: '仓库中' },
  { key: 'soldout', label: '已售罄' },
  { key: 'draft', label: '草稿箱' },
];
const STATUS_TEXT: Record<Tab, string> = { sale: '出售中', off: '仓库中', soldout: '已售罄', draft: '草稿', recycle: '已删除' };

/** /seller/wzmall/goodList (tabs, search, batch on/off shelf and delete) and goodList/recycliStation (restore). */
function GoodsTable({ recycle }: { recycle: boolean }) {
  const [params, setParams] = useSearchParams();
  const tab: Tab = recycle ? 'recycle' : ((TABS.find((t) => t.key === params.get('tab'))?.key ?? 'sale') as Tab);
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(keyword);
  const [selected, setSelected] = useState<string[]>([]);
  const narrow = useNarrow();
  const list = useRead(reads.sellerGoodsList({ tab, ...(keyword ? { keyword } : {}), page }), { keepPreviousData: true });
  const status = useWrite('sellerGoodsStatus');
  const remove = useWrite('sellerGoodsRemove');

  const go = (next: Record<string, string | undefined>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) if (v) p.set(k, v);
    else p.delete(k);
    setSelected([]);
    setParams(p);
  };
  const run = async (work: Promise<unknown>, done: string) => {
    try {
      await work;
      toast.success(done);
      setSelected([]);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : '操作失败');
    }
  };
  const act = (ids: string[], what: 'sale' | 'off' | 'remove' | 'restore') =>
    run(
      what === 'sale' || what === 'off'
        ? status.trigger({ ids: ids.join(','), status: what })
        : remove.trigger({ ids: ids.join(','), ...(what === 'restore' ? { restore: true } : {}) }),
      { sale: '已上架', off: '已下架', remove: '已移入回收站', restore: '已恢复到仓库' }[what],
    );

  const actions = (r: Row) => (
    <span className="sc-actions">
      {recycle ? (
        <Button size="sm" variant="link" onClick={() => void act([String(r.id)], 'restore')}>恢复</Button>
      ) : (
        <>
          <Link to={`/editPublishGoods?id=${r.id}`}>编辑</Link>
          {r.status === 'sale' || r.status === 'soldout' ? (
            <Button size="sm" variant="link" onClick={() => void act([String(r.id)], 'off')}>下架</Button>
          ) : (
            <Button size="sm" variant="link" onClick={() => void act([String(r.id)], 'sale')}>上架</Button>
          )}
          <Button size="sm" variant="link" onClick={() => void act([String(r.id)], 'remove')}>删除</Button>
        </>
      )}
    </span>
  );
  const goodsCell = (r: Row) => (
    <span className="sc-goods">
      {r.pic ? <img src={r.pic} alt="" width={56} height={56} loading="lazy" /> : <span className="sc-goods__nopic" aria-hidden="true" />}
      <span>
        <span className="sc-goods__title">{r.title}</span>
        <span className="sc-muted">{r.code ? `编码 ${r.code}` : `ID ${r.id}`}</span>
        {narrow ? (
          <span className="sc-goods__meta">
            ¥{r.price} · 库存 {r.stock} · 销量 {r.sales} · {STATUS_TEXT[r.status]}
          </span>
        ) : null}
      </span>
    </span>
  );
  const columns: DataTableColumn<Row>[] = narrow
    ? [
        { key: 'goods', title: '商品', render: goodsCell },
        { key: 'actions', title: '操作', render: actions, align: 'end' },
      ]
    : [
        { key: 'goods', title: '商品', render: goodsCell },
        { key: 'price', title: '价格（元）', value: (r) => r.price, align: 'end' },
        { key: 'stock', title: '库存', value: (r) => r.stock, align: 'end' },
        { key: 'sales', title: '销量', value: (r) => r.sales, align: 'end' },
        { key: 'status', title: '状态', value: (r) => STATUS_TEXT[r.status] },
        { key: 'inputtime', title: '发布时间', value: (r) => r.inputtime.slice(0, 16) },
        { key: 'actions', title: '操作', render: actions },
      ];
  const batch: DataTableBatchAction<Row>[] = recycle
    ? [{ key: 'restore', label: '批量恢复', onAction: (ids) => act(ids, 'restore') }]
    : [
        ...(tab !== 'sale' && tab !== 'soldout' ? [{ key: 'sale', label: '批量上架', onAction: (ids: string[]) => act(ids, 'sale') }] : []),
        ...(tab === 'sale' || tab === 'soldout' ? [{ key: 'off', label: '批量下架', onAction: (ids: string[]) => act(ids, 'off') }] : []),
        { key: 'remove', label: '批量删除', danger: true, confirm: '删除的商品会移入回收站，可以恢复。确定删除？', onAction: (ids) => act(ids, 'remove') },
      ];
  const data = list.data;
  return (
    <>
      {recycle ? null : (
        <StatusTabs
          label="商品状态"
          value={tab}
          onChange={(key) => go({ tab: key, page: undefined })}
          items={TABS.map((t) => ({ key: t.key, label: t.label, ...(data ? { count: data.counts[t.key] } : {}) }))}
        />
      )}
      <form
        className="sc-filter"
        role="search"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          go({ keyword: draft.trim() || undefined, page: undefined });
        }}
      >
        <label className="sc-filter__field">
          <span>商品</span>
          <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="标题或商家编码" maxLength={40} />
        </label>
        <Button type="submit" size="sm">查询</Button>
        {keyword ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => { setDraft(''); go({ keyword: undefined, page: undefined }); }}>
            重置
          </Button>
        ) : null}
      </form>
      {list.error ? <p role="alert">{list.error.message}</p> : null}
      <DataTable
        caption={recycle ? '回收站' : `商品列表：${STATUS_TEXT[tab]}`}
        columns={columns}
        rows={data?.lists ?? []}
        rowKey={(r) => String(r.id)}
        rowLabel={(r) => r.title}
        selectable
        selectedKeys={selected}
        onSelectionChange={setSelected}
        batchActions={batch}
        loading={!data && !list.error}
        empty={recycle ? '回收站是空的' : keyword ? '没有找到符合条件的商品' : '这里还没有商品'}
        total={data?.total ?? 0}
        page={page}
        pageSize={20}
        onPageChange={(p) => go({ page: p > 1 ? String(p) : undefined })}
      />
    </>
  );
}

export default function GoodsList() {
  const recycle = useLocation().pathname.endsWith('/recycliStation');
  return (
    <ShopGate title={recycle ? '回收站' : '商品管理'}>
      <PageHeader
        title={recycle ? '回收站' : '商品管理'}
        extra={
          recycle ? (
            <Link to="/goodList">返回商品管理</Link>
          ) : (
            <>
              <Link to="/goodList/recycliStation">回收站</Link>
              <Link className="sc-btn sc-btn--primary" to="/publishGoods">发布商品</Link>
            </>
          )
        }
      />
      <GoodsTable key={recycle ? 'recycle' : 'goods'} recycle={recycle} />
    </ShopGate>
  );
}
