// 课件管理: a teacher's courseware by type (text, free video, paid video), shown or taken down, with reads and
// comments; a form to upload a new one or edit one (document, or video + cover + price), take down, show again.
import { useState } from 'react';
import * as v from 'valibot';
import { Link, useSearchParams } from 'react-router-dom';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { EditForm, StatusList, useRecordForm, useStatusQuery } from '@wz/app-kit';
import { ImageField, pictureId, savedPicture } from '@wz/app-kit/kinds';
import { Button, RichTextField, TextField, toast, useSchemaForm } from '@wz/ui';
import { teacherPath } from '../paths';
import { Settled } from './Settled';
import { DocumentField, VideoField, type DocumentValue, type VideoValue } from './uploadFields';

type Row = OperationData<'educationReleaseKejianList'>['lists'][number];
const TABS = [
  { key: '1', label: '文本课件' },
  { key: '2', label: '免费视频' },
  { key: '3', label: '付费视频' },
];
const image = v.array(v.object({ id: v.string(), url: v.string() }));
const schema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(2, '标题请填写 2–60 个字'), v.maxLength(60, '标题请填写 2–60 个字')),
  jianjie: v.string(),
  document: v.nullable(v.object({ id: v.string(), name: v.string() })),
  video: v.nullable(v.object({ id: v.string(), name: v.string(), duration: v.number() })),
  cover: image,
  price: v.pipe(v.string(), v.trim()),
});
type Values = v.InferInput<typeof schema>;
const yuan = /^\d{1,6}(\.\d{1,2})?$/;

function Editor({ type, row, onDone }: { type: 1 | 2 | 3; row: Row | 'new'; onDone: () => void }) {
  const save = useWrite('educationReleaseSaveKejian');
  const form = useSchemaForm(schema);
  const current = row === 'new' ? undefined : row;
  const values: Values = current
    ? { title: current.title, jianjie: current.jianjie, document: null, video: null, cover: savedPicture(current.fengmian), price: type === 3 ? current.price : '' }
    : { title: '', jianjie: '', document: null, video: null, cover: [], price: '' };
  useRecordForm(form, values, current?.id ?? 'new');
  return (
    <EditForm
      title={current ? '编辑课件' : `上传${TABS[type - 1]!.label}`}
      form={form}
      submitLabel={current ? '保存' : '发布'}
      onSubmit={async (vals) => {
        const doc = vals.document as DocumentValue;
        const video = vals.video as VideoValue;
        const errors: Record<string, string> = {};
        if (!current && type === 1 && !doc) errors.document = '请上传课件文件';
        if (!current && type !== 1 && !video) errors.video = '请上传视频';
        if (!current && type !== 1 && !vals.cover.length) errors.cover = '请上传封面';
        if (type === 3 && !(yuan.test(vals.price) && Number(vals.price) > 0)) errors.price = '请填写价格（元，最多两位小数）';
        if (Object.keys(errors).length) throw errors;
        await save.trigger({
          id: current?.id,
          type,
          title: vals.title,
          jianjie: vals.jianjie,
          document: doc?.id,
          video: video ? Number(video.id) : undefined,
          cover: pictureId(vals.cover) || undefined,
          price: type === 3 ? Math.round(Number(vals.price) * 100) : undefined,
        });
        toast.success(current ? '保存成功' : '发布成功');
        onDone();
      }}
    >
      <TextField name="title" label="标题" required maxLength={60} />
      {type === 1 ? <DocumentField name="document" required={!current} saved={current?.filename} /> : <VideoField name="video" required={!current} saved={current?.fileurl} />}
      <ImageField name="cover" label="封面" required={type !== 1} />
      {type === 3 ? <TextField name="price" label="价格（元）" required inputMode="decimal" maxLength={9} placeholder="如 9.90" /> : null}
      <RichTextField name="jianjie" label="简介" placeholder="课件内容、适用年级" minHeight={160} />
    </EditForm>
  );
}

function KejianList({ teacherId }: { teacherId: number }) {
  const query = useStatusQuery(TABS);
  const [params, setParams] = useSearchParams();
  const down = params.get('down') === '1' ? 0 : 1;
  const type = Number(query.status) as 1 | 2 | 3;
  const list = useRead(reads.educationReleaseKejianList({ type, status: down, page: query.page }));
  const status = useWrite('educationReleaseSetKejianStatus');
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const flip = (r: Row) =>
    status.trigger({ id: r.id, status: r.status ? 0 : 1 }).then(
      () => toast.success(r.status ? '已下架' : '已重新上架'),
      (e: unknown) => toast.error(e instanceof Error ? e.message : '操作失败'),
    );
  return (
    <>
      <StatusList<Row>
        title="课件管理"
        tabs={TABS}
        query={query}
        rows={list.data?.lists}
        total={list.data?.total}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        rowKey={(r) => String(r.id)}
        actions={
          <span className="kind-ops">
            <Button variant="ghost" onClick={() => setParams(down ? { ...Object.fromEntries(params), down: '1' } : Object.fromEntries([...params].filter(([k]) => k !== 'down')))}>
              {down ? '查看已下架' : '查看上架中'}
            </Button>
            <Button onClick={() => setEditing('new')}>上传课件</Button>
          </span>
        }
        empty={down ? '还没有课件' : '没有已下架的课件'}
        columns={[
          { key: 'title', title: '标题', render: (r) => (r.status ? <Link to={type === 1 ? teacherPath('textCoursewareDetail', { id: r.id, type: 1 }) : teacherPath('videoCoursewareDetail', { id: r.id, type })}>{r.title}</Link> : r.title) },
          ...(type === 3 ? [{ key: 'price', title: '价格', align: 'end' as const, value: (r: Row) => `¥${r.price}` }] : []),
          { key: 'clickcount', title: '阅读', align: 'end', value: (r) => r.clickcount },
          { key: 'liuyancount', title: '评论', align: 'end', value: (r) => r.liuyancount },
          { key: 'inputtime', title: '上传时间', value: (r) => r.inputtime },
          {
            key: 'ops',
            title: '操作',
            render: (r) => (
              <span className="kind-ops">
                <Button size="sm" variant="ghost" onClick={() => setEditing(r)}>编辑</Button>
                <Button size="sm" variant="ghost" onClick={() => void flip(r)}>{r.status ? '下架' : '重新上架'}</Button>
              </span>
            ),
          },
        ]}
      />
      {editing ? <Editor key={editing === 'new' ? `new-${type}` : editing.id} type={type} row={editing} onDone={() => setEditing(null)} /> : null}
      <p className="muted edu-release__note">
        读者在 <Link to={teacherPath('teacherDetail', { id: teacherId, type: 3 })}>我的教师主页</Link> 看到上架中的课件；付费视频需购买后才能播放。
      </p>
    </>
  );
}

export function Kejian() {
  return <Settled title="课件管理" kinds={[3]}>{(m) => <KejianList teacherId={m.id ?? 0} />}</Settled>;
}
