/**
 * Loading page modules (one chunk each), once per page. No React here: the boot script starts the first
 * page's chunk before the app itself has arrived.
 */
import { trackPending } from '../pending';
import type { PageLoader, PageModule } from './route';

const loading = new Map<PageLoader, Promise<PageModule>>();
const loaded = new Map<PageLoader, PageModule>();

/** A page's module once it has arrived (the server and hydration render it without suspending). */
export function loadedPage(load: PageLoader): PageModule | undefined {
  return loaded.get(load);
}

/** Starts (once) loading a page's module; the progress bar shows while it is on the way. */
export function preloadPage(load: PageLoader): Promise<PageModule> {
  let promise = loading.get(load);
  if (!promise) {
    promise = trackPending(load());
    promise.then((m) => loaded.set(load, m), () => undefined);
    // A failed chunk may succeed on the next navigation (e.g. a flaky network).
    promise.catch(() => loading.delete(load));
    loading.set(load, promise);
  }
  return promise;
}
