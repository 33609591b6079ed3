/** The report list kind: reports on the member's items with the reason and what was done (reporters unnamed). */
import { Link, useSearchParams } from 'react-router-dom';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { queryInt } from '@wz/app-kit';
import { Button, Empty, Pager, Skeleton } from '@wz/ui';
import './feedback.css';

const RESULT = { pending: '待处理', held: '已隐藏，等待审核', restored: '审核通过，已恢复显示', removed: '审核后已下架' } as const;

export function ReportList({ kind, title, emptyText }: { kind: 'information' | 'own'; title: string; emptyText: string }) {
  const [search, setSearch] = useSearchParams();
  const page = queryInt(search, 'page', 1);
  const list = useRead(reads.feedbackReports({ kind, page }));
  const data = list.data;
  return (
    <section className="card kind" aria-labelledby="kind-title">
      <h1 id="kind-title">{title}</h1>
      <p className="muted">同一内容被 3 位用户举报后会先隐藏，等待平台审核。</p>
      {!data ? (
        list.error ? <div role="alert"><p>{list.error.message}</p><Button onClick={() => void list.mutate()}>重试</Button></div> : <Skeleton lines={4} label={`${title}加载中`} />
      ) : !data.lists.length ? (
        <Empty description={emptyText} />
      ) : (
        <ol className="fb-list" aria-label={title}>
          {data.lists.map((r) => (
            <li key={r.id} className="fb-comment">
              <p className="fb-item">{r.item_link ? <Link to={r.item_link}>{r.item_title}</Link> : r.item_title}</p>
              <p>举报原因：<strong>{r.reason_text}</strong>{r.content ? <span className="fb-text">（{r.content}）</span> : null}</p>
              <p className="fb-who"><span className={`fb-result fb-result--${r.result}`}>处理结果：{RESULT[r.result]}</span><time className="muted">{r.inputtime}</time></p>
            </li>
          ))}
        </ol>
      )}
      {data && data.total > 10 ? (
        <Pager page={page} total={data.total} pageSize={10} onChange={(p) => { const next = new URLSearchParams(search); next.set('page', String(p)); setSearch(next); }} />
      ) : null}
    </section>
  );
}
