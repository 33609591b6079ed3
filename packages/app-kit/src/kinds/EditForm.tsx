import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { Button, Form, FormActions, Skeleton, SubmitButton } from '@wz/ui';
import { errorMessage } from '@wz/sdk';

export interface EditFormProps<TValues extends FieldValues, TOutput> {
  /** Heading of the card (编辑资料, 发布房源). */
  title: string;
  /** A line under the heading. */
  description?: ReactNode;
  /** The form from `useSchemaForm` (`useRecordForm` fills it with the record once loaded). */
  form: UseFormReturn<TValues, unknown, TOutput>;
  /**
   * Sends the valid values. Throw (the SDK's ApiError, or a `{ field: message }` map) to show the refusal
   * on its field; the member's input stays as typed.
   */
  onSubmit: (values: TOutput) => unknown;
  /** API field name → form field name, where they differ. */
  serverFields?: Record<string, string>;
  /** The record is still loading: placeholders instead of the form. */
  loading?: boolean;
  /** The record could not be loaded (the form is not shown, so nothing is saved over it). */
  loadError?: unknown;
  onRetry?: () => void;
  /** Submit button text. Default 保存. */
  submitLabel?: string;
  /** A 取消 link back (the list the record came from). */
  cancelTo?: string;
  /** The fields (the form kit's TextField, FormField + ImageUploader …). */
  children: ReactNode;
}

/**
 * The user centre's edit template: a card with a heading and a horizontal form kit form, the record
 * loading or failing honestly, 保存 (+ 取消). Listing sections fill it with their fields.
 */
export function EditForm<TValues extends FieldValues, TOutput>({
  title,
  description,
  form,
  onSubmit,
  serverFields,
  loading,
  loadError,
  onRetry,
  submitLabel = '保存',
  cancelTo,
  children,
}: EditFormProps<TValues, TOutput>) {
  let body: ReactNode;
  if (loadError) {
    body = (
      <div role="alert" className="user-edit__error">
        <p>{errorMessage(loadError, '加载失败，请稍后重试')}</p>
        {onRetry ? <Button onClick={onRetry}>重试</Button> : null}
      </div>
    );
  } else if (loading) {
    body = (
      <Skeleton lines={4} label={`${title}加载中`} />
    );
  } else {
    body = (
      <Form form={form} onSubmit={onSubmit} serverFields={serverFields} layout="horizontal" aria-label={title}>
        {children}
        <FormActions>
          <SubmitButton>{submitLabel}</SubmitButton>
          {cancelTo ? <Link to={cancelTo}>取消</Link> : null}
        </FormActions>
      </Form>
    );
  }
  return (
    <section className="card user-edit" aria-labelledby="user-edit-title">
      <h1 id="user-edit-title">{title}</h1>
      {description ? <p className="muted">{description}</p> : null}
      {body}
    </section>
  );
}

/**
 * Puts a loaded record into the form once (and again when another record id arrives), never over what
 * the member has started typing.
 */
export function useRecordForm<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  record: DefaultValues<TValues> | undefined,
  recordKey: string | number | undefined,
) {
  const filled = useRef<string | number | undefined>(undefined);
  useEffect(() => {
    if (!record || filled.current === recordKey) return;
    if (filled.current !== undefined && form.formState.isDirty) return;
    filled.current = recordKey;
    form.reset(record);
  }, [form, record, recordKey]);
}
