import { Link } from 'react-router-dom';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, toast, type DataTableColumn } from '@wz/ui';
import { writeErrorText } from '@wz/app-kit';
import { StatusList, useStatusQuery } from '@wz/app-kit';
import { FAVOURITE_KINDS } from '../../../app/favouriteKinds';

type Favourite = OperationData<'myFavourites'>['lists'][number];
type Kind = Favourite['kind'];

// the kinds the sections declare (their listing descriptions), assembled by the host
const KIND_LABEL = new Map<Kind, string>(FAVOURITE_KINDS.map((k) => [k.kind, k.label]));
const TABS: { key: 'all' | Kind; label: string }[] = [{ key: 'all', label: '全部' }, ...FAVOURITE_KINDS.map((k) => ({ key: k.kind, label: k.label }))];

/** personInfo/favourites (x-spec: inferred, as 58同城's 我的收藏): the listings the member collected, by section. */
export default function Favourites() {
  const query = useStatusQuery(TABS);
  const kind = query.status === 'all' ? undefined : (query.status as Kind);
  const list = useRead(reads.myFavourites({ page: query.page, ...(kind ? { kind } : {}) }), { keepPreviousData: true });
  const toggle = useWrite('toggleFavourite');

  const release = async (f: Favourite) => {
    try {
      await toggle.trigger({ kind: f.kind, id: f.id });
      toast.success('取消收藏成功');
    } catch (error) {
      toast.error(writeErrorText(error, '操作失败', '操作失败，请稍后重试'));
    }
  };

  const columns: DataTableColumn<Favourite>[] = [
    {
      key: 'title',
      title: '信息',
      render: (f) =>
        f.online && f.link ? (
          <Link to={f.link} className="favourite">
            {f.picture && <img src={f.picture} alt="" width={64} height={48} loading="lazy" />}
            {f.title}
          </Link>
        ) : (
          <span className="muted">{f.title || '该信息已删除'}（已失效）</span>
        ),
    },
    { key: 'kind', title: '分类', value: (f) => KIND_LABEL.get(f.kind) ?? '' },
    { key: 'time', title: '收藏时间', value: (f) => f.collected_at },
    {
      key: 'action',
      title: '操作',
      render: (f) => (
        <Button size="sm" variant="secondary" onClick={() => void release(f)} aria-label={`取消收藏 ${f.title}`}>
          取消收藏
        </Button>
      ),
    },
  ];
  return (
    <StatusList<Favourite>
      title="我的收藏"
      tabs={TABS}
      query={query}
      rows={list.data?.lists}
      total={list.data?.total}
      loading={list.isLoading}
      error={list.error}
      onRetry={() => void list.mutate()}
      columns={columns}
      rowKey={(f) => `${f.kind}:${f.id}`}
      empty={<p className="muted">还没有收藏，看到喜欢的信息可以点「收藏」。</p>}
    />
  );
}
