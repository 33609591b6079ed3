/**
 * Heavy optional code stays behind `import()`: nothing an app gets by importing `@wz/ui` (or one
 * component's entry) statically reaches it. Run after `pnpm build` (reads dist/).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = join(import.meta.dirname, '..', 'dist');
const read = (file: string) => readFileSync(join(dist, file), 'utf8');

const LAZY_ESM = /import\(\s*["']\.\/([^"']+)["']\s*\)/g;
// esbuild's CJS form of `import("./x")`: `Promise.resolve().then(() => __toESM(require("./x")))`.
const LAZY_CJS = /\.then\(\s*\(\)\s*=>\s*(?:\w+\()?require\(["']\.\/([^"']+)["']\)/g;

/** Local files reached from `entry` through static imports / requires only (never `import()`). */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = read(file).replace(LAZY_ESM, '').replace(LAZY_CJS, '');
    const refs = [
      ...code.matchAll(/(?:^|[\s;])(?:import|export)\s[^;]*?from\s*["']\.\/([^"']+)["']/g),
      ...code.matchAll(/(?:^|[\s;])import\s*["']\.\/([^"']+)["']/g),
      ...code.matchAll(/(?<![.\w])require\(["']\.\/([^"']+)["']\)/g),
    ].map((m) => m[1]!);
    for (const ref of refs) visit(ref);
  };
  visit(entry);
  return seen;
}

/** Files `file` loads through `import()`. */
function lazyRefs(file: string): string[] {
  const code = read(file);
  return [...code.matchAll(LAZY_ESM), ...code.matchAll(LAZY_CJS)].map((m) => m[1]!);
}

/** A component entry, the chunk it loads lazily, the library only that chunk may import and a CSS rule of it. */
const LAZY = [
  { entry: 'Gallery', chunk: 'GalleryLightbox', lib: 'yet-another-react-lightbox', css: '.yarl__portal{', mark: 'yarl__' },
  { entry: 'MapView', chunk: 'LeafletMap', lib: 'leaflet', css: '.leaflet-pane,', mark: 'leaflet-pane' },
] as const;

const importsLib = (code: string, lib: string) =>
  new RegExp(`(from|require\\()\\s*["'](react-)?${lib}["']`).test(code);

for (const { entry, chunk, lib, css, mark } of LAZY)
  describe(`${chunk} is a lazy chunk of ${entry} (run \`pnpm build\` first)`, () => {
    for (const [format, ext] of [
      ['ESM', 'js'],
      ['CJS', 'cjs'],
    ] as const) {
      it(`${format}: index and ${entry} never reach ${lib} statically`, () => {
        expect(existsSync(join(dist, `${entry}.${ext}`))).toBe(true);
        for (const from of [`index.${ext}`, `${entry}.${ext}`]) {
          const graph = staticGraph(from);
          expect(graph.size, from).toBeGreaterThan(1);
          for (const file of graph) {
            expect(importsLib(read(file), lib), `${file} (static from ${from})`).toBe(false);
            expect(read(file), file).not.toContain(mark);
          }
        }
      });

      it(`${format}: ${entry} loads the chunk, which carries the library and its CSS`, () => {
        const lazy = [...staticGraph(`${entry}.${ext}`)]
          .flatMap(lazyRefs)
          .filter((f) => f.startsWith(chunk));
        expect(lazy).toHaveLength(1);
        const code = read(lazy[0]!);
        expect(importsLib(code, lib)).toBe(true);
        expect(code).toContain(css);
      });
    }

    it('keeps the library CSS out of the shared stylesheet', () => {
      expect(read('index.css')).not.toContain(mark);
    });
  });
