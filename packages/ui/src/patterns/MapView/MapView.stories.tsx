import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as v from 'valibot';
import { Button } from '../../primitives/Button/Button';
import { Form, FormActions, SubmitButton, useSchemaForm } from '../Form/Form';
import { MapPicker } from '../MapPicker/MapPicker';
import { MapView, type LatLng, type MapViewProps } from './MapView';
import { clickMap, storyTiles, waitForTiles } from './storyTiles';

const YANCHENG: LatLng = [33.3478, 120.1633];

const meta = {
  title: 'Patterns/MapView',
  component: MapView,
  args: {
    tiles: storyTiles,
    center: YANCHENG,
    zoom: 15,
    label: '房源位置地图',
    markers: [{ position: YANCHENG, label: '世纪新城' }],
    height: 320,
  },
} satisfies Meta<typeof MapView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The map element Leaflet drew in (it arrives in its own chunk: wait for it). */
const mapIn = (el: HTMLElement, name: string) =>
  within(el).findByRole('application', { name }, { timeout: 15000 });

/** A listing's location: the pin at its coordinates, zoom buttons and the tiles' credit line. */
export const Listing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapIn(canvasElement, '房源位置地图');
    await expect(await canvas.findByRole('img', { name: '世纪新城' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '放大' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '缩小' })).toBeVisible();
    await expect(canvas.getByText('示例底图')).toBeVisible();
    await waitForTiles(canvasElement);
    // the tiles asked for are the ones around the centre at zoom 15
    const srcs = Array.from(canvasElement.querySelectorAll('img.leaflet-tile'), (t) =>
      decodeURIComponent((t as HTMLImageElement).src),
    );
    await expect(srcs.some((s) => s.includes('15/27321/13161'))).toBe(true);
  },
};

/** Given a picker, a click on the map reports the point under the pointer; the keyboard way takes the middle. */
export const PickAPoint: Story = {
  args: { onPick: fn(), markers: [], label: '选择位置' },
  play: async ({ args, canvasElement }) => {
    const map = await mapIn(canvasElement, '选择位置');
    await waitForTiles(canvasElement);
    const onPick = args.onPick as ReturnType<typeof fn>;
    clickMap(map, 100, -60);
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    const [[lat, lng]] = onPick.mock.calls[0] as [LatLng];
    // right of and above the middle: east and north of the centre, at most a few hundred metres away
    await expect(lng).toBeGreaterThan(YANCHENG[1]);
    await expect(lat).toBeGreaterThan(YANCHENG[0]);
    await expect(lng - YANCHENG[1]).toBeLessThan(0.01);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '标记在地图中心' }));
    // the middle of the view, to within a pixel (a few metres)
    const [midLat, midLng] = onPick.mock.lastCall![0] as LatLng;
    await expect(Math.abs(midLat - YANCHENG[0])).toBeLessThan(0.0001);
    await expect(Math.abs(midLng - YANCHENG[1])).toBeLessThan(0.0001);
    await waitForTiles(canvasElement);
  },
};

function LocateDemo(args: MapViewProps) {
  const [me, setMe] = useState<LatLng | undefined>();
  const place = args.markers ?? [];
  return (
    <MapView
      {...args}
      center={me ?? YANCHENG}
      markers={[
        ...place,
        ...(me ? [{ position: me, label: '我的位置', kind: 'self' as const }] : []),
      ]}
    >
      <Button size="sm" variant="secondary" onClick={() => setMe([33.3503, 120.1671])}>
        定位
      </Button>
    </MapView>
  );
}

/** A page's own control over the map, and the viewer's position as a blue dot beside the place. */
export const WithLocateControl: Story = {
  render: (args) => <LocateDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapIn(canvasElement, '房源位置地图');
    await userEvent.click(canvas.getByRole('button', { name: '定位' }));
    await expect(await canvas.findByRole('img', { name: '我的位置' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '世纪新城' })).toBeVisible();
    await waitForTiles(canvasElement);
  },
};

const schema = v.object({
  lat: v.optional(v.number()),
  lng: v.optional(v.number()),
});

function PickerForm({ onSubmit }: { onSubmit: (values: v.InferOutput<typeof schema>) => void }) {
  const form = useSchemaForm(schema, { defaultValues: {} });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="标记房源位置">
      <MapPicker
        names={['lat', 'lng']}
        label="地图位置"
        hint="点击地图标记房源所在位置"
        tiles={storyTiles}
        defaultCenter={YANCHENG}
        height={260}
        markerLabel="房源位置"
      />
      <FormActions>
        <SubmitButton>保存</SubmitButton>
      </FormActions>
    </Form>
  );
}

/** The form kit's field: picking sets both numbers, 清除 empties them, the form submits them. */
export const PickerField: StoryObj<typeof PickerForm> = {
  render: (args) => <PickerForm {...args} />,
  args: { onSubmit: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const map = await mapIn(canvasElement, '地图位置地图');
    await expect(canvas.getByText('尚未标记，点击地图选择位置')).toBeVisible();
    await waitForTiles(canvasElement);
    clickMap(map, -80, 40);
    await expect(await canvas.findByText(/^已标记：北纬 33\.\d+，东经 120\.\d+$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '房源位置' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清除' }));
    await expect(canvas.getByText('尚未标记，点击地图选择位置')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '标记在地图中心' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const { lat, lng } = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as {
      lat: number;
      lng: number;
    };
    await expect(Math.abs(lat - YANCHENG[0])).toBeLessThan(0.0001);
    await expect(Math.abs(lng - YANCHENG[1])).toBeLessThan(0.0001);
    await expect(canvas.getByRole('button', { name: '房源位置' })).toBeVisible();
    await waitForTiles(canvasElement);
  },
};
