/**
 * The talents boxes on the kit's résumé and interview box kinds: 收到的简历 (open → 已查看, invite, 不合适),
 * 投递的简历 (states, withdraw while 待查看), 面试邀请 (sent, with the answers) and 收到的面试邀请 (accept / decline).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { EditForm, useRecordForm } from '@wz/app-kit';
import { InterviewBoxKind, KindField, ResumeBoxKind } from '@wz/app-kit/kinds';
import { Button, Skeleton, toast, useSchemaForm } from '@wz/ui';
import { positionPath } from '../params';
import { ResumeView } from '../pages/ResumeView';
import { myCompany } from './mine';
import '../talents.css';

type Application = OperationData<'talentReceived'>['lists'][number];
type Invite = OperationData<'talentInvitesSent'>['lists'][number];
const STATES = [
  { key: '', label: '全部' },
  { key: 'unseen', label: '待查看' },
  { key: 'seen', label: '已查看' },
  { key: 'invited', label: '邀请面试' },
  { key: 'rejected', label: '不合适' },
];
const stateOf = (s: string) => (s ? { state: s as Application['state'] } : {});
const failed = (e: unknown) => toast.error(e instanceof Error ? e.message : '操作失败，请稍后重试');

const sized = (min: number, max: number, what: string) => v.pipe(v.string(), v.trim(), v.minLength(min, `${what} ${min}–${max} 个字`), v.maxLength(max, `${what} ${min}–${max} 个字`));
const inviteSchema = v.object({
  time: v.pipe(v.string(), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, '请按 YYYY-MM-DD HH:mm 填写面试时间，如 2026-12-20 14:30')),
  place: sized(4, 60, '面试地点'),
  contact: sized(2, 20, '联系人'),
  phone: v.pipe(v.string(), v.trim(), v.regex(/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/, '请输入正确的手机号或座机号')),
  note: v.pipe(v.string(), v.trim(), v.maxLength(200, '备注最多 200 个字')),
});

function InviteForm({ a, onDone }: { a: Application; onDone: () => void }) {
  const company = useRead(myCompany).data;
  const invite = useWrite('talentInvite');
  const form = useSchemaForm(inviteSchema);
  useRecordForm(form, company && { time: '', place: '', contact: company.contact, phone: company.phone, note: '' }, company ? a.id : undefined);
  return (
    <EditForm title={`邀请 ${a.seeker} 面试`} description="时间为北京时间，须在 60 天以内" form={form} submitLabel="发送面试邀请"
      onSubmit={async (x) => {
        await invite.trigger({ application_id: a.id, ...x });
        toast.success('面试邀请已发送');
        onDone();
      }}>
      <KindField spec={{ kind: 'text', name: 'time', label: '面试时间', required: true, maxLength: 16, placeholder: '2026-12-20 14:30' }} />
      <KindField spec={{ kind: 'text', name: 'place', label: '面试地点', required: true, maxLength: 60 }} />
      <KindField spec={{ kind: 'text', name: 'contact', label: '联系人', required: true, maxLength: 20 }} />
      <KindField spec={{ kind: 'text', name: 'phone', label: '联系电话', required: true, inputMode: 'tel', maxLength: 13 }} />
      <KindField spec={{ kind: 'textarea', name: 'note', label: '备注', maxLength: 200, rows: 2, placeholder: '如：请携带身份证和作品集' }} />
    </EditForm>
  );
}

function OpenedResume({ id }: { id: number }) {
  const r = useRead(reads.talentResume({ id }));
  return r.data ? <ResumeView v={r.data} /> : <Skeleton lines={4} label="简历加载中" />;
}

export function ReceiveResume() {
  const open = useWrite('talentOpen');
  const reject = useWrite('talentReject');
  const [mode, setMode] = useState<'resume' | 'invite'>('resume');
  return (
    <ResumeBoxKind
      title="收到的简历"
      description="求职者投递到本企业职位的简历；打开后对方会看到“已查看”"
      states={STATES}
      read={({ state, page }) => reads.talentReceived({ page, ...stateOf(state) })}
      list={(d) => ({ items: d.lists, total: d.total, counts: d.counts })}
      entry={(a) => ({ key: a.id, state: a.state, title: <Link to={positionPath(a.position_id)}>{a.position}</Link>, who: <>求职者：<strong>{a.seeker}</strong></>, line: a.seeker_line, time: `投递于 ${a.inputtime}`, note: a.reason ? `不合适原因：${a.reason}` : undefined })}
      actions={(a, show) => (
        <>
          <Button size="sm" variant="ghost" disabled={open.isMutating} onClick={() => void open.trigger({ id: a.id }).then(() => (setMode('resume'), show(true)), failed)}>查看简历</Button>
          {a.state === 'unseen' || a.state === 'seen' ? (
            <>
              <Button size="sm" onClick={() => void open.trigger({ id: a.id }).then(() => (setMode('invite'), show(true)), failed)}>邀请面试</Button>
              <Button size="sm" variant="ghost" disabled={reject.isMutating} onClick={() => void reject.trigger({ id: a.id }).then(() => toast.success('已标记为不合适'), failed)}>不合适</Button>
            </>
          ) : null}
        </>
      )}
      expanded={(a, close) => (mode === 'invite' && a.state !== 'invited' ? <InviteForm a={a} onDone={close} /> : <OpenedResume id={a.resume_id} />)}
      emptyText="还没有收到简历"
    />
  );
}

export function SendResume() {
  const withdraw = useWrite('talentWithdraw');
  return (
    <ResumeBoxKind
      title="投递的简历"
      description="企业查看前可以撤回；被邀请面试后请到“收到的面试邀请”回复"
      states={STATES}
      read={({ state, page }) => reads.talentSent({ page, ...stateOf(state) })}
      list={(d) => ({ items: d.lists, total: d.total, counts: d.counts })}
      entry={(a) => ({ key: a.id, state: a.state, title: <Link to={positionPath(a.position_id)}>{a.position}</Link>, who: <>{a.company} · {a.salary}</>, time: `投递于 ${a.inputtime}`, note: a.reason ? `企业反馈：${a.reason}` : undefined })}
      actions={(a) => (a.state === 'unseen' ? <Button size="sm" variant="ghost" disabled={withdraw.isMutating} onClick={() => void withdraw.trigger({ id: a.id }).then(() => toast.success('已撤回'), failed)}>撤回</Button> : null)}
      emptyText="还没有投递过简历，去职位列表看看吧"
    />
  );
}

const inviteEntry = (i: Invite, peer: string) => ({ key: i.id, title: <Link to={positionPath(i.position_id)}>{i.position}</Link>, peer, time: i.time, place: i.place, contact: i.contact, phone: i.phone, note: i.note, state: i.state, reason: i.reason, sentAt: i.inputtime });

export function InvitInterview() {
  return (
    <InterviewBoxKind
      title="面试邀请"
      description="本企业发出的面试邀请和求职者的回复"
      box="sent"
      read={(page) => reads.talentInvitesSent({ page })}
      list={(d) => ({ items: d.lists, total: d.total })}
      entry={(i) => inviteEntry(i, i.seeker)}
      emptyText="还没有发出面试邀请，可在“收到的简历”中邀请求职者面试"
    />
  );
}

export function InvitInterview2() {
  const answer = useWrite('talentAnswerInvite');
  return (
    <InterviewBoxKind
      title="收到的面试邀请"
      description="接受后请按时参加面试；不能参加请拒绝并说明原因"
      box="received"
      read={(page) => reads.talentInvitesReceived({ page })}
      list={(d) => ({ items: d.lists, total: d.total })}
      entry={(i) => inviteEntry(i, i.company)}
      onAnswer={(i, accept, reason) => answer.trigger({ id: i.id, answer: accept ? 'accept' : 'decline', ...(accept ? {} : { reason }) })}
      emptyText="还没有收到面试邀请"
    />
  );
}
