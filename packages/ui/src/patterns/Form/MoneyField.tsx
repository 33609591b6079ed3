import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { formatCents, toCents } from '../../internal/money';
import * as s from './Form.css';
import { FormField, type FieldBaseProps } from './inputs';

const TYPED = /^\d{0,9}(\.\d{0,2})?$/;

const shownYuan = (cents: number | undefined | null) =>
  cents === undefined || cents === null ? '' : formatCents(cents);

/**
 * Yuan as typed (`12`, `12.5`, `0.05`) → integer cents, computed on the digits so no float rounding
 * creeps in; '' → `undefined`; anything else (three decimals, letters) → `null`.
 */
export function parseYuan(text: string): number | undefined | null {
  const t = text.trim();
  if (!TYPED.test(t)) return null;
  if (t === '' || t === '.') return undefined;
  return toCents(t.startsWith('.') ? `0${t}` : t);
}

export interface MoneyFieldProps extends FieldBaseProps {
  placeholder?: string;
  /** Text after the box. Default 元. */
  unit?: string;
}

/** A price: typed and shown in yuan with two decimals, kept in the form as integer cents. */
export function MoneyField({
  placeholder = '0.00',
  unit = '元',
  disabled,
  ...base
}: MoneyFieldProps) {
  return (
    <FormField<number | undefined> {...base}>
      {(field, control) => (
        <span className={s.affixed}>
          <span className={s.affix} aria-hidden="true">
            ¥
          </span>
          <MoneyInput {...field} {...control} placeholder={placeholder} disabled={disabled} />
          <span className={s.affix}>{unit}</span>
        </span>
      )}
    </FormField>
  );
}

type MoneyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: number | undefined;
  onChange: (cents: number | undefined) => void;
  ref?: Ref<HTMLInputElement>;
};

function MoneyInput({ value, onChange, onBlur, ...rest }: MoneyInputProps) {
  const [text, setText] = useState(() => shownYuan(value));
  // The box keeps what is being typed (`12.`) while it means the form's value; a value set from
  // outside (reset, a loaded listing) replaces it.
  const shown = parseYuan(text) === (value ?? undefined) ? text : shownYuan(value);
  return (
    <input
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      className={s.input}
      value={shown}
      onChange={(e) => {
        // A Chinese keyboard types 。 and full-width digits; commas are thousands separators.
        const next = e.target.value
          .replace(/[。．]/g, '.')
          .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
          .replace(/[,，\s]/g, '');
        const cents = parseYuan(next);
        if (cents === null) return;
        setText(next);
        onChange(cents);
      }}
      onBlur={(e) => {
        setText(shownYuan(value));
        onBlur?.(e);
      }}
    />
  );
}
