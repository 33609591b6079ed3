/**
 * 基本信息 (the provider's profile, ProfileFormKind) and the boxes on the kit's résumé box kind: 收到的申请 (to my
 * services and needs; opening one marks it 已查看; the owner accepts it or declines with a reason) and 我的申请
 * (where I booked or offered, with the answer).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { ProfileFormKind, ResumeBoxKind } from '@wz/app-kit/kinds';
import { Button, toast } from '@wz/ui';
import { KIND_LABEL, liveDetailPath } from '../params';
import { providerFields, providerParams, providerSchema } from './provider';
import '../live.css';

type Application = OperationData<'liveReceived'>['lists'][number];
type State = Application['state'];
const STATES = [
  { key: '', label: '全部' },
  { key: 'unseen', label: '待查看' },
  { key: 'seen', label: '已查看' },
  { key: 'accepted', label: '已接受' },
  { key: 'declined', label: '已婉拒' },
];
const stateOf = (s: string) => (STATES.some((t) => t.key && t.key === s) ? { state: s as State } : {});
const failed = (e: unknown) => toast.error(errorMessage(e, '操作失败，请稍后重试'));
const reasonNote = (a: Application, who: string) => (a.state === 'declined' && a.reason ? `${who}婉拒原因：${a.reason}` : undefined);
const title = (a: Application) => <Link to={liveDetailPath(a.item_id)}>[{KIND_LABEL[a.kind]}] {a.title}</Link>;

export function Base() {
  const filters = useRead(reads.liveFilters({})).data;
  return (
    <ProfileFormKind
      title="基本信息"
      description="服务商名称显示在你发布的服务上；发布需求无需入驻"
      read={reads.liveMine({})}
      gate={{ to: '/release/live', label: '去服务商入驻' }}
      schema={providerSchema}
      toValues={(d) => ({ type: d.type, name: d.name, category: String(d.category), district: d.district, phone: d.phone, jianjie: d.jianjie })}
      fields={providerFields(filters)}
      write="liveSaveBase"
      toParams={providerParams}
    />
  );
}

/** 婉拒: the reason (2–200 characters, checked here and on the server); what was typed stays when refused. */
function DeclineForm({ a, onDone }: { a: Application; onDone: () => void }) {
  const answer = useWrite('liveAnswer');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const id = `live-decline-${a.id}`;
  return (
    <form className="live-apply" onSubmit={async (e) => {
      e.preventDefault();
      const text = reason.trim();
      if (text.length < 2 || text.length > 200) return setError('婉拒原因 2–200 个字');
      setError('');
      try {
        await answer.trigger({ id: a.id, answer: 'decline', reason: text });
        toast.success('已婉拒');
        onDone();
      } catch (err) {
        setError(errorMessage(err, '提交失败，请稍后重试').replace(/^参数错误[:：]\s*\w+\s*/, ''));
      }
    }}>
      <label htmlFor={id}>婉拒原因（对方可见）</label>
      <textarea id={id} rows={2} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="如：这周已排满，抱歉" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? <p id={`${id}-error`} role="alert" className="kind__error">{error}</p> : null}
      <Button type="submit" size="sm" disabled={answer.isMutating}>确认婉拒</Button>
    </form>
  );
}

export function ReceiveResume() {
  const open = useWrite('liveOpen');
  const answer = useWrite('liveAnswer');
  return (
    <ResumeBoxKind
      title="收到的申请"
      description="预约你服务、承接你需求的会员；标记已读后对方会看到“已查看”，接受或婉拒后对方会看到你的答复"
      states={STATES}
      read={({ state, page }) => reads.liveReceived({ page, ...stateOf(state) })}
      list={(d) => ({ items: d.lists, total: d.total, counts: d.counts })}
      entry={(a) => ({ key: a.id, state: a.state, title: title(a), who: <>申请人：<strong>{a.applicant}</strong> · <a href={`tel:${a.phone}`}>{a.phone}</a></>, note: a.message, line: reasonNote(a, '我的'), time: a.inputtime })}
      actions={(a, show) =>
        a.state === 'unseen' || a.state === 'seen' ? (
          <>
            {a.state === 'unseen' ? <Button size="sm" variant="ghost" disabled={open.isMutating} onClick={() => void open.trigger({ id: a.id }).then(() => toast.success('已标记为已查看'), failed)}>标记已查看</Button> : null}
            <Button size="sm" disabled={answer.isMutating} onClick={() => void answer.trigger({ id: a.id, answer: 'accept' }).then(() => toast.success('已接受'), failed)}>接受</Button>
            <Button size="sm" variant="ghost" onClick={() => show(true)}>婉拒</Button>
          </>
        ) : null
      }
      expanded={(a, close) => (a.state === 'unseen' || a.state === 'seen' ? <DeclineForm a={a} onDone={close} /> : null)}
      emptyText="还没有收到申请"
    />
  );
}

export function SendResume() {
  return (
    <ResumeBoxKind
      title="我的申请"
      description="你预约的服务和承接的需求"
      states={STATES}
      read={({ state, page }) => reads.liveSent({ page, ...stateOf(state) })}
      list={(d) => ({ items: d.lists, total: d.total, counts: d.counts })}
      entry={(a) => ({ key: a.id, state: a.state, title: title(a), who: <>发布方：{a.owner}</>, note: a.message, line: reasonNote(a, '对方'), time: a.inputtime })}
      emptyText="还没有申请过，去生活服务看看吧"
    />
  );
}
