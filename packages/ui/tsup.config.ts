import { readdirSync, existsSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

/**
 * One entry per component folder (`src/primitives/<Name>/<Name>.tsx`, `src/patterns/<Name>/<Name>.tsx`,
 * `src/sections/<key>/<Name>/<Name>.tsx`), discovered so a new component needs no edit here; the entry
 * keeps the component's name (`dist/TeacherCard.css` is read by @wz/embed). Per-component entries +
 * `splitting` put each component in its own chunk: vanilla-extract's `recipe()` calls are not marked
 * pure, so with a single entry every recipe would survive tree-shaking.
 */
const componentDirs = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter(
      (d) =>
        d.isDirectory() && /^[A-Z]/.test(d.name) && existsSync(`${dir}/${d.name}/${d.name}.tsx`),
    )
    .map((d) => [d.name, `${dir}/${d.name}/${d.name}.tsx`] as const);
const sectionDirs = readdirSync('src/sections', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => `src/sections/${d.name}`);
const entries = ['src/primitives', 'src/patterns', ...sectionDirs].flatMap(componentDirs);
const componentEntries = Object.fromEntries(entries);
// Two folders with one name would write the same dist file: refuse rather than drop one.
if (Object.keys(componentEntries).length !== entries.length)
  throw new Error('two component folders share a name; dist entries are named by folder');

export default defineConfig({
  entry: { index: 'src/index.ts', ...componentEntries },
  format: ['esm', 'cjs'],
  splitting: true,
  dts: { entry: 'src/index.ts' },
  sourcemap: true,
  clean: true,
  target: 'es2020',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
