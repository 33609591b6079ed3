import * as v from 'valibot';
import { MapPicker } from '@wz/ui';
import { useMapTiles } from '../lib/mapTiles';
import { TextField } from '@wz/ui';
import { picturesOf, RegionFields } from './fields';

/** 盐城 (the spec's default city): where the map opens before a point is placed. */
const DEFAULT_CENTER = [33.3478, 120.1633] as const;

/** The form's coordinates: both absent until the member places the pin. */
export const coordinates = {
  lat: v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  lng: v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
};

/** A saved listing's coordinates as form values. */
export const coordinatesOf = (item: { lat: number | null; lng: number | null }) => ({
  lat: item.lat ?? undefined,
  lng: item.lng ?? undefined,
});

/** A saved listing as form values: its pin and pictures in the form's shape (the schema drops what it does not know). */
export function savedValues<I extends { lat: number | null; lng: number | null; images: readonly { id: number; url: string }[] }>(item: I) {
  const { lat, lng, images, ...fields } = item;
  return { ...fields, ...coordinatesOf({ lat, lng }), images: picturesOf(images) };
}

/** The map to place a listing's address (Leaflet loads with it). */
export function LocationField({ what }: { what: string }) {
  const map = useMapTiles();
  return (
    <MapPicker
      names={['lat', 'lng']}
      label="地图位置"
      hint={`点击地图或拖动标记，标出${what}所在位置`}
      tiles={map}
      defaultCenter={DEFAULT_CENTER}
      zoom={13}
      height={280}
      markerLabel={`${what}位置`}
    />
  );
}

/** Where it is: region, address and the map. */
export function AddressFields({ what }: { what: string }) {
  return (
    <>
      <RegionFields />
      <TextField name="address" label="详细地址" required maxLength={100} />
      <LocationField what={what} />
    </>
  );
}
