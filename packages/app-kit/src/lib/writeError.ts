import { isApiError } from '@wz/sdk';

/**
 * The message for a failed write (spec §8): the server text for a business answer, `fallback` when the
 * server gave none, `networkFallback` for transport failures (timeout, network, HTTP).
 */
export function writeErrorText(error: unknown, fallback: string, networkFallback: string): string {
  if (isApiError(error) && error.kind === 'api') return error.msg || fallback;
  return networkFallback;
}
