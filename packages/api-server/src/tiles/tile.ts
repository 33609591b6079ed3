import { encodePng } from './png.js';

export const TILE_SIZE = 256;
/** Deepest zoom served (Tianditu's vector tiles stop at 18 too). */
export const MAX_ZOOM = 18;

type Rgb = readonly [number, number, number];

// 3×5 glyphs for the tile's "z/x/y" label: '#' is ink.
const GLYPHS: Record<string, readonly string[]> = {
  '0': ['###', '#.#', '#.#', '#.#', '###'],
  '1': ['.#.', '##.', '.#.', '.#.', '###'],
  '2': ['###', '..#', '###', '#..', '###'],
  '3': ['###', '..#', '###', '..#', '###'],
  '4': ['#.#', '#.#', '###', '..#', '..#'],
  '5': ['###', '#..', '###', '..#', '###'],
  '6': ['###', '#..', '###', '#.#', '###'],
  '7': ['###', '..#', '.#.', '.#.', '.#.'],
  '8': ['###', '#.#', '###', '#.#', '###'],
  '9': ['###', '#.#', '###', '..#', '###'],
  '/': ['..#', '..#', '.#.', '#..', '#..'],
};

/** Whether z/x/y names a tile of the Web Mercator pyramid this server draws. */
export function isTile(z: number, x: number, y: number): boolean {
  const n = 2 ** z;
  return (
    [z, x, y].every(Number.isInteger) &&
    z >= 0 &&
    z <= MAX_ZOOM &&
    x >= 0 &&
    x < n &&
    y >= 0 &&
    y < n
  );
}

/**
 * A plain development map tile: a light ground whose shade alternates like a chessboard (so tile edges
 * are visible), a faint grid, and its own z/x/y written in the corner. Same z/x/y → same bytes.
 */
export function renderTile(z: number, x: number, y: number): Buffer {
  const size = TILE_SIZE;
  const px = new Uint8Array(size * size * 3);
  const ground: Rgb = (x + y) % 2 === 0 ? [241, 244, 247] : [234, 239, 244];
  const grid: Rgb = [220, 226, 234];
  const edge: Rgb = [184, 196, 210];
  const ink: Rgb = [110, 124, 140];
  const set = (i: number, j: number, c: Rgb) => px.set(c, (j * size + i) * 3);
  // three kinds of row (edge, grid line, ground with grid columns), each drawn once and copied
  const row = (fill: Rgb) => {
    const r = new Uint8Array(size * 3);
    for (let i = 0; i < size; i++)
      r.set(i === 0 ? edge : i % 64 === 0 && fill === ground ? grid : fill, i * 3);
    return r;
  };
  const [edgeRow, gridRow, groundRow] = [row(edge), row(grid), row(ground)];
  for (let j = 0; j < size; j++)
    px.set(j === 0 ? edgeRow : j % 64 === 0 ? gridRow : groundRow, j * size * 3);
  // the label, 3 px a glyph pixel, from (8, 8)
  const scale = 3;
  [...`${z}/${x}/${y}`].forEach((ch, k) => {
    GLYPHS[ch]!.forEach((row, gy) =>
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++)
            set(8 + (k * 4 + gx) * scale + dx, 8 + gy * scale + dy, ink);
      }),
    );
  });
  return encodePng(size, size, px);
}
