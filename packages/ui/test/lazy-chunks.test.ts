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

describe('the lightbox is a lazy chunk (run `pnpm build` first)', () => {
  for (const [format, ext] of [
    ['ESM', 'js'],
    ['CJS', 'cjs'],
  ] as const) {
    it(`${format}: index and Gallery never reach yet-another-react-lightbox statically`, () => {
      expect(existsSync(join(dist, `Gallery.${ext}`))).toBe(true);
      for (const entry of [`index.${ext}`, `Gallery.${ext}`]) {
        const graph = staticGraph(entry);
        expect(graph.size, entry).toBeGreaterThan(1);
        for (const file of graph) {
          expect(read(file), `${file} (static from ${entry})`).not.toContain(
            'yet-another-react-lightbox',
          );
          expect(read(file), file).not.toContain('yarl__');
        }
      }
    });

    it(`${format}: Gallery loads the viewer chunk, which carries the library and its CSS`, () => {
      const lazy = [...staticGraph(`Gallery.${ext}`)]
        .flatMap(lazyRefs)
        .filter((f) => f.startsWith('GalleryLightbox'));
      expect(lazy).toHaveLength(1);
      const chunk = read(lazy[0]!);
      expect(chunk).toMatch(/(from|require\()\s*["']yet-another-react-lightbox["']/);
      expect(chunk).toContain('.yarl__portal{');
    });
  }

  it('keeps the viewer CSS out of the shared stylesheet', () => {
    expect(read('index.css')).not.toContain('yarl__');
  });
});
