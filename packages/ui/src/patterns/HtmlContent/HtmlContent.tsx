import DOMPurify from 'dompurify';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { isHttpUrl, OUTSIDE_LINK_REL } from '../../internal/safeUrl';
import * as s from './HtmlContent.css';
import { htmlToText } from './htmlText';

const noSubscription = () => () => {};

export interface HtmlContentProps {
  /** HTML from the server (introductions, notices, resumes). Sanitised before it reaches the DOM. */
  html: string | null | undefined;
  /** Rendered when `html` is empty. */
  empty?: ReactNode;
  /** Element to render. Default `div`. */
  as?: 'div' | 'section' | 'article';
  className?: string;
}

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;

/** Our own DOMPurify instance so the link hook never affects other users of DOMPurify on the page. */
function getPurifier(): Purifier | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return null;
  const p = DOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      if (isHttpUrl(node.getAttribute('href'))) {
        // Outside links open in a new tab without handing over window.opener or the referrer.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', OUTSIDE_LINK_REL);
      } else {
        node.removeAttribute('target');
      }
    }
    if (node.nodeName === 'IMG') node.setAttribute('loading', 'lazy');
  });
  purifier = p;
  return p;
}

/** Sanitises HTML with DOMPurify (no scripts, no event handlers, no javascript: URLs) and renders it. */
export function sanitizeHtml(html: string): string {
  const p = getPurifier();
  if (!p) return '';
  return p.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

/**
 * Renders server HTML safely; scripts in the content never run. Server rendering (no DOM to sanitise
 * with) and hydration show its text, so both agree and the content is in the page's HTML; the
 * sanitised HTML replaces it right after.
 */
export function HtmlContent({ html, empty = null, as: Tag = 'div', className }: HtmlContentProps) {
  const browser = useSyncExternalStore(noSubscription, () => true, () => false);
  const clean = useMemo(() => (html && browser ? sanitizeHtml(html) : ''), [html, browser]);
  if (!browser) {
    const text = htmlToText(html);
    if (!text) return <>{empty}</>;
    return (
      <Tag className={cx(s.content, className)} style={{ whiteSpace: 'pre-line' }}>
        {text}
      </Tag>
    );
  }
  if (!clean.trim()) return <>{empty}</>;
  return <Tag className={cx(s.content, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
