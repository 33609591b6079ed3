import { useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../../internal/cx';
import * as s from './Rating.css';

/** The spec's five levels, worst to best. */
export const RATING_TEXTS = ['极差', '较差', '还行', '推荐', '力荐'] as const;

export interface RatingProps {
  /** 0 (none) to 5. */
  value: number;
  /** Called with 1–5 when the user picks a level. Omit (or `readOnly`) for display only. */
  onChange?: (value: number) => void;
  /** Display only. */
  readOnly?: boolean;
  /** Show the level's text (极差 … 力荐) next to the stars. Default true. */
  showText?: boolean;
  /** Level texts, worst first. Default 极差 较差 还行 推荐 力荐. */
  texts?: readonly string[];
  /** Accessible name of the group. Default `评级`. */
  label?: string;
  className?: string;
}

/** Five stars with the level text; a radio group for keyboard and screen readers. */
export function Rating({
  value,
  onChange,
  readOnly = !onChange,
  showText = true,
  texts = RATING_TEXTS,
  label = '评级',
  className,
}: RatingProps) {
  const [hover, setHover] = useState<number | null>(null);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const shown = hover ?? value;
  const text = shown >= 1 ? texts[Math.min(5, Math.round(shown)) - 1] : '';

  if (readOnly) {
    return (
      <span
        className={cx(s.rating, className)}
        role="img"
        aria-label={`${label}：${value >= 1 ? `${value} 星 ${texts[Math.round(value) - 1]}` : '未评级'}`}
      >
        <span className={s.stars} aria-hidden="true">
          {[1, 2, 3, 4, 5].map((n) => (
            <span key={n} className={s.star({ on: n <= value, readOnly: true })}>
              ★
            </span>
          ))}
        </span>
        {showText && text ? (
          <span className={s.text} aria-hidden="true">
            {text}
          </span>
        ) : null}
      </span>
    );
  }

  const onKeyDown = (e: KeyboardEvent) => {
    let next = value;
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp') next = Math.min(5, value + 1);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') next = Math.max(1, value - 1);
    else return;
    e.preventDefault();
    onChange?.(next);
    refs.current[next - 1]?.focus();
  };

  return (
    <span className={cx(s.rating, className)}>
      <span
        role="radiogroup"
        aria-label={label}
        className={s.stars}
        onKeyDown={onKeyDown}
        onMouseLeave={() => setHover(null)}
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            ref={(el) => {
              refs.current[n - 1] = el;
            }}
            type="button"
            role="radio"
            aria-checked={n === value}
            aria-label={`${n} 星 ${texts[n - 1]}`}
            tabIndex={n === (value || 1) ? 0 : -1}
            className={s.star({ on: n <= shown, readOnly: false })}
            onMouseEnter={() => setHover(n)}
            onClick={() => onChange?.(n)}
          >
            <span aria-hidden="true">★</span>
          </button>
        ))}
      </span>
      {showText ? (
        <span className={s.text} aria-live="polite">
          {text}
        </span>
      ) : null}
    </span>
  );
}
