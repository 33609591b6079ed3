/**
 * A count of work the user is waiting for (a page's code, a read of its data), for the top progress bar.
 * Plain module state with subscribers, so the router's page loaders and SWR can both report to it.
 */
import { useEffect, useState } from 'react';

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
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Subscribed in an effect, not with useSyncExternalStore: the count changes while the first page is
 * still rendering (its code arrives), and a store read by useSyncExternalStore changing during a
 * time-sliced render makes React throw that work away and render everything again in one long task.
 */
export function useIsPending(): boolean {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const update = () => setBusy(pending > 0);
    update();
    return subscribe(update);
  }, []);
  return busy;
}
