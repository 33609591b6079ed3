import { useState, type ReactNode } from 'react';
import { errorMessage, type OperationData, type Read, type ReadOperationId } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { Button, Empty, Pager, Skeleton, toast } from '@wz/ui';
import { useSearchParams } from 'react-router-dom';
import { queryInt } from '../queryParams';
import { KindState, type KindGate } from './KindState';
import './kinds.css';
import './boxes.css';

/** One invitation as the box shows it. */
export interface InterviewEntry {
  key: number;
  /** What it is about (a link to the position). */
  title: ReactNode;
  /** The other side: the company (received) or the invitee (sent). */
  peer: ReactNode;
  /** `YYYY-MM-DD HH:mm`. */
  time: string;
  place: string;
  contact: string;
  phone: string;
  note: string;
  state: 'pending' | 'accepted' | 'declined';
  /** The invitee's reason for declining. */
  reason: string;
  sentAt: string;
}

export interface InterviewBoxKindProps<R extends ReadOperationId, T> {
  title: string;
  description?: ReactNode;
  /** sent: the inviter's box (reads the answers); received: the invitee's (accepts or declines). */
  box: 'sent' | 'received';
  read: (page: number) => Read<R>;
  list: (data: OperationData<R>) => { items: readonly T[]; total: number };
  entry: (item: T) => InterviewEntry;
  /** The invitee's answer (received box); a refusal's message stays on the form. */
  onAnswer?: (item: T, accept: boolean, reason: string) => Promise<unknown>;
  emptyText: string;
  gate?: KindGate;
}

const STATE = { pending: '待回复', accepted: '已接受', declined: '已拒绝' } as const;

/** 接受 / 拒绝 with a reason (2–200 characters); what was typed stays when the server refuses. */
function Answer<T>({ item, id, onAnswer }: { item: T; id: number; onAnswer: NonNullable<InterviewBoxKindProps<ReadOperationId, T>['onAnswer']> }) {
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (accept: boolean) => {
    const text = reason.trim();
    if (!accept && (text.length < 2 || text.length > 200)) return setError('拒绝原因 2–200 个字');
    setError('');
    setBusy(true);
    try {
      await onAnswer(item, accept, accept ? '' : text);
      toast.success(accept ? '已接受面试邀请' : '已拒绝面试邀请');
    } catch (err) {
      setError(errorMessage(err, '操作失败，请稍后重试').replace(/^参数错误[:：]\s*\w+\s*/, ''));
    } finally {
      setBusy(false);
    }
  };
  const field = `kind-invite-reason-${id}`;
  return (
    <div className="kind-invite__answer">
      {!declining ? (
        <span className="kind-ops">
          <Button size="sm" disabled={busy} onClick={() => void send(true)}>接受邀请</Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => setDeclining(true)}>拒绝</Button>
        </span>
      ) : (
        <form className="kind-thread__reply" onSubmit={(e) => (e.preventDefault(), void send(false))}>
          <label htmlFor={field}>拒绝原因</label>
          <textarea id={field} rows={2} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${field}-error` : undefined} />
          <span className="kind-ops">
            <Button type="submit" size="sm" disabled={busy}>确认拒绝</Button>
            <Button size="sm" variant="ghost" onClick={() => setDeclining(false)}>取消</Button>
          </span>
        </form>
      )}
      {error ? <p id={`${field}-error`} role="alert" className="kind__error">{error}</p> : null}
    </div>
  );
}

/** Interview box kind: invitations sent (with the answers) or received (accept, or decline with a reason). */
export function InterviewBoxKind<R extends ReadOperationId, T>(p: InterviewBoxKindProps<R, T>) {
  const [search, setSearch] = useSearchParams();
  const page = queryInt(search, 'page', 1);
  const answer = useRead(p.read(page));
  if (!answer.data) return <KindState title={p.title} loading={!answer.error} error={answer.error} onRetry={() => void answer.mutate()} gate={p.gate} />;
  const { items, total } = p.list(answer.data);
  return (
    <section className="card kind" aria-labelledby="kind-title">
      <h1 id="kind-title">{p.title}</h1>
      {p.description ? <p className="muted">{p.description}</p> : null}
      {!items.length ? (
        <Empty description={p.emptyText} />
      ) : (
        <ol className="kind-box" aria-label={p.title}>
          {items.map((item) => {
            const e = p.entry(item);
            return (
              <li key={e.key} className="kind-box__entry" data-state={e.state}>
                <header className="kind-box__head">
                  <span className="kind-box__title">{e.title}</span>
                  <span className={`kind-box__state kind-box__state--${e.state}`}>{STATE[e.state]}</span>
                </header>
                <p className="kind-box__who">{p.box === 'received' ? '邀请方' : '受邀人'}：{e.peer}</p>
                <dl className="kind-invite__facts">
                  <dt>面试时间</dt><dd>{e.time}</dd>
                  <dt>面试地点</dt><dd>{e.place}</dd>
                  <dt>联系人</dt><dd>{e.contact} <a href={`tel:${e.phone.replace(/[^\d-]/g, '')}`}>{e.phone}</a></dd>
                  {e.note ? <><dt>备注</dt><dd>{e.note}</dd></> : null}
                  {e.state === 'declined' && e.reason ? <><dt>拒绝原因</dt><dd>{e.reason}</dd></> : null}
                </dl>
                <footer className="kind-box__foot"><time className="muted">发送于 {e.sentAt}</time></footer>
                {p.box === 'received' && e.state === 'pending' && p.onAnswer ? <Answer item={item} id={e.key} onAnswer={p.onAnswer} /> : null}
              </li>
            );
          })}
        </ol>
      )}
      {answer.isLoading ? <Skeleton lines={2} label={`${p.title}加载中`} /> : null}
      {total > 10 ? (
        <Pager page={page} total={total} pageSize={10} onChange={(n) => {
          const next = new URLSearchParams(search);
          if (n === 1) next.delete('page');
          else next.set('page', String(n));
          setSearch(next);
        }} />
      ) : null}
    </section>
  );
}
