import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { cx } from '../../internal/cx';
import { Field, type FieldControlProps } from './Field';
import * as s from './Form.css';

/** Props every form-kit field takes. */
export interface FieldBaseProps {
  /** Form field name (dot path for nested values). */
  name: string;
  /** Label a member reads (标题, 价格). */
  label: ReactNode;
  /** A line of help under the control. */
  hint?: ReactNode;
  /** Shows the required mark; the rule itself lives in the schema. */
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/** The controller of a field and its message, for the kit's inputs and custom ones. */
export function useFormField<T = unknown>(name: string) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return {
    field: { ...field, value: field.value as T },
    error: fieldState.error?.message,
  };
}

/** Renders a Field around a control bound to form field `name`. */
export function FormField<T = unknown>({
  name,
  label,
  hint,
  required,
  className,
  kind,
  children,
}: Omit<FieldBaseProps, 'disabled'> & {
  kind?: 'single' | 'group' | 'inline';
  /** The control: gets the field's value and onChange plus the ids to put on it. */
  children: (
    field: ReturnType<typeof useFormField<T>>['field'],
    control: FieldControlProps,
    error: string | undefined,
  ) => ReactNode;
}) {
  const { field, error } = useFormField<T>(name);
  return (
    <Field {...{ label, hint, required, className, kind, error }}>
      {(control) => children(field, control, error)}
    </Field>
  );
}

export interface TextFieldProps extends FieldBaseProps {
  type?: 'text' | 'tel' | 'email' | 'url' | 'password' | 'search';
  placeholder?: string;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'url' | 'numeric' | 'decimal' | 'search';
}

/** A one-line text input. */
export function TextField({
  type = 'text',
  placeholder,
  maxLength,
  autoComplete,
  inputMode,
  disabled,
  ...base
}: TextFieldProps) {
  return (
    <FormField<string> {...base}>
      {({ value, onChange, onBlur, ref, name }, control) => (
        <input
          {...control}
          {...{
            ref,
            name,
            onBlur,
            type,
            placeholder,
            maxLength,
            autoComplete,
            inputMode,
            disabled,
          }}
          className={s.input}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

export interface TextareaFieldProps extends FieldBaseProps {
  placeholder?: string;
  /** Also shows a 12/200 counter. */
  maxLength?: number;
  rows?: number;
}

/** A multi-line text input with an optional length counter. */
export function TextareaField({
  placeholder,
  maxLength,
  rows = 4,
  disabled,
  ...base
}: TextareaFieldProps) {
  return (
    <FormField<string> {...base}>
      {({ value, onChange, onBlur, ref, name }, control) => (
        <>
          <textarea
            {...control}
            {...{ ref, name, onBlur, placeholder, maxLength, rows, disabled }}
            className={cx(s.input, s.textarea)}
            value={value ?? ''}
            onChange={(e) => onChange(e.target.value)}
          />
          {maxLength ? (
            <span className={s.counter} aria-hidden="true">
              {(value ?? '').length}/{maxLength}
            </span>
          ) : null}
        </>
      )}
    </FormField>
  );
}

export interface NumberFieldProps extends FieldBaseProps {
  placeholder?: string;
  min?: number;
  max?: number;
  step?: number;
  /** Text after the input (间, ㎡, 人). */
  unit?: string;
}

/** A number input; an empty box is `undefined` in the form value. */
export function NumberField({
  placeholder,
  min,
  max,
  step,
  unit,
  disabled,
  ...base
}: NumberFieldProps) {
  return (
    <FormField<number | undefined> {...base}>
      {({ value, onChange, onBlur, ref, name }, control) => (
        <span className={s.affixed}>
          <input
            {...control}
            {...{ ref, name, onBlur, placeholder, min, max, step, disabled }}
            type="number"
            className={s.input}
            value={value === undefined || Number.isNaN(value) ? '' : value}
            onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.valueAsNumber)}
          />
          {unit ? <span className={s.affix}>{unit}</span> : null}
        </span>
      )}
    </FormField>
  );
}

export interface DateFieldProps extends FieldBaseProps {
  /** Earliest day, `YYYY-MM-DD`. */
  min?: string;
  /** Latest day, `YYYY-MM-DD`. */
  max?: string;
}

/** A day picker (the browser's own); the form value is `YYYY-MM-DD` or ''. */
export function DateField({ min, max, disabled, ...base }: DateFieldProps) {
  return (
    <FormField<string> {...base}>
      {({ value, onChange, onBlur, ref, name }, control) => (
        <input
          {...control}
          {...{ ref, name, onBlur, min, max, disabled }}
          type="date"
          className={cx(s.input, s.date)}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

export type CheckboxFieldProps = FieldBaseProps;

/** One checkbox with its label beside it (我已阅读并同意…); the form value is a boolean. */
export function CheckboxField({ disabled, ...base }: CheckboxFieldProps) {
  return (
    <FormField<boolean> {...base} kind="inline">
      {({ value, onChange, onBlur, ref, name }, control) => (
        <input
          {...control}
          {...{ ref, name, onBlur, disabled }}
          type="checkbox"
          className={s.check}
          checked={!!value}
          onChange={(e) => onChange(e.target.checked)}
        />
      )}
    </FormField>
  );
}
