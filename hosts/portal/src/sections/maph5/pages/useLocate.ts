import { useState } from 'react';
import type { LatLng } from '@wz/ui';

export type Locate =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'found'; at: LatLng }
  | { state: 'failed'; message: string };

// PositionError codes: 1 permission denied, 2 position unavailable, 3 timeout.
const MESSAGES: Record<number, string> = {
  1: '定位失败：您已拒绝位置授权，请在浏览器或系统设置中允许定位后重试',
  2: '定位失败：暂时无法获取您的位置，请稍后重试',
  3: '定位超时，请稍后重试',
};
export const UNSUPPORTED = '当前浏览器不支持定位，请手动查看地图';

/** The viewer's own position through navigator.geolocation, with a Chinese message when it fails. */
export function useLocate() {
  const [locate, setLocate] = useState<Locate>({ state: 'idle' });
  const run = () => {
    const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geo) return setLocate({ state: 'failed', message: UNSUPPORTED });
    setLocate({ state: 'busy' });
    geo.getCurrentPosition(
      (p) =>
        setLocate({
          state: 'found',
          at: [+p.coords.latitude.toFixed(6), +p.coords.longitude.toFixed(6)],
        }),
      (e) => setLocate({ state: 'failed', message: MESSAGES[e.code] ?? MESSAGES[2]! }),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  };
  return [locate, run] as const;
}
