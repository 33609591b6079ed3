declare const checked: unique symbol;
/**
 * A string that passed `isHttpUrl`. The brand makes the check narrow one way only: a string that fails
 * stays a `string` (a plain `value is string` guard would turn it into `never`).
 */
export type HttpUrl = string & { readonly [checked]: true };

/**
 * The one http(s) check of the package (exported as `isHttpUrl`): outside links are rendered, opened
 * or shared only when it passes. Parsed with `URL`, so `javascript:`, `data:`, protocol-relative
 * `//host` and malformed addresses all fail.
 */
export function isHttpUrl(value: string | null | undefined): value is HttpUrl {
  // No scheme, no absolute URL: a same-site path fails here without URL's throw (costly on the server).
  if (!value || !value.includes(':')) return false;
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
