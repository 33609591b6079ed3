// Members' rich text, cleaned on the way in: an allow-list of tags and attributes, every other tag dropped
// (script/style/iframe with what they hold), links and pictures only http(s) or the server's own /media paths,
// text re-escaped. The portal still renders server HTML through DOMPurify; this keeps the database clean.

const KEEP = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'hr']);
const VOID = new Set(['br', 'img', 'hr']);
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select']);
const ATTRS: Record<string, string[]> = { a: ['href', 'title'], img: ['src', 'alt', 'title'] };

const escText = (s: string) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] as string);
const escAttr = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|#39|apos|nbsp);/gi, (_, e: string) => {
    const k = e.toLowerCase();
    if (k.startsWith('#x')) return String.fromCodePoint(parseInt(k.slice(2), 16) || 32);
    if (k.startsWith('#')) return String.fromCodePoint(Number(k.slice(1)) || 32);
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: '\u00a0' })[k] ?? '';
  });

/** An address a member may link or show: http(s), or a path of the server's own media. */
export function safeUrl(value: string): string | undefined {
  const v = decode(value).trim();
  if (/^https?:\/\/[^\s"'<>]+$/i.test(v)) return v;
  if (/^\/media\/[\w./-]+$/.test(v) && !v.includes('..')) return v;
  return undefined;
}

function attrsOf(tag: string, raw: string): string {
  const allowed = ATTRS[tag];
  if (!allowed) return '';
  const out: string[] = [];
  for (const m of raw.matchAll(/([a-zA-Z-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    const name = m[1]!.toLowerCase();
    if (!allowed.includes(name)) continue;
    let value = decode(m[3] ?? m[4] ?? m[5] ?? '');
    if (name === 'href' || name === 'src') {
      const url = safeUrl(value);
      if (!url) continue;
      value = url;
    }
    out.push(` ${name}="${escAttr(value)}"`);
  }
  if (tag === 'a' && out.some((a) => a.startsWith(' href='))) out.push(' rel="noopener noreferrer" target="_blank"');
  if (tag === 'img' && !out.some((a) => a.startsWith(' src='))) return '\0';
  return out.join('');
}

/** The member's HTML with only the allowed markup left (balanced: unclosed tags are closed at the end). */
export function cleanHtml(input: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let dropping: string | undefined;
  const re = /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)|</g;
  for (const m of input.matchAll(re)) {
    const [whole, name, rest, text] = m;
    if (dropping) {
      if (name && whole.startsWith('</') && name.toLowerCase() === dropping) dropping = undefined;
      continue;
    }
    if (text !== undefined) {
      out.push(escText(decode(text)));
      continue;
    }
    if (!name) {
      if (whole === '<') out.push('&lt;');
      continue;
    }
    const tag = name.toLowerCase();
    const closing = whole.startsWith('</');
    if (!closing && DROP_WITH_CONTENT.has(tag) && !/\/\s*$/.test(rest ?? '')) {
      dropping = tag;
      continue;
    }
    if (!KEEP.has(tag)) continue;
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at < 0) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    const attrs = attrsOf(tag, rest ?? '');
    if (attrs === '\0') continue;
    out.push(`<${tag}${attrs}>`);
    if (!VOID.has(tag)) open.push(tag);
  }
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** The visible text of cleaned HTML (for "is it empty" and length checks). */
export function htmlTextLength(html: string): number {
  return decode(html.replace(/<[^>]*>/g, '')).trim().length + (html.match(/<img\b/g)?.length ?? 0);
}
