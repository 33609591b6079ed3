import { useState } from 'react';
import * as v from 'valibot';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, ConfirmDialog, Dialog, Form, FormActions, MoneyField, NumberField, RadioField, Skeleton, SubmitButton, TextField, toCents, toast, useSchemaForm } from '@wz/ui';
import { PageHeader, ShopGate } from '../shop';

type Freight = OperationData<'sellerFreights'>['lists'][number];
const step = (label: string) => v.pipe(v.number(`请填写${label}`), v.integer(`${label}须为整数`), v.minValue(1, `${label}至少为 1`), v.maxValue(100000, `${label}不能超过 100000`));
/** A money box emptied by the seller is `undefined` in the form: it gets the field's own message. */
const fee = (label: string) =>
  v.pipe(
    v.optional(v.number()),
    v.check((x) => x !== undefined, `请填写${label}`),
    v.transform((x) => x ?? 0),
    v.minValue(0, `${label}不能为负`),
    v.maxValue(100000, `${label}不能超过 1000 元`),
  );
const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(2, '请填写模板名称（至少 2 个字）'), v.maxLength(20, '模板名称不能超过 20 个字')),
  mode: v.picklist(['piece', 'weight'], '请选择计费方式'),
  first: step('首件（重）'),
  first_cents: fee('首费'),
  next: step('续件（重）'),
  next_cents: fee('续费'),
  free_over_cents: v.optional(v.pipe(v.number(), v.minValue(0, '包邮金额不能为负'), v.maxValue(10_000_000, '包邮金额不能超过 100000 元'))),
});

function FreightDialog({ editing, onClose }: { editing: Freight | 'new'; onClose: () => void }) {
  const save = useWrite('sellerFreightSave');
  const old = editing === 'new' ? undefined : editing;
  const form = useSchemaForm(schema, {
    defaultValues: old
      ? { name: old.name, mode: old.mode, first: old.first, first_cents: toCents(old.first_fee), next: old.next, next_cents: toCents(old.next_fee), ...(old.free_over ? { free_over_cents: toCents(old.free_over) } : {}) }
      : { name: '', mode: 'piece', first: 1, first_cents: 0, next: 1, next_cents: 0 },
  });
  const title = old ? '编辑运费模板' : '新建运费模板';
  return (
    <Dialog open onClose={onClose} title={title}>
      <Form
        form={form}
        aria-label={title}
        onSubmit={async (values) => {
          await save.trigger({ ...values, first_cents: values.first_cents ?? 0, next_cents: values.next_cents ?? 0, free_over_cents: values.free_over_cents ?? 0, ...(old ? { id: old.id } : {}) });
          toast.success('保存成功');
          onClose();
        }}
      >
        <TextField name="name" label="模板名称" required maxLength={20} />
        <RadioField name="mode" label="计费方式" required options={[{ value: 'piece', label: '按件数' }, { value: 'weight', label: '按重量（克）' }]} />
        <div className="sc-row">
          <NumberField name="first" label="首件（重）" required min={1} />
          <MoneyField name="first_cents" label="首费" required />
        </div>
        <div className="sc-row">
          <NumberField name="next" label="续件（重）" required min={1} />
          <MoneyField name="next_cents" label="续费" required />
        </div>
        <MoneyField name="free_over_cents" label="满额包邮" hint="商品金额满这个数免运费；不填则不包邮" />
        <FormActions>
          <SubmitButton>保存模板</SubmitButton>
        </FormActions>
      </Form>
    </Dialog>
  );
}

function FreightList() {
  const list = useRead(reads.sellerFreights());
  const remove = useWrite('sellerFreightRemove');
  const [editing, setEditing] = useState<Freight | 'new' | null>(null);
  const [removing, setRemoving] = useState<Freight | null>(null);
  const rows = list.data?.lists;
  const unit = (f: Freight) => (f.mode === 'piece' ? '件' : '克');
  return (
    <>
      <PageHeader title="运费模板" extra={<Button variant="primary" onClick={() => setEditing('new')}>新建模板</Button>} />
      {list.error ? <p role="alert">{list.error.message}</p> : !rows ? <Skeleton lines={5} label="运费模板加载中" /> : rows.length === 0 ? (
        <p className="sc-card sc-muted">还没有运费模板，商品按发布时填写的运费计算</p>
      ) : (
        <ul className="sc-service">
          {rows.map((f) => (
            <li key={f.id} className="sc-card sc-service__item" data-testid="freight-row">
              <p className="sc-service__head">
                <strong>{f.name}</strong>
                <span className="sc-muted">{f.mode === 'piece' ? '按件数' : '按重量'}</span>
              </p>
              <p>
                首 {f.first} {unit(f)} ¥{f.first_fee}，每续 {f.next} {unit(f)} 加 ¥{f.next_fee}
                {f.free_over ? `；满 ¥${f.free_over} 包邮` : ''}
              </p>
              <div className="sc-actions">
                <Button size="sm" variant="ghost" onClick={() => setRemoving(f)}>删除</Button>
                <Button size="sm" variant="secondary" onClick={() => setEditing(f)}>编辑</Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? <FreightDialog editing={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={Boolean(removing)}
        title="删除运费模板"
        message={removing ? `确定删除「${removing.name}」吗？` : ''}
        danger
        loading={remove.isMutating}
        onConfirm={() => {
          if (!removing) return;
          remove.trigger({ id: removing.id }).then(() => toast.success('已删除'), (e: Error) => toast.error(e.message));
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

/** /seller/wzmall/distributMode: freight templates (by piece or weight, first / next, free over an amount). */
export default function DistributMode() {
  return (
    <ShopGate title="运费模板">
      <FreightList />
    </ShopGate>
  );
}
