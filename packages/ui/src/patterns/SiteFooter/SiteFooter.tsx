import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { isHttpUrl, OUTSIDE_LINK_REL } from '../../internal/safeUrl';
import * as s from './SiteFooter.css';

export interface FooterLink {
  label: string;
  href: string;
}

export interface SiteFooterProps {
  /** Links row (关于我们, 联系方式 …). */
  links?: FooterLink[];
  /** Text lines: company registration, customer hotline, report contact — supplied by the host. */
  lines?: ReactNode[];
  /** Client-side navigation for portal links. */
  onNavigate?: (href: string, e: MouseEvent) => void;
  className?: string;
}

/** The page footer: a row of links and the legal/contact lines the host supplies. */
export function SiteFooter({ links = [], lines = [], onNavigate, className }: SiteFooterProps) {
  return (
    <footer className={cx(s.footer, className)}>
      <div className={s.inner}>
        {links.length > 0 && (
          <ul className={s.links}>
            {links.map((l) => (
              <li key={l.href + l.label}>
                {isHttpUrl(l.href) ? (
                  <a className={s.a} href={l.href} target="_blank" rel={OUTSIDE_LINK_REL}>
                    {l.label}
                  </a>
                ) : (
                  <a
                    className={s.a}
                    href={l.href}
                    onClick={onNavigate ? (e) => onNavigate(l.href, e) : undefined}
                  >
                    {l.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
        {lines.map((line, i) => (
          <p key={i} className={s.line}>
            {line}
          </p>
        ))}
      </div>
    </footer>
  );
}
