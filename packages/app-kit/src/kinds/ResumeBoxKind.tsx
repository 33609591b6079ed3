import { useState, type ReactNode } from 'react';
import { errorMessage, type OperationData, type Read, type ReadOperationId } from '@wz/sdk';
import { useRead } from '@wz/sdk/react';
import { Button, Empty, Pager, Skeleton, StatusTabs } from '@wz/ui';
import { useStatusQuery } from './StatusList';
import { KindState, type KindGate } from './KindState';
import './kinds.css';
import './boxes.css';

/** One application as the box shows it: what it is for, who sent it, where it stands. */
export interface BoxEntry {
  key: string | number;
  /** The state's key (one of the box's states); shown as its label. */
  state: string;
  /** What was applied to (a link to the position or service). */
  title: ReactNode;
  /** Who sent it, or to whom it went. */
  who?: ReactNode;
  /** One line of facts (gender · age · education…). */
  line?: ReactNode;
  time: string;
  /** A note under the facts (a refusal's reason, the applicant's message). */
  note?: ReactNode;
}

export interface ResumeBoxKindProps<R extends ReadOperationId, T> {
  /** 收到的简历 / 投递的简历. */
  title: string;
  description?: ReactNode;
  /** The state tabs, the first (key '') for all; labels also name an entry's state. */
  states: readonly { key: string; label: string }[];
  /** The box's read for a state ('' for all) and page (kept in the URL). */
  read: (q: { state: string; page: number }) => Read<R>;
  /** The answer's entries, total and per-state counts. */
  list: (data: OperationData<R>) => { items: readonly T[]; total: number; counts?: Partial<Record<string, number>> };
  entry: (item: T) => BoxEntry;
  /** What the member can do with one (open, invite, withdraw…). */
  actions?: (item: T, open: (on: boolean) => void) => ReactNode;
  /** Shown under an entry once `open(true)` was called (the résumé, a form). */
  expanded?: (item: T, close: () => void) => ReactNode;
  emptyText: string;
  /** Where a member goes whose role has no box yet (201 answers). */
  gate?: KindGate;
}

/**
 * Résumé box kind: applications received or sent (a job's, a service's), by state in tabs kept in the URL,
 * each a card with its state, facts and the member's actions; an entry can open in place (the résumé, an
 * invitation form). Texts render as text.
 */
export function ResumeBoxKind<R extends ReadOperationId, T>(p: ResumeBoxKindProps<R, T>) {
  const query = useStatusQuery(p.states);
  const answer = useRead(p.read({ state: query.status, page: query.page }));
  const [opened, setOpened] = useState<string | number | null>(null);
  if (!answer.data) return <KindState title={p.title} loading={!answer.error} error={answer.error} onRetry={() => void answer.mutate()} gate={p.gate} />;
  const { items, total, counts } = p.list(answer.data);
  const label = (key: string) => p.states.find((s) => s.key === key)?.label ?? key;
  const tabs = p.states.map((s) => ({ key: s.key, label: s.label, count: counts?.[s.key || 'all'] }));
  return (
    <section className="card kind" aria-labelledby="kind-title">
      <h1 id="kind-title">{p.title}</h1>
      {p.description ? <p className="muted">{p.description}</p> : null}
      <StatusTabs items={tabs} value={query.status} onChange={query.setStatus} label={`${p.title}状态`} />
      {answer.error ? (
        <div role="alert" className="kind__state">
          <p>{errorMessage(answer.error, '加载失败，请稍后重试')}</p>
          <Button onClick={() => void answer.mutate()}>重试</Button>
        </div>
      ) : null}
      {answer.isLoading ? <Skeleton lines={3} label={`${p.title}加载中`} /> : !items.length ? (
        <Empty description={p.emptyText} />
      ) : (
        <ol className="kind-box" aria-label={p.title}>
          {items.map((item) => {
            const e = p.entry(item);
            return (
              <li key={e.key} className="kind-box__entry" data-state={e.state}>
                <header className="kind-box__head">
                  <span className="kind-box__title">{e.title}</span>
                  <span className={`kind-box__state kind-box__state--${e.state}`}>{label(e.state)}</span>
                </header>
                {e.who ? <p className="kind-box__who">{e.who}</p> : null}
                {e.line ? <p className="muted kind-box__line">{e.line}</p> : null}
                {e.note ? <p className="kind-box__note">{e.note}</p> : null}
                <footer className="kind-box__foot">
                  <time className="muted">{e.time}</time>
                  {p.actions ? <span className="kind-ops">{p.actions(item, (on) => setOpened(on ? e.key : null))}</span> : null}
                </footer>
                {opened === e.key && p.expanded ? <div className="kind-box__more">{p.expanded(item, () => setOpened(null))}</div> : null}
              </li>
            );
          })}
        </ol>
      )}
      {total > 10 ? <Pager page={query.page} total={total} pageSize={10} onChange={query.setPage} /> : null}
    </section>
  );
}
