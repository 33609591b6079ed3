// A manager's topics (yitilist, yitidetail: open, close, the result) and the members' proposals (tiyilist: adopt as a
// topic, or decline with a reply).
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { StatusList, useStatusQuery } from '@wz/app-kit';
import { Button, toast } from '@wz/ui';
import { Paragraphs, Votes } from '../items';
import { idOf, topicsPath } from '../params';
import { Managed, ManagedDetail } from './picker';
import { ModeratedReplies } from './replies';

type Topic = OperationData<'sameTopics'>['lists'][number];
const detailPath = (gid: number, id: number) => `/user/sameRelease/tongzhu/yitidetail?gid=${gid}&id=${id}`;
const TABS = [
  { key: 'all', label: '全部' },
  { key: 'open', label: '进行中' },
  { key: 'closed', label: '已关闭' },
];

function useTopicSet() {
  const set = useWrite('sameTopicSet');
  const run = async (id: number, action: 'open' | 'close') => {
    try {
      await set.trigger({ id, action });
      toast.success(action === 'close' ? '议题已关闭' : '议题已重新开放');
    } catch (e) {
      toast.error(errorMessage(e, '操作失败，请稍后重试'));
    }
  };
  return { run, busy: set.isMutating };
}

function Topics({ gid }: { gid: number }) {
  const query = useStatusQuery(TABS);
  const read = useRead(reads.sameTopics({ gid, page: query.page }));
  const set = useTopicSet();
  const rows = read.data?.lists.filter((t) => query.status === 'all' || t.status === query.status);
  return (
    <StatusList<Topic>
      title="议题管理"
      tabs={TABS}
      query={query}
      rows={rows}
      total={query.status === 'all' ? read.data?.total : rows?.length}
      loading={!read.data}
      error={read.error}
      onRetry={() => void read.mutate()}
      rowKey={(t) => String(t.id)}
      actions={<Link to={topicsPath(gid)}>去小组发起议题</Link>}
      empty="还没有议题"
      columns={[
        { key: 'title', title: '议题', render: (t) => <Link to={detailPath(gid, t.id)}>{t.title}</Link> },
        { key: 'votes', title: '赞成 / 反对', value: (t) => `${t.yes} / ${t.no}` },
        { key: 'status', title: '状态', value: (t) => (t.status === 'open' ? '进行中' : '已关闭') },
        { key: 'time', title: '发起', value: (t) => `${t.author.nickname} ${t.inputtime.slice(0, 10)}` },
        {
          key: 'ops',
          title: '操作',
          render: (t) => (
            <Button size="sm" variant="ghost" disabled={set.busy} onClick={() => void set.run(t.id, t.status === 'open' ? 'close' : 'open')}>
              {t.status === 'open' ? '关闭议题' : '重新开放'}
            </Button>
          ),
        },
      ]}
    />
  );
}
export const YitiList = () => <Managed title="议题管理">{(gid) => <Topics gid={gid} />}</Managed>;

function TopicDetail({ gid }: { gid: number }) {
  const [search] = useSearchParams();
  const list = useRead(reads.sameTopics({ gid, page: 1 }));
  const id = idOf(search) || list.data?.lists[0]?.id || 0;
  const read = useRead(id ? reads.sameTopic({ id }) : null);
  const set = useTopicSet();
  const d = read.data;
  return (
    <ManagedDetail headingId="same-topic-title" title="议题详情" empty={!id && list.data ? '还没有议题。' : undefined} missing="议题不存在" error={read.error} item={d?.topic.gid === gid ? d : undefined}>
      {(d) => (
        <div className="same-columns">
          <h2>{d.topic.title}</h2>
          <p className="same-muted">
            {d.topic.author.nickname} 发起于 {d.topic.inputtime.slice(0, 16)} · {d.topic.status === 'open' ? '进行中' : '已关闭'}
          </p>
          <Paragraphs text={d.topic.content} />
          <Votes topic={d.topic} canVote={false} />
          <p className="same-ops">
            <Button disabled={set.busy} onClick={() => void set.run(d.topic.id, d.topic.status === 'open' ? 'close' : 'open')}>
              {d.topic.status === 'open' ? '关闭议题（投票结果生效）' : '重新开放'}
            </Button>
            <Link to={topicsPath(gid, d.topic.id)}>在小组中查看</Link>
          </p>
          <h3>讨论（{d.replies.length}）</h3>
          <ModeratedReplies replies={d.replies} />
        </div>
      )}
    </ManagedDetail>
  );
}
export const YitiDetail = () => <Managed title="议题详情">{(gid) => <TopicDetail gid={gid} />}</Managed>;

type Proposal = OperationData<'sameProposals'>['lists'][number];
const PTABS = [
  { key: 'waiting', label: '待处理' },
  { key: 'all', label: '全部' },
];
const PSTATUS: Record<Proposal['status'], string> = { waiting: '待处理', adopted: '已采纳', declined: '未采纳' };

function Proposals({ gid }: { gid: number }) {
  const read = useRead(reads.sameProposals({ gid }));
  const set = useWrite('sameProposalSet');
  const query = useStatusQuery(PTABS);
  const [declining, setDeclining] = useState<Proposal | null>(null);
  const [reply, setReply] = useState('');
  const [error, setError] = useState('');
  const rows = read.data?.lists.filter((p) => query.status === 'all' || p.status === 'waiting');
  const decide = async (p: Proposal, action: 'adopt' | 'decline', text = '') => {
    try {
      await set.trigger({ id: p.id, action, reply: text });
      toast.success(action === 'adopt' ? '已采纳为议题' : '已回复不采纳');
      setDeclining(null);
      setReply('');
      setError('');
    } catch (e) {
      const msg = errorMessage(e, '操作失败，请稍后重试');
      if (action === 'decline') setError(msg.replace(/^参数错误[:：]\s*reply\s*/, ''));
      else toast.error(msg);
    }
  };
  return (
    <>
      <StatusList<Proposal>
        title="成员提议"
        tabs={PTABS}
        query={query}
        rows={rows}
        total={rows?.length}
        pageSize={100}
        loading={!read.data}
        error={read.error}
        onRetry={() => void read.mutate()}
        rowKey={(p) => String(p.id)}
        empty="没有待处理的提议"
        columns={[
          { key: 'title', title: '提议', render: (p) => <><strong>{p.title}</strong><p className="same-clamp">{p.content}</p></> },
          { key: 'who', title: '提议人', value: (p) => `${p.author.nickname} ${p.inputtime.slice(0, 10)}` },
          { key: 'status', title: '状态', render: (p) => (p.status === 'adopted' ? <Link to={topicsPath(gid, p.topic)}>已采纳为议题</Link> : p.reply ? `${PSTATUS[p.status]}：${p.reply}` : PSTATUS[p.status]) },
          {
            key: 'ops',
            title: '操作',
            render: (p) =>
              p.status === 'waiting' ? (
                <span className="same-ops">
                  <Button size="sm" disabled={set.isMutating} onClick={() => void decide(p, 'adopt')}>采纳为议题</Button>
                  <Button size="sm" variant="ghost" onClick={() => setDeclining(p)}>不采纳</Button>
                </span>
              ) : null,
          },
        ]}
      />
      {declining ? (
        <form className="card kind same-reply" onSubmit={(e) => { e.preventDefault(); void decide(declining, 'decline', reply.trim()); }}>
          <label htmlFor="same-decline">不采纳「{declining.title}」的理由</label>
          <textarea id="same-decline" rows={3} maxLength={200} value={reply} onChange={(e) => setReply(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'same-decline-error' : undefined} />
          {error ? <p id="same-decline-error" role="alert" className="same-error">{error}</p> : null}
          <span className="same-ops">
            <Button type="submit" disabled={set.isMutating}>回复不采纳</Button>
            <Button variant="ghost" onClick={() => setDeclining(null)}>取消</Button>
          </span>
        </form>
      ) : null}
    </>
  );
}
export const TiyiList = () => <Managed title="成员提议">{(gid) => <Proposals gid={gid} />}</Managed>;
