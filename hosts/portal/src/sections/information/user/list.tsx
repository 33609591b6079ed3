import { Link } from 'react-router-dom';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { StatusList, useStatusQuery } from '@wz/app-kit';
import { Button, LazyImage, toast } from '@wz/ui';
import { infoEditPath, infoPath } from '../params';
import '../information.css';

type Article = OperationData<'informationArticles'>['lists'][number];
const TABS = [
  { key: 'published', label: '已发布' },
  { key: 'draft', label: '草稿' },
  { key: 'down', label: '已下架' },
];

/** 资讯列表: the publisher's articles by state, with edit, publish and take down. */
export function InfoList() {
  const query = useStatusQuery(TABS);
  const status = query.status as 'published' | 'draft' | 'down';
  const list = useRead(reads.informationArticles({ status, page: query.page }));
  const set = useWrite('informationSetStatus');
  const counts = list.data?.counts;
  const tabs = TABS.map((t) => ({ ...t, label: counts ? `${t.label}（${counts[t.key as keyof typeof counts]}）` : t.label }));
  const change = (a: Article, to: 'published' | 'down') =>
    set.trigger({ id: a.id, status: to }).then(() => toast.success(to === 'down' ? '已下架' : '发布成功'), (e: unknown) => toast.error(e instanceof Error ? e.message : '操作失败'));
  return (
    <StatusList<Article>
      title="资讯列表"
      tabs={tabs}
      query={query}
      rows={list.data?.lists}
      total={list.data?.total}
      loading={list.isLoading}
      error={list.error}
      onRetry={() => void list.mutate()}
      rowKey={(a) => String(a.id)}
      columns={[
        { key: 'cover', title: '封面', width: 96, render: (a) => (a.cover ? <LazyImage src={a.cover} alt="" width={80} height={50} /> : null) },
        { key: 'title', title: '标题', render: (a) => (a.status === 'published' ? <Link to={infoPath(a.id)}>{a.title}</Link> : a.title) },
        { key: 'module', title: '栏目', value: (a) => a.module },
        { key: 'stats', title: '阅读/评论', value: (a) => `${a.clickcount} / ${a.comments}` },
        { key: 'time', title: '更新时间', value: (a) => a.inputtime.slice(0, 16) },
        {
          key: 'ops',
          title: '操作',
          render: (a) => (
            <span className="kind-ops">
              <Link to={infoEditPath(a.id)}>编辑</Link>
              {a.status === 'published' ? (
                <Button size="sm" variant="ghost" disabled={set.isMutating} onClick={() => void change(a, 'down')}>下架</Button>
              ) : (
                <Button size="sm" variant="ghost" disabled={set.isMutating} onClick={() => void change(a, 'published')}>发布</Button>
              )}
            </span>
          ),
        },
      ]}
      actions={<Link className="info-write" to={infoEditPath()}>写文章</Link>}
      empty={status === 'published' ? '还没有发布的文章' : status === 'draft' ? '没有草稿' : '没有下架的文章'}
    />
  );
}

