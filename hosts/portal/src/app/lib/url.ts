/** Same-origin paths become router links; everything else opens in a new tab. */
export function isInternalPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
