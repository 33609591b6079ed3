/**
 * The comment moderation kind (the user centre's comment pages of own and information): comments on the
 * member's items, by state (全部 / 显示中 / 已隐藏), with reply, hide / show and delete. Texts as text.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { useStatusQuery } from '@wz/app-kit';
import { Button, ConfirmDialog, Empty, Pager, Skeleton, StatusTabs, toast } from '@wz/ui';
import { TextForm } from './TextForm';
import './feedback.css';

type Row = OperationData<'feedbackCommentsMine'>['lists'][number];
const TABS = [
  { key: 'all', label: '全部' },
  { key: 'visible', label: '显示中' },
  { key: 'hidden', label: '已隐藏' },
];

function Moderated({ c, kind, onRemove }: { c: Row; kind: 'information' | 'own'; onRemove: (id: number) => void }) {
  const [replying, setReplying] = useState(false);
  const hide = useWrite('feedbackHideComment');
  const reply = useWrite('feedbackComment');
  return (
    <li className="fb-comment">
      <p className="fb-item">
        {c.item_link ? <Link to={c.item_link}>{c.item_title}</Link> : c.item_title}
        {c.hidden ? <span className="fb-badge">已隐藏</span> : null}
      </p>
      <span className="fb-who"><strong>{c.user}</strong><time className="muted">{c.inputtime}</time></span>
      <p className="fb-text">{c.content}</p>
      {c.replies.length ? (
        <ul className="fb-replies" aria-label="回复">
          {c.replies.map((r) => (
            <li key={r.id}>
              <span className="fb-who"><strong>{r.mine ? '我' : r.user}</strong>{r.author ? <span className="fb-author">作者</span> : null}<time className="muted">{r.inputtime}</time></span>
              <p className="fb-text">{r.content}</p>
              <Button size="sm" variant="ghost" onClick={() => onRemove(r.id)}>删除回复</Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="fb-ops">
        {!c.hidden ? <Button size="sm" variant="ghost" onClick={() => setReplying((v) => !v)} aria-expanded={replying}>回复</Button> : null}
        <Button size="sm" variant="ghost" disabled={hide.isMutating}
          onClick={() => hide.trigger({ id: c.id, hidden: c.hidden ? 0 : 1 }).then(() => toast.success(c.hidden ? '已恢复显示' : '已隐藏'), (e: unknown) => toast.error(e instanceof Error ? e.message : '操作失败'))}>
          {c.hidden ? '取消隐藏' : '隐藏'}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onRemove(c.id)}>删除</Button>
      </div>
      {replying ? (
        <TextForm id={`fb-mod-reply-${c.id}`} label={`回复 ${c.user}`} submitLabel="发送回复" what="回复内容" busy={reply.isMutating}
          onSend={(content) => reply.trigger({ kind, item_id: c.item_id, parent_id: c.id, content }).then(() => { toast.success('回复成功'); setReplying(false); })} />
      ) : null}
    </li>
  );
}

export function CommentModeration({ kind, title, emptyText }: { kind: 'information' | 'own'; title: string; emptyText: string }) {
  const query = useStatusQuery(TABS);
  const status = query.status as 'all' | 'visible' | 'hidden';
  const list = useRead(reads.feedbackCommentsMine({ kind, status, page: query.page }));
  const remove = useWrite('feedbackRemoveComment');
  const [removing, setRemoving] = useState<number | null>(null);
  const data = list.data;
  return (
    <section className="card kind" aria-labelledby="kind-title">
      <h1 id="kind-title">{title}</h1>
      <StatusTabs items={TABS} value={query.status} onChange={query.setStatus} label={`${title}状态`} />
      {!data ? (
        list.error ? <div role="alert"><p>{list.error.message}</p><Button onClick={() => void list.mutate()}>重试</Button></div> : <Skeleton lines={4} label={`${title}加载中`} />
      ) : !data.lists.length ? (
        <Empty description={emptyText} />
      ) : (
        <ol className="fb-list" aria-label={title}>
          {data.lists.map((c) => <Moderated key={c.id} c={c} kind={kind} onRemove={setRemoving} />)}
        </ol>
      )}
      {data && data.total > 10 ? <Pager page={query.page} total={data.total} pageSize={10} onChange={query.setPage} /> : null}
      <ConfirmDialog open={removing !== null} title="删除评论" message="确定删除这条评论吗？它的回复也会一起删除，删除后不能恢复。" confirmText="删除" danger loading={remove.isMutating}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing !== null && remove.trigger({ id: removing }).then(() => { toast.success('删除成功'); setRemoving(null); }, (e: unknown) => toast.error(e instanceof Error ? e.message : '删除失败'))} />
    </section>
  );
}
