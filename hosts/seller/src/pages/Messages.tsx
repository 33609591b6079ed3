import { useState } from 'react';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, Pager, Skeleton, StatusTabs } from '@wz/ui';
import { PageHeader, ShopGate } from '../shop';
import { useListState } from './listState';
import { ReplyDialog } from './ReplyDialog';

type Message = OperationData<'sellerMessages'>['lists'][number];
const TABS = [
  { key: 'all', label: '全部留言' },
  { key: 'unreplied', label: '待回复' },
] as const;
type Tab = (typeof TABS)[number]['key'];

function MessageList() {
  const { tab, page, go } = useListState<Tab>(['all', 'unreplied'], 'all');
  const list = useRead(reads.sellerMessages({ tab, page }), { keepPreviousData: true });
  const reply = useWrite('sellerMessageReply');
  const [open, setOpen] = useState<Message | null>(null);
  const data = list.data;
  return (
    <>
      <StatusTabs label="留言" value={tab} onChange={(key) => go({ tab: key as Tab })} items={TABS.map((t) => ({ ...t, ...(data ? { count: data.counts[t.key] } : {}) }))} />
      {list.error ? <p role="alert">{list.error.message}</p> : !data ? <Skeleton lines={6} label="留言加载中" /> : data.lists.length === 0 ? (
        <p className="sc-card sc-muted">{tab === 'unreplied' ? '留言都已回复' : '还没有买家留言'}</p>
      ) : (
        <ul className="sc-service">
          {data.lists.map((m) => (
            <li key={m.id} className="sc-card sc-service__item" data-testid="seller-message">
              <p className="sc-service__head">
                <a href={`/wzmall/businessEvaluation?id=${m.goods_id}`}>{m.title}</a>
                <span className="sc-muted">{m.inputtime}</span>
              </p>
              <p className="sc-service__text">
                <strong>{m.nickname}：</strong>
                {m.content}
              </p>
              {m.reply ? <p className="sc-service__reply" data-testid="seller-message-reply">商家回复：{m.reply}</p> : null}
              <div className="sc-actions">
                <Button size="sm" variant={m.reply ? 'secondary' : 'primary'} onClick={() => setOpen(m)}>
                  {m.reply ? '修改回复' : '回复'}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > 20 ? <Pager page={page} total={data.total} pageSize={20} onChange={(p: number) => go({ page: p })} /> : null}
      {open ? (
        <ReplyDialog title="回复留言" quote={`${open.nickname}：${open.content}`} initial={open.reply} onSend={(text) => reply.trigger({ id: open.id, reply: text })} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}

/** /seller/wzmall/userMessage: buyers' questions about the shop's goods; the reply shows in the buyer's message box. */
export default function Messages() {
  return (
    <ShopGate title="买家留言">
      <PageHeader title="买家留言" />
      <MessageList />
    </ShopGate>
  );
}
