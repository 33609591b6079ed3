import { useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { reads, type OperationData } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, ConfirmDialog, Dialog, Form, FormActions, Skeleton, SubmitButton, TextField, toast, useSchemaForm } from '@wz/ui';
import { PageHeader, ShopGate } from '../shop';

type Top = OperationData<'sellerClassifies'>['lists'][number];
type Editing = { id?: number; pid: number; name: string; parent?: string };
const schema = v.object({ name: v.pipe(v.string(), v.trim(), v.minLength(1, '请填写分类名称'), v.maxLength(20, '分类名称不能超过 20 个字')) });

function ClassifyDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const save = useWrite('sellerClassifySave');
  const form = useSchemaForm(schema, { defaultValues: { name: editing.name } });
  const title = editing.id ? '重命名分类' : editing.pid ? `添加「${editing.parent ?? ''}」的子分类` : '添加分类';
  return (
    <Dialog open onClose={onClose} title={title}>
      <Form
        form={form}
        aria-label={title}
        onSubmit={async ({ name }) => {
          await save.trigger(editing.id ? { id: editing.id, name } : { pid: editing.pid, name });
          toast.success('保存成功');
          onClose();
        }}
      >
        <TextField name="name" label="分类名称" required maxLength={20} />
        <FormActions>
          <SubmitButton>保存</SubmitButton>
        </FormActions>
      </Form>
    </Dialog>
  );
}

function Row({ id, name, first, last, onEdit, onRemove, children }: { id: number; name: string; first: boolean; last: boolean; onEdit: () => void; onRemove: () => void; children?: ReactNode }) {
  const move = useWrite('sellerClassifyMove');
  const go = (dir: 'up' | 'down') => move.trigger({ id, dir }).catch((e: Error) => toast.error(e.message));
  return (
    <div className="sc-tree__row" data-testid="classify-row">
      <span className="sc-tree__name">{name}</span>
      <span className="sc-actions">
        <Button size="sm" variant="ghost" disabled={first || move.isMutating} onClick={() => void go('up')} aria-label={`${name} 上移`}>↑</Button>
        <Button size="sm" variant="ghost" disabled={last || move.isMutating} onClick={() => void go('down')} aria-label={`${name} 下移`}>↓</Button>
        {children}
        <Button size="sm" variant="ghost" onClick={onEdit}>重命名</Button>
        <Button size="sm" variant="ghost" onClick={onRemove}>删除</Button>
      </span>
    </div>
  );
}

function ClassifyTree() {
  const tree = useRead(reads.sellerClassifies());
  const remove = useWrite('sellerClassifyRemove');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const lists: Top[] | undefined = tree.data?.lists;
  return (
    <>
      <PageHeader title="店铺分类" extra={<Button variant="primary" onClick={() => setEditing({ pid: 0, name: '' })}>添加分类</Button>} />
      <p className="sc-muted">最多两级；顺序即商城店铺页上的显示顺序。</p>
      {tree.error ? <p role="alert">{tree.error.message}</p> : !lists ? <Skeleton lines={5} label="店铺分类加载中" /> : lists.length === 0 ? (
        <p className="sc-card sc-muted">还没有店铺分类</p>
      ) : (
        <ul className="sc-tree sc-card" aria-label="店铺分类">
          {lists.map((t, i) => (
            <li key={t.id}>
              <Row id={t.id} name={t.name} first={i === 0} last={i === lists.length - 1} onEdit={() => setEditing({ id: t.id, pid: 0, name: t.name })} onRemove={() => setRemoving(t)}>
                <Button size="sm" variant="ghost" onClick={() => setEditing({ pid: t.id, name: '', parent: t.name })}>添加子分类</Button>
              </Row>
              {t.children.length ? (
                <ul>
                  {t.children.map((c, k) => (
                    <li key={c.id}>
                      <Row id={c.id} name={c.name} first={k === 0} last={k === t.children.length - 1} onEdit={() => setEditing({ id: c.id, pid: t.id, name: c.name })} onRemove={() => setRemoving(c)} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? <ClassifyDialog editing={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={Boolean(removing)}
        title="删除分类"
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

/** /seller/wzmall/goodClassify: the shop's own category tree, two levels, ordered with the arrows. */
export default function GoodClassify() {
  return (
    <ShopGate title="店铺分类">
      <ClassifyTree />
    </ShopGate>
  );
}
