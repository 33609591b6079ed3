import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { errorMessage, isApiError, type OperationData, type OperationParams, type Read, type ReadOperationId, type WriteOperationId } from '@wz/sdk';
import { useRead, useWrite } from '@wz/sdk/react';
import { Button, toast, useSchemaForm } from '@wz/ui';
import { EditForm } from '../kinds/EditForm';
import { KindField, type FieldSpec } from './fields';
import { KindState } from './KindState';
import './kinds.css';

/** A settlement's state as every settle-in section's status call tells it. */
export interface SettleStatus {
  status: 'none' | 'waiting' | 'approved' | 'refused';
  reason?: string;
  name?: string;
  inputtime?: string;
}

export interface SettleInKindProps<R extends ReadOperationId, S extends GenericSchema<FieldValues, unknown>, W extends WriteOperationId> {
  /** 旅游入驻. */
  title: string;
  /** Who may apply and what happens next. */
  description: ReactNode;
  /** The status call (x-session passthrough: an expired session is shown here, not redirected). */
  status: Read<R>;
  statusOf: (data: OperationData<R>) => SettleStatus;
  schema: S;
  empty: InferInput<S>;
  fields: readonly FieldSpec[];
  apply: W;
  toParams: (values: InferOutput<S>) => OperationParams<W>;
  /** Where an approved member goes (the user centre's first page). */
  approved: { to: string; label: string };
}

const TEXT: Record<SettleStatus['status'], string> = {
  none: '尚未入驻',
  waiting: '审核中：我们会在 1–3 个工作日内完成审核',
  approved: '已入驻',
  refused: '未通过审核',
};

/** Settle-in kind: the status of the member's application and, while there is none (or it was refused), the form. */
export function SettleInKind<R extends ReadOperationId, S extends GenericSchema<FieldValues, unknown>, W extends WriteOperationId>(p: SettleInKindProps<R, S, W>) {
  const status = useRead(p.status);
  const apply = useWrite(p.apply);
  const form = useSchemaForm(p.schema, { defaultValues: p.empty as DefaultValues<InferInput<S>> });
  const [again, setAgain] = useState(false);
  if (!status.data) {
    if (isApiError(status.error) && status.error.code === 101)
      return (
        <section className="card kind" role="alert">
          <h1>{p.title}</h1>
          <p>{errorMessage(status.error, '登陆状态已失效，请重新登录')}</p>
          <Link to="/login?flag=100">重新登录</Link>
        </section>
      );
    return <KindState title={p.title} loading={!status.error} error={status.error} onRetry={() => void status.mutate()} />;
  }
  const s = p.statusOf(status.data);
  const showForm = s.status === 'none' || (s.status === 'refused' && again);
  return (
    <>
      <section className="card kind kind-settle" aria-labelledby="kind-settle-title">
        <h1 id="kind-settle-title">{p.title}</h1>
        <p className="muted">{p.description}</p>
        <p className={`kind-settle__status kind-settle__status--${s.status}`} role="status" data-status={s.status}>
          入驻状态：{TEXT[s.status]}
          {s.name ? `（${s.name}）` : ''}
        </p>
        {s.status === 'refused' && s.reason ? <p className="kind__error">驳回原因：{s.reason}</p> : null}
        {s.status === 'refused' && !again ? <Button onClick={() => setAgain(true)}>重新申请</Button> : null}
        {s.status === 'approved' ? <Link className="kind__gate" to={p.approved.to}>{p.approved.label}</Link> : null}
      </section>
      {showForm ? (
        <EditForm
          title="填写入驻资料"
          form={form}
          submitLabel="提交申请"
          onSubmit={async (values) => {
            await apply.trigger(p.toParams(values as InferOutput<S>));
            toast.success('提交成功，请等待审核');
            setAgain(false);
          }}
        >
          {p.fields.map((f) => (
            <KindField key={f.kind === 'map' ? 'map' : f.name} spec={f} />
          ))}
        </EditForm>
      ) : null}
    </>
  );
}
