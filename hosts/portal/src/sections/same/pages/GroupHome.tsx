import { Link, useSearchParams } from 'react-router-dom';
import { useRouteReads } from '@wz/app-kit';
import { useRead, useWrite } from '@wz/sdk/react';
import { GroupFrame, isMember, MembersOnly } from '../frame';
import { GuestAskForm } from '../forms';
import { Byline, GuestSessionItem, Paragraphs, PostItem, QuestionItem, TopicItem } from '../items';
import { askPath, forumPath, idOf, questionsPath, sameDetailReads, topicsPath } from '../params';

/** /same/detail?id=: the group's home: introduction, managers, notices, the latest topics, posts, questions and guest sessions. */
export default function GroupHome() {
  const [search] = useSearchParams();
  const id = idOf(search);
  const r = useRouteReads(sameDetailReads);
  const read = useRead(r.group ?? null);
  const ask = useWrite('sameGuestAsk');
  return (
    <GroupFrame id={id} read={read} tab="index">
      {(home) => {
        const member = isMember(home.role);
        return (
          <div className="same-columns">
            <section className="same-card" aria-labelledby="same-intro">
              <h2 id="same-intro">小组简介</h2>
              <Paragraphs text={home.group.jianjie} />
              <h3>管理员</h3>
              <ul className="same-people" aria-label="管理员">
                {home.managers.map((m, i) => (
                  <li key={m.id}>
                    <Byline who={m} at={i === 0 ? '组长' : '管理员'} />
                  </li>
                ))}
              </ul>
            </section>
            {home.notices.length ? (
              <section className="same-card" aria-labelledby="same-notices">
                <h2 id="same-notices">公告</h2>
                <ul className="same-list">
                  {home.notices.map((n) => (
                    <li key={n.id}>
                      <strong>{n.title}</strong>
                      <Paragraphs text={n.content} />
                      <time className="same-muted">{n.inputtime.slice(0, 10)}</time>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {home.group.private && !member ? (
              <section className="same-card">
                <p>这是私密小组，成员才能查看议题、贴吧和质问。</p>
                <MembersOnly home={home} what="查看" />
              </section>
            ) : (
              <>
                <section aria-labelledby="same-latest-topics">
                  <div className="same-section__head">
                    <h2 id="same-latest-topics">最新议题</h2>
                    <Link to={topicsPath(id)}>全部议题 ›</Link>
                  </div>
                  {home.topics.length ? (
                    <ul className="same-items">{home.topics.map((t) => <TopicItem key={t.id} topic={t} gid={id} canVote={member} />)}</ul>
                  ) : (
                    <p className="same-muted">还没有议题</p>
                  )}
                </section>
                <section className="same-card" aria-labelledby="same-latest-posts">
                  <div className="same-section__head">
                    <h2 id="same-latest-posts">贴吧</h2>
                    <Link to={forumPath(id)}>进入贴吧 ›</Link>
                  </div>
                  {home.posts.length ? <ul className="same-rows">{home.posts.map((p) => <PostItem key={p.id} post={p} gid={id} />)}</ul> : <p className="same-muted">还没有帖子</p>}
                </section>
                <section aria-labelledby="same-latest-questions">
                  <div className="same-section__head">
                    <h2 id="same-latest-questions">质问管理员</h2>
                    <span>
                      {member ? <Link to={askPath(id)}>发起质问</Link> : null} <Link to={questionsPath(id)}>全部 ›</Link>
                    </span>
                  </div>
                  {home.questions.length ? (
                    <ul className="same-items">{home.questions.slice(0, 3).map((q) => <QuestionItem key={q.id} q={q} canAnswer={false} />)}</ul>
                  ) : (
                    <p className="same-muted">还没有质问</p>
                  )}
                </section>
                {home.guests.length ? (
                  <section aria-labelledby="same-guests">
                    <h2 id="same-guests">嘉宾做客</h2>
                    <ul className="same-items">
                      {home.guests.map((s) => (
                        <GuestSessionItem key={s.id} s={s} />
                      ))}
                    </ul>
                    {member && home.guests[0] && !home.guests[0].isguest ? (
                      <div className="same-card">
                        <GuestAskForm id={home.guests[0].id} send={(v) => ask.trigger(v)} />
                      </div>
                    ) : null}
                  </section>
                ) : null}
              </>
            )}
          </div>
        );
      }}
    </GroupFrame>
  );
}
