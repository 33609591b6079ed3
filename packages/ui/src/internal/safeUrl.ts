/** True only for absolute http(s) URLs: the only kind we ever open in a new tab. */
export function isHttpUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Opens an outside link in a new tab without handing over `window.opener` or the referrer. */
export function openExternal(url: string | null | undefined): boolean {
  if (!url || !isHttpUrl(url)) return false;
  window.open(url, '_blank', 'noopener,noreferrer');
  return true;
}
