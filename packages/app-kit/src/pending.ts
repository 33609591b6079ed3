/**
 * A count of work the user is waiting for (a page's code, a read of its data), for the top progress bar.
 * Plain module state with subscribers and no React, so the boot script, the router's page loaders and
 * SWR can all report to it.
 */
let pending = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function trackPending<T>(promise: Promise<T>): Promise<T> {
  pending++;
  notify();
  const done = () => {
    pending--;
    notify();
  };
  promise.then(done, done);
  return promise;
}

export function isPending(): boolean {
  return pending > 0;
}

export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
