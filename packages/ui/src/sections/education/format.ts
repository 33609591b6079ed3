/** Shows a count, or 0 when the API sent nothing. */
export function count(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '0';
  return String(value);
}

/** "99+" above 99, as the portal shows gift counts. */
export function cappedCount(value: number | string | null | undefined, cap = 99): string {
  const n = Number(value ?? 0);
  if (!Number.isFinite(n)) return '0';
  return n > cap ? `${cap}+` : String(n);
}

/** A plain-text excerpt of HTML or text content, whitespace collapsed, cut at `max` characters. */
export function excerpt(content: string | null | undefined, max = 60): string {
  if (!content) return '';
  const text = content
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** The date part of an API time ("2024-03-18 09:30:00" → "2024-03-18"). */
export function dateOnly(time: string | null | undefined): string {
  if (!time) return '';
  return time.slice(0, 10);
}
