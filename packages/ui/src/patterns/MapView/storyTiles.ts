/** Story helpers for the map (not exported from the package): tiles that never reach the network. */
import { expect, waitFor } from 'storybook/test';
import type { MapTiles } from './MapView';

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">` +
  `<rect width="256" height="256" fill="#eef2f6" stroke="#c9d3de"/>` +
  `<path d="M0 128H256M128 0V256" stroke="#dde3ea"/>` +
  `<text x="10" y="24" font-family="monospace" font-size="16" fill="#6e7c8c">${body}</text></svg>`;

// The tile is an SVG data URL with Leaflet's own placeholders left in, so each tile shows its z/x/y.
const [before, after] = svg('@@').split('@@') as [string, string];
/** A local tile source for stories and tests, drawn like the api-server's development tiles. */
export const storyTiles: MapTiles = {
  url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(before)}{z}/{x}/{y}${encodeURIComponent(after)}`,
  attribution: '示例底图',
};

/** Waits until the map in `root` has drawn its tiles (so a screenshot never catches a half-drawn map). */
export async function waitForTiles(root: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      const tiles = Array.from(root.querySelectorAll<HTMLImageElement>('img.leaflet-tile'));
      expect(tiles.length).toBeGreaterThan(0);
      for (const t of tiles) expect(t.classList.contains('leaflet-tile-loaded'), t.src).toBe(true);
    },
    { timeout: 15000 },
  );
}

/** A real click at an offset (px) from the middle of the map, as Leaflet reads it. */
export function clickMap(map: HTMLElement, dx: number, dy: number): void {
  const box = map.getBoundingClientRect();
  const at = { clientX: box.left + box.width / 2 + dx, clientY: box.top + box.height / 2 + dy };
  for (const type of ['mousedown', 'mouseup', 'click'])
    map.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, ...at }));
}
