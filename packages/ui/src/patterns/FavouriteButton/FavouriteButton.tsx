import { cx } from '../../internal/cx';
import { Heart } from '../../internal/icons';
import * as s from './FavouriteButton.css';

export interface FavouriteButtonProps {
  /** Whether the listing is in the member's favourites. */
  pressed: boolean;
  /** Called with the wanted state; the page calls the API and updates `pressed`. */
  onToggle: (next: boolean) => void;
  /** The call is running: the button is busy and ignores clicks. */
  pending?: boolean;
  /** How many members saved it; shown after the text. */
  count?: number;
  /** Button text (also its accessible name, which stays the same in both states). Default `收藏`. */
  label?: string;
  /** `md` (default) with text; `icon` for a round icon-only button on pictures. */
  variant?: 'md' | 'icon';
  className?: string;
}

/**
 * A toggle for 收藏: `aria-pressed` carries the state (the name stays `收藏`, as the ARIA toggle
 * pattern asks), a filled heart shows it, and `pending` blocks double submits.
 */
export function FavouriteButton({
  pressed,
  onToggle,
  pending = false,
  count,
  label = '收藏',
  variant = 'md',
  className,
}: FavouriteButtonProps) {
  return (
    <button
      type="button"
      className={cx(s.button({ pressed, variant }), className)}
      aria-pressed={pressed}
      aria-busy={pending || undefined}
      aria-label={variant === 'icon' ? label : undefined}
      onClick={() => {
        if (!pending) onToggle(!pressed);
      }}
    >
      <span className={s.icon({ pending })}>
        <Heart filled={pressed} />
      </span>
      {variant === 'md' && label}
      {variant === 'md' && count !== undefined && <span className={s.count}>{count}</span>}
    </button>
  );
}
