import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { iconButton } from './IconButton.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** What the button does, read by screen readers and shown as a tooltip (the icon has no text). */
  label: string;
  /** The icon (an inline SVG or a glyph); hidden from assistive technology. */
  icon: ReactNode;
  /** Default `ghost`; `overlay` is for controls drawn over pictures (carousel arrows). */
  variant?: 'ghost' | 'solid' | 'outline' | 'overlay';
  /** Default `md` (36 px square). */
  size?: 'sm' | 'md' | 'lg';
  /** Circular instead of rounded square. */
  round?: boolean;
}

/** A square button with only an icon; `label` becomes its accessible name and title. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant, size, round, className, type = 'button', title, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      className={cx(iconButton({ variant, size, round }), className)}
      {...rest}
    >
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </button>
  );
});
