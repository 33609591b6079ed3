import { Link, useSearchParams } from 'react-router-dom';
import { isApiError, reads } from '@wz/sdk';
import { useRouteReads } from '@wz/app-kit';
import { useRead, useWrite } from '@wz/sdk/react';
import { Skeleton } from '@wz/ui';
import { useSession } from '../../../app/lib/api';
import { GroupFrame, isMember, MembersOnly, Pager } from '../frame';
import { TitledForm } from '../forms';
import { Replies, ReplyForm, TopicItem } from '../items';
import { idOf, pageOf, PER_PAGE, sameTopicsReads, topicsPath } from '../params';

const PROPOSAL: Record<'waiting' | 'adopted' | 'declined', string> = { waiting: '等待管理员处理', adopted: '已采纳为议题', declined: '未采纳' };

/** The member's own proposals and what the managers made of them. */
function MyProposals({ gid }: { gid: number }) {
  const { userInfo } = useSession();
  // managers are answered every proposal of the group: keep the member's own
  const mine = useRead(reads.sameProposals({ gid })).data?.lists.filter((p) => p.author.id === userInfo?.id);
  if (!mine?.length) return null;
  return (
    <ul className="same-list" aria-label="我的提议">
      {mine.map((p) => (
        <li key={p.id}>
          <strong>{p.title}</strong> · {p.status === 'adopted' ? <Link to={topicsPath(gid, p.topic)}>{PROPOSAL.adopted}</Link> : PROPOSAL[p.status]}
          {p.reply ? <p className="same-muted">管理员回复：{p.reply}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** /same/detail/yiti?id=[&topic=]: the topics with their votes and a form to open one; with a topic, its discussion. */
export default function GroupTopics() {
  const [search] = useSearchParams();
  const id = idOf(search);
  const topicId = idOf(search, 'topic');
  const page = pageOf(search);
  const r = useRouteReads(sameTopicsReads);
  const read = useRead(r.group ?? null);
  const topics = useRead(r.topics ?? null);
  const topic = useRead(r.topic ?? null);
  const create = useWrite('sameTopicCreate');
  const propose = useWrite('sameProposalCreate');
  return (
    <GroupFrame id={id} read={read} tab="yiti" crumb={topic.data?.topic.title ?? '议题'}>
      {(home) => {
        const member = isMember(home.role);
        if (topicId) {
          const t = topic.data;
          if (!t || t.topic.gid !== id) {
            return topic.error || (t && t.topic.gid !== id) ? (
              <p role="alert" className="same-card">
                议题不存在，<Link to={topicsPath(id)}>返回议题列表</Link>
              </p>
            ) : (
              <Skeleton lines={5} label="加载中" />
            );
          }
          return (
            <div className="same-columns">
              <ul className="same-items">
                <TopicItem topic={t.topic} gid={id} canVote={member} full />
              </ul>
              <section className="same-card" aria-labelledby="same-discuss">
                <h2 id="same-discuss">讨论（{t.replies.length}）</h2>
                <Replies replies={t.replies} />
                {t.topic.status === 'open' ? member ? <ReplyForm kind="topic" id={t.topic.id} /> : <MembersOnly home={home} what="参与讨论和投票" /> : <p className="same-muted">议题已关闭，不能再讨论和投票</p>}
              </section>
              <Link to={topicsPath(id)}>‹ 返回议题列表</Link>
            </div>
          );
        }
        return (
          <div className="same-columns">
            <h2>议题</h2>
            {topics.data ? (
              <>
                {topics.data.lists.length ? (
                  <ul className="same-items">{topics.data.lists.map((t) => <TopicItem key={t.id} topic={t} gid={id} canVote={member} />)}</ul>
                ) : (
                  <p className="same-muted">还没有议题</p>
                )}
                <Pager page={page} total={topics.data.total} perPage={PER_PAGE} href={(p) => topicsPath(id, undefined, p)} />
              </>
            ) : topics.error && !(isApiError(topics.error) && topics.error.code === 404) ? (
              <p role="alert">加载失败，请稍后重试</p>
            ) : (
              <Skeleton lines={5} label="加载中" />
            )}
            <section className="same-card" aria-labelledby="same-new-topic">
              <h2 id="same-new-topic">发起议题</h2>
              {member ? (
                <TitledForm noun="议题" label="发起议题" submit="发起议题" placeholder="说明事情的来龙去脉和建议的做法，成员可以投赞成或反对票" send={(v) => create.trigger({ gid: id, ...v })} />
              ) : (
                <MembersOnly home={home} what="发起议题和投票" />
              )}
            </section>
            {member ? (
              <section className="same-card" aria-labelledby="same-new-proposal">
                <h2 id="same-new-proposal">向管理员提议</h2>
                <p className="same-muted">管理员采纳后，提议成为议题交给全体成员投票。</p>
                <TitledForm noun="提议" label="向管理员提议" submit="提交提议" send={(v) => propose.trigger({ gid: id, ...v })} />
                <MyProposals gid={id} />
              </section>
            ) : null}
          </div>
        );
      }}
    </GroupFrame>
  );
}
