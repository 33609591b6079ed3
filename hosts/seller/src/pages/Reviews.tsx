import { useState } from 'react';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, Pager, Skeleton, StatusTabs } from '@wz/ui';
import { PageHeader, ShopGate } from '../shop';
import { useListState } from './listState';
import { ReplyDialog } from './ReplyDialog';

type Review = OperationData<'sellerComments'>['lists'][number];
const TABS = [
  { key: 'all', label: '全部评价' },
  { key: 'unreplied', label: '待回复' },
] as const;
type Tab = (typeof TABS)[number]['key'];

function ReviewList() {
  const { tab, page, go } = useListState<Tab>(['all', 'unreplied'], 'all');
  const list = useRead(reads.sellerComments({ tab, page }), { keepPreviousData: true });
  const reply = useWrite('sellerCommentReply');
  const [open, setOpen] = useState<Review | null>(null);
  const data = list.data;
  return (
    <>
      <StatusTabs label="评价" value={tab} onChange={(key) => go({ tab: key as Tab })} items={TABS.map((t) => ({ ...t, ...(data ? { count: data.counts[t.key] } : {}) }))} />
      {list.error ? <p role="alert">{list.error.message}</p> : !data ? <Skeleton lines={6} label="评价加载中" /> : data.lists.length === 0 ? (
        <p className="sc-card sc-muted">{tab === 'unreplied' ? '评价都已回复' : '还没有买家评价'}</p>
      ) : (
        <ul className="sc-service">
          {data.lists.map((r) => (
            <li key={r.id} className="sc-card sc-service__item" data-testid="seller-review">
              <p className="sc-service__head">
                <a href={`/wzmall/businessEvaluation?id=${r.goods_id}`}>{r.title}</a>
                <span className="sc-muted">{r.inputtime}</span>
              </p>
              <p>
                <span className="sc-stars" aria-label={`${r.score} 星`}>{'★'.repeat(r.score)}{'☆'.repeat(5 - r.score)}</span> {r.nickname}
                {r.spec ? <span className="sc-muted"> · {r.spec}</span> : null}
              </p>
              <p className="sc-service__text">{r.content}</p>
              {r.pics.length ? (
                <div className="sc-service__pics">
                  {r.pics.map((src, i) => (
                    <img key={src} src={src} alt={`评价图片${i + 1}`} width={64} height={64} loading="lazy" />
                  ))}
                </div>
              ) : null}
              {r.reply ? <p className="sc-service__reply" data-testid="seller-review-reply">商家回复：{r.reply}</p> : null}
              <div className="sc-actions">
                <Button size="sm" variant={r.reply ? 'secondary' : 'primary'} onClick={() => setOpen(r)}>
                  {r.reply ? '修改回复' : '回复'}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > 20 ? <Pager page={page} total={data.total} pageSize={20} onChange={(p: number) => go({ page: p })} /> : null}
      {open ? (
        <ReplyDialog title="回复评价" quote={`${open.nickname}：${open.content}`} initial={open.reply} onSend={(text) => reply.trigger({ id: open.id, reply: text })} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}

/** /seller/wzmall/userComment: buyers' reviews of the shop's goods; the reply shows under the review on the goods page. */
export default function Reviews() {
  return (
    <ShopGate title="评价管理">
      <PageHeader title="评价管理" />
      <ReviewList />
    </ShopGate>
  );
}
