import { useEffect, useState } from 'react';
import { isPending, subscribePending } from '@wz/app-kit';

/**
 * Subscribed in an effect, not with useSyncExternalStore: the count changes while the first page is
 * still rendering (its code arrives), and a store read by useSyncExternalStore changing during a
 * time-sliced render makes React throw that work away and render everything again in one long task.
 */
function useIsPending(): boolean {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const update = () => setBusy(isPending());
    update();
    return subscribePending(update);
  }, []);
  return busy;
}

/** A thin bar at the top of the window while the next page's code or its data is on the way. */
export function ProgressBar() {
  const busy = useIsPending();
  // Only show for waits that take a moment, so fast ones don't flash.
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const t = setTimeout(() => setVisible(true), 120);
    return () => clearTimeout(t);
  }, [busy]);
  return (
    <div
      className={visible ? 'progress progress--active' : 'progress'}
      role="progressbar"
      aria-label="页面加载中"
      aria-hidden={!visible}
      data-state={busy ? 'loading' : 'idle'}
    />
  );
}
