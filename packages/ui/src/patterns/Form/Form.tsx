import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FormHTMLAttributes, ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  useFormState,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { GenericSchema, GenericSchemaAsync, InferInput, InferOutput } from 'valibot';
import { Button, type ButtonProps } from '../../primitives/Button/Button';
import { cx } from '../../internal/cx';
import { FormError } from './Field';
import * as s from './Form.css';
import { zhIssueMessage } from './messages';
import { applyServerErrors, SUBMIT_FAILED_MESSAGE } from './serverErrors';

type Schema<TInput extends FieldValues, TOutput> =
  GenericSchema<TInput, TOutput> | GenericSchemaAsync<TInput, TOutput>;

/** The form `useSchemaForm` returns for a schema: values are its input, submit gets its output. */
export type SchemaForm<S extends Schema<FieldValues, unknown>> = UseFormReturn<
  InferInput<S> & FieldValues,
  unknown,
  InferOutput<S>
>;

/**
 * `useForm` validated by a valibot schema, in Chinese: messages written in the schema are shown as
 * written, the rest get a Chinese default (此项必填, 至少输入 2 个字 …). Validates a field when it
 * loses focus, then on every change once it has shown an error.
 */
export function useSchemaForm<TInput extends FieldValues, TOutput>(
  schema: Schema<TInput, TOutput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> = {},
): UseFormReturn<TInput, unknown, TOutput> {
  return useForm<TInput, unknown, TOutput>({
    mode: 'onTouched',
    ...options,
    resolver: valibotResolver(schema, { message: zhIssueMessage }),
  });
}

export interface FormProps<TValues extends FieldValues, TOutput> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  /** The form from `useSchemaForm` (or react-hook-form's `useForm`). */
  form: UseFormReturn<TValues, unknown, TOutput>;
  /**
   * Sends the valid values. When it throws (an ApiError, an envelope, a field map), the refusal is
   * shown on its fields and the member's input stays as typed.
   */
  onSubmit: (values: TOutput) => unknown;
  /** API field name → form field name, for refusals about a field the form names differently. */
  serverFields?: Record<string, string>;
  /** `horizontal` puts labels left of their controls. Default `vertical`. */
  layout?: 'vertical' | 'horizontal';
  children?: ReactNode;
}

/** A form that validates in Chinese, maps the server's 400 answers onto fields and keeps the input. */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  serverFields,
  layout = 'vertical',
  className,
  children,
  ...rest
}: FormProps<TValues, TOutput>) {
  const submit = form.handleSubmit(async (values) => {
    form.clearErrors('root.server');
    try {
      await onSubmit(values);
    } catch (error) {
      try {
        applyServerErrors(form, error, { fields: serverFields });
      } catch {
        form.setError('root.server', { type: 'server', message: SUBMIT_FAILED_MESSAGE });
      }
    }
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        {...rest}
        className={cx(s.form, className)}
        data-layout={layout}
        onSubmit={(e) => void submit(e)}
      >
        {children}
        <FormError />
      </form>
    </FormProvider>
  );
}

/** The submit button: shows a spinner and ignores clicks while the submit is in flight. */
export function SubmitButton({ children = '提交', ...rest }: Omit<ButtonProps, 'type'>) {
  const { control } = useFormContext();
  const { isSubmitting } = useFormState({ control });
  return (
    <Button {...rest} type="submit" loading={isSubmitting || rest.loading}>
      {children}
    </Button>
  );
}

/** A row for the form's buttons, aligned with the controls in the horizontal layout. */
export function FormActions({ children }: { children?: ReactNode }) {
  return <div className={s.actions}>{children}</div>;
}
