/** True only for absolute http(s) URLs: the only kind of outside link we render. */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** rel for every outside link: no window.opener, no Referer. */
export const OUTSIDE_LINK_REL = 'noopener noreferrer';

/** An http(s) URL or a same-site path ("/teacher?id=1"); anything else (javascript:, data:) becomes undefined. */
export function safeHref(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return isHttpUrl(value) ? value : undefined;
}
