import { useState } from 'react';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import { errorMessage, reads } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, DataTable, TextareaField, TextField, toast, useSchemaForm } from '@wz/ui';
import { EditForm, useRecordForm } from '../../user/templates/EditForm';
import { companyPath } from '../params';

const schema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(2, '标题 2–60 个字'), v.maxLength(60, '标题 2–60 个字')),
  content: v.pipe(v.string(), v.trim(), v.minLength(1, '请填写新闻内容'), v.maxLength(10000, '内容最多 10000 个字')),
});
const EMPTY = { title: '', content: '' };

/** One news form: a new article, or one of the company's (loaded from compnews/one). */
function NewsForm({ id, onDone }: { id?: number; onDone: () => void }) {
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

type News = { id: number; title: string; inputtime: string; clickcount: number; company_id: number };

/** The company's news: publish, edit, delete (with confirmation). */
export function NewsView({ hasCompany }: { hasCompany: boolean | undefined }) {
  const list = useRead(reads.myLogisticsNewsList({ page: 1 }));
  const remove = useWrite('deleteLogisticsNews');
  // undefined: no form; 0: a new article; an id: editing that one
  const [editing, setEditing] = useState<number>();
  if (hasCompany === false)
    return (
      <section className="card">
        <p role="alert">请先创建企业资料，再发布企业新闻。</p>
        <Link to="?view=company">去填写企业资料</Link>
      </section>
    );
  const del = async (n: News) => {
    if (!window.confirm(`确定删除「${n.title}」吗？删除后不能恢复。`)) return;
    try {
      await remove.trigger({ id: n.id });
      toast.success('删除成功');
      if (editing === n.id) setEditing(undefined);
    } catch (error) {
      toast.error(errorMessage(error, '删除失败，请稍后重试'));
    }
  };
  return (
    <>
      <section className="card user-list" aria-labelledby="logistics-news-title">
        <header className="user-list__header">
          <h1 id="logistics-news-title">企业新闻</h1>
          <Button onClick={() => setEditing(0)}>发布新闻</Button>
        </header>
        <DataTable<News>
          caption="企业新闻"
          rows={(list.data?.lists ?? []) as News[]}
          loading={list.isLoading}
          rowKey={(n) => String(n.id)}
          columns={[
            { key: 'title', title: '标题', render: (n) => <Link to={companyPath(n.company_id, n.id)}>{n.title}</Link> },
            { key: 'time', title: '发布时间', value: (n) => n.inputtime },
            { key: 'clicks', title: '阅读', value: (n) => n.clickcount, align: 'end' },
            {
              key: 'action',
              title: '操作',
              render: (n) => (
                <span className="listing-actions">
                  <Button size="sm" variant="ghost" onClick={() => setEditing(n.id)}>编辑</Button>
                  <Button size="sm" variant="ghost" onClick={() => void del(n)}>删除</Button>
                </span>
              ),
            },
          ]}
          empty="还没有企业新闻"
        />
      </section>
      {editing !== undefined ? (
        <div className="logistics-panel">
          <NewsForm key={editing} {...(editing ? { id: editing } : {})} onDone={() => setEditing(undefined)} />
        </div>
      ) : null}
    </>
  );
}
