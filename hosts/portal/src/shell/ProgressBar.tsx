import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

/** A thin bar at the top of the window while the next route's code and loader data are on their way. */
export function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  // Only show for navigations that take a moment, so fast ones don't flash.
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
