/**
 * A count of work the user is waiting for (a page's code, a read of its data), for the top progress bar.
 * Plain module state with subscribers, so the router's page loaders and SWR can both report to it.
 */
import { useSyncExternalStore } from 'react';

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

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsPending(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
