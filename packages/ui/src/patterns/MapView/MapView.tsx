import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import * as s from './MapView.css';

/** [latitude, longitude] in degrees (WGS 84 / CGCS2000: what Tianditu and GPS use). */
export type LatLng = readonly [lat: number, lng: number];

/** Where the map pictures come from: a Leaflet tile URL template and its companions. */
export interface MapTiles {
  /** `{z}/{x}/{y}` (and `{s}` for a subdomain) template, e.g. `https://t{s}.tianditu.gov.cn/vec_w/wmts?…`. */
  url: string;
  /** What `{s}` takes, one per request in turn: `'01234567'` or `['a', 'b']`. */
  subdomains?: string | readonly string[];
  /** Credit line (HTML, from the operator's configuration, not from members). */
  attribution?: string;
  /** A second, transparent layer drawn on top (Tianditu's place names, `cva_w`). */
  labelsUrl?: string;
  /** Deepest zoom the tiles exist for. Default 18. */
  maxZoom?: number;
}

export interface MapMarker {
  position: LatLng;
  /** Accessible name and hover text (小区名, 我的位置). */
  label: string;
  /** `place` (default) is a pin; `self` a blue dot for the viewer's own position. */
  kind?: 'place' | 'self';
}

export interface MapViewProps {
  tiles: MapTiles;
  /** The middle of the view; the map moves when it changes. */
  center: LatLng;
  /** Default 15 (a neighbourhood). */
  zoom?: number;
  markers?: readonly MapMarker[];
  /** Makes the map a picker: a click (or dropping the dragged pin) reports the point, 6 decimals. */
  onPick?: (point: LatLng) => void;
  /** CSS height. Default 320 (px). */
  height?: number | string;
  /** Accessible name of the map (房源位置地图). */
  label: string;
  /** Zoom with the mouse wheel; off by default so a page scrolls past an embedded map. */
  scrollWheelZoom?: boolean;
  /** Controls laid over the map's top right corner (a "locate me" button). */
  children?: ReactNode;
  className?: string;
}

// Leaflet (~40 KB gzip) and its stylesheet download only when a map is first shown.
const LeafletMap = lazy(() => import('./LeafletMap').catch(() => ({ default: LoadFailed })));

function LoadFailed() {
  return (
    <p className={s.placeholder} role="alert">
      地图加载失败，请刷新重试
    </p>
  );
}

/**
 * True once the element is within a screen of the viewport: a map below the fold costs nothing (no
 * Leaflet download, no main-thread work) until the reader scrolls towards it. False on the server.
 */
function useNearViewport(ref: { current: Element | null }): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '100% 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * A map (Leaflet) with markers, for a listing's location, a full-screen map page or picking a point.
 * Importing it costs a few hundred bytes; Leaflet is a separate chunk fetched once the map renders in
 * the browser when the map comes near the viewport (server rendering, hydration and a map further down
 * show a same-sized placeholder).
 */
export function MapView({ height = 320, label, children, className, ...map }: MapViewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
  const loading = (
    <p className={s.placeholder} aria-busy="true">
      地图加载中…
    </p>
  );
  return (
    <div
      ref={frame}
      className={cx(s.frame, className)}
      style={{ height }}
      role="region"
      aria-label={label}
      data-map=""
    >
      {near ? (
        <Suspense fallback={loading}>
          <LeafletMap {...map} label={label} />
        </Suspense>
      ) : (
        loading
      )}
      {children ? <div className={s.overlay}>{children}</div> : null}
    </div>
  );
}
