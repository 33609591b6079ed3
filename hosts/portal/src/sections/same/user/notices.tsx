// Notices (公告): infolist is the list + edit kind; infodetail one notice (?id=) with its edit form, or a new one.
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { EditForm, useRecordForm } from '@wz/app-kit';
import { KindField, ListEditKind, type FieldSpec } from '@wz/app-kit/kinds';
import { toast, useSchemaForm } from '@wz/ui';
import { idOf } from '../params';
import { Managed } from './picker';

type Notice = OperationData<'sameNotices'>['lists'][number];
const sized = (min: number, max: number, what: string) => v.pipe(v.string(), v.trim(), v.check((s) => [...s].length >= min && [...s].length <= max, `${what} ${min}–${max} 个字`));
const schema = v.object({ title: sized(4, 30, '公告标题'), content: sized(5, 2000, '公告内容') });
const fields: FieldSpec[] = [
  { kind: 'text', name: 'title', label: '公告标题', required: true, maxLength: 30, hint: '4–30 个字' },
  { kind: 'textarea', name: 'content', label: '公告内容', required: true, rows: 6, maxLength: 2000, hint: '5–2000 个字，显示在小组首页' },
];
const detailPath = (gid: number, id?: number) => `/user/sameRelease/tongzhu/infodetail?gid=${gid}${id ? `&id=${id}` : ''}`;

export function InfoList() {
  return (
    <Managed title="小组公告">
      {(gid) => (
        <ListEditKind
          key={gid}
          title="小组公告"
          noun="公告"
          read={reads.sameNotices({ gid })}
          rows={(d) => d.lists}
          columns={[
            { key: 'title', title: '标题', render: (n: Notice) => <Link to={detailPath(gid, n.id)}>{n.title}</Link> },
            { key: 'time', title: '发布时间', value: (n: Notice) => n.inputtime.slice(0, 16) },
          ]}
          schema={schema}
          fields={fields}
          empty={{ title: '', content: '' }}
          toValues={(n) => ({ title: n.title, content: n.content })}
          save="sameNoticeSave"
          toParams={(values, id) => ({ gid, id, ...values })}
          remove="sameNoticeRemove"
          removeParams={(n) => ({ id: n.id })}
        />
      )}
    </Managed>
  );
}

function NoticeForm({ gid }: { gid: number }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = idOf(search);
  const list = useRead(reads.sameNotices({ gid }));
  const save = useWrite('sameNoticeSave');
  const form = useSchemaForm(schema, { defaultValues: { title: '', content: '' } });
  const notice = list.data?.lists.find((n) => n.id === id);
  useRecordForm(form, notice ? { title: notice.title, content: notice.content } : id ? undefined : { title: '', content: '' }, notice?.id ?? 'new');
  const missing = id && list.data && !notice;
  return (
    <EditForm
      title={notice ? '编辑公告' : '发布公告'}
      description={notice ? `发布于 ${notice.inputtime.slice(0, 16)}` : '公告显示在小组首页，所有人可见'}
      form={form}
      loading={!list.data && !list.error}
      loadError={missing ? new Error('公告不存在') : list.error}
      onRetry={() => void list.mutate()}
      submitLabel={notice ? '保存' : '发布'}
      cancelTo={`/user/sameRelease/tongzhu/infolist?gid=${gid}`}
      onSubmit={async (values) => {
        const r = await save.trigger({ gid, id: notice?.id, ...values });
        toast.success(notice ? '保存成功' : '发布成功');
        if (!notice) navigate(detailPath(gid, r.id), { replace: true });
      }}
    >
      {fields.map((f) => (
        <KindField key={f.name} spec={f} />
      ))}
    </EditForm>
  );
}
export const InfoDetail = () => <Managed title="公告详情">{(gid) => <NoticeForm key={gid} gid={gid} />}</Managed>;
