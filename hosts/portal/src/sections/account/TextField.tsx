import type { InputHTMLAttributes } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;

/** A labelled text input of the account forms. */
export function TextField({
  label,
  value,
  onChange,
  ...input
}: InputProps & { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="field">
      <span>{label}</span>
      <input {...input} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
