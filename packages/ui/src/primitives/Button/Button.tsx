import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { button, spinner } from './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: `primary` for the main action of a view, `secondary` beside it. Default `primary`. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
  /** Height and padding. Default `md` (36 px). */
  size?: 'sm' | 'md' | 'lg';
  /** Stretch to the container's width. */
  block?: boolean;
  /** Shows a spinner and blocks clicks while an action is in flight (the button stays focusable). */
  loading?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
}

/** A button. Defaults to `type="button"` so it never submits a surrounding form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    block,
    loading = false,
    icon,
    className,
    children,
    type = 'button',
    onClick,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx(button({ variant, size, block }), className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <span className={spinner} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
});
