import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { reads } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { Button, DataTable } from '@wz/ui';
import { MessageForm } from '../pages/MessageForm';

type Message = { id: number; from_user: number; from_name: string; to_name: string; content: string; read: 0 | 1; inputtime: string };

/** The first line of a message in the list (the whole text shows once it is opened). */
const preview = (text: string) => (text.length > 24 ? `${text.slice(0, 24)}…` : text);

/** In-site messages: received (opening one marks it read) and sent, with a reply to the sender. */
export function MessagesView({ onRead }: { onRead: () => void }) {
  const [params, setParams] = useSearchParams();
  const box = params.get('box') === 'sent' ? 'sent' : 'received';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [openId, setOpenId] = useState<number>();
  const received = useRead(box === 'received' ? reads.logisticsMsgReceived({ page }) : null);
  const sent = useRead(box === 'sent' ? reads.logisticsMsgSent({ page }) : null);
  const opened = useRead(openId ? reads.logisticsMsgReceived({ id: openId, page: 1 }) : null);
  const message = opened.data?.lists[0];
  const { mutate } = received;
  // the server marked it read: the list and the centre's counts show it
  useEffect(() => {
    if (!message) return;
    void mutate();
    onRead();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened message
  }, [message?.id]);
  const list = box === 'received' ? received : sent;
  const go = (next: Record<string, string | undefined>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p);
    setOpenId(undefined);
  };
  return (
    <section className="card user-list" aria-labelledby="logistics-messages">
      <h1 id="logistics-messages">站内信{list.data ? `（未读 ${list.data.unread} 条）` : ''}</h1>
      <nav className="listing-nav" aria-label="信箱">
        <button type="button" className="listing-nav__item" aria-current={box === 'received' ? 'page' : undefined} onClick={() => go({ box: undefined, page: undefined })}>收到的消息</button>
        <button type="button" className="listing-nav__item" aria-current={box === 'sent' ? 'page' : undefined} onClick={() => go({ box: 'sent', page: undefined })}>发出的消息</button>
      </nav>
      <DataTable<Message>
        caption={box === 'received' ? '收到的消息' : '发出的消息'}
        rows={(list.data?.lists ?? []) as Message[]}
        loading={list.isLoading}
        rowKey={(m) => String(m.id)}
        columns={[
          box === 'received'
            ? { key: 'who', title: '发件人', render: (m) => <span className={m.read ? undefined : 'logistics-msg--unread'}>{m.from_name}{m.read ? '' : '（未读）'}</span> }
            : { key: 'who', title: '收件人', value: (m) => m.to_name },
          { key: 'content', title: '内容', value: (m) => (box === 'sent' ? m.content : preview(m.content)) },
          { key: 'time', title: '时间', value: (m) => m.inputtime },
          ...(box === 'received'
            ? [{ key: 'open', title: '操作', render: (m: Message) => <Button size="sm" variant="ghost" onClick={() => setOpenId(m.id)}>查看</Button> }]
            : []),
        ]}
        empty={box === 'received' ? '还没有收到消息' : '还没有发过消息'}
        total={list.data?.total}
        page={page}
        pageSize={10}
        onPageChange={(p) => go({ page: p > 1 ? String(p) : undefined })}
      />
      {message ? (
        <article className="logistics-panel" aria-label="消息内容">
          <h2>来自 {message.from_name} 的消息</h2>
          <p className="muted">{message.inputtime}</p>
          <p className="logistics-text">{message.content}</p>
          <MessageForm to={message.from_user} toName={message.from_name} />
        </article>
      ) : null}
    </section>
  );
}
