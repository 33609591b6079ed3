import { readdirSync, existsSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

/**
 * One entry per component folder (`src/<Name>/<Name>.tsx`, `src/patterns/<Name>/<Name>.tsx`),
 * discovered so a new component needs no edit here. Per-component entries + `splitting` put each
 * component in its own chunk: vanilla-extract's `recipe()` calls are not marked pure, so with a single
 * entry every recipe would survive tree-shaking.
 */
const entriesIn = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { withFileTypes: true })
      .filter(
        (d) =>
          d.isDirectory() && /^[A-Z]/.test(d.name) && existsSync(`${dir}/${d.name}/${d.name}.tsx`),
      )
      .map((d) => [d.name, `${dir}/${d.name}/${d.name}.tsx`]),
  );
const componentEntries = { ...entriesIn('src'), ...entriesIn('src/patterns') };

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
