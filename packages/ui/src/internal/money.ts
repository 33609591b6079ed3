/**
 * Money helpers that work in integer cents, so `0.1 × 3` is `0.30` and never `0.30000000000000004`.
 * The API sends prices as decimal strings with 2 places ("12.50"); numbers are accepted too.
 */

/** Parses "12.5", "12.50", 12.5 or "12" into integer cents; NaN for anything else. */
export function toCents(price: string | number | null | undefined): number {
  if (price === null || price === undefined) return Number.NaN;
  const text = typeof price === 'number' ? price.toFixed(2) : String(price).trim();
  const match = /^(-?)(\d+)(?:\.(\d{0,2})\d*)?$/.exec(text);
  if (!match) return Number.NaN;
  const [, sign, whole = '0', frac = ''] = match;
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Formats integer cents as a decimal string with exactly 2 places ("1250" → "12.50"). */
export function formatCents(cents: number): string {
  if (!Number.isFinite(cents)) return '';
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A price to 2 decimals ("12.5" → "12.50"); empty string when the price is not a number. */
export function formatPrice(price: string | number | null | undefined): string {
  return formatCents(toCents(price));
}

/** price × quantity to 2 decimals, computed in cents. */
export function giftTotal(price: string | number, quantity: number): string {
  return formatCents(toCents(price) * Math.max(0, Math.floor(quantity)));
}
