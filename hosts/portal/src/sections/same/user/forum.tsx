// Forum moderation (tiebalist: pin, hide; tiebadetail: a post's replies, hide or show each) and the questions to
// answer (zhiwenlist).
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { StatusList, useStatusQuery } from '@wz/app-kit';
import { Button, toast } from '@wz/ui';
import { Byline, Paragraphs } from '../items';
import { ModeratedReplies } from './replies';
import { answerPath, forumPath, idOf } from '../params';
import { Managed, ManagedDetail } from './picker';

type Post = OperationData<'samePosts'>['lists'][number];
type PostAction = 'top' | 'untop' | 'hide' | 'show';
const DONE: Record<PostAction, string> = { top: '已置顶', untop: '已取消置顶', hide: '已隐藏', show: '已恢复显示' };
const detailPath = (gid: number, id: number) => `/user/sameRelease/tongzhu/tiebadetail?gid=${gid}&id=${id}`;

function usePostSet() {
  const set = useWrite('samePostSet');
  return {
    busy: set.isMutating,
    run: async (id: number, action: PostAction) => {
      try {
        await set.trigger({ id, action });
        toast.success(DONE[action]);
      } catch (e) {
        toast.error(errorMessage(e, '操作失败，请稍后重试'));
      }
    },
  };
}

const TABS = [
  { key: 'all', label: '全部' },
  { key: 'hidden', label: '已隐藏' },
];

function Posts({ gid }: { gid: number }) {
  const query = useStatusQuery(TABS);
  const read = useRead(reads.samePosts({ gid, page: query.page }));
  const set = usePostSet();
  const rows = read.data?.lists.filter((p) => query.status === 'all' || p.hidden);
  return (
    <StatusList<Post>
      title="贴吧管理"
      tabs={TABS}
      query={query}
      rows={rows}
      total={query.status === 'all' ? read.data?.total : rows?.length}
      loading={!read.data}
      error={read.error}
      onRetry={() => void read.mutate()}
      rowKey={(p) => String(p.id)}
      actions={<Link to={forumPath(gid)}>进入贴吧</Link>}
      empty="还没有帖子"
      columns={[
        { key: 'title', title: '帖子', render: (p) => <Link to={detailPath(gid, p.id)}>{p.top ? '【置顶】' : ''}{p.title}</Link> },
        { key: 'who', title: '作者', value: (p) => `${p.author.nickname} ${p.inputtime.slice(0, 10)}` },
        { key: 'replies', title: '回复', value: (p) => p.replies },
        { key: 'state', title: '状态', value: (p) => (p.hidden ? '已隐藏' : '显示中') },
        {
          key: 'ops',
          title: '操作',
          render: (p) => (
            <span className="same-ops">
              <Button size="sm" variant="ghost" disabled={set.busy} onClick={() => void set.run(p.id, p.top ? 'untop' : 'top')}>{p.top ? '取消置顶' : '置顶'}</Button>
              <Button size="sm" variant="ghost" disabled={set.busy} onClick={() => void set.run(p.id, p.hidden ? 'show' : 'hide')}>{p.hidden ? '恢复显示' : '隐藏'}</Button>
            </span>
          ),
        },
      ]}
    />
  );
}
export const TiebaList = () => <Managed title="贴吧管理">{(gid) => <Posts gid={gid} />}</Managed>;

function PostDetail({ gid }: { gid: number }) {
  const [search] = useSearchParams();
  const list = useRead(reads.samePosts({ gid, page: 1 }));
  const id = idOf(search) || list.data?.lists[0]?.id || 0;
  const read = useRead(id ? reads.samePost({ id }) : null);
  const set = usePostSet();
  const d = read.data;
  return (
    <ManagedDetail headingId="same-post-title" title="帖子详情" empty={!id && list.data ? '还没有帖子。' : undefined} missing="帖子不存在" error={read.error} item={d?.post.gid === gid ? d : undefined}>
      {(d) => (
        <div className="same-columns">
          <h2>{d.post.title}</h2>
          <Byline who={d.post.author} at={d.post.inputtime} />
          <Paragraphs text={d.post.content} />
          <p className="same-ops">
            <Button size="sm" disabled={set.busy} onClick={() => void set.run(d.post.id, d.post.top ? 'untop' : 'top')}>{d.post.top ? '取消置顶' : '置顶'}</Button>
            <Button size="sm" variant="ghost" disabled={set.busy} onClick={() => void set.run(d.post.id, d.post.hidden ? 'show' : 'hide')}>{d.post.hidden ? '恢复显示' : '隐藏帖子'}</Button>
          </p>
          <h3>回复（{d.replies.length}）</h3>
          <ModeratedReplies replies={d.replies} />
        </div>
      )}
    </ManagedDetail>
  );
}
export const TiebaDetail = () => <Managed title="帖子详情">{(gid) => <PostDetail gid={gid} />}</Managed>;

type Question = OperationData<'sameQuestions'>['lists'][number];
const QTABS = [
  { key: 'open', label: '待回答' },
  { key: 'answered', label: '已回答' },
];

function Questions({ gid }: { gid: number }) {
  const query = useStatusQuery(QTABS);
  const read = useRead(reads.sameQuestions({ gid, page: query.page }));
  const rows = read.data?.lists.filter((q) => (query.status === 'open' ? !q.answer : !!q.answer));
  return (
    <StatusList<Question>
      title="成员质问"
      tabs={QTABS}
      query={query}
      rows={rows}
      total={rows?.length}
      loading={!read.data}
      error={read.error}
      onRetry={() => void read.mutate()}
      rowKey={(q) => String(q.id)}
      empty={query.status === 'open' ? '没有待回答的质问' : '还没有回答过质问'}
      columns={[
        { key: 'title', title: '质问', render: (q) => <><strong>{q.title}</strong><p className="same-clamp">{q.content}</p></> },
        { key: 'who', title: '提问人', value: (q) => `${q.author.nickname} ${q.inputtime.slice(0, 10)}` },
        { key: 'answer', title: '回答', value: (q) => q.answer || '—' },
        { key: 'ops', title: '操作', render: (q) => <Link to={answerPath(q.id)}>{q.answer ? '修改回答' : '回答'}</Link> },
      ]}
    />
  );
}
export const ZhiwenList = () => <Managed title="成员质问">{(gid) => <Questions gid={gid} />}</Managed>;
