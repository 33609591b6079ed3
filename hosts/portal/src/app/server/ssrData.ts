/**
 * The data a server-rendered page carries for the client: the answers its hooks start with. No React:
 * the boot script reads it to know the page is there to hydrate, not to render.
 */
export const SSR_DATA_ID = 'wz-ssr';

export interface SsrData {
  /** Answers by SWR key (`unstable_serialize(read.key)`). */
  fallback: Record<string, unknown>;
}

/** The server's data when this document was rendered on the server (and the root holds its HTML). */
export function readSsrData(doc: Document, root: HTMLElement): SsrData | undefined {
  const el = doc.getElementById(SSR_DATA_ID);
  if (!el || !root.firstChild) return undefined;
  try {
    const data = JSON.parse(el.textContent ?? '') as SsrData;
    return data && typeof data.fallback === 'object' ? data : undefined;
  } catch {
    return undefined;
  }
}
