/** 商品管理: the company's goods (list + edit) with up to 6 pictures, price and unit. */
import { useState } from 'react';
import * as v from 'valibot';
import type { DefaultValues } from 'react-hook-form';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useUpload, useWrite } from '@wz/sdk/react';
import { EditForm, StatusList, useRecordForm, useStatusQuery } from '@wz/app-kit';
import { KindField, KindState } from '@wz/app-kit/kinds';
import { Button, ConfirmDialog, FormField, ImageUploader, LazyImage, toast, useSchemaForm, type UploadedImage } from '@wz/ui';
import { marketDetailPath } from '../params';
import { picture, sized } from './profile';
import { gate } from './mine';

type Goods = OperationData<'marketMyGoods'>['lists'][number];
const ALL = [{ key: 'all', label: '全部' }];
const schema = v.object({
  title: sized(2, 40, '商品名称'),
  price: v.pipe(v.string(), v.trim(), v.regex(/^\d{1,7}(\.\d{1,2})?$/, '请输入价格（0–9999999 元，最多两位小数）')),
  unit: sized(1, 10, '计价单位'),
  pics: v.pipe(picture, v.minLength(1, '请上传 1–6 张商品图片'), v.maxLength(6, '最多 6 张商品图片')),
  content: v.pipe(v.string(), v.trim(), v.maxLength(1000, '商品说明最多 1000 个字')),
});
type Values = v.InferInput<typeof schema>;

function PicturesField() {
  const upload = useUpload('listing');
  return (
    <FormField<UploadedImage[]> name="pics" label="商品图片" hint="1–6 张，第一张为封面" kind="group" required>
      {(field, control) => (
        <ImageUploader value={field.value ?? []} onChange={field.onChange} upload={upload} maxCount={6} label="商品图片"
          aria-describedby={control['aria-describedby']} aria-invalid={control['aria-invalid']} />
      )}
    </FormField>
  );
}

function GoodsForm({ goods, onDone }: { goods: Goods | undefined; onDone: () => void }) {
  const save = useWrite('marketSaveGoods');
  const form = useSchemaForm(schema);
  const values: DefaultValues<Values> = goods
    ? { title: goods.title, price: goods.price, unit: goods.unit, content: goods.content, pics: goods.pic_ids.map((id, i) => ({ id: String(id), url: goods.pics[i] ?? '' })) }
    : { title: '', price: '', unit: '', content: '', pics: [] };
  useRecordForm<Values, v.InferOutput<typeof schema>>(form, values, goods?.id ?? 'new');
  return (
    <EditForm
      title={goods ? '编辑商品' : '发布商品'}
      description="商品显示在企业页面和市场的商品栏目中"
      form={form}
      submitLabel="保存"
      serverFields={{ pics: 'pics' }}
      onSubmit={async (x) => {
        await save.trigger({ ...(goods ? { id: goods.id } : {}), title: x.title, price: x.price, unit: x.unit, content: x.content, pics: x.pics.map((p) => p.id).join(',') });
        toast.success(goods ? '保存成功' : '发布成功');
        onDone();
      }}
    >
      <KindField spec={{ kind: 'text', name: 'title', label: '商品名称', required: true, maxLength: 40 }} />
      <KindField spec={{ kind: 'text', name: 'price', label: '价格（元）', required: true, inputMode: 'decimal', maxLength: 10 }} />
      <KindField spec={{ kind: 'text', name: 'unit', label: '计价单位', required: true, maxLength: 10, placeholder: '如 斤、台、件' }} />
      <PicturesField />
      <KindField spec={{ kind: 'textarea', name: 'content', label: '商品说明', maxLength: 1000, rows: 3 }} />
    </EditForm>
  );
}

export function GoodsPage() {
  const list = useRead(reads.marketMyGoods({}));
  const query = useStatusQuery(ALL);
  const remove = useWrite('marketRemoveGoods');
  const [editing, setEditing] = useState<Goods | 'new' | null>(null);
  const [removing, setRemoving] = useState<Goods | null>(null);
  if (!list.data) return <KindState title="商品管理" loading={!list.error} error={list.error} onRetry={() => void list.mutate()} gate={gate} />;
  return (
    <>
      <StatusList<Goods>
        title="商品管理"
        tabs={ALL}
        query={query}
        rows={list.data.lists}
        total={list.data.lists.length}
        pageSize={200}
        rowKey={(g) => String(g.id)}
        columns={[
          { key: 'pic', title: '图片', width: 96, render: (g) => (g.pic ? <LazyImage src={g.pic} alt="" width={80} height={60} /> : null) },
          { key: 'title', title: '商品', value: (g) => g.title },
          { key: 'price', title: '价格', value: (g) => `¥${g.price}/${g.unit}` },
          { key: 'time', title: '发布时间', value: (g) => g.inputtime.slice(0, 10) },
          {
            key: 'ops',
            title: '操作',
            render: (g) => (
              <span className="kind-ops">
                <Button size="sm" variant="ghost" onClick={() => setEditing(g)}>编辑</Button>
                <Button size="sm" variant="ghost" onClick={() => setRemoving(g)}>删除</Button>
                <a href={marketDetailPath(g.company_id)} target="_blank" rel="noopener noreferrer">查看</a>
              </span>
            ),
          },
        ]}
        actions={<Button onClick={() => setEditing('new')}>发布商品</Button>}
        empty="还没有商品，点「发布商品」添加第一件"
      />
      {editing !== null ? <GoodsForm key={editing === 'new' ? 'new' : editing.id} goods={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title="删除商品"
        message={removing ? `确定删除「${removing.title}」吗？删除后不可恢复。` : ''}
        confirmText="删除"
        danger
        loading={remove.isMutating}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const g = removing!;
          setRemoving(null);
          remove.trigger({ id: g.id }).then(() => toast.success('删除成功'), (e: unknown) => toast.error(e instanceof Error ? e.message : '删除失败'));
        }}
      />
    </>
  );
}
