import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, Empty, Pager, Skeleton, toast } from '@wz/ui';
import { queryInt } from '../queryParams';
import './kinds.css';

type Thread = OperationData<'talkReceived'>['lists'][number];
/** The sections whose items take messages (the contract's TalkKind). */
export type TalkKind = Thread['kind'];

export interface MessageBoxKindProps {
  /** The section whose threads are listed. */
  kind: TalkKind;
  /** received: messages on the member's items (the owner's box); sent: the member's own, with the replies. */
  box: 'received' | 'sent';
  title: string;
  /** Shown when there is no thread. */
  emptyText: string;
}

/** One reply box: the text stays when the server refuses it. */
function ReplyForm({ thread, label }: { thread: Thread; label: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const reply = useWrite('talkReply');
  const id = `kind-reply-${thread.id}`;
  return (
    <form
      className="kind-thread__reply"
      onSubmit={async (e) => {
        e.preventDefault();
        const content = text.trim();
        if (content.length < 2 || content.length > 500) {
          setError('回复内容 2–500 个字');
          return;
        }
        setError('');
        try {
          await reply.trigger({ thread_id: thread.id, content });
          setText('');
          toast.success('回复成功');
        } catch (err) {
          setError(errorMessage(err, '回复失败，请稍后重试').replace(/^参数错误[:：]\s*content\s*/, ''));
        }
      }}
    >
      <label htmlFor={id}>{label}</label>
      <textarea id={id} value={text} maxLength={500} rows={2} onChange={(e) => setText(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? <p id={`${id}-error`} role="alert" className="kind__error">{error}</p> : null}
      <Button type="submit" size="sm" disabled={reply.isMutating}>回复</Button>
    </form>
  );
}

/** Message box kind: the member's threads of one section (received or sent), every message as text, reply in place. */
export function MessageBoxKind({ kind, box, title, emptyText }: MessageBoxKindProps) {
  const [search, setSearch] = useSearchParams();
  const page = queryInt(search, 'page', 1);
  const read = box === 'received' ? reads.talkReceived({ kind, page }) : reads.talkSent({ kind, page });
  const { data, error, mutate } = useRead(read as ReturnType<typeof reads.talkReceived>);
  return (
    <section className="card kind" aria-labelledby="kind-title">
      <h1 id="kind-title">
        {title}
        {data?.unread ? <span className="kind__badge">{data.unread} 条未读</span> : null}
      </h1>
      {error && !data ? (
        <div role="alert" className="kind__state">
          <p>{errorMessage(error, '加载失败，请稍后重试')}</p>
          <Button onClick={() => void mutate()}>重试</Button>
        </div>
      ) : !data ? (
        <Skeleton lines={4} label={`${title}加载中`} />
      ) : !data.lists.length ? (
        <Empty description={emptyText} />
      ) : (
        <ol className="kind-threads" aria-label={title}>
          {data.lists.map((t) => (
            <li key={t.id} className="kind-thread">
              <header className="kind-thread__head">
                {t.item_link ? <Link to={t.item_link}>{t.item_title}</Link> : <span>{t.item_title}</span>}
                <span className="muted">{box === 'received' ? `留言人：${t.peer}` : `对方：${t.peer}`}</span>
                {t.unread ? <span className="kind__badge">{t.unread} 条新消息</span> : null}
              </header>
              <ul className="kind-thread__messages">
                {t.messages.map((m) => (
                  <li key={m.id} className={m.mine ? 'kind-msg kind-msg--mine' : 'kind-msg'}>
                    <span className="kind-msg__who">{m.mine ? '我' : t.peer}</span>
                    <p className="kind-msg__text">{m.content}</p>
                    <time className="muted">{m.inputtime}</time>
                  </li>
                ))}
              </ul>
              <ReplyForm thread={t} label={box === 'received' ? `回复 ${t.peer}` : '继续留言'} />
            </li>
          ))}
        </ol>
      )}
      {data && data.total > 10 ? (
        <Pager
          page={page}
          total={data.total}
          pageSize={10}
          onChange={(p) => {
            const next = new URLSearchParams(search);
            if (p === 1) next.delete('page');
            else next.set('page', String(p));
            setSearch(next);
          }}
        />
      ) : null}
    </section>
  );
}
