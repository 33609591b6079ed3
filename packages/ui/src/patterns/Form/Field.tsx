import type { ReactNode } from 'react';
import { useFormContext, useFormState, type FieldError, type FieldErrors } from 'react-hook-form';
import { cx } from '../../internal/cx';
import { useDomId } from '../../internal/useId';
import * as s from './Form.css';

/** Props a Field hands to its control so label, hint and error are announced with it. */
export interface FieldControlProps {
  /** The control's id; the visible label is `${id}-label` (for controls a <label> cannot name). */
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  /** The field's name as a member reads it (标题, 价格). */
  label: ReactNode;
  /** A line of help under the control. */
  hint?: ReactNode;
  /** The error under the control, in Chinese. Shown instead of nothing, never instead of the hint. */
  error?: string;
  /** Marks the field as required (a visible * and `aria-required` on a single control). */
  required?: boolean;
  /**
   * `group` renders a fieldset with a legend, for radios, checkbox lists and several selects;
   * `inline` puts the label after the control (a single checkbox).
   */
  kind?: 'single' | 'group' | 'inline';
  /** Renders the control with the ids and ARIA attributes it needs. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/** Label, hint and error around one control, wired up for screen readers. */
export function Field({
  label,
  hint,
  error,
  required,
  kind = 'single',
  children,
  className,
}: FieldProps) {
  const id = useDomId('wz-field');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id,
    'aria-describedby': kind === 'group' ? undefined : describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required && kind === 'single' ? true : undefined,
  };
  const mark = required ? (
    <span className={s.required} aria-hidden="true">
      *
    </span>
  ) : null;
  const notes = (
    <>
      {hint ? (
        <p id={hintId} className={s.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={s.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );

  if (kind === 'group') {
    return (
      <fieldset
        className={cx(s.field, s.fieldset, className)}
        aria-describedby={describedBy}
        data-invalid={error ? '' : undefined}
      >
        <legend className={s.legend}>
          {label}
          {mark}
        </legend>
        <div className={s.control}>
          {children(control)}
          {notes}
        </div>
      </fieldset>
    );
  }
  return (
    <div className={cx(s.field, className)} data-invalid={error ? '' : undefined}>
      {kind === 'inline' ? (
        <span className={s.label} aria-hidden="true" />
      ) : (
        <label className={s.label} htmlFor={id} id={`${id}-label`}>
          {label}
          {mark}
        </label>
      )}
      <div className={s.control}>
        {kind === 'inline' ? (
          <label className={s.inline}>
            {children(control)}
            <span>
              {label}
              {mark}
            </span>
          </label>
        ) : (
          children(control)
        )}
        {notes}
      </div>
    </div>
  );
}

function errorAt(errors: FieldErrors, name: string): FieldError | undefined {
  let at: unknown = errors;
  for (const key of name.split('.')) at = (at as Record<string, unknown> | undefined)?.[key];
  return at as FieldError | undefined;
}

/** The current error message of a form field (the form kit's inputs use it; custom ones can too). */
export function useFieldError(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  return errorAt(errors, name)?.message;
}

/** The form's own message: a failure that belongs to no field (shown by `Form`). */
export function FormError() {
  const { control } = useFormContext();
  const { errors } = useFormState({ control });
  const message = (errors.root?.server as FieldError | undefined)?.message;
  return message ? (
    <p className={s.formError} role="alert">
      {message}
    </p>
  ) : null;
}
