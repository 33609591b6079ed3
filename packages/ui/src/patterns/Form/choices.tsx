import { cx } from '../../internal/cx';
import * as s from './Form.css';
import { FormField, type FieldBaseProps } from './inputs';

/** One choice of a select, radio or multi-select field. */
export interface FieldOption<V extends string | number = string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** Props of the fields that choose from options. */
export interface ChoiceFieldProps<V extends string | number> extends FieldBaseProps {
  /** The choices, in the order shown. */
  options: readonly FieldOption<V>[];
}

// Native controls speak strings; give the form back the option's own value (number stays number).
const valueOf = <V extends string | number>(options: readonly FieldOption<V>[], raw: string) =>
  options.find((o) => String(o.value) === raw)?.value;

export interface SelectFieldProps<V extends string | number> extends ChoiceFieldProps<V> {
  /** The empty first choice. Default 请选择. */
  placeholder?: string;
}

/** A drop-down; the form value is the chosen option's value, or `undefined`. */
export function SelectField<V extends string | number>({
  options,
  placeholder = '请选择',
  disabled,
  ...base
}: SelectFieldProps<V>) {
  return (
    <FormField<V | undefined> {...base}>
      {({ value, onChange, onBlur, ref, name }, control) => (
        <select
          {...control}
          {...{ ref, name, onBlur, disabled }}
          className={cx(s.input, s.select)}
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(e) => onChange(valueOf(options, e.target.value))}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export type RadioFieldProps<V extends string | number> = ChoiceFieldProps<V>;

/** One choice out of a few, all visible; the form value is the chosen option's value. */
export function RadioField<V extends string | number>({
  options,
  disabled,
  ...base
}: RadioFieldProps<V>) {
  return (
    <FormField<V | undefined> {...base} kind="group">
      {({ value, onChange, onBlur, ref, name }) => (
        <span className={s.choices}>
          {options.map((o, i) => (
            <label key={String(o.value)} className={s.choice}>
              <input
                ref={i === 0 ? ref : undefined}
                type="radio"
                className={s.check}
                name={name}
                value={String(o.value)}
                checked={value !== undefined && String(value) === String(o.value)}
                disabled={disabled || o.disabled}
                onBlur={onBlur}
                onChange={() => onChange(o.value)}
              />
              {o.label}
            </label>
          ))}
        </span>
      )}
    </FormField>
  );
}

export type MultiSelectFieldProps<V extends string | number> = ChoiceFieldProps<V>;

/** Several choices out of a list, as checkboxes; the form value is an array in the options' order. */
export function MultiSelectField<V extends string | number>({
  options,
  disabled,
  ...base
}: MultiSelectFieldProps<V>) {
  return (
    <FormField<V[] | undefined> {...base} kind="group">
      {({ value, onChange, onBlur, ref, name }) => {
        const chosen = new Set((value ?? []).map(String));
        const toggle = (o: FieldOption<V>, on: boolean) => {
          if (on) chosen.add(String(o.value));
          else chosen.delete(String(o.value));
          onChange(options.filter((x) => chosen.has(String(x.value))).map((x) => x.value));
        };
        return (
          <span className={s.choices}>
            {options.map((o, i) => (
              <label key={String(o.value)} className={s.choice}>
                <input
                  ref={i === 0 ? ref : undefined}
                  type="checkbox"
                  className={s.check}
                  name={name}
                  value={String(o.value)}
                  checked={chosen.has(String(o.value))}
                  disabled={disabled || o.disabled}
                  onBlur={onBlur}
                  onChange={(e) => toggle(o, e.target.checked)}
                />
                {o.label}
              </label>
            ))}
          </span>
        );
      }}
    </FormField>
  );
}
