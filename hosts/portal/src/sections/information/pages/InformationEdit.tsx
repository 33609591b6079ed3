import { useNavigate, useSearchParams, Link } from 'react-router-dom';
import * as v from 'valibot';
import type { DefaultValues } from 'react-hook-form';
import { reads } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { EditForm, useRecordForm } from '@wz/app-kit';
import { KindField, KindState, pictureId, savedPicture, type FieldSpec } from '@wz/app-kit/kinds';
import { toast, useSchemaForm } from '@wz/ui';
import { infoIdOf, infoUserPath } from '../params';
import '../information.css';

const sized = (min: number, max: number, what: string) => v.pipe(v.string(), v.trim(), v.minLength(min, `${what} ${min}–${max} 个字`), v.maxLength(max, `${what} ${min}–${max} 个字`));
const schema = v.object({
  title: sized(5, 60, '标题'),
  module_id: v.pipe(v.string(), v.minLength(1, '请选择栏目')),
  cover: v.array(v.object({ id: v.string(), url: v.string() })),
  summary: sized(10, 120, '摘要'),
  html: v.pipe(v.string(), v.check((h) => h.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim().length >= 20, '正文请至少输入 20 个字')),
  tags: v.pipe(v.string(), v.check((t) => t.split(/[,，\s]+/).filter(Boolean).length <= 5, '最多 5 个标签'), v.check((t) => t.split(/[,，\s]+/).every((x) => x.length <= 10), '每个标签最多 10 个字')),
  publish: v.picklist(['1', '0'], '请选择发布方式'),
});
type Values = v.InferInput<typeof schema>;

/** /release/informationEdit[?id=]: write or edit an article (title, column, cover, summary, rich text, tags), save as draft or publish. */
export default function InformationEdit() {
  const [search] = useSearchParams();
  const id = infoIdOf(search) || undefined;
  const navigate = useNavigate();
  const mine = useRead(reads.informationMine({}));
  const article = useRead(id ? reads.informationArticle({ id }) : null);
  const save = useWrite('informationSaveArticle');
  const form = useSchemaForm(schema);
  const a = article.data;
  const values: DefaultValues<Values> | undefined = !id
    ? { title: '', module_id: '', cover: [], summary: '', html: '', tags: '', publish: '1' }
    : a && { title: a.title, module_id: String(a.module_id), cover: savedPicture(a.cover), summary: a.summary, html: a.content, tags: a.tags.join(','), publish: a.status === 'draft' ? '0' : '1' };
  useRecordForm<Values, v.InferOutput<typeof schema>>(form, values, id ?? 'new');
  const title = id ? '编辑文章' : '写文章';
  if (!mine.data) return <div className="container info-release"><KindState title={title} loading={!mine.error} error={mine.error} onRetry={() => void mine.mutate()} gate={{ to: '/release/information', label: '去申请入驻' }} /></div>;
  const modules = mine.data.modules;
  const fields: FieldSpec[] = [
    { kind: 'text', name: 'title', label: '标题', required: true, maxLength: 60, hint: '5–60 个字' },
    { kind: 'select', name: 'module_id', label: '栏目', required: true, options: [{ value: '', label: '请选择栏目' }, ...modules.map((m) => ({ value: String(m.id), label: m.name }))] },
    { kind: 'image', name: 'cover', label: '封面图片', required: true, hint: '列表和分享时显示' },
    { kind: 'textarea', name: 'summary', label: '摘要', required: true, maxLength: 120, rows: 2, hint: '列表中显示，10–120 个字' },
    { kind: 'richtext', name: 'html', label: '正文', required: true, placeholder: '正文，至少 20 个字，可以插入图片' },
    { kind: 'text', name: 'tags', label: '标签', maxLength: 60, hint: '最多 5 个，用逗号分隔' },
    { kind: 'radio', name: 'publish', label: '发布方式', required: true, options: [{ value: '1', label: '立即发布' }, { value: '0', label: id ? '保持当前状态' : '存为草稿' }] },
  ];
  return (
    <div className="container info-release">
      {!modules.length ? <p role="note" className="info-note">还没有栏目，请先<Link to={infoUserPath('moduleList')}>新建栏目</Link>再写文章。</p> : null}
      <EditForm
        title={title}
        description="带 * 的为必填项；正文中的脚本和外部代码会被过滤"
        form={form}
        loading={!!id && !a && !article.error}
        loadError={article.error}
        onRetry={() => void article.mutate()}
        submitLabel="提交"
        cancelTo={infoUserPath('infoList')}
        serverFields={{ module_id: 'module_id', html: 'html', cover: 'cover' }}
        onSubmit={async (x) => {
          if (!id && !x.cover.length) throw { cover: '请上传封面图片' };
          const res = await save.trigger({ ...(id ? { id } : {}), title: x.title, module_id: Number(x.module_id), cover: pictureId(x.cover), summary: x.summary, html: x.html, tags: x.tags, publish: x.publish === '1' ? 1 : 0 });
          toast.success(res.status === 'published' ? '发布成功' : '保存成功');
          navigate(`${infoUserPath('infoList')}${res.status === 'published' ? '' : `?status=${res.status}`}`);
        }}
      >
        {fields.map((f) => <KindField key={f.name} spec={f} />)}
      </EditForm>
    </div>
  );
}
