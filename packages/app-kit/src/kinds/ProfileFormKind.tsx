import type { ReactNode } from 'react';
import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { type OperationData, type OperationParams, type Read, type ReadOperationId, type WriteOperationId } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { toast, useSchemaForm } from '@wz/ui';
import { EditForm, useRecordForm } from '../kinds/EditForm';
import { KindField, type FieldSpec } from './fields';
import { KindState, type KindGate } from './KindState';
import './kinds.css';

export interface ProfileFormKindProps<R extends ReadOperationId, W extends WriteOperationId, S extends GenericSchema<FieldValues, unknown>> {
  /** Heading (基本信息, 详细介绍). */
  title: string;
  description?: ReactNode;
  /** The record the form edits (the member's page); the form waits for it. */
  read: Read<R>;
  /** The record as form values. */
  /** The stored record as the form's values; a part never filled in may be left out. */
  toValues: (data: OperationData<R>) => DefaultValues<InferInput<S>>;
  /** Rules with their Chinese messages (the server checks the same and its 400 lands on the field). */
  schema: S;
  fields: readonly FieldSpec[];
  /** The write that saves, and its params from the valid values. */
  write: W;
  toParams: (values: InferOutput<S>) => OperationParams<W>;
  submitLabel?: string;
  /** Where a member without the record goes (the settle-in form). */
  gate?: KindGate;
}

/**
 * Profile form kind: one record of the member's, loaded into a form described by fields, saved by one write;
 * a refusal stays on its field with what was typed. Serves base, detail, theme, futi, zhuzhi, viewVR….
 */
export function ProfileFormKind<R extends ReadOperationId, W extends WriteOperationId, S extends GenericSchema<FieldValues, unknown>>(props: ProfileFormKindProps<R, W, S>) {
  const record = useRead(props.read);
  const write = useWrite(props.write);
  const form = useSchemaForm(props.schema);
  const values = record.data ? props.toValues(record.data) : undefined;
  useRecordForm(form, values, record.data ? 'record' : undefined);
  if (!record.data)
    return <KindState title={props.title} loading={!record.error} error={record.error} onRetry={() => void record.mutate()} gate={props.gate} />;
  return (
    <EditForm
      title={props.title}
      description={props.description}
      form={form}
      loading={!form.formState.isDirty && !values}
      submitLabel={props.submitLabel}
      onSubmit={async (v) => {
        await write.trigger(props.toParams(v as InferOutput<S>));
        toast.success('保存成功');
      }}
    >
      {props.fields.map((f) => (
        <KindField key={f.kind === 'map' ? 'map' : f.name} spec={f} />
      ))}
    </EditForm>
  );
}
