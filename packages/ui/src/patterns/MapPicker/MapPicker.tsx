import { useController, useFormContext } from 'react-hook-form';
import { Button } from '../../primitives/Button/Button';
import { Field } from '../Form/Field';
import type { FieldBaseProps } from '../Form/inputs';
import { MapView, type LatLng, type MapTiles } from '../MapView/MapView';
import * as s from '../MapView/MapView.css';

export interface MapPickerProps extends Omit<FieldBaseProps, 'name'> {
  /** Form field names of the latitude and the longitude (numbers; empty is `undefined`). */
  names: readonly [lat: string, lng: string];
  tiles: MapTiles;
  /** Where the map opens while no point is chosen (the city's centre). */
  defaultCenter: LatLng;
  /** Default 15. */
  zoom?: number;
  /** CSS height of the map. Default 320 (px). */
  height?: number | string;
  /** Name of the chosen point's pin (房源位置). Default 所选位置. */
  markerLabel?: string;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Places an address on a map: a click (or dragging the pin, or "标记在地图中心" after panning with the
 * keyboard) sets the two form fields; 清除 empties them.
 */
export function MapPicker({
  names,
  tiles,
  defaultCenter,
  zoom,
  height,
  markerLabel = '所选位置',
  label,
  hint,
  required,
  disabled,
  className,
}: MapPickerProps) {
  const { control } = useFormContext();
  const lat = useController({ name: names[0], control });
  const lng = useController({ name: names[1], control });
  const error = lat.fieldState.error?.message ?? lng.fieldState.error?.message;
  const point: LatLng | undefined =
    isNum(lat.field.value) && isNum(lng.field.value)
      ? [lat.field.value, lng.field.value]
      : undefined;
  const set = (p: LatLng | undefined) => {
    lat.field.onChange(p?.[0]);
    lng.field.onChange(p?.[1]);
  };
  return (
    <Field {...{ label, hint, required, className, error }} kind="group">
      {() => (
        <>
          <MapView
            tiles={tiles}
            center={point ?? defaultCenter}
            zoom={zoom}
            height={height}
            label={typeof label === 'string' ? `${label}地图` : '选择位置的地图'}
            markers={point ? [{ position: point, label: markerLabel }] : []}
            onPick={disabled ? undefined : set}
          />
          <span className={s.pickedLine}>
            <span aria-live="polite">
              {point ? `已标记：北纬 ${point[0]}，东经 ${point[1]}` : '尚未标记，点击地图选择位置'}
            </span>
            {point && !disabled ? (
              <Button size="sm" variant="link" onClick={() => set(undefined)}>
                清除
              </Button>
            ) : null}
          </span>
        </>
      )}
    </Field>
  );
}
