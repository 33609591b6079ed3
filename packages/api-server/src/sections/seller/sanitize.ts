// The goods description is HTML from the rich-text editor; the server keeps only a small list of tags and
// attributes and rebuilds every tag it keeps, so nothing the browser could run survives (script, style,
// on* attributes, javascript: URLs). Text between tags is escaped.

const KEEP = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'img', 'a', 'span', 'hr']);
const VOID = new Set(['br', 'img', 'hr']);
/** Elements whose content goes with them. */
const DROP_WITH_CONTENT = /<(script|style|iframe|object|embed|template|noscript|svg|math)\b[\s\S]*?(<\/\1\s*>|$)/gi;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;
const ATTR = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/g;

const escText = (s: string) => s.replace(/&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** http(s), protocol-relative or site-relative only; entity-encoded tricks fail the test because `&` is not allowed before the scheme. */
const safeUrl = (u: string) => /^(https?:\/\/|\/)[^\s]*$/i.test(u.trim()) && !/^\/\/\//.test(u.trim());

function rebuild(closing: string, name: string, attrs: string): string {
  const tag = name.toLowerCase();
  if (!KEEP.has(tag)) return '';
  if (closing) return VOID.has(tag) ? '' : `</${tag}>`;
  const kept: string[] = [];
  for (const m of attrs.matchAll(ATTR)) {
    const key = m[1]!.toLowerCase();
    const value = m[3] ?? m[4] ?? m[5] ?? '';
    if ((tag === 'a' && key === 'href') || (tag === 'img' && key === 'src')) {
      if (safeUrl(value)) kept.push(`${key}="${escAttr(value.trim())}"`);
    } else if (tag === 'img' && key === 'alt') kept.push(`alt="${escAttr(value)}"`);
  }
  if (tag === 'img' && !kept.some((k) => k.startsWith('src='))) return '';
  if (tag === 'a') kept.push('rel="nofollow noopener"');
  return `<${tag}${kept.length ? ' ' + kept.join(' ') : ''}>`;
}

/** Sanitised HTML (allow-list rebuild). */
export function sanitizeHtml(html: string): string {
  const source = html.replace(/<!--[\s\S]*?(-->|$)/g, '').replace(DROP_WITH_CONTENT, '');
  let out = '';
  let last = 0;
  for (const m of source.matchAll(TAG)) {
    out += escText(source.slice(last, m.index));
    out += rebuild(m[1]!, m[2]!, m[3]!);
    last = m.index! + m[0].length;
  }
  return out + escText(source.slice(last));
}

/** The visible text of sanitised HTML (to tell an empty description). */
export const htmlText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
