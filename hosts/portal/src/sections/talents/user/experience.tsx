/** 工作经历: the résumé's work and education entries, newest first (the server orders them), each editable. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import type { DefaultValues } from 'react-hook-form';
import type { OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { EditForm, useRecordForm } from '@wz/app-kit';
import { KindField, KindState } from '@wz/app-kit/kinds';
import { Button, toast, useSchemaForm } from '@wz/ui';
import { myResume } from './mine';
import '../talents.css';

type Entry = OperationData<'talentMyResume'>['entries'][number];
const month = /^\d{4}-(0[1-9]|1[0-2])$/;
const sized = (min: number, max: number, what: string) => v.pipe(v.string(), v.trim(), v.minLength(min, `${what} ${min}–${max} 个字`), v.maxLength(max, `${what} ${min}–${max} 个字`));
const schema = v.pipe(
  v.object({
    kind: v.picklist(['work', 'school'], '请选择经历类型'),
    org: sized(2, 30, '公司或学校名称'),
    title: sized(2, 30, '职位或专业'),
    start: v.pipe(v.string(), v.trim(), v.regex(month, '开始时间格式为 YYYY-MM，如 2021-07')),
    end: v.pipe(v.string(), v.trim(), v.check((s) => s === '' || month.test(s), '结束时间格式为 YYYY-MM（至今请留空）')),
    note: v.pipe(v.string(), v.trim(), v.maxLength(500, '描述最多 500 个字')),
  }),
  v.forward(v.check((x) => !x.end || x.end >= x.start, '结束时间不能早于开始时间'), ['end']),
);
type Values = v.InferInput<typeof schema>;

function EntryForm({ entry, onDone }: { entry: Entry | undefined; onDone: () => void }) {
  const save = useWrite('talentSaveEntry');
  const form = useSchemaForm(schema);
  const values: DefaultValues<Values> = entry ? { kind: entry.kind, org: entry.org, title: entry.title, start: entry.start, end: entry.end, note: entry.note } : { kind: 'work', org: '', title: '', start: '', end: '', note: '' };
  useRecordForm<Values, v.InferOutput<typeof schema>>(form, values, entry?.id ?? 'new');
  return (
    <EditForm title={entry ? '编辑经历' : '添加经历'} description="时间格式 YYYY-MM；仍在职或在读，结束时间留空（至今）" form={form} submitLabel="保存"
      onSubmit={async (x) => {
        await save.trigger({ ...(entry ? { id: entry.id } : {}), ...x });
        toast.success('保存成功');
        onDone();
      }}>
      <KindField spec={{ kind: 'radio', name: 'kind', label: '经历类型', required: true, options: [{ value: 'work', label: '工作经历' }, { value: 'school', label: '教育经历' }] }} />
      <KindField spec={{ kind: 'text', name: 'org', label: '公司或学校', required: true, maxLength: 30 }} />
      <KindField spec={{ kind: 'text', name: 'title', label: '职位或专业', required: true, maxLength: 30 }} />
      <KindField spec={{ kind: 'text', name: 'start', label: '开始时间', required: true, maxLength: 7, placeholder: '2021-07' }} />
      <KindField spec={{ kind: 'text', name: 'end', label: '结束时间', maxLength: 7, placeholder: '至今请留空' }} />
      <KindField spec={{ kind: 'textarea', name: 'note', label: '工作内容或在校经历', maxLength: 500, rows: 3 }} />
    </EditForm>
  );
}

export function Experience() {
  const resume = useRead(myResume);
  const remove = useWrite('talentRemoveEntry');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const d = resume.data;
  if (!d) return <KindState title="工作经历" loading={!resume.error} error={resume.error} onRetry={() => void resume.mutate()} />;
  if (!d.filled)
    return (
      <section className="card kind">
        <h1>工作经历</h1>
        <p>请先填写简历的基本信息，再添加工作和教育经历。</p>
        <Link className="kind__gate" to="/user/talentsRelease/base">去填写基本信息</Link>
      </section>
    );
  return (
    <div className="talent-user">
      <section className="card kind" aria-labelledby="kind-title">
        <h1 id="kind-title">工作经历与教育经历</h1>
        {!d.entries.length ? <p className="muted">还没有添加经历</p> : (
          <ol className="talent-entries" aria-label="我的经历">
            {d.entries.map((e) => (
              <li key={e.id}>
                <span className="talent-entries__kind">{e.kind === 'work' ? '工作' : '教育'}</span>
                <strong>{e.org}</strong> · {e.title}<span className="muted"> {e.start} 至 {e.end || '今'}</span>
                {e.note ? <p className="talent-text">{e.note}</p> : null}
                <span className="kind-ops">
                  <Button size="sm" variant="ghost" onClick={() => setEditing(e.id)}>编辑</Button>
                  <Button size="sm" variant="ghost" disabled={remove.isMutating} onClick={() => void remove.trigger({ id: e.id }).then(() => toast.success('删除成功'), (err: unknown) => toast.error(err instanceof Error ? err.message : '删除失败'))}>删除</Button>
                </span>
              </li>
            ))}
          </ol>
        )}
        <Button onClick={() => setEditing('new')}>添加经历</Button>
      </section>
      {editing !== null ? <EntryForm key={String(editing)} entry={editing === 'new' ? undefined : d.entries.find((e) => e.id === editing)} onDone={() => setEditing(null)} /> : null}
    </div>
  );
}
