/**
 * The data a server-rendered page carries for the client: the answers its hooks start with. No React:
 * the boot script reads it to know the page is there to hydrate, not to render.
 */
export const SSR_DATA_ID = 'wz-ssr';
/** The element holding config.json's content in a server-rendered page (no request for it). */
export const CONFIG_ID = 'wz-config';

export interface SsrData {
  /** Answers by SWR key (`unstable_serialize(read.key)`). */
  fallback: Record<string, unknown>;
  /** The location the server rendered (path and query): hydration only makes sense there. */
  url: string;
}

/** Path and query of the current location. */
export const currentUrl = () => window.location.pathname + window.location.search;

// The document's own URL, as the boot script starts: the app may have changed the location by the time
// it hydrates (history.pushState), and the HTML is that of this one.
const documentUrl = typeof window === 'undefined' ? '' : currentUrl();

/** The server's data when this document was rendered on the server (and the root holds its HTML). */
export function readSsrData(doc: Document, root: HTMLElement): SsrData | undefined {
  const el = doc.getElementById(SSR_DATA_ID);
  if (!el || !root.firstChild) return undefined;
  try {
    const data = JSON.parse(el.textContent ?? '') as Pick<SsrData, 'fallback'>;
    return data && typeof data.fallback === 'object' ? { fallback: data.fallback, url: documentUrl } : undefined;
  } catch {
    return undefined;
  }
}
