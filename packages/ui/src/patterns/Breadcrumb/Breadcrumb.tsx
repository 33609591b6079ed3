import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { ArrowLeft } from '../../internal/icons';
import * as s from './Breadcrumb.css';

export interface BreadcrumbItem {
  /** Text of the step. */
  label: ReactNode;
  /** Link target; the last item is the current page and is never a link. */
  href?: string;
  /** Click handler (e.g. client-side navigation); receives the event so you can `preventDefault()`. */
  onClick?: (e: MouseEvent) => void;
}

export interface BreadcrumbProps {
  /** The trail from the section root to the current page. */
  items: BreadcrumbItem[];
  /** Shows a back button before the trail, calling this (usually `history.back()`). */
  onBack?: () => void;
  /** Back button text. Default `返回`. */
  backText?: string;
  className?: string;
}

/** A back button and the trail of pages leading to the current one. */
export function Breadcrumb({ items, onBack, backText = '返回', className }: BreadcrumbProps) {
  return (
    <nav className={cx(s.nav, className)} aria-label="面包屑">
      {onBack && (
        <button type="button" className={s.back} onClick={onBack}>
          <ArrowLeft />
          {backText}
        </button>
      )}
      <ol className={s.trail}>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={i} className={s.item}>
              {last ? (
                <span className={s.current} aria-current="page">
                  {item.label}
                </span>
              ) : item.href ? (
                <a className={s.link} href={item.href} onClick={item.onClick}>
                  {item.label}
                </a>
              ) : item.onClick ? (
                <button type="button" className={s.linkButton} onClick={item.onClick}>
                  {item.label}
                </button>
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
