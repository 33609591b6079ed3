import { useState, type FormEvent } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Pager } from '../../primitives/Pager/Pager';
import * as shared from '../../internal/shared.css';
import { listState, type Placeholder } from '../../internal/states';
import { cx } from '../../internal/cx';
import { useDomId } from '../../internal/useId';
import * as s from './CommentList.css';

/** A reply under a comment. */
export interface CommentReply {
  id?: number | string;
  nickname: string;
  content: string;
  inputtime?: string | null;
  avatar?: string | null;
}

/** A comment (on a courseware item in the education area), with the API's field names. */
export interface Comment {
  id: number | string;
  nickname: string;
  content: string;
  inputtime?: string | null;
  touxiang?: string | null;
  avatar?: string | null;
  reply?: CommentReply[] | null;
}

/** Validation texts (spec §5). */
export const COMMENT_REQUIRED_TEXT = '请输入留言内容';
export const REPLY_REQUIRED_TEXT = '请输入回复内容';

/** A send callback may return a promise: the box clears when it resolves, and keeps the text when it rejects or resolves to `false`. */
type Send = (msg: string) => void | boolean | Promise<unknown>;

export interface CommentListProps {
  /** Comments of the current page (`commentList` → `data.lists`). */
  comments: Comment[];
  /** Total comments, for the pager. */
  total?: number;
  /** Current page (1-based). */
  page?: number;
  /** Page size. Default 10. */
  pageSize?: number;
  /** Called with the new page; without it no pager shows. */
  onPageChange?: (page: number) => void;
  /** Posts a comment (`postComment` msg). Without it no comment box shows. */
  onComment?: Send;
  /** Posts a reply to a comment (`postReply` message_id, msg). Without it no reply toggles show. */
  onReply?: (commentId: Comment['id'], msg: string) => void | boolean | Promise<unknown>;
  /** Refuse a blank comment with 请输入留言内容 (videos). Text courseware sends without the check: pass false. Default true. */
  requireComment?: boolean;
  /** A post is in flight: send buttons show a spinner and ignore clicks. */
  submitting?: boolean;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Heading. Default 留言. */
  title?: string;
  className?: string;
}

function Avatar({ src, nickname }: { src?: string | null; nickname: string }) {
  if (src) return <img className={s.avatar} src={src} alt="" loading="lazy" />;
  return (
    <span className={s.initial} aria-hidden="true">
      {Array.from(nickname.trim())[0] ?? '?'}
    </span>
  );
}

function TextBox({
  label,
  placeholder,
  submitText,
  requiredText,
  validate,
  submitting,
  onSend,
  autoFocus,
  onCancel,
}: {
  label: string;
  placeholder: string;
  submitText: string;
  requiredText: string;
  validate: boolean;
  submitting: boolean;
  onSend: Send;
  autoFocus?: boolean;
  onCancel?: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const id = useDomId('wz-comment');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const msg = text.trim();
    if (validate && !msg) {
      setError(requiredText);
      return;
    }
    setError('');
    try {
      const result = await onSend(validate ? msg : text);
      if (result !== false) setText('');
    } catch {
      // The caller reports the failure; the text stays so the user can resend.
    }
  };
  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <label className={s.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={s.textarea}
        value={text}
        placeholder={placeholder}
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        // The reply box opens because the user asked for it: focus follows.
        autoFocus={autoFocus}
        onChange={(e) => {
          setText(e.currentTarget.value);
          if (error) setError('');
        }}
      />
      {error ? (
        <p id={`${id}-error`} className={shared.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      <div className={s.actions}>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            取消
          </Button>
        ) : null}
        <Button type="submit" size="sm" loading={submitting}>
          {submitText}
        </Button>
      </div>
    </form>
  );
}

/** The placeholder while the list loads. */
const placeholder: Placeholder = { label: '留言加载中', count: 3, className: s.skeletonRow };

/** Comments with a comment box, a reply toggle per comment and a pager. */
export function CommentList({
  comments,
  total = 0,
  page = 1,
  pageSize = 10,
  onPageChange,
  onComment,
  onReply,
  requireComment = true,
  submitting = false,
  title = '留言',
  className,
  ...state
}: CommentListProps) {
  const [openReplies, setOpenReplies] = useState<ReadonlySet<Comment['id']>>(new Set());
  const headingId = useDomId('wz-comments');
  const toggle = (id: Comment['id']) =>
    setOpenReplies((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const body = listState(state, placeholder, comments.length === 0 && '暂无留言') ?? (
    <ul className={s.items}>
      {comments.map((c) => {
        const replies = c.reply ?? [];
        const isOpen = openReplies.has(c.id);
        const replyId = `${headingId}-reply-${String(c.id)}`;
        return (
          <li key={c.id} className={s.item}>
            <Avatar src={c.touxiang || c.avatar} nickname={c.nickname} />
            <div>
              <div className={s.head}>
                <span className={s.nickname}>{c.nickname}</span>
                {c.inputtime ? <time className={shared.meta}>{c.inputtime}</time> : null}
              </div>
              <p className={s.content}>{c.content}</p>
              {replies.length > 0 ? (
                <ul className={s.replies} aria-label={`${c.nickname}的留言的回复`}>
                  {replies.map((r, i) => (
                    <li key={r.id ?? i} className={s.reply}>
                      <span className={s.nickname}>{r.nickname}</span>：{r.content}
                      {r.inputtime ? <time className={cx(shared.meta)}> {r.inputtime}</time> : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              {onReply ? (
                <>
                  <Button
                    variant="link"
                    size="sm"
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? replyId : undefined}
                    onClick={() => toggle(c.id)}
                  >
                    {isOpen ? '收起回复' : '回复'}
                  </Button>
                  {isOpen ? (
                    <div id={replyId} className={s.replyForm}>
                      <TextBox
                        label={`回复 ${c.nickname}`}
                        placeholder="请输入回复内容"
                        submitText="发送回复"
                        requiredText={REPLY_REQUIRED_TEXT}
                        validate
                        submitting={submitting}
                        autoFocus
                        onCancel={() => toggle(c.id)}
                        onSend={async (msg) => {
                          const result = await onReply(c.id, msg);
                          if (result !== false) toggle(c.id);
                          return result;
                        }}
                      />
                    </div>
                  ) : null}
                </>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );

  return (
    <section className={cx(s.wrap, className)} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.sectionTitle}>
        {title}
        {total > 0 ? <span className={shared.meta}>（{total}）</span> : null}
      </h2>
      {onComment ? (
        <TextBox
          label="发表留言"
          placeholder="说说你的看法…"
          submitText="发表"
          requiredText={COMMENT_REQUIRED_TEXT}
          validate={requireComment}
          submitting={submitting}
          onSend={onComment}
        />
      ) : null}
      {body}
      {onPageChange && !state.loading && !state.error && total > pageSize ? (
        <Pager page={page} total={total} pageSize={pageSize} onChange={onPageChange} />
      ) : null}
    </section>
  );
}
