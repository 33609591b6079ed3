// 教师管理: a school's teachers (settled teacher members who joined it); add one by username, remove one.
import * as v from 'valibot';
import { Link } from 'react-router-dom';
import { reads } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { EditForm, StatusList, useStatusQuery } from '@wz/app-kit';
import { Button, TextField, toast, useSchemaForm } from '@wz/ui';
import { teacherPath } from '../paths';
import { Settled } from './Settled';

const TABS = [{ key: 'all', label: '本校教师' }];
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
      <EditForm
        title="添加教师"
        description="输入已入驻教师的用户名，添加后其任教学校显示为本校"
        form={form}
        submitLabel="添加"
        onSubmit={async (values) => {
          await add.trigger(values);
          toast.success('添加成功');
          form.reset({ username: '' });
        }}
      >
        <TextField name="username" label="教师用户名" required maxLength={50} />
      </EditForm>
    </>
  );
}

export function Teach() {
  return <Settled title="教师管理" kinds={[1]}>{() => <Roster />}</Settled>;
}
