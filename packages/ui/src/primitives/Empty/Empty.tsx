import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Inbox } from '../../internal/icons';
import * as s from './Empty.css';

export interface EmptyProps {
  /** The message. Default `暂无数据`. */
  description?: ReactNode;
  /** Replaces the default picture; `null` hides it. */
  image?: ReactNode;
  /** An action under the message (e.g. a retry button). */
  children?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing to show. */
export function Empty({ description = '暂无数据', image, children, className }: EmptyProps) {
  return (
    <div className={cx(s.empty, className)}>
      {image === null ? null : (
        <span className={s.icon} aria-hidden="true">
          {image ?? <Inbox />}
        </span>
      )}
      <p className={s.text}>{description}</p>
      {children}
    </div>
  );
}
