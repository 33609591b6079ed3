/**
 * An item's comments for readers (own's posts, information's articles): newest first, each with its replies
 * (the publisher's marked 作者), a reply box, delete on one's own; every text as text. Guests see a login link.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, Pager, Skeleton, toast } from '@wz/ui';
import { useSession } from '../lib/api';
import { TextForm } from './TextForm';
import './feedback.css';

type Kind = 'information' | 'own';
type Comment = OperationData<'feedbackComments'>['lists'][number];
type Reply = Comment['replies'][number];

function Who({ c }: { c: Reply }) {
  return (
    <span className="fb-who">
      <strong>{c.user}</strong>
      {c.author ? <span className="fb-author">作者</span> : null}
      <time className="muted">{c.inputtime}</time>
    </span>
  );
}

function RemoveButton({ id }: { id: number }) {
  const remove = useWrite('feedbackRemoveComment');
  return (
    <Button size="sm" variant="ghost" disabled={remove.isMutating} onClick={() => remove.trigger({ id }).then(() => toast.success('删除成功'), (e: unknown) => toast.error(e instanceof Error ? e.message : '删除失败'))}>
      删除
    </Button>
  );
}

function CommentItem({ c, kind, itemId, loggedIn }: { c: Comment; kind: Kind; itemId: number; loggedIn: boolean }) {
  const [replying, setReplying] = useState(false);
  const send = useWrite('feedbackComment');
  return (
    <li className="fb-comment">
      <Who c={c} />
      <p className="fb-text">{c.content}</p>
      <div className="fb-ops">
        {loggedIn ? <Button size="sm" variant="ghost" onClick={() => setReplying((r) => !r)} aria-expanded={replying}>回复</Button> : null}
        {c.mine ? <RemoveButton id={c.id} /> : null}
      </div>
      {c.replies.length ? (
        <ul className="fb-replies" aria-label={`${c.user} 的评论的回复`}>
          {c.replies.map((r) => (
            <li key={r.id}>
              <Who c={r} />
              <p className="fb-text">{r.content}</p>
              {r.mine ? <RemoveButton id={r.id} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {replying ? (
        <TextForm id={`fb-reply-${c.id}`} label={`回复 ${c.user}`} submitLabel="发送回复" what="回复内容" busy={send.isMutating}
          onSend={(content) => send.trigger({ kind, item_id: itemId, parent_id: c.id, content }).then(() => { toast.success('回复成功'); setReplying(false); })} />
      ) : null}
    </li>
  );
}

/** The comments block of a detail page. */
export function Comments({ kind, itemId }: { kind: Kind; itemId: number }) {
  const { loggedIn } = useSession();
  const [page, setPage] = useState(1);
  const list = useRead(reads.feedbackComments({ kind, item_id: itemId, page }));
  const send = useWrite('feedbackComment');
  const data = list.data;
  return (
    <section className="fb-comments" aria-labelledby="fb-comments-title" id="comments">
      <h2 id="fb-comments-title">评论{data ? `（${data.total}）` : ''}</h2>
      {loggedIn ? (
        <TextForm id="fb-comment" label="写评论" placeholder="说说你的看法，文明发言" submitLabel="发表评论" what="评论内容" busy={send.isMutating}
          onSend={(content) => send.trigger({ kind, item_id: itemId, content }).then(() => { toast.success('评论成功'); setPage(1); })} />
      ) : (
        <p className="fb-login"><Link to="/login">登录</Link>后可以发表评论</p>
      )}
      {!data ? (
        list.error ? <p role="alert">评论加载失败 <Button size="sm" onClick={() => void list.mutate()}>重试</Button></p> : <Skeleton lines={3} label="评论加载中" />
      ) : !data.lists.length ? (
        <p className="muted">还没有评论，来抢沙发吧</p>
      ) : (
        <ol className="fb-list" aria-label="评论列表">
          {data.lists.map((c) => <CommentItem key={c.id} c={c} kind={kind} itemId={itemId} loggedIn={loggedIn} />)}
        </ol>
      )}
      {data && data.total > 10 ? <Pager page={page} total={data.total} pageSize={10} onChange={setPage} /> : null}
    </section>
  );
}
