import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button';
import { cx } from '../../internal/cx';
import { useDomId } from '../../internal/useId';
import { root } from '../../theme/reset.css';
import * as shared from '../../internal/shared.css';

export interface SectionProps {
  /** Heading text; also names the region. */
  title: ReactNode;
  /** Shows a 更多 button in the header. */
  onMore?: () => void;
  /** Text of the more button. Default 更多. */
  moreText?: string;
  /** Render without the white card (when the caller already has one). */
  plain?: boolean;
  children?: ReactNode;
  className?: string;
}

/** A titled white card, the building block of the education pages. */
export function Section({
  title,
  onMore,
  moreText = '更多',
  plain = false,
  children,
  className,
}: SectionProps) {
  const id = useDomId('wz-section');
  return (
    <section className={cx(root, !plain && shared.card, className)} aria-labelledby={id}>
      <div className={shared.sectionHeader}>
        <h2 id={id} className={shared.sectionTitle} style={{ margin: 0 }}>
          {title}
        </h2>
        {onMore ? (
          <Button variant="link" size="sm" onClick={onMore}>
            {moreText}
          </Button>
        ) : null}
      </div>
      {children}
    </section>
  );
}
