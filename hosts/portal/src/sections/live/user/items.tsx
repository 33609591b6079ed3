/** 生活信息 (my services) and 需求信息 (my needs): the member's items by status, with the form to post or edit one. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import * as v from 'valibot';
import type { DefaultValues } from 'react-hook-form';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { EditForm, StatusList, useRecordForm, useStatusQuery } from '@wz/app-kit';
import { pictureIds, PicturesField, picturesOf } from '@wz/app-kit/listing/ui';
import { KindField, KindState } from '@wz/app-kit/kinds';
import { Button, LazyImage, toast, useSchemaForm } from '@wz/ui';
import { liveDetailPath, priceText } from '../params';
import '../live.css';

type Kind = 'service' | 'need';
type Row = OperationData<'liveMyList'>['lists'][number];
const TABS = [{ key: 'online', label: '已上架' }, { key: 'offline', label: '已下架' }, { key: 'all', label: '全部' }];
const sized = (min: number, max: number, what: string) => v.pipe(v.string(), v.trim(), v.minLength(min, `${what} ${min}–${max} 个字`), v.maxLength(max, `${what} ${min}–${max} 个字`));
const chosen = (what: string) => v.pipe(v.string(), v.minLength(1, `请选择${what}`));
const schemaOf = (kind: Kind) => v.object({
  title: sized(4, 30, '标题'),
  category: chosen('服务类别'),
  district: chosen('所在区县'),
  price: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,7}(\.\d{1,2})?$/, `${kind === 'service' ? '价格' : '预算'}为 0–1000000 元（0 为面议，最多两位小数）`), v.check((s) => Number(s) <= 1_000_000, `${kind === 'service' ? '价格' : '预算'}为 0–1000000 元`)),
  price_unit: chosen('计价单位'),
  area: sized(2, 40, kind === 'service' ? '服务区域' : '所在位置'),
  description: sized(10, 2000, '详细说明'),
  contact_name: sized(2, 20, '联系人'),
  contact_phone: v.pipe(v.string(), v.trim(), v.regex(/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/, '请输入正确的手机号或座机号')),
  images: v.pipe(v.array(v.object({ id: v.string(), url: v.string() })), v.maxLength(9, '最多 9 张图片')),
});
type Values = v.InferInput<ReturnType<typeof schemaOf>>;
const EMPTY: Values = { title: '', category: '', district: '', price: '', price_unit: '次', area: '', description: '', contact_name: '', contact_phone: '', images: [] };

function ItemForm({ kind, id, onDone }: { kind: Kind; id: number | undefined; onDone: () => void }) {
  const filters = useRead(reads.liveFilters({})).data;
  const one = useRead(id ? reads.liveMyOne({ id }) : null);
  const create = useWrite('liveCreate');
  const modify = useWrite('liveModify');
  const form = useSchemaForm(schemaOf(kind), { defaultValues: EMPTY });
  const p = one.data;
  const values: DefaultValues<Values> | undefined = !id ? EMPTY : p && {
    title: p.title, category: String(p.category), district: p.district, price: String(p.price / 100), price_unit: p.price_unit, area: p.area, description: p.description, contact_name: p.contact_name, contact_phone: p.contact_phone, images: picturesOf(p.images),
  };
  useRecordForm<Values, v.InferOutput<ReturnType<typeof schemaOf>>>(form, values, id ?? 'new');
  const what = kind === 'service' ? '服务' : '需求';
  const list = (xs: readonly { value: string; label: string }[]) => [{ value: '', label: '请选择' }, ...xs];
  return (
    <EditForm title={id ? `编辑${what}` : `发布${what}`} description={kind === 'service' ? '价格填 0 表示面议' : '预算填 0 表示面议'} form={form} loading={!!id && !p && !one.error} loadError={one.error} onRetry={() => void one.mutate()} submitLabel={id ? '保存' : `发布${what}`}
      onSubmit={async (x) => {
        const params = { ...x, kind, category: Number(x.category), price: Math.round(Number(x.price) * 100), images: pictureIds(x.images) };
        if (id) await modify.trigger({ ...params, id });
        else await create.trigger(params);
        toast.success(id ? '保存成功' : '发布成功');
        onDone();
      }}>
      <KindField spec={{ kind: 'text', name: 'title', label: '标题', required: true, maxLength: 30 }} />
      <KindField spec={{ kind: 'select', name: 'category', label: '服务类别', required: true, options: list((filters?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))) }} />
      <KindField spec={{ kind: 'select', name: 'district', label: '所在区县', required: true, options: list((filters?.districts ?? []).map((d) => ({ value: d, label: d }))) }} />
      <KindField spec={{ kind: 'text', name: 'price', label: kind === 'service' ? '价格（元）' : '预算（元）', required: true, inputMode: 'decimal', maxLength: 10 }} />
      <KindField spec={{ kind: 'select', name: 'price_unit', label: '计价单位', required: true, options: (filters?.units ?? ['次']).map((u) => ({ value: u, label: `每${u}` })) }} />
      <KindField spec={{ kind: 'text', name: 'area', label: kind === 'service' ? '服务区域' : '所在位置', required: true, maxLength: 40 }} />
      <KindField spec={{ kind: 'textarea', name: 'description', label: '详细说明', required: true, maxLength: 2000, rows: 4 }} />
      <KindField spec={{ kind: 'text', name: 'contact_name', label: '联系人', required: true, maxLength: 20 }} />
      <KindField spec={{ kind: 'text', name: 'contact_phone', label: '联系电话', required: true, inputMode: 'tel', maxLength: 13, hint: '登录的会员才能看到' }} />
      <PicturesField label={`${what}图片`} max={9} />
    </EditForm>
  );
}

function ItemList({ kind }: { kind: Kind }) {
  const gate = useRead(kind === 'service' ? reads.liveMine({}) : null);
  const query = useStatusQuery(TABS);
  const status = query.status === 'online' ? 1 : query.status === 'offline' ? 0 : undefined;
  const list = useRead(kind === 'need' || gate.data ? reads.liveMyList({ kind, page: query.page, ...(status === undefined ? {} : { status }) }) : null);
  const set = useWrite('liveSetStatus');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const title = kind === 'service' ? '生活信息（我的服务）' : '需求信息（我的需求）';
  if (kind === 'service' && !gate.data) return <KindState title={title} loading={!gate.error} error={gate.error} onRetry={() => void gate.mutate()} gate={{ to: '/release/live', label: '去服务商入驻' }} />;
  const counts = list.data?.counts;
  const tabs = TABS.map((t) => ({ ...t, count: counts ? counts[t.key as keyof typeof counts] : undefined }));
  const change = (r: Row, to: 0 | 1) => set.trigger({ id: r.id, status: to }).then(() => toast.success(to ? '已上架' : '已下架'), (e: unknown) => toast.error(e instanceof Error ? e.message : '操作失败'));
  const what = kind === 'service' ? '服务' : '需求';
  return (
    <>
      <StatusList<Row>
        title={title}
        tabs={tabs}
        query={query}
        rows={list.data?.lists}
        total={list.data?.total}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        rowKey={(r) => String(r.id)}
        columns={[
          { key: 'pic', title: '图片', width: 96, render: (r) => (r.pictures[0] ? <LazyImage src={r.pictures[0]} alt="" width={80} height={60} /> : null) },
          { key: 'title', title: '标题', render: (r) => (r.status === 1 ? <Link to={liveDetailPath(r.id)}>{r.title}</Link> : r.title) },
          { key: 'price', title: kind === 'service' ? '价格' : '预算', value: (r) => priceText(r.price, r.price_unit) },
          { key: 'views', title: '浏览', value: (r) => String(r.clickcount) },
          {
            key: 'ops',
            title: '操作',
            render: (r) => (
              <span className="kind-ops">
                <Button size="sm" variant="ghost" onClick={() => setEditing(r.id)}>编辑</Button>
                <Button size="sm" variant="ghost" disabled={set.isMutating} onClick={() => void change(r, r.status === 1 ? 0 : 1)}>{r.status === 1 ? '下架' : '重新上架'}</Button>
              </span>
            ),
          },
        ]}
        actions={<Button onClick={() => setEditing('new')}>发布{what}</Button>}
        empty={`还没有发布${what}`}
      />
      {editing !== null ? <ItemForm key={String(editing)} kind={kind} id={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} /> : null}
    </>
  );
}

export const LiveInfo = () => <ItemList kind="service" />;
export const NeedInfo = () => <ItemList kind="need" />;
