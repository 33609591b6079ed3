/** Outside links are only followed for http(s) URLs (never javascript: or data:). */
export function isSafeHttpUrl(url: string | undefined | null): url is string {
  if (!url) return false;
  try {
    // Relative URLs are the page's own (http(s)); the server has no window to resolve them against.
    const u = new URL(url, 'http://localhost');
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Same-origin paths become router links; everything else opens in a new tab. */
export function isInternalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
