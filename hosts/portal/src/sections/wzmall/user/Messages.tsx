import { useState } from 'react';
import { Link } from 'react-router-dom';
import { reads, type OperationData } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { PagedList } from '@wz/ui';
import { goodsPath } from '../params';

type Message = OperationData<'mallMyMessages'>['lists'][number];

/** /usercenter/wzmall/message: the member's messages to shops and their replies (as text). */
export default function Messages() {
  const [page, setPage] = useState(1);
  const list = useRead(reads.mallMyMessages({ page }));
  return (
    <section className="card" aria-labelledby="messages-title">
      <h1 id="messages-title">我的消息</h1>
      <PagedList.Root items={list.data?.lists} total={list.data?.total ?? 0} page={page} pageSize={20} loading={list.isLoading} error={list.error} onRetry={() => void list.mutate()} onPageChange={setPage}>
        <PagedList.Items<Message> label="留言列表" getKey={(m) => m.id}>
          {(m) => (
            <article className="mall-order">
              <p>
                <Link to={goodsPath(m.goods_id)}>{m.title}</Link> <span className="muted">{m.inputtime}</span>
              </p>
              <p>我：{m.content}</p>
              <p className={m.reply ? '' : 'muted'}>商家：{m.reply || '暂未回复'}</p>
            </article>
          )}
        </PagedList.Items>
        <PagedList.Empty>暂无消息</PagedList.Empty>
        <PagedList.Error />
        <PagedList.Pager />
      </PagedList.Root>
    </section>
  );
}
