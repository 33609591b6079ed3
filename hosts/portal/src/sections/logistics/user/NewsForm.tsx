import * as v from 'valibot';
import { reads } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { TextareaField, TextField, toast, useSchemaForm } from '@wz/ui';
import { EditForm, useRecordForm } from '@wz/app-kit';

const schema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(2, '标题 2–60 个字'), v.maxLength(60, '标题 2–60 个字')),
  content: v.pipe(v.string(), v.trim(), v.minLength(1, '请填写新闻内容'), v.maxLength(10000, '内容最多 10000 个字')),
});
const EMPTY = { title: '', content: '' };

/** One news form: a new article, or one of the company's (loaded from compnews/one). */
export default function NewsForm({ id, onDone }: { id?: number; onDone: () => void }) {
  const record = useRead(id ? reads.myLogisticsNews({ id }) : null);
  const create = useWrite('createLogisticsNews');
  const modify = useWrite('modifyLogisticsNews');
  const form = useSchemaForm(schema, { defaultValues: EMPTY });
  useRecordForm(form, record.data ? { title: record.data.title, content: record.data.content } : undefined, id);
  return (
    <EditForm
      title={id ? '编辑企业新闻' : '发布企业新闻'}
      form={form}
      loading={Boolean(id) && !record.data && !record.error}
      loadError={record.data ? undefined : record.error}
      submitLabel={id ? '保存' : '发布'}
      onSubmit={async (values) => {
        if (id) await modify.trigger({ id, ...values });
        else await create.trigger(values);
        toast.success(id ? '保存成功' : '发布成功');
        form.reset(EMPTY);
        onDone();
      }}
    >
      <TextField name="title" label="新闻标题" required maxLength={60} />
      <TextareaField name="content" label="新闻内容" required maxLength={10000} rows={6} />
    </EditForm>
  );
}

