import { useState } from 'react';
import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { OperationData, OperationParams, Read, ReadOperationId, WriteOperationId } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, ConfirmDialog, toast, useSchemaForm, type DataTableColumn } from '@wz/ui';
import { EditForm, useRecordForm } from '../kinds/EditForm';
import { StatusList, useStatusQuery } from '../kinds/StatusList';
import { KindField, type FieldSpec } from './fields';
import { KindState, type KindGate } from './KindState';
import './kinds.css';

const ALL = [{ key: 'all', label: '全部' }];

export interface ListEditKindProps<R extends ReadOperationId, T extends { id: number }, S extends GenericSchema<FieldValues, unknown>, W extends WriteOperationId, D extends WriteOperationId> {
  title: string;
  /** What one row is called (贴图). */
  noun: string;
  read: Read<R>;
  rows: (data: OperationData<R>) => T[];
  columns: DataTableColumn<T>[];
  schema: S;
  fields: readonly FieldSpec[];
  /** A new row's values, and a row's values when it is edited. */
  empty: InferInput<S>;
  toValues: (row: T) => InferInput<S>;
  /** Saves a new row (id undefined) or an existing one. */
  save: W;
  toParams: (values: InferOutput<S>, id: number | undefined) => OperationParams<W>;
  remove: D;
  removeParams: (row: T) => OperationParams<D>;
  gate?: KindGate;
}

/** List + edit kind: the member's rows of one kind in the list template, a form to add or edit one, delete with a confirm. */
export function ListEditKind<R extends ReadOperationId, T extends { id: number }, S extends GenericSchema<FieldValues, unknown>, W extends WriteOperationId, D extends WriteOperationId>(p: ListEditKindProps<R, T, S, W, D>) {
  const record = useRead(p.read);
  const query = useStatusQuery(ALL);
  const save = useWrite(p.save);
  const remove = useWrite(p.remove);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const form = useSchemaForm(p.schema);
  const current = editing === 'new' || editing === null ? undefined : editing;
  useRecordForm(form, (editing === null ? undefined : current ? p.toValues(current) : p.empty) as DefaultValues<InferInput<S>> | undefined, editing === null ? undefined : (current?.id ?? 'new'));
  if (!record.data) return <KindState title={p.title} loading={!record.error} error={record.error} onRetry={() => void record.mutate()} gate={p.gate} />;
  const rows = p.rows(record.data);
  return (
    <>
      <StatusList<T>
        title={p.title}
        tabs={ALL}
        query={query}
        rows={rows}
        total={rows.length}
        pageSize={100}
        columns={[
          ...p.columns,
          {
            key: 'ops',
            title: '操作',
            render: (row) => (
              <span className="kind-ops">
                <Button size="sm" variant="ghost" onClick={() => setEditing(row)}>编辑</Button>
                <Button size="sm" variant="ghost" onClick={() => setRemoving(row)}>删除</Button>
              </span>
            ),
          },
        ]}
        rowKey={(row) => String(row.id)}
        actions={<Button onClick={() => setEditing('new')}>新增{p.noun}</Button>}
        empty={`还没有${p.noun}`}
      />
      {editing !== null ? (
        <EditForm
          title={current ? `编辑${p.noun}` : `新增${p.noun}`}
          form={form}
          submitLabel={current ? '保存' : '发布'}
          onSubmit={async (values) => {
            await save.trigger(p.toParams(values as InferOutput<S>, current?.id));
            toast.success(current ? '保存成功' : '发布成功');
            setEditing(null);
          }}
        >
          {p.fields.map((f) => (
            <KindField key={f.kind === 'map' ? 'map' : f.name} spec={f} />
          ))}
        </EditForm>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={`删除${p.noun}`}
        message={`确定删除这条${p.noun}吗？删除后不能恢复。`}
        confirmText="删除"
        danger
        loading={remove.isMutating}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.trigger(p.removeParams(removing)).then(
            () => {
              toast.success('删除成功');
              setRemoving(null);
            },
            (e: unknown) => toast.error(e instanceof Error ? e.message : '删除失败'),
          );
        }}
      />
    </>
  );
}
