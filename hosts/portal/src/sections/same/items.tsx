// The group's items as the public pages show them: group cards, topics with their vote, posts, questions with the
// managers' answers, replies, guest sessions. Member texts are rendered as text (never as HTML).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, type OperationData } from '@wz/sdk';
import { useWrite } from '@wz/sdk/react';
import { Button, toast } from '@wz/ui';
import { answerPath, forumPath, groupPath, KIND_NAMES, topicsPath } from './params';

export type GroupCard = OperationData<'sameGroups'>['lists'][number];
export type Topic = OperationData<'sameTopics'>['lists'][number];
export type Post = OperationData<'samePosts'>['lists'][number];
export type Question = OperationData<'sameQuestions'>['lists'][number];
export type Reply = OperationData<'samePost'>['replies'][number];
export type GuestSession = OperationData<'sameGroup'>['guests'][number];
export type Person = Topic['author'];

/** Text with its line breaks kept, as text. */
export const Paragraphs = ({ text, className }: { text: string; className?: string }) => (
  <div className={className ?? 'same-text'}>
    {text.split(/\n+/).map((line, i) => (
      <p key={i}>{line}</p>
    ))}
  </div>
);

function Avatar({ who }: { who: Person }) {
  return who.avatar ? <img className="same-avatar" src={who.avatar} alt="" width={28} height={28} loading="lazy" decoding="async" /> : <span className="same-avatar" aria-hidden="true">{[...who.nickname][0]}</span>;
}
export const Byline = ({ who, at }: { who: Person; at: string }) => (
  <p className="same-byline">
    <Avatar who={who} />
    <span>{who.nickname}</span>
    <time>{at.slice(0, 16)}</time>
  </p>
);

export function GroupCardItem({ g }: { g: GroupCard }) {
  return (
    <li className="same-card same-group">
      <p className="same-head__kind">
        <span className={`same-kind same-kind--${g.kind}`}>{KIND_NAMES[g.kind]}</span>
        {g.private ? <span className="same-badge">私密</span> : null}
        <span className="same-muted">{g.district}</span>
      </p>
      <h2>
        <Link to={groupPath(g.id)}>{g.name}</Link>
      </h2>
      <p className="same-clamp">{g.jianjie}</p>
      <p className="same-muted">
        成员 {g.members} · 议题 {g.topics} · 帖子 {g.posts}
      </p>
    </li>
  );
}

/** 赞成 / 反对 with the counts; a member votes once, the choice is shown afterwards. */
export function Votes({ topic, canVote }: { topic: Topic; canVote: boolean }) {
  const vote = useWrite('sameVote');
  const total = topic.yes + topic.no;
  const share = total ? Math.round((topic.yes / total) * 100) : 0;
  const cast = async (v: 'for' | 'against') => {
    try {
      await vote.trigger({ id: topic.id, vote: v });
      toast.success('投票成功');
    } catch (e) {
      toast.error(errorMessage(e, '投票失败，请稍后重试'));
    }
  };
  const open = topic.status === 'open';
  return (
    <div className="same-votes" aria-label={`${topic.title}的投票`}>
      <div className="same-votes__bar" role="img" aria-label={`赞成 ${topic.yes} 票，反对 ${topic.no} 票`}>
        <span style={{ width: `${share}%` }} />
      </div>
      <p className="same-votes__count">
        <span>赞成 {topic.yes}</span>
        <span>反对 {topic.no}</span>
        {!open ? <strong>{topic.yes > topic.no ? '结果：通过' : topic.yes < topic.no ? '结果：未通过' : '结果：平票'}</strong> : null}
      </p>
      {topic.myvote ? (
        <p className="same-muted" role="status">您已投票：{topic.myvote === 'for' ? '赞成' : '反对'}</p>
      ) : open && canVote ? (
        <p className="same-votes__do">
          <Button size="sm" onClick={() => void cast('for')} disabled={vote.isMutating}>赞成</Button>
          <Button size="sm" variant="ghost" onClick={() => void cast('against')} disabled={vote.isMutating}>反对</Button>
        </p>
      ) : null}
    </div>
  );
}

export function TopicItem({ topic, gid, canVote, full }: { topic: Topic; gid: number; canVote: boolean; full?: boolean }) {
  return (
    <li className="same-card same-item">
      <h3>
        <span className={`same-status same-status--${topic.status}`}>{topic.status === 'open' ? '进行中' : '已关闭'}</span>
        {full ? topic.title : <Link to={topicsPath(gid, topic.id)}>{topic.title}</Link>}
      </h3>
      <Byline who={topic.author} at={topic.inputtime} />
      {full ? <Paragraphs text={topic.content} /> : <p className="same-clamp">{topic.content}</p>}
      <Votes topic={topic} canVote={canVote} />
      {!full ? <p className="same-muted">{topic.replies} 条讨论</p> : null}
    </li>
  );
}

export function PostItem({ post, gid }: { post: Post; gid: number }) {
  return (
    <li className="same-row">
      <Link to={forumPath(gid, post.id)}>
        {post.top ? <span className="same-status same-status--open">置顶</span> : null}
        {post.title}
      </Link>
      <p className="same-muted">
        {post.author.nickname} · {post.replies} 回复 · 最后回复 {post.lasttime.slice(5, 16)}
      </p>
    </li>
  );
}

export function QuestionItem({ q, canAnswer }: { q: Question; canAnswer: boolean }) {
  return (
    <li className="same-card same-item">
      <h3>
        <span className={`same-status ${q.answer ? 'same-status--open' : 'same-status--wait'}`}>{q.answer ? '已回答' : '待回答'}</span>
        {q.title}
      </h3>
      <Byline who={q.author} at={q.inputtime} />
      <Paragraphs text={q.content} />
      {q.answer ? (
        <div className="same-answer">
          <p className="same-answer__who">
            管理员 {q.answerer} 回答 · {q.answertime.slice(0, 16)}
          </p>
          <Paragraphs text={q.answer} />
        </div>
      ) : null}
      {canAnswer ? <Link className="same-btn" to={answerPath(q.id)}>{q.answer ? '修改回答' : '回答'}</Link> : null}
    </li>
  );
}

export function Replies({ replies }: { replies: readonly Reply[] }) {
  if (!replies.length) return <p className="same-muted">还没有回复</p>;
  return (
    <ol className="same-replies" aria-label="回复">
      {replies.map((r, i) => (
        <li key={r.id}>
          <Byline who={r.author} at={r.inputtime} />
          {r.hidden ? <p className="same-muted">该回复已被管理员隐藏</p> : <Paragraphs text={r.content} />}
          <span className="same-floor">{i + 1} 楼</span>
        </li>
      ))}
    </ol>
  );
}

/** A reply box (members): the text stays when the server refuses it. */
export function ReplyForm({ kind, id }: { kind: 'topic' | 'post'; id: number }) {
  const reply = useWrite('sameReply');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const inputId = `same-reply-${kind}-${id}`;
  return (
    <form
      className="same-reply"
      onSubmit={async (e) => {
        e.preventDefault();
        const content = text.trim();
        if ([...content].length < 2 || [...content].length > 1000) return setError('回复内容 2–1000 个字');
        setError('');
        try {
          await reply.trigger({ kind, id, content });
          setText('');
          toast.success('回复成功');
        } catch (err) {
          setError(errorMessage(err, '回复失败，请稍后重试').replace(/^参数错误[:：]\s*content\s*/, ''));
        }
      }}
    >
      <label htmlFor={inputId}>{kind === 'topic' ? '参与讨论' : '回复'}</label>
      <textarea id={inputId} rows={3} maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} />
      {error ? <p id={`${inputId}-error`} role="alert" className="same-error">{error}</p> : null}
      <Button type="submit" disabled={reply.isMutating}>发表回复</Button>
    </form>
  );
}

export function GuestSessionItem({ s }: { s: GuestSession }) {
  return (
    <li className="same-card same-item">
      <h3>{s.title}</h3>
      <p className="same-muted">
        嘉宾：{s.guest.nickname}（{s.guesttitle}） · {s.starts}
      </p>
      <Paragraphs text={s.intro} />
      {s.questions.length ? (
        <ol className="same-replies" aria-label={`${s.title}的问答`}>
          {s.questions.map((q) => (
            <li key={q.id}>
              <p>
                <strong>{q.author.nickname} 问：</strong>
                {q.content}
              </p>
              {q.answer ? (
                <p className="same-answer">
                  <strong>{s.guest.nickname} 答：</strong>
                  {q.answer}
                </p>
              ) : (
                <p className="same-muted">等待嘉宾回答</p>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="same-muted">还没有提问</p>
      )}
    </li>
  );
}
