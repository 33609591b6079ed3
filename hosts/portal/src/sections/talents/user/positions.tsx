/** 职位管理: the company's positions by status (在招 / 已下线), with the form to post or edit one. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import type { DefaultValues } from 'react-hook-form';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { EditForm, StatusList, useRecordForm, useStatusQuery } from '@wz/app-kit';
import { coordinates } from '@wz/app-kit/listing/ui';
import { KindField, KindState } from '@wz/app-kit/kinds';
import { Button, toast, useSchemaForm } from '@wz/ui';
import { positionPath } from '../params';
import { myCompany, recruiterGate } from './mine';
import '../talents.css';

type Position = OperationData<'talentMyPositions'>['lists'][number];
const TABS = [{ key: 'online', label: '在招' }, { key: 'offline', label: '已下线' }, { key: 'all', label: '全部' }];
const sized = (min: number, max: number, what: string) => v.pipe(v.string(), v.trim(), v.minLength(min, `${what} ${min}–${max} 个字`), v.maxLength(max, `${what} ${min}–${max} 个字`));
const chosen = (what: string) => v.pipe(v.string(), v.minLength(1, `请选择${what}`));
const pay = (what: string) => v.pipe(v.string(), v.trim(), v.regex(/^\d{4,6}$/, `${what}请输入 1000–200000 的整数（元/月）`), v.check((s) => Number(s) >= 1000 && Number(s) <= 200000, `${what}为 1000–200000 元`));
const schema = v.pipe(
  v.object({
    title: sized(2, 30, '职位名称'),
    city: chosen('工作城市'),
    district: chosen('工作区县'),
    address: v.pipe(v.string(), v.trim(), v.maxLength(60, '详细地址最多 60 个字')),
    ...coordinates,
    salary_min: pay('最低月薪'),
    salary_max: pay('最高月薪'),
    experience: chosen('经验要求'),
    education: chosen('学历要求'),
    jobtype: chosen('职位类型'),
    headcount: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,3}$/, '招聘人数为 1–999 人'), v.check((s) => Number(s) >= 1, '招聘人数为 1–999 人')),
    tags: v.pipe(v.string(), v.trim(), v.check((s) => s.split(/[,，]/).filter((t) => t.trim()).length <= 8, '福利标签最多 8 个')),
    description: sized(10, 2000, '职位描述'),
    requirements: sized(10, 2000, '任职要求'),
  }),
  v.forward(v.check((x) => Number(x.salary_max) >= Number(x.salary_min), '最高月薪不能低于最低月薪'), ['salary_max']),
  v.forward(v.check((x) => Number(x.salary_max) <= Number(x.salary_min) * 2, '最高月薪不能超过最低月薪的 2 倍'), ['salary_max']),
);
type Values = v.InferInput<typeof schema>;
const EMPTY: DefaultValues<Values> = { title: '', city: '', district: '', address: '', salary_min: '', salary_max: '', experience: '', education: '', jobtype: '', headcount: '1', tags: '', description: '', requirements: '' };

function PositionForm({ id, onDone }: { id: number | undefined; onDone: () => void }) {
  const filters = useRead(reads.talentFilters({})).data;
  const one = useRead(id ? reads.talentMyPosition({ id }) : null);
  const create = useWrite('talentCreatePosition');
  const modify = useWrite('talentModifyPosition');
  const form = useSchemaForm(schema);
  const p = one.data;
  const values: DefaultValues<Values> | undefined = !id ? EMPTY : p && {
    title: p.title, city: p.city, district: p.district, address: p.address, lat: p.lat ?? undefined, lng: p.lng ?? undefined, salary_min: String(p.salary_min), salary_max: String(p.salary_max),
    experience: String(p.experience), education: String(p.education), jobtype: String(p.jobtype), headcount: String(p.headcount), tags: p.tags.join(','), description: p.description, requirements: p.requirements,
  };
  useRecordForm<Values, v.InferOutput<typeof schema>>(form, values, id ?? 'new');
  const city = form.watch('city');
  const opts = (key: string) => [{ value: '', label: '请选择' }, ...(filters?.rows.find((r) => r.key === key)?.options ?? []).map((o) => ({ value: String(o.id), label: o.name }))];
  const list = (xs: readonly string[] = []) => [{ value: '', label: '请选择' }, ...xs.map((c) => ({ value: c, label: c }))];
  return (
    <EditForm title={id ? '编辑职位' : '发布职位'} description="薪资为税前月薪（元）；最高月薪不超过最低月薪的 2 倍" form={form} loading={!!id && !p && !one.error} loadError={one.error} onRetry={() => void one.mutate()} submitLabel={id ? '保存' : '发布职位'}
      onSubmit={async (x) => {
        const params = { ...x, salary_min: Number(x.salary_min), salary_max: Number(x.salary_max), experience: Number(x.experience), education: Number(x.education), jobtype: Number(x.jobtype), headcount: Number(x.headcount), tags: x.tags.split(/[,，]/).map((t) => t.trim()).filter(Boolean).join(',') };
        if (id) await modify.trigger({ ...params, id });
        else await create.trigger(params);
        toast.success(id ? '保存成功' : '发布成功');
        onDone();
      }}>
      <KindField spec={{ kind: 'text', name: 'title', label: '职位名称', required: true, maxLength: 30 }} />
      <KindField spec={{ kind: 'select', name: 'city', label: '工作城市', required: true, options: list(filters?.cities) }} />
      <KindField spec={{ kind: 'select', name: 'district', label: '工作区县', required: true, options: list(filters?.districts[city]) }} />
      <KindField spec={{ kind: 'text', name: 'address', label: '详细地址', maxLength: 60 }} />
      <KindField spec={{ kind: 'map', name: 'map', label: '地图位置', what: '工作地点' }} />
      <KindField spec={{ kind: 'text', name: 'salary_min', label: '最低月薪（元）', required: true, inputMode: 'decimal', maxLength: 6 }} />
      <KindField spec={{ kind: 'text', name: 'salary_max', label: '最高月薪（元）', required: true, inputMode: 'decimal', maxLength: 6 }} />
      <KindField spec={{ kind: 'select', name: 'experience', label: '经验要求', required: true, options: opts('experience') }} />
      <KindField spec={{ kind: 'select', name: 'education', label: '学历要求', required: true, options: opts('education') }} />
      <KindField spec={{ kind: 'select', name: 'jobtype', label: '职位类型', required: true, options: opts('jobtype') }} />
      <KindField spec={{ kind: 'text', name: 'headcount', label: '招聘人数', required: true, inputMode: 'decimal', maxLength: 3 }} />
      <KindField spec={{ kind: 'text', name: 'tags', label: '福利标签', maxLength: 100, placeholder: '用逗号分隔，如 五险一金,双休' }} />
      <KindField spec={{ kind: 'textarea', name: 'description', label: '职位描述', required: true, maxLength: 2000, rows: 4 }} />
      <KindField spec={{ kind: 'textarea', name: 'requirements', label: '任职要求', required: true, maxLength: 2000, rows: 4 }} />
    </EditForm>
  );
}

export function Positions() {
  const company = useRead(myCompany);
  const query = useStatusQuery(TABS);
  const status = query.status === 'online' ? 1 : query.status === 'offline' ? 0 : undefined;
  const list = useRead(company.data ? reads.talentMyPositions({ page: query.page, ...(status === undefined ? {} : { status }) }) : null);
  const set = useWrite('talentPositionStatus');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  if (!company.data) return <KindState title="职位管理" loading={!company.error} error={company.error} onRetry={() => void company.mutate()} gate={recruiterGate} />;
  const counts = list.data?.counts;
  const tabs = TABS.map((t) => ({ ...t, count: counts ? counts[t.key as keyof typeof counts] : undefined }));
  const change = (p: Position, to: 0 | 1) => set.trigger({ id: p.id, status: to }).then(() => toast.success(to ? '已上线' : '已下线'), (e: unknown) => toast.error(e instanceof Error ? e.message : '操作失败'));
  return (
    <>
      <StatusList<Position>
        title="职位管理"
        tabs={tabs}
        query={query}
        rows={list.data?.lists}
        total={list.data?.total}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        rowKey={(p) => String(p.id)}
        columns={[
          { key: 'title', title: '职位', render: (p) => (p.status === 1 ? <Link to={positionPath(p.id)}>{p.title}</Link> : p.title) },
          { key: 'salary', title: '薪资', value: (p) => p.salary },
          { key: 'place', title: '地点', value: (p) => `${p.city}${p.district}` },
          { key: 'views', title: '浏览', value: (p) => String(p.clickcount) },
          { key: 'state', title: '状态', value: (p) => (p.status === 1 ? '在招' : '已下线') },
          {
            key: 'ops',
            title: '操作',
            render: (p) => (
              <span className="kind-ops">
                <Button size="sm" variant="ghost" onClick={() => setEditing(p.id)}>编辑</Button>
                <Button size="sm" variant="ghost" disabled={set.isMutating} onClick={() => void change(p, p.status === 1 ? 0 : 1)}>{p.status === 1 ? '下线' : '重新上线'}</Button>
              </span>
            ),
          },
        ]}
        actions={<Button onClick={() => setEditing('new')}>发布职位</Button>}
        empty={query.status === 'offline' ? '没有已下线的职位' : '还没有发布职位'}
      />
      {editing !== null ? <PositionForm key={String(editing)} id={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} /> : null}
    </>
  );
}
