// Guest sessions (zuokeList): base schedules one in a group the member manages, list shows the sessions (managed or
// invited to) with their questions, huida is where the invited guest answers.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import { errorMessage, reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { EditForm, StatusList, useStatusQuery } from '@wz/app-kit';
import { KindField, KindState, type FieldSpec } from '@wz/app-kit/kinds';
import { Button, toast, useSchemaForm } from '@wz/ui';
import { groupPath } from '../params';
import { Managed } from './picker';

type Session = OperationData<'sameGuestMine'>['lists'][number];
const sized = (min: number, max: number, what: string) => v.pipe(v.string(), v.trim(), v.check((s) => [...s].length >= min && [...s].length <= max, `${what} ${min}–${max} 个字`));
const schema = v.object({
  guest: v.pipe(v.string(), v.trim(), v.minLength(1, '请输入嘉宾的用户名或手机号')),
  guesttitle: sized(2, 20, '嘉宾身份'),
  title: sized(4, 30, '做客主题'),
  intro: sized(5, 500, '做客介绍'),
  starts: v.pipe(v.string(), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, '请填写开始时间，如 2026-12-01 19:30')),
});
const fields: FieldSpec[] = [
  { kind: 'text', name: 'guest', label: '嘉宾账号', required: true, maxLength: 40, hint: '嘉宾在本站的用户名或手机号，嘉宾在「做客 · 回答」里回答提问' },
  { kind: 'text', name: 'guesttitle', label: '嘉宾身份', required: true, maxLength: 20, placeholder: '如 物业经理、社区民警' },
  { kind: 'text', name: 'title', label: '做客主题', required: true, maxLength: 30 },
  { kind: 'textarea', name: 'intro', label: '做客介绍', required: true, rows: 4, maxLength: 500 },
  { kind: 'text', name: 'starts', label: '开始时间', required: true, maxLength: 16, placeholder: 'YYYY-MM-DD HH:mm' },
];

function Schedule({ gid }: { gid: number }) {
  const create = useWrite('sameGuestCreate');
  const form = useSchemaForm(schema, { defaultValues: { guest: '', guesttitle: '', title: '', intro: '', starts: '' } });
  return (
    <EditForm title="安排嘉宾做客" description="邀请嘉宾到小组做客，成员提前提问，嘉宾回答后显示在小组首页" form={form} submitLabel="安排做客" onSubmit={async (values) => {
      await create.trigger({ gid, ...values });
      toast.success('做客已安排');
      form.reset();
    }}>
      {fields.map((f) => (
        <KindField key={f.name} spec={f} />
      ))}
    </EditForm>
  );
}
export const ZuokeBase = () => <Managed title="安排嘉宾做客">{(gid) => <Schedule key={gid} gid={gid} />}</Managed>;

const TABS = [
  { key: 'all', label: '全部' },
  { key: 'guest', label: '我是嘉宾' },
  { key: 'manage', label: '我安排的' },
];

export function ZuokeList() {
  const read = useRead(reads.sameGuestMine({}));
  const query = useStatusQuery(TABS);
  const rows = read.data?.lists.filter((s) => query.status === 'all' || (query.status === 'guest' ? s.isguest : s.ismanager));
  return (
    <StatusList<Session>
      title="嘉宾做客"
      tabs={TABS}
      query={query}
      rows={rows}
      total={rows?.length}
      pageSize={100}
      loading={!read.data}
      error={read.error}
      onRetry={() => void read.mutate()}
      rowKey={(s) => String(s.id)}
      actions={<Link to="/user/sameRelease/zuokeList/base">安排做客</Link>}
      empty="还没有做客安排"
      columns={[
        { key: 'title', title: '主题', render: (s) => <><strong>{s.title}</strong><p className="same-muted"><Link to={groupPath(s.gid)}>{s.group}</Link></p></> },
        { key: 'guest', title: '嘉宾', value: (s) => `${s.guest.nickname}（${s.guesttitle}）` },
        { key: 'starts', title: '时间', value: (s) => s.starts },
        { key: 'qs', title: '提问 / 已答', value: (s) => `${s.questions.length} / ${s.questions.filter((q) => q.answer).length}` },
        { key: 'ops', title: '操作', render: (s) => (s.isguest ? <Link to="/user/sameRelease/zuokeList/huida">去回答</Link> : null) },
      ]}
    />
  );
}

function AnswerBox({ q }: { q: Session['questions'][number] }) {
  const answer = useWrite('sameGuestAnswer');
  const [text, setText] = useState(q.answer);
  const [error, setError] = useState('');
  const id = `same-guest-answer-${q.id}`;
  return (
    <li>
      <p>
        <strong>{q.author.nickname} 问：</strong>
        {q.content}
      </p>
      <form className="same-reply" onSubmit={async (e) => {
        e.preventDefault();
        const value = text.trim();
        if ([...value].length < 2 || [...value].length > 2000) return setError('回答内容 2–2000 个字');
        setError('');
        try {
          await answer.trigger({ id: q.id, answer: value });
          toast.success('回答成功');
        } catch (err) {
          setError(errorMessage(err, '回答失败，请稍后重试').replace(/^参数错误[:：]\s*answer\s*/, ''));
        }
      }}>
        <label htmlFor={id}>{q.answer ? '修改回答' : '回答'}</label>
        <textarea id={id} rows={3} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        {error ? <p id={`${id}-error`} role="alert" className="same-error">{error}</p> : null}
        <Button type="submit" disabled={answer.isMutating}>{q.answer ? '保存回答' : '提交回答'}</Button>
      </form>
    </li>
  );
}

export function ZuokeHuida() {
  const read = useRead(reads.sameGuestMine({}));
  const mine = read.data?.lists.filter((s) => s.isguest);
  if (!mine) return <KindState title="嘉宾回答" loading={!read.error} error={read.error} onRetry={() => void read.mutate()} />;
  return (
    <section className="card kind" aria-labelledby="same-huida">
      <h1 id="same-huida">嘉宾回答</h1>
      {!mine.length ? <p>您还没有受邀做客。</p> : null}
      {mine.map((s) => (
        <div key={s.id} className="same-columns">
          <h2>
            {s.title} · <Link to={groupPath(s.gid)}>{s.group}</Link>
          </h2>
          <p className="same-muted">{s.starts} · 您的身份：{s.guesttitle}</p>
          {s.questions.length ? <ol className="same-replies" aria-label={`${s.title}的提问`}>{s.questions.map((q) => <AnswerBox key={q.id} q={q} />)}</ol> : <p className="same-muted">还没有提问</p>}
        </div>
      ))}
    </section>
  );
}
