/** 信息列表: the member's posts by state (已发布 / 草稿 / 已下架), with a form to write or edit one (rich text + up to 9 pictures). */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import type { DefaultValues } from 'react-hook-form';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useUpload, useWrite } from '@wz/sdk/react';
import { EditForm, StatusList, useRecordForm, useStatusQuery } from '@wz/app-kit';
import { KindField, KindState } from '@wz/app-kit/kinds';
import { Button, FormField, ImageUploader, LazyImage, toast, useSchemaForm, type UploadedImage } from '@wz/ui';
import { ownPostPath } from '../params';
import { gate, mine } from './mine';

type Post = OperationData<'ownMyPosts'>['lists'][number];
const TABS = [
  { key: 'published', label: '已发布' },
  { key: 'draft', label: '草稿' },
  { key: 'down', label: '已下架' },
];
const schema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(2, '标题 2–60 个字'), v.maxLength(60, '标题 2–60 个字')),
  html: v.pipe(v.string(), v.check((h) => h.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim().length >= 5, '正文请至少输入 5 个字')),
  pics: v.pipe(v.array(v.object({ id: v.string(), url: v.string() })), v.maxLength(9, '最多 9 张图片')),
  publish: v.picklist(['1', '0'], '请选择发布方式'),
});
type Values = v.InferInput<typeof schema>;

/** Up to 9 pictures, shown in the post's gallery in this order. */
function PicturesField() {
  const upload = useUpload('listing');
  return (
    <FormField<UploadedImage[]> name="pics" label="图片" hint="最多 9 张，显示在动态的相册中" kind="group">
      {(field, control) => (
        <ImageUploader value={field.value ?? []} onChange={field.onChange} upload={upload} maxCount={9} label="图片"
          aria-describedby={control['aria-describedby']} aria-invalid={control['aria-invalid']} />
      )}
    </FormField>
  );
}

function PostForm({ id, onDone }: { id: number | undefined; onDone: () => void }) {
  const one = useRead(id ? reads.ownMyPost({ id }) : null);
  const save = useWrite('ownSavePost');
  const form = useSchemaForm(schema);
  const p = one.data;
  const values: DefaultValues<Values> | undefined = !id
    ? { title: '', html: '', pics: [], publish: '1' }
    : p && { title: p.title, html: p.content, pics: p.gallery.map((g) => ({ id: String(g.id), url: g.url })), publish: p.status === 'draft' ? '0' : '1' };
  useRecordForm<Values, v.InferOutput<typeof schema>>(form, values, id ?? 'new');
  return (
    <EditForm
      title={id ? '编辑动态' : '发布新动态'}
      description="正文中的脚本和外部代码会被过滤"
      form={form}
      loading={!!id && !p && !one.error}
      loadError={one.error}
      onRetry={() => void one.mutate()}
      submitLabel="提交"
      serverFields={{ html: 'html', pics: 'pics' }}
      onSubmit={async (x) => {
        const res = await save.trigger({ ...(id ? { id } : {}), title: x.title, html: x.html, pics: x.pics.map((g) => g.id).join(','), publish: x.publish === '1' ? 1 : 0 });
        toast.success(res.status === 'published' ? '发布成功' : '保存成功');
        onDone();
      }}
    >
      <KindField spec={{ kind: 'text', name: 'title', label: '标题', required: true, maxLength: 60 }} />
      <KindField spec={{ kind: 'richtext', name: 'html', label: '正文', required: true, placeholder: '分享你的见闻，至少 5 个字' }} />
      <PicturesField />
      <KindField spec={{ kind: 'radio', name: 'publish', label: '发布方式', required: true, options: [{ value: '1', label: '立即发布' }, { value: '0', label: id ? '保持当前状态' : '存为草稿' }] }} />
    </EditForm>
  );
}

export function InfoList() {
  const page = useRead(mine);
  const query = useStatusQuery(TABS);
  const status = query.status as 'published' | 'draft' | 'down';
  const list = useRead(page.data ? reads.ownMyPosts({ status, page: query.page }) : null);
  const set = useWrite('ownSetPostStatus');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  if (!page.data) return <KindState title="信息列表" loading={!page.error} error={page.error} onRetry={() => void page.mutate()} gate={gate} />;
  const counts = list.data?.counts;
  const tabs = TABS.map((t) => ({ ...t, label: counts ? `${t.label}（${counts[t.key as keyof typeof counts]}）` : t.label }));
  const change = (p: Post, to: 'published' | 'down') =>
    set.trigger({ id: p.id, status: to }).then(() => toast.success(to === 'down' ? '已下架' : '发布成功'), (e: unknown) => toast.error(e instanceof Error ? e.message : '操作失败'));
  return (
    <>
      <StatusList<Post>
        title="信息列表"
        tabs={tabs}
        query={query}
        rows={list.data?.lists}
        total={list.data?.total}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        rowKey={(p) => String(p.id)}
        columns={[
          { key: 'pic', title: '图片', width: 96, render: (p) => (p.pic ? <LazyImage src={p.pic} alt="" width={80} height={60} /> : null) },
          { key: 'title', title: '标题', render: (p) => (p.status === 'published' ? <Link to={ownPostPath(p.id)}>{p.title}</Link> : p.title) },
          { key: 'stats', title: '浏览/评论', value: (p) => `${p.clickcount} / ${p.comments}` },
          { key: 'time', title: '更新时间', value: (p) => p.inputtime.slice(0, 16) },
          {
            key: 'ops',
            title: '操作',
            render: (p) => (
              <span className="kind-ops">
                <Button size="sm" variant="ghost" onClick={() => setEditing(p.id)}>编辑</Button>
                {p.status === 'published' ? (
                  <Button size="sm" variant="ghost" disabled={set.isMutating} onClick={() => void change(p, 'down')}>下架</Button>
                ) : (
                  <Button size="sm" variant="ghost" disabled={set.isMutating} onClick={() => void change(p, 'published')}>发布</Button>
                )}
              </span>
            ),
          },
        ]}
        actions={<Button onClick={() => setEditing('new')}>发布新动态</Button>}
        empty={status === 'published' ? '还没有发布的动态' : status === 'draft' ? '没有草稿' : '没有下架的动态'}
      />
      {editing !== null ? <PostForm key={String(editing)} id={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} /> : null}
    </>
  );
}
