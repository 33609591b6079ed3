/**
 * The Leaflet map behind MapView; only reached through `import()` once a map renders in the browser,
 * so Leaflet, react-leaflet and Leaflet's stylesheet stay out of every page's initial code.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  divIcon,
  type LatLng as LeafletLatLng,
  type Map as LeafletMapInstance,
  type Marker as LeafletMarker,
} from 'leaflet';
import {
  AttributionControl,
  MapContainer,
  Marker,
  TileLayer,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import css from 'leaflet/dist/leaflet.css?inline';
import { Button } from '../../primitives/Button/Button';
import { useChunkCss } from '../../internal/chunkCss';
import type { LatLng, MapMarker, MapViewProps } from './MapView';
import * as s from './MapView.css';

const round = (p: LeafletLatLng): LatLng => [+p.lat.toFixed(6), +p.lng.toFixed(6)];

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" aria-hidden="true">' +
  '<path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="#e5412d"/>' +
  '<circle cx="14" cy="14" r="5.5" fill="#fff"/></svg>';

/**
 * A marker's icon as a DOM node (never an HTML string: the label can be a member's text). A pin the
 * member can drag is a button (Leaflet names it by its title); any other marker is an image.
 */
function iconFor(marker: Pick<MapMarker, 'kind' | 'label'>, interactive: boolean) {
  const el = document.createElement('span');
  if (marker.kind === 'self') el.style.cssText = 'display:block;width:100%;height:100%';
  else el.innerHTML = PIN_SVG;
  if (!interactive) {
    el.setAttribute('role', 'img');
    el.setAttribute('aria-label', marker.label);
  }
  return marker.kind === 'self'
    ? divIcon({ html: el, className: s.self, iconSize: [18, 18] })
    : divIcon({ html: el, className: s.pin, iconSize: [28, 40], iconAnchor: [14, 40] });
}

function MarkerOf({ marker, onPick }: { marker: MapMarker; onPick?: (p: LatLng) => void }) {
  const draggable = Boolean(onPick) && marker.kind !== 'self';
  const { kind, label } = marker;
  // a new icon only when what it shows changes (a re-render passes a new but equal marker object)
  const icon = useMemo(() => iconFor({ kind, label }, draggable), [kind, label, draggable]);
  const [lat, lng] = marker.position;
  return (
    <Marker
      position={[lat, lng]}
      icon={icon}
      title={marker.label}
      interactive={draggable}
      keyboard={draggable}
      draggable={draggable}
      zIndexOffset={marker.kind === 'self' ? -100 : 0}
      eventHandlers={
        onPick ? { dragend: (e) => onPick(round((e.target as LeafletMarker).getLatLng())) } : {}
      }
    />
  );
}

/**
 * Brings a new `center` into view (a listing loaded, the viewer located), keeping the zoom. A centre
 * already in view leaves the map still: a picked point does not yank the map under the pointer.
 */
function FollowCenter({ center: [lat, lng] }: { center: LatLng }) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().contains([lat, lng])) map.setView([lat, lng], map.getZoom());
  }, [map, lat, lng]);
  return null;
}

function PickOnClick({ onPick }: { onPick: (p: LatLng) => void }) {
  useMapEvents({ click: (e) => onPick(round(e.latlng)) });
  return null;
}

export type LeafletMapProps = Omit<MapViewProps, 'height' | 'children' | 'className'>;

export default function LeafletMap({
  tiles,
  center,
  zoom = 15,
  markers = [],
  onPick,
  label,
  scrollWheelZoom = false,
}: LeafletMapProps) {
  useChunkCss('wz-leaflet-css', css);
  const [map, setMap] = useState<LeafletMapInstance | null>(null);
  const maxZoom = tiles.maxZoom ?? 18;
  const subdomains = (tiles.subdomains ?? 'abc') as string | string[];
  // Leaflet measures its box once; a box that changes later (layout settling, a flex page) leaves
  // grey bands without a fresh measure.
  useEffect(() => {
    if (!map || typeof ResizeObserver === 'undefined') return;
    // keeps the exact centre (Leaflet's own pan rounds it to half pixels)
    const observer = new ResizeObserver(() => {
      const center = map.getCenter();
      map.invalidateSize({ pan: false });
      map.setView(center, map.getZoom(), { animate: false });
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  // The container takes the keyboard (arrows pan, +/- zoom): name it for those who land on it.
  useEffect(() => {
    map?.getContainer().setAttribute('aria-label', label);
    map?.getContainer().setAttribute('role', 'application');
  }, [map, label]);
  return (
    <>
      <MapContainer
        ref={setMap}
        className={s.canvas}
        center={[center[0], center[1]]}
        zoom={zoom}
        maxZoom={maxZoom}
        zoomControl={false}
        attributionControl={false}
        scrollWheelZoom={scrollWheelZoom}
      >
        <TileLayer
          url={tiles.url}
          subdomains={subdomains}
          maxZoom={maxZoom}
          attribution={tiles.attribution}
        />
        {tiles.labelsUrl ? (
          <TileLayer url={tiles.labelsUrl} subdomains={subdomains} maxZoom={maxZoom} />
        ) : null}
        <ZoomControl position="topleft" zoomInTitle="放大" zoomOutTitle="缩小" />
        <AttributionControl prefix={false} />
        <FollowCenter center={center} />
        {onPick ? <PickOnClick onPick={onPick} /> : null}
        {markers.map((m, i) => (
          <MarkerOf key={`${m.kind ?? 'place'}-${i}`} marker={m} onPick={onPick} />
        ))}
      </MapContainer>
      {onPick && map ? (
        // The keyboard way to pick: pan with the arrows, then take the middle of the view.
        <div className={s.pickBar}>
          <Button size="sm" variant="secondary" onClick={() => onPick(round(map.getCenter()))}>
            标记在地图中心
          </Button>
        </div>
      ) : null}
    </>
  );
}
