import { valibotResolver } from '@hookform/resolvers/valibot';
import { createContext, useContext, useState, type FormHTMLAttributes, type ReactNode } from 'react';
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

/** True while a submit waits for the form's uploads to finish (the submit button shows it). */
const WaitingForUploads = createContext(false);

/**
 * Resolves when nothing in `form` is busy (an ImageUploader tile being sent has aria-busy), at the latest
 * after two minutes: a member who submits while a picture is still uploading gets the submit once it is
 * there, not 请上传… for a picture they can see.
 */
function uploadsSettled(form: HTMLFormElement): Promise<void> {
  // (not buttons: the submit button itself is busy while it waits)
  const busy = () => form.querySelector('[aria-busy="true"]:not(button)') !== null;
  if (!busy()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (!busy()) done();
    });
    const timer = window.setTimeout(done, 120_000);
    observer.observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
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
  const [waiting, setWaiting] = useState(false);
  return (
    <FormProvider {...form}>
      <WaitingForUploads.Provider value={waiting}>
        <form
          noValidate
          {...rest}
          className={cx(s.form, className)}
          data-layout={layout}
          onSubmit={(e) => {
            e.preventDefault();
            const el = e.currentTarget;
            setWaiting(true);
            void uploadsSettled(el)
              .then(() => {
                setWaiting(false);
                return submit();
              });
          }}
        >
          {children}
          <FormError />
        </form>
      </WaitingForUploads.Provider>
    </FormProvider>
  );
}

/** The submit button: shows a spinner and ignores clicks while the submit (or the uploads it waits for) is in flight. */
export function SubmitButton({ children = '提交', ...rest }: Omit<ButtonProps, 'type'>) {
  const { control } = useFormContext();
  const { isSubmitting } = useFormState({ control });
  const waiting = useContext(WaitingForUploads);
  return (
    <Button {...rest} type="submit" loading={isSubmitting || waiting || rest.loading}>
      {children}
    </Button>
  );
}

/** A row for the form's buttons, aligned with the controls in the horizontal layout. */
export function FormActions({ children }: { children?: ReactNode }) {
  return <div className={s.actions}>{children}</div>;
}
