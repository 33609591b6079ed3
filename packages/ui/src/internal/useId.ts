import { useId } from 'react';

/** React ids contain colons; this one is safe inside CSS selectors too. */
export function useDomId(prefix: string): string {
  return `${prefix}-${useId().replace(/:/g, '')}`;
}
