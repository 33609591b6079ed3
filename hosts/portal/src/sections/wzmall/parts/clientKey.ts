/** A fresh key for one checkout: a repeated submit of the same checkout sends the same key (one order). */
export function newClientKey(prefix: string): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
