import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, reads } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, DataTable, Skeleton, toast } from '@wz/ui';
import { companyPath } from '../links';

// the form kit loads when an article is written or edited, not with the list
const NewsForm = lazy(() => import('./NewsForm'));

type News = { id: number; title: string; inputtime: string; clickcount: number; company_id: number };

/** The company's news: publish, edit, delete (with confirmation). */
export function NewsView({ hasCompany }: { hasCompany: boolean | undefined }) {
  const list = useRead(reads.myLogisticsNewsList({ page: 1 }));
  const remove = useWrite('deleteLogisticsNews');
  // undefined: no form; 0: a new article; an id: editing that one
  const [editing, setEditing] = useState<number>();
  if (hasCompany === false)
    return (
      <section className="card">
        <p role="alert">请先创建企业资料，再发布企业新闻。</p>
        <Link to="?view=company">去填写企业资料</Link>
      </section>
    );
  const del = async (n: News) => {
    if (!window.confirm(`确定删除「${n.title}」吗？删除后不能恢复。`)) return;
    try {
      await remove.trigger({ id: n.id });
      toast.success('删除成功');
      if (editing === n.id) setEditing(undefined);
    } catch (error) {
      toast.error(errorMessage(error, '删除失败，请稍后重试'));
    }
  };
  return (
    <>
      <section className="card user-list" aria-labelledby="logistics-news-title">
        <header className="user-list__header">
          <h1 id="logistics-news-title">企业新闻</h1>
          <Button onClick={() => setEditing(0)}>发布新闻</Button>
        </header>
        <DataTable<News>
          caption="企业新闻"
          rows={(list.data?.lists ?? []) as News[]}
          loading={list.isLoading}
          rowKey={(n) => String(n.id)}
          columns={[
            { key: 'title', title: '标题', render: (n) => <Link to={companyPath(n.company_id, n.id)}>{n.title}</Link> },
            { key: 'time', title: '发布时间', value: (n) => n.inputtime },
            { key: 'clicks', title: '阅读', value: (n) => n.clickcount, align: 'end' },
            {
              key: 'action',
              title: '操作',
              render: (n) => (
                <span className="listing-actions">
                  <Button size="sm" variant="ghost" onClick={() => setEditing(n.id)}>编辑</Button>
                  <Button size="sm" variant="ghost" onClick={() => void del(n)}>删除</Button>
                </span>
              ),
            },
          ]}
          empty="还没有企业新闻"
        />
      </section>
      {editing !== undefined ? (
        <div className="logistics-panel">
          <Suspense fallback={<Skeleton lines={3} label="加载中" />}>
            <NewsForm key={editing} {...(editing ? { id: editing } : {})} onDone={() => setEditing(undefined)} />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
