// 教师管理: a school's teachers (settled teacher members who accepted its invitation): invite one by username,
// see the invitations, remove a teacher. A teacher sees the schools' invitations here and accepts or declines.
import * as v from 'valibot';
import { Link } from 'react-router-dom';
import { reads } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { EditForm, StatusList, useStatusQuery } from '@wz/app-kit';
import { KindState } from '@wz/app-kit/kinds';
import { Button, TextField, toast, useSchemaForm } from '@wz/ui';
import { teacherPath } from '../paths';
import { Settled } from './Settled';

const TABS = [{ key: 'all', label: '本校教师' }];
const INVITED = { 0: '等待确认', 2: '已拒绝' } as const;
const schema = v.object({ username: v.pipe(v.string(), v.trim(), v.minLength(1, '请输入教师的用户名')) });

function Roster() {
  const query = useStatusQuery(TABS);
  const list = useRead(reads.educationReleaseTeachers({}));
  const add = useWrite('educationReleaseAddTeacher');
  const remove = useWrite('educationReleaseRemoveTeacher');
  const form = useSchemaForm(schema, { defaultValues: { username: '' } });
  return (
    <>
      <StatusList
        title="教师管理"
        tabs={TABS}
        query={query}
        rows={list.data?.lists}
        total={list.data?.lists.length}
        pageSize={500}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        rowKey={(t) => String(t.id)}
        empty="还没有加入本校的教师"
        columns={[
          { key: 'realname', title: '姓名', render: (t) => <Link to={teacherPath('teacherDetail', { id: t.id, type: 3 })}>{t.realname}</Link> },
          { key: 'zhiwu', title: '职务', value: (t) => t.zhiwu },
          {
            key: 'ops',
            title: '操作',
            render: (t) => (
              <Button size="sm" variant="ghost" onClick={() => remove.trigger({ id: t.id }).then(() => toast.success('已移除'), (e: unknown) => toast.error(e instanceof Error ? e.message : '移除失败'))}>
                移除
              </Button>
            ),
          },
        ]}
      />
      {list.data?.invitations.length ? (
        <section className="card" aria-labelledby="invited-title">
          <h2 id="invited-title">已发出的邀请</h2>
          <ul className="invitations">
            {list.data.invitations.map((i) => (
              <li key={i.teacher_id}>
                <span>{i.realname}</span>
                <span>{INVITED[i.status]}</span>
                <time>{i.inputtime.slice(0, 10)}</time>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <EditForm
        title="邀请教师"
        description="输入已入驻教师的用户名，对方接受邀请后，其任教学校显示为本校"
        form={form}
        submitLabel="发送邀请"
        onSubmit={async (values) => {
          await add.trigger(values);
          toast.success('邀请已发送，等待教师确认');
          form.reset({ username: '' });
        }}
      >
        <TextField name="username" label="教师用户名" required maxLength={50} />
      </EditForm>
    </>
  );
}

/** A teacher's side: schools' invitations waiting for an answer. */
function Invitations() {
  const list = useRead(reads.educationReleaseInvitations({}));
  const answer = useWrite('educationReleaseAnswerInvitation');
  const reply = (school_id: number, accept: 0 | 1) =>
    answer.trigger({ school_id, accept }).then(
      () => toast.success(accept ? '已加入该学校' : '已拒绝邀请'),
      (e: unknown) => toast.error(e instanceof Error ? e.message : '操作失败'),
    );
  if (!list.data) return <KindState title="学校邀请" loading={!list.error} error={list.error} onRetry={() => void list.mutate()} />;
  return (
    <section className="card" aria-labelledby="invitations-title">
      <h1 id="invitations-title">学校邀请</h1>
      {list.data.lists.length === 0 ? (
        <p>暂无学校邀请。学校通过您的用户名邀请后，会显示在这里。</p>
      ) : (
        <ul className="invitations">
          {list.data.lists.map((i) => (
            <li key={i.school_id}>
              <span>{i.schoolname} 邀请您加入本校</span>
              <time>{i.inputtime.slice(0, 10)}</time>
              <span className="invitations__ops">
                <Button size="sm" disabled={answer.isMutating} onClick={() => void reply(i.school_id, 1)}>接受</Button>
                <Button size="sm" variant="ghost" disabled={answer.isMutating} onClick={() => void reply(i.school_id, 0)}>拒绝</Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Teach() {
  return <Settled title="教师管理" kinds={[1, 3]}>{(m) => (m.kind === 3 ? <Invitations /> : <Roster />)}</Settled>;
}
