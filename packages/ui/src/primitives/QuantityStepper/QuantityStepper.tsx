import { cx } from '../../internal/cx';
import { Minus, Plus } from '../../internal/icons';
import * as s from './QuantityStepper.css';

export interface QuantityStepperProps {
  /** Current quantity. */
  value: number;
  /** Called with the new quantity, already clamped to [min, max]. */
  onChange: (value: number) => void;
  /** Lowest quantity. Default 1 (a gift or a cart line always has at least one). */
  min?: number;
  /** Highest quantity. Default unlimited. */
  max?: number;
  /** Accessible name. Default `数量`. */
  label?: string;
  disabled?: boolean;
  className?: string;
}

/** − / + buttons around a read-only number: the quantity only changes by steps, never below `min`. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = Infinity,
  label = '数量',
  disabled = false,
  className,
}: QuantityStepperProps) {
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  const current = clamp(value);
  return (
    <span className={cx(s.stepper, className)} role="group" aria-label={label}>
      <button
        type="button"
        className={s.step}
        aria-label="减少数量"
        disabled={disabled || current <= min}
        onClick={() => onChange(clamp(current - 1))}
      >
        <Minus />
      </button>
      <input
        className={s.value}
        type="text"
        inputMode="numeric"
        readOnly
        value={current}
        aria-label={label}
        aria-live="polite"
        disabled={disabled}
      />
      <button
        type="button"
        className={s.step}
        aria-label="增加数量"
        disabled={disabled || current >= max}
        onClick={() => onChange(clamp(current + 1))}
      >
        <Plus />
      </button>
    </span>
  );
}
